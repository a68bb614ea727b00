// Issue 20, point 4: sign out the other devices, and change the password (which signs them out too).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kubm/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@kubm/ui/dialog';
import { toast } from '@kubm/ui/toast-store';
import { changePasswordFormSchema } from '@kubm/validators';
import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { PasswordInput } from '../../components/password-input';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export const SECURITY_TEXT = {
  title: 'Keselamatan Akaun',
  description: 'Tamatkan sesi di telefon atau komputer lain, atau tukar kata laluan anda.',
  logoutOthers: 'Log keluar dari peranti lain',
  logoutOthersPending: 'Sedang log keluar...',
  changePassword: 'Tukar Kata Laluan',
} as const;

export function AccountSecurity() {
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
        <ChangePasswordDialog />
      </CardContent>
    </Card>
  );
}

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: (answer) => {
      setOpen(false);
      form.reset(EMPTY);
      toast({ variant: 'success', title: 'Kata laluan ditukar', description: answer.message });
    },
    onError: (error) => form.setError('currentPassword', { message: errorMessage(error) }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <KeyRound aria-hidden="true" />
          {SECURITY_TEXT.changePassword}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SECURITY_TEXT.changePassword}</DialogTitle>
          <DialogDescription>Selepas ditukar, anda akan dilog keluar dari peranti lain.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit(({ currentPassword, password }) =>
              change.mutate({ currentPassword, password }),
            )}
          >
            <FormField
              control={form.control}
              name="currentPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Kata Laluan Semasa</FormLabel>
                  <FormControl>
                    <PasswordInput autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Kata Laluan Baru</FormLabel>
                  <FormControl>
                    <PasswordInput autoComplete="new-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="confirmPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Sahkan Kata Laluan</FormLabel>
                  <FormControl>
                    <PasswordInput autoComplete="new-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => setOpen(false)}
                disabled={change.isPending}
              >
                Batal
              </Button>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Menukar...' : SECURITY_TEXT.changePassword}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
