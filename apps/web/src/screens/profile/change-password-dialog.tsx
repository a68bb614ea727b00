// A chunk of its own (react-hook-form, zod), fetched when its button is pointed at or focused.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kubm/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kubm/ui/dialog';
import { toast } from '@kubm/ui/toast-store';
import { changePasswordFormSchema } from '@kubm/validators';
import { useForm } from 'react-hook-form';
import { Form } from '../../components/form';
import { PasswordField } from '../../components/password-field';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SECURITY_TEXT } from './security-text';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  // Closed, for whatever reason: what was typed is forgotten.
  const setOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(EMPTY);
  };
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: (answer) => {
      setOpen(false);
      toast({ variant: 'success', title: 'Kata laluan ditukar', description: answer.message });
    },
    onError: (error) => form.setError('currentPassword', { message: errorMessage(error) }),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
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
            <PasswordField
              control={form.control}
              name="currentPassword"
              label="Kata Laluan Semasa"
              autoComplete="current-password"
            />
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
