import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  useEffect,
  useRef,
  useState,
} from 'react';
import { deferredLoad } from './deferred-load';

/**
 * A component that is a chunk of its own, fetched when first drawn: a screen, or a dialog the page does
 * not need to show its content. `preload` starts the fetch sooner (once the route is known; when the
 * button that opens the dialog is pointed at or focused), so drawing it rarely waits.
 *
 * Unlike a bare React.lazy, a component whose chunk has already arrived draws at once: React.lazy suspends
 * on its first render even then, and React 19 holds a suspended update back to its next reveal, up to
 * 300 ms later (a member's screen, drawn once the session is known, waited that long for nothing).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the component keeps its props type.
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<{ [key in K]: C }>,
  name: K,
) {
  let loaded: C | undefined;
  // Fetched once; a failed fetch (offline, a stale build) is forgotten, so the next attempt tries again.
  const chunk = deferredLoad(() =>
    load().then((module) => {
      loaded = module[name];
      return loaded;
    }),
  );
  const Waiting = lazy(() => chunk.get().then((component) => ({ default: component })));
  function LazyComponent(props: ComponentProps<C>) {
    return loaded ? createElement(loaded, props) : createElement(Waiting, props);
  }
  return Object.assign(LazyComponent, {
    preload: chunk.preload,
    /** Fetches the chunk (once); settles when it has arrived or failed. */
    load: (): Promise<unknown> => chunk.get(),
    isLoaded: () => loaded !== undefined,
  });
}

/**
 * Whether a lazy component may be drawn without suspending: false until its chunk has arrived (the fetch
 * starts after this render), true after, and true after a failure too, so that drawing it throws to
 * the nearest error boundary ('Muat semula') instead of spinning forever. A screen shown this way is
 * drawn the moment its code is in: a suspended first render would be held back by React 19 until 300
 * ms after its fallback appeared.
 */
export function useLoaded(component: { isLoaded: () => boolean; load: () => Promise<unknown> }): boolean {
  const [settled, setSettled] = useState(false);
  const ready = settled || component.isLoaded();
  useEffect(() => {
    if (ready) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(true);
    };
    component.load().then(settle, settle);
    return () => {
      current = false;
    };
  }, [component, ready]);
  return ready;
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
