// The ⋯ button beside a row (or a page title) holding its secondary actions (issue 21 point 4).
import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@kubm/ui/dropdown-menu';
import { Ellipsis, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';

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

export function RowActionsMenu({
  label,
  actions,
  onOpen,
  className,
}: {
  /** The button's accessible name, e.g. 'Tindakan untuk {nama}'; it also names the menu. */
  label: string;
  actions: readonly RowAction[];
  onOpen?: () => void;
  className?: string;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu onOpenChange={(open) => (open ? onOpen?.() : undefined)}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          className={cn('size-11 text-muted-foreground hover:text-foreground', className)}
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => {
          const Icon = action.icon;
          const body = (
            <>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {action.label}
            </>
          );
          const itemClass = 'min-h-11 md:min-h-9';
          if (action.href !== undefined) {
            return (
              <DropdownMenuItem key={action.label} asChild variant={action.variant} className={itemClass}>
                <a
                  href={action.href}
                  download={action.download ? '' : undefined}
                  {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {body}
                </a>
              </DropdownMenuItem>
            );
          }
          return (
            <DropdownMenuItem
              key={action.label}
              variant={action.variant}
              className={itemClass}
              onSelect={() => {
                const trigger = triggerRef.current;
                if (trigger) action.onSelect(trigger);
              }}
            >
              {body}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
