// The ⋯ button beside a row (or a page title) holding its secondary actions.
import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { Ellipsis } from 'lucide-react';
import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-component';
import { ROW_ACTIONS_BUTTON_CLASS, type RowActionsMenuProps } from './row-actions';

export type { RowAction } from './row-actions';

// The menu's code (Radix's dropdown and popper) comes after the list it sits in: a screen of rows draws
// without waiting for it, and until it arrives (a moment after the list) each ⋯ is shown, disabled, in
// its place and size.
const RowActionsDropdown = lazyNamed(() => import('./row-actions-dropdown'), 'RowActionsDropdown');

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
