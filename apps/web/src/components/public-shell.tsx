import { Button } from '@kubm/ui/button';
import { PATHS } from '@kubm/validators';
import { LayoutDashboard, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useRouteTitle } from '../lib/page-title';
import { useSession } from '../lib/session';
import { ErrorBoundary } from './error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function PublicShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user } = useSession();
  useRouteTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader
        actions={
          // A member who is signed in goes back to the portal rather than to a login form.
          user ? (
            <Button asChild size="sm" className="h-11 md:h-10">
              <Link href={PATHS.dashboard}>
                <LayoutDashboard aria-hidden="true" />
                Papan Pemuka
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm" className="h-11 md:h-10">
              <Link href={PATHS.auth}>
                <LogIn aria-hidden="true" />
                Log Masuk
              </Link>
            </Button>
          )
        }
      />
      {/* The footer starts below the fold, as in AppShell: content arriving late pushes nothing visible. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 md:py-8"
      >
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
