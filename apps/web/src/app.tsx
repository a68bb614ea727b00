import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { DeferredToaster } from './components/deferred-toaster';
import { createQueryClient } from './lib/query-client';
import { forgetSignedInUser } from './lib/session';
import { createTrpcClient, trpc } from './lib/trpc';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: forgetSignedInUser }));
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <DeferredToaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
