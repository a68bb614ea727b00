import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { Ellipsis } from 'lucide-react';
import { type ComponentProps, Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../lib/lazy-component';
import { whenIdle } from '../lib/when-idle';
import { ROW_ACTIONS_BUTTON_CLASS, type RowActionsMenuProps } from './row-actions';

export type { RowAction } from './row-actions';

// Each ⋯ is a plain button until first used, then the dropdown, opened: a Radix menu per row drew every row
// of /members twice on load (docs/decisions/row-menus-on-first-use.md). Its code is fetched when idle.
const RowActionsDropdown = lazyNamed(() => import('./row-actions-dropdown'), 'RowActionsDropdown');

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

type OpenedBy = 'pointer' | 'keyboard';

export function RowActionsMenu(props: RowActionsMenuProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  useEffect(() => whenIdle(RowActionsDropdown.preload), []);

  const open = (by: OpenedBy) => {
    setOpenedBy(by);
    props.onOpen?.();
  };
  const button = (extra: ComponentProps<typeof Button>) => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={cn(ROW_ACTIONS_BUTTON_CLASS, props.className)}
      {...props.buttonData}
      {...extra}
    >
      <Ellipsis aria-hidden="true" className="size-5" />
    </Button>
  );

  if (openedBy === null) {
    return button({
      // As Radix's trigger: a primary press opens, and keeps focus off the button for the menu to take.
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open('pointer');
      },
      onKeyDown: (event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open('keyboard');
      },
      // A screen reader activates with a click and no pointer press.
      onClick: () => open('keyboard'),
    });
  }
  return (
    <Suspense fallback={button({ disabled: true })}>
      <RowActionsDropdown {...props} focusFirstItem={openedBy === 'keyboard'} />
    </Suspense>
  );
}
