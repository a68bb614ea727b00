import { Button } from '@kubm/ui/button';
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '@kubm/ui/sheet';
import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Session } from '../lib/session';
import { AccountSection } from './account-section';
import { NavLinks } from './nav-links';
import { UserAvatar } from './user-avatar';

const DESKTOP_QUERY = '(min-width: 768px)';

/** Below 768px: the toggle and the slide-in menu with the same links as the sidebar, minus Members. */
export function MobileMenu({ session }: { session: Pick<Session, 'user' | 'isLoading'> }) {
  const [open, setOpen] = useState(false);
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
  const { user } = session;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Buka menu"
          className="size-11 md:hidden [&_svg]:size-6"
        >
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="right"
        closeLabel="Tutup menu"
        aria-describedby={undefined}
        className="gap-0 md:hidden"
      >
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        {user ? (
          <div className="flex items-center gap-3 border-b px-4 py-3">
            <UserAvatar name={user.name} photo={user.profilePhoto} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-sm">{user.name}</p>
              <p className="truncate text-muted-foreground text-xs">{user.email}</p>
            </div>
          </div>
        ) : null}
        <div className="px-3 py-4">
          <NavLinks placement="mobile" signedIn={Boolean(user)} onNavigate={close} />
        </div>
        <SheetFooter className="border-t">
          <AccountSection session={session} onAction={close} />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
