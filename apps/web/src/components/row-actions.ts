import type { LucideIcon } from 'lucide-react';

interface ActionBase {
  label: string;
  icon?: LucideIcon;
  variant?: 'default' | 'destructive';
}

/** Runs a command; `trigger` is the ⋯ button, for focus to return to when a dialog it opened closes. */
export interface CommandAction extends ActionBase {
  onSelect: (trigger: HTMLElement) => void;
  href?: never;
}

export interface LinkAction extends ActionBase {
  href: string;
  download?: boolean;
  external?: boolean;
  onSelect?: never;
}

export type RowAction = CommandAction | LinkAction;

export interface RowActionsMenuProps {
  /** The button's accessible name, e.g. 'Tindakan untuk {nama}'; it also names the menu. */
  label: string;
  actions: readonly RowAction[];
  onOpen?: () => void;
  className?: string;
  /** `data-*` attributes for the ⋯ button, e.g. for a screen to find it again after its row moved. */
  buttonData?: Readonly<Record<`data-${string}`, string>>;
}

export const ROW_ACTIONS_BUTTON_CLASS = 'size-11 text-muted-foreground hover:text-foreground';
