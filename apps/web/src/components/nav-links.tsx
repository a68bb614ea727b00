import { cn } from '@kubm/ui/cn';
import { type AppPath, PATHS } from '@kubm/validators';
import {
  CalendarDays,
  LayoutDashboard,
  Link2,
  ListChecks,
  type LucideIcon,
  Network,
  User,
  Users,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { isActivePath, type NavPlacement, navItemsFor } from '../lib/nav';

const ICONS: Partial<Record<AppPath, LucideIcon>> = {
  [PATHS.dashboard]: LayoutDashboard,
  [PATHS.profile]: User,
  [PATHS.orgChart]: Network,
  [PATHS.calendar]: CalendarDays,
  [PATHS.tasks]: ListChecks,
  [PATHS.links]: Link2,
  [PATHS.members]: Users,
};

export function NavLinks({
  placement,
  signedIn,
  onNavigate,
}: {
  placement: NavPlacement;
  signedIn: boolean;
  onNavigate?: () => void;
}) {
  const [location] = useLocation();
  return (
    <nav aria-label="Navigasi utama">
      <ul className="flex flex-col gap-1">
        {navItemsFor({ signedIn, placement }).map((item) => {
          const Icon = ICONS[item.href] ?? LayoutDashboard;
          const active = isActivePath(location, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={cn(
                  'relative flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                  active
                    ? 'bg-accent font-semibold text-accent-foreground before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-gold'
                    : 'text-foreground hover:bg-muted',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-5 shrink-0', !active && 'text-muted-foreground')}
                />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
