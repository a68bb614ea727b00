import { type ComponentType, lazy, useRef, useState } from 'react';

/**
 * A component that is a chunk of its own, fetched when first drawn: a screen, or a dialog the page does
 * not need to show its content. `preload` starts the fetch sooner (once the route is known; when the
 * button that opens the dialog is pointed at or focused), so drawing it rarely waits.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the component keeps its props type.
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<{ [key in K]: C }>,
  name: K,
) {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: () => void load().catch(() => undefined) },
  );
}

/**
 * False until `open` is first true, then true for good: a lazy dialog mounts at its first opening (its
 * code is fetched then) and stays mounted, so it animates closed like any other.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A button that opens a dialog of its own chunk: the chunk is fetched when the button is pointed at or
 * focused, the dialog mounts at the first opening, and focus returns to the button when it closes (as a
 * Radix trigger would do). Spread `trigger` on the button and `dialog` on the lazy dialog, rendered only
 * once `used`.
 */
export function useLazyDialog(preload: () => void) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    used,
    open,
    setOpen,
    trigger: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setOpen(true),
    },
    dialog: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      },
    },
  };
}
