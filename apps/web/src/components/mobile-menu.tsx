import { Button } from '@kubm/ui/button';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Session } from '../lib/session';
import { DESKTOP_QUERY } from '../lib/use-media-query';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

export const preloadMobileMenu = () => void loadSheet();

export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays its animation and reopening is instant.
  const [used, setUsed] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [location] = useLocation();
  const [openedAt, setOpenedAt] = useState(location);

  // Closes on route change, also from the browser's back button.
  if (openedAt !== location) {
    setOpenedAt(location);
    if (open) setOpen(false);
  }

  // Turning a tablet to landscape shows the sidebar; the menu would only be in the way.
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const openFrom = useCallback((toggle: HTMLElement) => {
    returnFocus.current = toggle;
    setUsed(true);
    setOpen(true);
  }, []);

  return { open, setOpen, used, returnFocus, openFrom };
}

export type MobileMenuState = ReturnType<typeof useMobileMenu>;

export function MobileMenuButton({ menu }: { menu: MobileMenuState }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Buka menu"
      aria-haspopup="dialog"
      aria-expanded={menu.open}
      className="size-11 md:hidden [&_svg]:size-6"
      onPointerEnter={preloadMobileMenu}
      onFocus={preloadMobileMenu}
      onClick={(event) => menu.openFrom(event.currentTarget)}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
}

export function MobileMenu({
  menu,
  session,
}: {
  menu: MobileMenuState;
  session: Pick<Session, 'user' | 'isLoading'>;
}) {
  if (!menu.used) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuSheet
        open={menu.open}
        onOpenChange={menu.setOpen}
        onNavigate={() => menu.setOpen(false)}
        session={session}
        returnFocus={menu.returnFocus}
      />
    </Suspense>
  );
}
