import { Button } from '@kubm/ui/button';
import { Checkbox } from '@kubm/ui/checkbox';
import { FormControl, FormFieldProvider, FormItem, FormLabel, FormMessage } from '@kubm/ui/form';
import { toast } from '@kubm/ui/toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { EmailInput } from '../../components/email-input';
import { PasswordInput } from '../../components/password-input';
import { authTabHref } from '../../lib/auth-tab';
import { errorMessage } from '../../lib/errors';
import { setSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { TextLink } from './text-link';
import { useLoginForm } from './use-login-form';

/** Opened by few, so fetched when opened (Radix Dialog); the link's hover starts the fetch. */
const loadForgotPasswordDialog = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazy(() =>
  loadForgotPasswordDialog().then((module) => ({ default: module.ForgotPasswordDialog })),
);

export function LoginForm() {
  const queryClient = useQueryClient();
  // The forgot dialog exists only while open, so closing it forgets its step and e-mail.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({ variant: 'success', title: 'Login successful', description: `Welcome back, ${user.name}!` });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Login failed', description: errorMessage(error) });
    },
  });
  const form = useLoginForm((values) => login.mutate(values));
  const { values, errors, setValue, refs } = form;

  return (
    <>
      <form noValidate className="space-y-4 pt-2" onFocus={form.preload} onSubmit={form.onSubmit}>
        <FormFieldProvider name="email" error={errors.email}>
          <FormItem>
            <FormLabel>E-mel</FormLabel>
            <FormControl>
              <EmailInput
                ref={refs.email}
                name="email"
                value={values.email}
                onChange={(event) => setValue('email', event.target.value)}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        </FormFieldProvider>
        <FormFieldProvider name="password" error={errors.password}>
          <FormItem>
            <div className="flex items-center justify-between gap-2">
              <FormLabel>Kata Laluan</FormLabel>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                onPointerEnter={() => void loadForgotPasswordDialog()}
                onFocus={() => void loadForgotPasswordDialog()}
                onClick={() => setForgotEmail(values.email)}
              >
                Lupa kata laluan?
              </Button>
            </div>
            <FormControl>
              <PasswordInput
                ref={refs.password}
                name="password"
                autoComplete="current-password"
                value={values.password}
                onChange={(event) => setValue('password', event.target.value)}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        </FormFieldProvider>
        <FormFieldProvider name="rememberMe" error={errors.rememberMe}>
          <FormItem className="flex items-center gap-3">
            <FormControl>
              <Checkbox
                ref={refs.rememberMe}
                name="rememberMe"
                checked={values.rememberMe}
                onCheckedChange={(checked) => setValue('rememberMe', checked === true)}
              />
            </FormControl>
            <FormLabel className="cursor-pointer font-normal">Ingat saya</FormLabel>
          </FormItem>
        </FormFieldProvider>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Sedang log masuk...' : 'Log Masuk'}
        </Button>
        <p className="text-center text-muted-foreground text-sm">
          Belum mempunyai akaun? <TextLink href={authTabHref('register')}>Daftar sekarang</TextLink>
        </p>
      </form>
      {forgotEmail === null ? null : (
        <Suspense fallback={null}>
          <ForgotPasswordDialog initialEmail={forgotEmail} onClose={() => setForgotEmail(null)} />
        </Suspense>
      )}
    </>
  );
}
