import { PATHS } from '@kubm/validators';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SITE } from '../site';
import { Logo } from './logo';

export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-gold border-b-2 bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        <Link
          href={PATHS.dashboard}
          aria-label="Laman utama"
          className="shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Logo />
        </Link>
        <p className="min-w-0 truncate font-semibold text-lg text-primary leading-tight tracking-tight">
          <span className="md:hidden">{SITE.shortTitle}</span>
          <span className="hidden md:inline">{SITE.title}</span>
        </p>
        <div className="ml-auto flex shrink-0 items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}
