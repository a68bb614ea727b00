import { Button } from '@kubm/ui/button';
import { ChevronsDown } from 'lucide-react';
import type { MoreButton } from '../lib/read-ahead-pages';

export function LoadMore({
  state,
  failedText,
  onClick,
}: {
  state: Exclude<MoreButton, 'hidden'>;
  /** Shown above the button when reading the next page failed; a click tries again. */
  failedText: string;
  onClick: () => void;
}) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {state === 'failed' ? (
        <p role="alert" className="text-destructive text-sm">
          {failedText}
        </p>
      ) : null}
      <Button type="button" variant="outline" disabled={state === 'loading'} onClick={onClick}>
        <ChevronsDown aria-hidden="true" />
        {state === 'loading' ? 'Memuatkan...' : 'Muat Lagi'}
      </Button>
    </div>
  );
}
