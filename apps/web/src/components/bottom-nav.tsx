import { cn } from '@kubm/ui/cn';
import { type AppPath, PATHS } from '@kubm/validators';
import { CalendarDays, House, ListChecks, type LucideIcon, Menu, Network } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BOTTOM_TABS, isActivePath } from '../lib/nav';
import { type MobileMenuState, preloadMobileMenu } from './mobile-menu';

const ICONS: Partial<Record<AppPath, LucideIcon>> = {
  [PATHS.dashboard]: House,
  [PATHS.tasks]: ListChecks,
  [PATHS.calendar]: CalendarDays,
  [PATHS.orgChart]: Network,
};

const ITEM = cn(
  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 font-medium text-xs',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
);

/** Below 768px, signed in: thumb-reach navigation fixed to the bottom; 'Lagi' opens the full menu. */
export function BottomNav({ menu }: { menu: MobileMenuState }) {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Navigasi pantas"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85 md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_TABS.map((tab) => {
          const Icon = ICONS[tab.href] ?? House;
          const active = isActivePath(location, tab.href);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  ITEM,
                  active
                    ? 'font-semibold text-gold before:absolute before:top-0 before:h-1 before:w-10 before:rounded-b-full before:bg-gold'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.25 : 1.75} />
                {tab.label}
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            className={cn(ITEM, 'w-full cursor-pointer text-muted-foreground hover:text-foreground')}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={(event) => menu.openFrom(event.currentTarget)}
          >
            <Menu aria-hidden="true" className="size-6" strokeWidth={1.75} />
            Lagi
          </button>
        </li>
      </ul>
    </nav>
  );
}
