import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import { Input } from '@kubm/ui/input';
import { toast } from '@kubm/ui/toast';
import { type RegisterForm as RegisterValues, registerSchema } from '@kubm/validators';
import { useQueryClient } from '@tanstack/react-query';
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
import { TextLink } from '../../components/text-link';
import { authTabHref } from '../../lib/auth-tab';
import { errorMessage } from '../../lib/errors';
import { setSessionUser } from '../../lib/session';
import { trpc } from '../../lib/trpc';

/** The registration payload of spec §3: the form, plus its first pair again as `ministry` and `role`. */
export function registrationPayload(values: RegisterValues) {
  const [first] = values.ministryRoles;
  return { ...values, ministry: first?.ministry, role: first?.role };
}

/**
 * Register tab (spec §2, §5): name, e-mail, phone, password and the ministry/role pairs; 'Cipta Akaun'.
 * Success signs the new member in; the guest-only route around /auth then goes to /.
 */
export function RegisterForm() {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', ministryRoles: [emptyMinistryRole()] },
  });
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
    },
  });

  return (
    <Form {...form}>
      <form
        noValidate
        className="space-y-4 pt-2"
        onSubmit={form.handleSubmit((values) => register.mutate(registrationPayload(values)))}
      >
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
        <MinistryRolesField lang="ms" lockFirst />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Mencipta akaun...' : 'Cipta Akaun'}
        </Button>
        <p className="text-center text-muted-foreground text-sm">
          Sudah mempunyai akaun? <TextLink href={authTabHref('login')}>Log masuk</TextLink>
        </p>
      </form>
    </Form>
  );
}
