import { lazy, Suspense } from 'react';
import type { Session } from '../lib/session';
import { AccountSection } from './account-section';
import { NavLinks } from './nav-links';

/** Visitors only, and below the main links: arriving a moment later moves nothing above it. */
const PublicPageLinks = lazy(() =>
  import('./public-page-links').then((module) => ({ default: module.PublicPageLinks })),
);

export function Sidebar({ session }: { session: Pick<Session, 'user' | 'isLoading'> }) {
  return (
    <aside
      aria-label="Bar sisi"
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 flex-col gap-6 overflow-y-auto bg-card px-3 py-6 shadow-sm md:flex"
    >
      {/* Not while the session loads: member-only links arriving later would push the lower links down. */}
      {session.isLoading ? null : <NavLinks placement="sidebar" signedIn={Boolean(session.user)} />}
      {session.isLoading || session.user ? null : (
        <Suspense fallback={null}>
          <PublicPageLinks />
        </Suspense>
      )}
      <AccountSection session={session} className="mt-auto pt-4" />
    </aside>
  );
}
