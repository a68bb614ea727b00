import { Button } from '@kubm/ui/button';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Session } from '../lib/session';
import { DESKTOP_QUERY } from '../lib/use-media-query';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** Below 768px: the toggle and the slide-in menu with the same links as the sidebar, minus Members. */
export function MobileMenu({ session }: { session: Pick<Session, 'user' | 'isLoading'> }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays its animation and reopening is instant.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  const [openedAt, setOpenedAt] = useState(location);

  // Closes on route change (also when the change came from elsewhere, e.g. the browser's back button).
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

  const close = () => setOpen(false);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label="Buka menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="size-11 md:hidden [&_svg]:size-6"
        // A finger or pointer on the toggle starts the fetch, so the menu is usually there by the click.
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            onNavigate={close}
            session={session}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
