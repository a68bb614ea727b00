// A chunk of its own, fetched when its button is pointed at.
import { Button } from '@kubm/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kubm/ui/dialog';
import { Input } from '@kubm/ui/input';
import { Label } from '@kubm/ui/label';
import { toast } from '@kubm/ui/toast-store';
import { registrationCodeChangeSchema } from '@kubm/validators';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { REGISTRATION_CODE_TEXT } from './registration-code-text';

export function ChangeCodeDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const utils = trpc.useUtils();
  const change = trpc.auth.changeRegistrationCode.useMutation({
    onSuccess: (view) => {
      utils.auth.registrationCode.setData(undefined, view);
      onOpenChange(false);
      toast({
        variant: 'success',
        title: 'Kod pendaftaran ditukar',
        description: 'Kod lama tidak lagi diterima.',
      });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  // Each opening starts empty.
  useEffect(() => {
    if (!open) return;
    setTyped('');
    setProblem(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationCodeChangeSchema.safeParse(typed.trim() === '' ? {} : { code: typed });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    change.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Tukar Kod Pendaftaran</DialogTitle>
          <DialogDescription>
            Selepas ditukar, kod lama tidak lagi diterima. Ahli sedia ada tidak terjejas.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Kod baru (pilihan)</Label>
            <Input
              id={fieldId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              aria-describedby={hintId}
              aria-invalid={problem ? true : undefined}
              className="font-mono"
            />
            <p id={hintId} className="text-muted-foreground text-sm">
              Biarkan kosong untuk kod rawak baru, atau taip 6 hingga 32 huruf atau nombor.
            </p>
            {problem ? (
              <p role="alert" className="text-destructive text-sm">
                {problem}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={change.isPending}
            >
              Batal
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Menukar...' : REGISTRATION_CODE_TEXT.change}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
