import { useToast } from '@kubm/ui/toast-store';
import { lazy, Suspense, useState } from 'react';

const Toaster = lazy(() => import('@kubm/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * Radix Toast (~11 KB gzip) arrives with the first toast; that toast waits in the store and is shown and
 * announced once the corner mounts, which then stays mounted.
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
