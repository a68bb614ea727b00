import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle } from '@kubm/ui/sheet';
import type { RefObject } from 'react';
import type { Session } from '../lib/session';
import { AccountSection } from './account-section';
import { NavLinks } from './nav-links';
import { PublicPageLinks } from './public-page-links';
import { ThemeChoiceControl } from './theme-choice';
import { UserAvatar } from './user-avatar';

/**
 * Fetched on the first opening (Radix Dialog). The toggles live outside this chunk, so focus goes back by
 * hand to the one that opened it.
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  onNavigate,
  session,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  session: Pick<Session, 'user' | 'isLoading'>;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { user } = session;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Tutup menu"
        aria-describedby={undefined}
        className="gap-0 md:hidden"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        {user ? (
          <div className="mx-3 flex items-center gap-3 rounded-xl bg-muted px-3 py-3">
            <UserAvatar name={user.name} photo={user.profilePhoto} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-sm">{user.name}</p>
              <p className="truncate text-muted-foreground text-xs">{user.email}</p>
            </div>
          </div>
        ) : null}
        <div className="grid gap-5 px-3 py-4">
          <NavLinks placement="mobile" signedIn={Boolean(user)} onNavigate={onNavigate} />
          {user || session.isLoading ? null : <PublicPageLinks onNavigate={onNavigate} />}
          <ThemeChoiceControl className="px-0" />
        </div>
        <SheetFooter>
          <AccountSection session={session} onAction={onNavigate} />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
