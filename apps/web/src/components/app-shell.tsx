import { cn } from '@kubm/ui/cn';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useRouteTitle } from '../lib/page-title';
import { useSession } from '../lib/session';
import { DESKTOP_QUERY, useMediaQuery } from '../lib/use-media-query';
import { ErrorBoundary } from './error-boundary';
import { MobileMenu, MobileMenuButton, useMobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

// A chunk fetched only where it shows (signed in, wide screen); the header does not move while it loads.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

// Members only, so not part of a visitor's first load; fixed, so it moves nothing.
const BottomNav = lazy(() => import('./bottom-nav').then((module) => ({ default: module.BottomNav })));

export function AppShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const { user } = session;
  const [location] = useLocation();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const menu = useMobileMenu();
  useRouteTitle();

  useEffect(() => {
    if (location) window.scrollTo(0, 0);
  }, [location]);

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        // Room for the bottom bar (phones, signed in), so neither the page nor the footer hides under it.
        user && 'pb-[calc(3.5rem+1px+env(safe-area-inset-bottom))] md:pb-0',
      )}
    >
      <SkipLink />
      <SiteHeader
        actions={
          <>
            {user && wide ? (
              <div className="hidden md:block">
                <Suspense fallback={null}>
                  <UserMenu user={user} />
                </Suspense>
              </div>
            ) : null}
            <MobileMenuButton menu={menu} />
          </>
        }
      />
      {/* At least the screen's height, so a page that grows as it loads pushes nothing visible down. */}
      <div className="flex min-h-[calc(100dvh-4rem)] flex-1">
        <Sidebar session={session} />
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-4 pb-3 outline-none sm:px-6 md:px-8 md:py-8"
        >
          <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
        </main>
      </div>
      <SiteFooter />
      {user ? (
        <Suspense fallback={null}>
          <BottomNav menu={menu} />
        </Suspense>
      ) : null}
      <MobileMenu menu={menu} session={session} />
    </div>
  );
}
