// The WAI-ARIA tabs pattern, not Radix Tabs: that brings ~7 KB gzip onto the sign-in page's first load.
// Same markup and data-state attributes as Radix's; automatic activation.
import * as React from 'react';
import { cn } from './cn';

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be used inside <Tabs>`);
  return state;
}

/** Ids derive from the value, which may hold spaces (a link category): encoded, they stay one token. */
const idOf = (baseId: string, part: 'trigger' | 'content', value: string) =>
  `${baseId}-${part}-${encodeURIComponent(value)}`;

/** Where an arrow, Home or End key moves the focus among `count` tabs from `index`; null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ className, value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [own, setOwn] = React.useState(defaultValue);
  const current = value ?? own;
  const select = React.useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  const state = React.useMemo(() => ({ baseId, value: current, select }), [baseId, current, select]);
  return (
    <TabsContext.Provider value={state}>
      <div
        data-slot="tabs"
        dir="ltr"
        data-orientation="horizontal"
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/** Give it an `aria-label` when no heading names the group of tabs. */
export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      className={cn(
        'inline-flex min-h-12 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-xl bg-muted p-1 text-muted-foreground md:min-h-10',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const tabs = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
        );
        const index = tabs.indexOf(event.target as HTMLElement);
        if (index === -1) return;
        const target = tabKeyTarget(event.key, index, tabs.length);
        if (target === null) return;
        event.preventDefault();
        // Focusing a tab selects it (onFocus below), as with Radix's automatic activation.
        tabs[target]?.focus();
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  disabled,
  onClick,
  onFocus,
  onMouseDown,
  ...props
}: React.ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      disabled={disabled}
      // Roving tab stop: Tab reaches the selected tab only; the arrows move between them.
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium md:min-h-8',
        'transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-60',
        'data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A right or ctrl click must not focus, hence select, the tab.
        if (event.button !== 0 || event.ctrlKey) event.preventDefault();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        // Safari does not focus a clicked button, and assistive technology may click without focusing.
        if (!event.defaultPrevented && !disabled) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  value,
  children,
  ...props
}: React.ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'content', value)}
      aria-labelledby={idOf(tabs.baseId, 'trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-content"
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern (WAI-ARIA APG) makes a panel a tab stop, so a panel without focusable content can be reached.
      tabIndex={0}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
