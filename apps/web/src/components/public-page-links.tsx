import { cn } from '@kubm/ui/cn';
import { type AppPath, PATHS } from '@kubm/validators';
import { Network, Vote } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { isActivePath, PUBLIC_PAGES } from '../lib/nav';

const ICONS: Partial<Record<AppPath, typeof Network>> = {
  [PATHS.publicOrgChart]: Network,
  [PATHS.votingResults]: Vote,
};

export function PublicPageLinks({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Halaman awam" className={cn('grid gap-1', className)}>
      <p className="px-3 font-semibold text-muted-foreground text-xs uppercase tracking-wide">Halaman awam</p>
      <ul className="flex flex-col gap-1">
        {PUBLIC_PAGES.map((item) => {
          const Icon = ICONS[item.href] ?? Network;
          const active = isActivePath(location, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-foreground text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
