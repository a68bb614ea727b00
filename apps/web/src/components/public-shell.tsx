import { Button } from '@kubm/ui/button';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The frame of the two public pages (/carta-organisasi, /keputusan-undian): no menu, a 'Log Masuk' button. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader
        actions={
          <Button asChild size="sm" className="h-10">
            <Link href="/auth">
              <LogIn aria-hidden="true" />
              Log Masuk
            </Link>
          </Button>
        }
      />
      {/* The footer starts below the fold, as in AppShell: content arriving late pushes nothing visible. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 md:py-8"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
