// The ⋯ menu itself (Radix's dropdown and popper, ~30 KB): a chunk of its own, see row-actions-menu.tsx.
import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@kubm/ui/dropdown-menu';
import { Ellipsis } from 'lucide-react';
import { useRef } from 'react';
import { ROW_ACTIONS_BUTTON_CLASS, type RowActionsMenuProps } from './row-actions';

// Mounted by the first use of the plain ⋯ (row-actions-menu.tsx), so it starts open.
interface RowActionsDropdownProps extends RowActionsMenuProps {
  /** Opened by a key: Radix's own keyboard flag comes from a listener that was not there yet. */
  focusFirstItem?: boolean;
}

export function RowActionsDropdown({
  label,
  actions,
  onOpen,
  className,
  buttonData,
  focusFirstItem = false,
}: RowActionsDropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const firstItemFirst = useRef(focusFirstItem);
  return (
    <DropdownMenu defaultOpen onOpenChange={(open) => (open ? onOpen?.() : undefined)}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          className={cn(ROW_ACTIONS_BUTTON_CLASS, className)}
          {...buttonData}
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          if (!firstItemFirst.current || event.target !== event.currentTarget) return;
          firstItemFirst.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
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
