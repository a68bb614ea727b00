import { cn } from '@kubm/ui/cn';
import { PATHS } from '@kubm/validators';
import { ChartColumn, Network } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { SITE } from '../site';

const PUBLIC_PAGES = [
  { href: PATHS.publicOrgChart, label: 'Carta Organisasi', Icon: Network },
  { href: PATHS.votingResults, label: 'Keputusan Undian', Icon: ChartColumn },
] as const;

export function PublicIntro() {
  const [location] = useLocation();
  return (
    <div className="mb-6 grid gap-3 rounded-xl bg-card p-4 shadow-sm sm:flex sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="font-semibold text-lg text-primary">{SITE.committee}</p>
        <p className="text-muted-foreground text-sm">{SITE.parish}</p>
        <p className="mt-1 text-pretty text-sm">{SITE.purpose}</p>
      </div>
      <nav aria-label="Halaman awam" className="shrink-0">
        <ul className="flex flex-wrap gap-2 p-0">
          {PUBLIC_PAGES.map(({ href, label, Icon }) => {
            const current = location === href;
            return (
              <li key={href} className="list-none">
                <Link
                  href={href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 font-medium text-sm ring-1 ring-border md:min-h-9',
                    'focus-visible:outline-2 focus-visible:outline-ring',
                    current ? 'bg-primary text-primary-foreground ring-primary' : 'bg-card hover:bg-accent',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
