// Changing the password signs the other devices out too.
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kubm/ui/card';
import { toast } from '@kubm/ui/toast-store';
import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { Suspense } from 'react';
import { errorMessage } from '../../lib/errors';
import { lazyNamed, useLazyDialog } from '../../lib/lazy-component';
import { trpc } from '../../lib/trpc';
import { SECURITY_TEXT } from './security-text';

const ChangePasswordDialog = lazyNamed(() => import('./change-password-dialog'), 'ChangePasswordDialog');

export function AccountSecurity() {
  const changing = useLazyDialog(ChangePasswordDialog.preload);
  const logoutOthers = trpc.auth.logoutOthers.useMutation({
    onSuccess: (answer) => toast({ variant: 'success', title: 'Berjaya', description: answer.message }),
    onError: (error) => toast({ variant: 'destructive', title: 'Ralat', description: errorMessage(error) }),
  });
  return (
    <Card className="mt-6 max-w-3xl">
      <CardHeader>
        <CardTitle asChild>
          <h2>{SECURITY_TEXT.title}</h2>
        </CardTitle>
        <CardDescription>{SECURITY_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          variant="outline"
          disabled={logoutOthers.isPending}
          onClick={() => logoutOthers.mutate()}
        >
          <MonitorSmartphone aria-hidden="true" />
          {logoutOthers.isPending ? SECURITY_TEXT.logoutOthersPending : SECURITY_TEXT.logoutOthers}
        </Button>
        <Button type="button" variant="outline" {...changing.trigger}>
          <KeyRound aria-hidden="true" />
          {SECURITY_TEXT.changePassword}
        </Button>
        {changing.used ? (
          <Suspense fallback={null}>
            <ChangePasswordDialog {...changing.dialog} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
