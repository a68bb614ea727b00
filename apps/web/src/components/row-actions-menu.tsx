import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { Ellipsis } from 'lucide-react';
import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-component';
import { ROW_ACTIONS_BUTTON_CLASS, type RowActionsMenuProps } from './row-actions';

export type { RowAction } from './row-actions';

// The dropdown's code comes after the list, so rows draw without it; until then each ⋯ is shown disabled.
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
