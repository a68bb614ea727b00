import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import { Input } from '@kubm/ui/input';
import { toast } from '@kubm/ui/toast-store';
import type { RegisterForm as RegisterValues } from '@kubm/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../components/email-field';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../components/form';
import { emptyMinistryRole, MinistryRolesField } from '../../components/ministry-roles-field';
import { PasswordInput } from '../../components/password-input';
import { PhoneInput } from '../../components/phone-input';
import { authTabHref } from '../../lib/auth-tab';
import { errorMessage } from '../../lib/errors';
import { setSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { registerFormSchema, registrationPayload } from './register-values';
import { TextLink } from './text-link';

export function RegisterForm() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  // Asked afresh: the portal may have been founded since.
  const options = trpc.auth.registrationOptions.useQuery(undefined, { staleTime: 0 });
  const register = trpc.auth.register.useMutation({
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      toast({
        variant: 'success',
        title: 'Registration successful',
        description: `Welcome to the committee, ${user.name}!`,
      });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Registration failed', description: errorMessage(error) });
      void utils.auth.registrationOptions.invalidate();
    },
  });

  return (
    <RegisterFormFields
      // Until the answer, leadership counts as taken and no code is asked (the server still checks).
      leadershipOpen={options.data?.leadershipOpen ?? false}
      codeRequired={options.data?.codeRequired ?? false}
      pending={register.isPending}
      onSubmit={(values) => register.mutate(registrationPayload(values))}
    />
  );
}

export function RegisterFormFields({
  leadershipOpen,
  codeRequired,
  pending,
  onSubmit,
}: {
  leadershipOpen: boolean;
  codeRequired: boolean;
  pending: boolean;
  onSubmit: (values: RegisterValues) => void;
}) {
  const resolver = useMemo(() => zodResolver(registerFormSchema(codeRequired)), [codeRequired]);
  const form = useForm({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      ministryRoles: [emptyMinistryRole()],
      registrationCode: '',
    },
  });

  return (
    <Form {...form}>
      <form noValidate className="space-y-4 pt-2" onSubmit={form.handleSubmit(onSubmit)}>
        {codeRequired ? (
          <FormField
            control={form.control}
            name="registrationCode"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Kod Pendaftaran</FormLabel>
                <FormControl>
                  <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...field} />
                </FormControl>
                <FormDescription>Dapatkan kod daripada AJK KUBM.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        ) : null}
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nama</FormLabel>
              <FormControl>
                <Input autoComplete="name" autoCapitalize="words" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <EmailField control={form.control} name="email" />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nombor Telefon</FormLabel>
              <FormControl>
                <PhoneInput {...field} />
              </FormControl>
              <FormDescription>Bermula dengan 0, 10 hingga 11 digit.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Kata Laluan</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              <FormDescription>Sekurang-kurangnya 6 aksara.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <MinistryRolesField lang="ms" lockFirst leadershipOpen={leadershipOpen} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Mencipta akaun...' : 'Cipta Akaun'}
        </Button>
        <p className="text-center text-muted-foreground text-sm">
          Sudah mempunyai akaun? <TextLink href={authTabHref('login')}>Log masuk</TextLink>
        </p>
      </form>
    </Form>
  );
}
