import { Card } from '@kubm/ui/card';
import { cn } from '@kubm/ui/cn';
import { X } from 'lucide-react';
import { useState } from 'react';
import { SITE } from '../../site';

export const WELCOME_DISMISSED_KEY = 'kubm.welcome-dismissed';
export const WELCOME_CLOSE_LABEL = 'Tutup kad selamat datang';

/** Private browsing or a full storage may refuse: the card then simply shows again next time. */
function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(WELCOME_DISMISSED_KEY, '1');
  } catch {}
}

export function WelcomeCard({ className }: { className?: string }) {
  // Read before the first paint, so a closed card never flashes in and pushes the page down.
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
    // The button goes away with the card: keyboard focus continues from the page's content.
    document.getElementById('main')?.focus();
  };

  return (
    <Card className={cn('relative bg-accent p-4 pr-14 text-accent-foreground sm:p-5 sm:pr-16', className)}>
      <section aria-labelledby="welcome-heading" className="grid gap-1.5">
        <h2 id="welcome-heading" className="font-semibold text-base sm:text-xl">
          Selamat Datang ke {SITE.title}
        </h2>
        <p className="text-sm">
          Portal ini membantu anda mengurus keahlian jawatankuasa dan melihat struktur ministri {SITE.owner}.
        </p>
        <p className="text-sm">Gunakan menu navigasi untuk ke bahagian lain portal.</p>
      </section>
      <button
        type="button"
        onClick={dismiss}
        aria-label={WELCOME_CLOSE_LABEL}
        className="absolute top-1 right-1 flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </Card>
  );
}
