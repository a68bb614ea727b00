// The open modal layers, newest last. Radix gives Escape to the newest layer, and a toast raised inside
// a dialog is newer than it: the toaster asks here whether a modal is open and closes that first.
import * as React from 'react';

const closers: Array<() => void> = [];

/** Closes the newest open modal; false when none is open. */
export function closeTopModal(): boolean {
  const close = closers.at(-1);
  if (!close) return false;
  close();
  return true;
}

/** A Radix Root's open state (kept here when the caller does not control it), registered while open. */
export function useModalOpenState({
  open,
  defaultOpen = false,
  onOpenChange,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [own, setOwn] = React.useState(defaultOpen);
  const current = open ?? own;
  const change = React.useCallback(
    (next: boolean) => {
      if (open === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const changeRef = React.useRef(change);
  changeRef.current = change;
  React.useEffect(() => {
    if (!current) return;
    const close = () => changeRef.current(false);
    closers.push(close);
    return () => {
      const index = closers.lastIndexOf(close);
      if (index !== -1) closers.splice(index, 1);
    };
  }, [current]);
  return { open: current, onOpenChange: change };
}
