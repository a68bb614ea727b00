import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertDescription } from '@kubm/ui/alert';
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
import { forgotPasswordSchema } from '@kubm/validators';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../components/email-field';
import { Form } from '../../components/form';
import { isNetworkError } from '../../lib/request-failure';
import { trpc } from '../../lib/trpc';

export const FORGOT_SENT_TEXT =
  'Pautan set semula kata laluan telah dihantar jika e-mel anda berdaftar. Pautan ini akan tamat tempoh dalam 1 jam.';

// The success step shows whatever the answer: the server answers alike for every address.
export function ForgotPasswordDialog({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const [step, setStep] = useState<'request' | 'sent'>('request');
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail.trim() },
  });
  const request = trpc.auth.forgotPassword.useMutation({
    onSettled: (_data, error) => {
      if (error && isNetworkError(error)) {
        // The browser's own text ('Failed to fetch') would mean nothing to a member: ours instead.
        toast({
          variant: 'destructive',
          title: 'Ralat',
          description: 'Gagal menghantar e-mel set semula. Sila cuba lagi.',
        });
        return;
      }
      setStep('sent');
      toast({
        variant: 'success',
        title: 'Permintaan set semula dihantar',
        description: 'Sila semak e-mel anda.',
      });
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Lupa Kata Laluan</DialogTitle>
          <DialogDescription>
            {step === 'request'
              ? 'Masukkan e-mel akaun anda. Kami akan menghantar pautan untuk menetapkan semula kata laluan anda.'
              : 'Semak peti masuk e-mel anda.'}
          </DialogDescription>
        </DialogHeader>
        {step === 'request' ? (
          <Form {...form}>
            <form
              noValidate
              className="space-y-4"
              onSubmit={form.handleSubmit((values) => request.mutate(values))}
            >
              <EmailField control={form.control} name="email" />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={onClose}>
                  Batal
                </Button>
                <Button type="submit" disabled={request.isPending}>
                  {request.isPending ? 'Menghantar...' : 'Hantar Pautan'}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        ) : (
          <>
            <Alert variant="success" role="status">
              <MailCheck aria-hidden="true" />
              <AlertDescription>{FORGOT_SENT_TEXT}</AlertDescription>
            </Alert>
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                Kembali ke Log Masuk
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
