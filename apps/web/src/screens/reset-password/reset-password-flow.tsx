// A chunk of its own (zod, react-hook-form), fetched only for an address that carries a token and an e-mail.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertDescription, AlertTitle } from '@kubm/ui/alert';
import { Button } from '@kubm/ui/button';
import { Spinner } from '@kubm/ui/spinner';
import { toast } from '@kubm/ui/toast-store';
import { LIMITS, PATHS, resetPasswordFormSchema, verifyResetTokenSchema } from '@kubm/validators';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { Form } from '../../components/form';
import { PasswordField } from '../../components/password-field';
import { isNetworkError, serverMessage } from '../../lib/request-failure';
import { type SessionUser, sessionQueryKey, setSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { BackToLogin, Frame, InvalidLink, RESET_TEXT } from './reset-password-parts';

export function resetLinkFromSearch(search: string): { token: string; email: string } | null {
  const params = new URLSearchParams(search);
  const parsed = verifyResetTokenSchema.safeParse({
    token: params.get('token') ?? '',
    email: params.get('email') ?? '',
  });
  return parsed.success ? parsed.data : null;
}

export function ResetPasswordFlow() {
  const link = resetLinkFromSearch(useSearch());
  const verify = trpc.auth.verifyResetToken.useQuery(link ?? { token: '', email: '' }, {
    enabled: link !== null,
    retry: false,
    // The link is checked once per visit; a later check would fail after it has been used.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (!link) return <InvalidLink message={RESET_TEXT.invalidLink} />;
  // isFetching too: 'Cuba Lagi' asks again, and the old answer should not linger meanwhile.
  if (verify.isPending || verify.isFetching) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Mengesahkan pautan..." showLabel />
      </div>
    );
  }
  if (verify.isError) {
    if (isNetworkError(verify.error)) {
      return (
        <Frame title="Tetapkan Semula Kata Laluan">
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Ralat</AlertTitle>
            <AlertDescription>{RESET_TEXT.verifyNetwork}</AlertDescription>
          </Alert>
          <Button variant="outline" className="w-full" onClick={() => void verify.refetch()}>
            Cuba Lagi
          </Button>
          <BackToLogin />
        </Frame>
      );
    }
    return <InvalidLink message={serverMessage(verify.error, RESET_TEXT.invalidLink)} />;
  }
  return <NewPasswordForm token={link.token} email={link.email} />;
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      setFailure(null);
      toast({ variant: 'success', title: 'Berjaya', description: RESET_TEXT.done });
      // The server has ended every session of this account: if it is the one signed in here, forget it.
      const current = queryClient.getQueryData<SessionUser | null>(sessionQueryKey());
      if (current && current.email === email) setSessionUser(queryClient, null);
    },
    onError: (error) => {
      setFailure(isNetworkError(error) ? RESET_TEXT.network : serverMessage(error, RESET_TEXT.failed));
    },
  });
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(PATHS.auth), LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <Frame title="Tetapkan Semula Kata Laluan">
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Berjaya</AlertTitle>
          <AlertDescription>{RESET_TEXT.done}</AlertDescription>
        </Alert>
        <BackToLogin label="Pergi ke Log Masuk" />
      </Frame>
    );
  }

  return (
    <Frame title="Tetapkan Semula Kata Laluan" description={`Masukkan kata laluan baru untuk ${email}.`}>
      {failure ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <Form {...form}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(({ password }) => {
            if (!token) {
              setFailure(RESET_TEXT.noToken);
              return;
            }
            setFailure(null);
            reset.mutate({ token, email, password });
          })}
        >
          <PasswordField
            control={form.control}
            name="password"
            label="Kata Laluan Baru"
            autoComplete="new-password"
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Sahkan Kata Laluan"
            autoComplete="new-password"
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Menetapkan kata laluan...' : 'Tetapkan Kata Laluan'}
          </Button>
        </form>
      </Form>
    </Frame>
  );
}
