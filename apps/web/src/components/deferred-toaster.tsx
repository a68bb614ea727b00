import { useToast } from '@kubm/ui/toast-store';
import { lazy, Suspense, useState } from 'react';

const Toaster = lazy(() => import('@kubm/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast corner, fetched with the first toast rather than with every page: Radix Toast is ~11 KB gzip
 * that no first paint needs. Once there it stays mounted (its F8 region, its running timers); the toast
 * raised while it loads is in the store and shows, and is announced, as soon as the corner mounts.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
