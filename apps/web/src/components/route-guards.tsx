import { Alert, AlertDescription, AlertTitle } from '@kubm/ui/alert';
import { Button } from '@kubm/ui/button';
import { PATHS } from '@kubm/validators';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../lib/session';
import { PageSpinner } from './page-spinner';

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="mx-auto max-w-xl">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Tidak dapat menghubungi pelayan</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>Sila semak sambungan internet anda dan cuba lagi.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Cuba Lagi
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading, error, refetch } = useSession();
  if (isLoading) return <PageSpinner label="Memeriksa sesi..." />;
  // The server could not say who you are: offer a retry rather than a login form you may not need.
  if (error) return <SessionUnavailable onRetry={refetch} />;
  if (!user) return <Redirect to={PATHS.auth} replace />;
  return <>{children}</>;
}

export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label="Memeriksa sesi..." />;
  if (user) return <Redirect to={PATHS.dashboard} replace />;
  return <>{children}</>;
}
