// The ⋯ button beside a row (or a page title) holding its secondary actions.
import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { Ellipsis, type LucideIcon } from 'lucide-react';
import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-component';

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
}

// The menu's code (Radix's dropdown and popper) comes after the list it sits in: a screen of rows draws
// without waiting for it, and until it arrives (a moment after the list) each ⋯ is shown, disabled, in
// its place and size.
const RowActionsDropdown = lazyNamed(() => import('./row-actions-dropdown'), 'RowActionsDropdown');

export const ROW_ACTIONS_BUTTON_CLASS = 'size-11 text-muted-foreground hover:text-foreground';

export function RowActionsMenu(props: RowActionsMenuProps) {
  return (
    <Suspense
      fallback={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled
          aria-label={props.label}
          className={cn(ROW_ACTIONS_BUTTON_CLASS, props.className)}
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </Button>
      }
    >
      <RowActionsDropdown {...props} />
    </Suspense>
  );
}
