// Shown to leadership only; the server refuses the code to anyone else anyway.
import { Button } from '@kubm/ui/button';
import { Card, CardContent } from '@kubm/ui/card';
import { Input } from '@kubm/ui/input';
import { Label } from '@kubm/ui/label';
import { toast } from '@kubm/ui/toast-store';
import { isLeadershipRole } from '@kubm/validators';
import { Copy, KeyRound, RefreshCw } from 'lucide-react';
import { Suspense, useId, useRef } from 'react';
import { copyFromField } from '../lib/clipboard';
import { errorMessage } from '../lib/errors';
import { lazyNamed, useLazyDialog } from '../lib/lazy-component';
import { useSession } from '../lib/session';
import { trpc } from '../lib/trpc';
import { REGISTRATION_CODE_TEXT } from './registration-code-text';

const ChangeCodeDialog = lazyNamed(() => import('./change-code-dialog'), 'ChangeCodeDialog');

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
                {view.changeable ? <ChangeCodeButton /> : null}
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

function ChangeCodeButton() {
  const changing = useLazyDialog(ChangeCodeDialog.preload);
  return (
    <>
      <Button type="button" variant="outline" {...changing.trigger}>
        <RefreshCw aria-hidden="true" />
        {REGISTRATION_CODE_TEXT.change}
      </Button>
      {changing.used ? (
        <Suspense fallback={null}>
          <ChangeCodeDialog {...changing.dialog} />
        </Suspense>
      ) : null}
    </>
  );
}
