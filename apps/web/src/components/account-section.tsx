import { Button } from '@kubm/ui/button';
import { cn } from '@kubm/ui/cn';
import { LogIn, LogOut, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { authTabHref } from '../lib/auth-tab';
import { type Session, useLogout } from '../lib/session';

/** Signed in → 'Log Keluar'; signed out → 'Log Masuk' and 'Daftar'. Nothing while the session loads. */
export function AccountSection({
  session,
  onAction,
  className,
}: {
  session: Pick<Session, 'user' | 'isLoading'>;
  onAction?: () => void;
  className?: string;
}) {
  const { logout, isPending } = useLogout();
  if (session.isLoading) return null;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p className="px-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide">Akaun</p>
      {session.user ? (
        <Button
          variant="outline"
          className="w-full justify-start"
          disabled={isPending}
          onClick={() => {
            onAction?.();
            logout();
          }}
        >
          <LogOut aria-hidden="true" />
          Log Keluar
        </Button>
      ) : (
        <>
          <Button asChild className="w-full justify-start">
            <Link href={authTabHref('login')} onClick={onAction}>
              <LogIn aria-hidden="true" />
              Log Masuk
            </Link>
          </Button>
          <Button asChild variant="outline" className="w-full justify-start">
            <Link href={authTabHref('register')} onClick={onAction}>
              <UserPlus aria-hidden="true" />
              Daftar
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}
