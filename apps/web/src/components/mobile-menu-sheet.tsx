import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle } from '@kubm/ui/sheet';
import type { RefObject } from 'react';
import type { Session } from '../lib/session';
import { AccountSection } from './account-section';
import { NavLinks } from './nav-links';
import { UserAvatar } from './user-avatar';

/**
 * The slide-in menu itself, a chunk of its own (Radix Dialog, focus trap, scroll lock): fetched when the
 * menu is first opened, not with every phone's first page. Radix would return focus to its own trigger;
 * the toggle lives outside this chunk, so focus goes back to it by hand.
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  onNavigate,
  session,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  session: Pick<Session, 'user' | 'isLoading'>;
  trigger: RefObject<HTMLButtonElement | null>;
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
          trigger.current?.focus();
        }}
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
          <NavLinks placement="mobile" signedIn={Boolean(user)} onNavigate={onNavigate} />
        </div>
        <SheetFooter className="border-t">
          <AccountSection session={session} onAction={onNavigate} />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
