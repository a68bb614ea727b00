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
 * A chunk fetched when first drawn; `preload` starts it sooner. Unlike bare React.lazy, a loaded chunk
 * draws at once: React 19 holds a suspended first render back up to 300 ms
 * (docs/decisions/lazy-dialogs-and-views.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the component keeps its props type.
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<{ [key in K]: C }>,
  name: K,
) {
  let loaded: C | undefined;
  // A failed fetch (offline, a stale build) is forgotten, so the next attempt tries again.
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
    load: (): Promise<unknown> => chunk.get(),
    isLoaded: () => loaded !== undefined,
  });
}

// True after a failure too, so drawing throws to the error boundary instead of spinning forever.
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

// The dialog mounts at its first opening and stays mounted, so it animates closed like any other.
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

// Focus returns to the button on close, as a Radix trigger would do.
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
