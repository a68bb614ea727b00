import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import { Checkbox } from '@kubm/ui/checkbox';
import { toast } from '@kubm/ui/toast';
import { loginSchema } from '@kubm/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../components/email-field';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../components/form';
import { PasswordInput } from '../../components/password-input';
import { TextLink } from '../../components/text-link';
import { authTabHref } from '../../lib/auth-tab';
import { errorMessage } from '../../lib/errors';
import { setSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/**
 * Login tab (spec §2, §5): e-mail, password, remember-me, the forgot-password dialog, submit 'Log Masuk'.
 * Success puts the user in the session cache; the guest-only route around /auth then goes to /.
 */
export function LoginForm() {
  const queryClient = useQueryClient();
  // The forgot dialog exists only while open, so closing it forgets its step and e-mail (spec §2).
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({ variant: 'success', title: 'Login successful', description: `Welcome back, ${user.name}!` });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Login failed', description: errorMessage(error) });
    },
  });

  return (
    <>
      <Form {...form}>
        <form
          noValidate
          className="space-y-4 pt-2"
          onSubmit={form.handleSubmit((values) => login.mutate(values))}
        >
          <EmailField control={form.control} name="email" />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between gap-2">
                  <FormLabel>Kata Laluan</FormLabel>
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    onClick={() => setForgotEmail(form.getValues('email'))}
                  >
                    Lupa kata laluan?
                  </Button>
                </div>
                <FormControl>
                  <PasswordInput autoComplete="current-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <FormItem className="flex items-center gap-3">
                <FormControl>
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    checked={field.value ?? false}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                </FormControl>
                <FormLabel className="cursor-pointer font-normal">Ingat saya</FormLabel>
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Sedang log masuk...' : 'Log Masuk'}
          </Button>
          <p className="text-center text-muted-foreground text-sm">
            Belum mempunyai akaun? <TextLink href={authTabHref('register')}>Daftar sekarang</TextLink>
          </p>
        </form>
      </Form>
      {forgotEmail === null ? null : (
        <ForgotPasswordDialog initialEmail={forgotEmail} onClose={() => setForgotEmail(null)} />
      )}
    </>
  );
}
