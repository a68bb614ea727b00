// Issue 20: the code newcomers need to register, for leadership to share (dashboard and member list) and
// change. Shown to leadership only; the server refuses the code to anyone else anyway.
import { Button } from '@kubm/ui/button';
import { Card, CardContent } from '@kubm/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@kubm/ui/dialog';
import { Input } from '@kubm/ui/input';
import { Label } from '@kubm/ui/label';
import { toast } from '@kubm/ui/toast-store';
import { isLeadershipRole, registrationCodeChangeSchema } from '@kubm/validators';
import { Copy, KeyRound, RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { copyFromField } from '../lib/clipboard';
import { errorMessage } from '../lib/errors';
import { useSession } from '../lib/session';
import { trpc } from '../lib/trpc';

export const REGISTRATION_CODE_TEXT = {
  title: 'Kod Pendaftaran',
  share: 'Kongsi kod ini dengan ahli baru',
  copy: 'Salin Kod',
  change: 'Tukar Kod',
  fixed: 'Kod ini ditetapkan oleh pengendali portal (REGISTRATION_CODE) dan tidak boleh ditukar di sini.',
  open: 'Pendaftaran terbuka: sesiapa boleh mendaftar tanpa kod (ditetapkan oleh pengendali portal, REGISTRATION_OPEN).',
} as const;

/** Renders nothing for a member who is not leadership. */
export function RegistrationCodeCard() {
  const { user } = useSession();
  if (!user || !isLeadershipRole(user.role)) return null;
  return <CodeCard />;
}

function CodeCard() {
  const query = trpc.auth.registrationCode.useQuery(undefined, { retry: false });
  const field = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const fieldId = useId();
  const view = query.data;

  const copy = async (code: string) => {
    if (await copyFromField(code, field.current)) {
      toast({ variant: 'success', title: 'Kod disalin', description: REGISTRATION_CODE_TEXT.share });
    } else {
      field.current?.select();
      toast({ title: 'Tidak dapat menyalin', description: 'Kod telah dipilih: salin dari ruangan itu.' });
    }
  };

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardContent className="grid gap-3 pt-4 sm:pt-6">
        <div className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h2 id={headingId} className="font-semibold text-base text-foreground">
              {REGISTRATION_CODE_TEXT.title}
            </h2>
            <p className="text-muted-foreground text-sm">
              {view?.mode === 'open' ? REGISTRATION_CODE_TEXT.open : REGISTRATION_CODE_TEXT.share}
            </p>
          </div>
        </div>
        {query.isError ? (
          <p className="text-destructive text-sm">
            Gagal memuat kod pendaftaran: {errorMessage(query.error)}
          </p>
        ) : view?.code ? (
          <>
            <div className="grid gap-2 sm:flex sm:items-center">
              <Label htmlFor={fieldId} className="sr-only">
                {REGISTRATION_CODE_TEXT.title}
              </Label>
              <Input
                id={fieldId}
                ref={field}
                readOnly
                value={view.code}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-lg tracking-widest sm:max-w-xs"
              />
              <div className="flex flex-wrap gap-2">
                <Button type="button" onClick={() => void copy(view.code ?? '')}>
                  <Copy aria-hidden="true" />
                  {REGISTRATION_CODE_TEXT.copy}
                </Button>
                {view.changeable ? <ChangeCodeDialog /> : null}
              </div>
            </div>
            {view.mode === 'fixed' ? (
              <p className="text-muted-foreground text-sm">{REGISTRATION_CODE_TEXT.fixed}</p>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ChangeCodeDialog() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const utils = trpc.useUtils();
  const change = trpc.auth.changeRegistrationCode.useMutation({
    onSuccess: (view) => {
      utils.auth.registrationCode.setData(undefined, view);
      setOpen(false);
      toast({
        variant: 'success',
        title: 'Kod pendaftaran ditukar',
        description: 'Kod lama tidak lagi diterima.',
      });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTyped('');
          setProblem(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <RefreshCw aria-hidden="true" />
          {REGISTRATION_CODE_TEXT.change}
        </Button>
      </DialogTrigger>
      <DialogContent>
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
              onClick={() => setOpen(false)}
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
