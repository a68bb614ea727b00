import { Alert, AlertDescription, AlertTitle } from '@kubm/ui/alert';
import { Button } from '@kubm/ui/button';
import { CircleAlert, RotateCw } from 'lucide-react';
import { VOTING_LOAD_FAILED_TITLE, votingFailureText } from './voting-fetch';
import { FRESHNESS_TEXT, type FreshnessNotice, pollSecondsText } from './voting-poll';

export interface Retry {
  onRetry: () => void;
  /** A fetch is under way (a poll or a press): the button waits for it. */
  busy: boolean;
}

/** In place of the results when the first answer failed. Polling goes on, so it also heals by itself. */
export function LoadFailed({ error, retry }: { error: unknown; retry: Retry }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{VOTING_LOAD_FAILED_TITLE}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{votingFailureText(error)}</p>
        <p>Halaman ini akan mencuba lagi setiap {pollSecondsText()} saat.</p>
        <RetryButton retry={retry} />
      </AlertDescription>
    </Alert>
  );
}

/** Above results that may be old. A status, not an alert: it is news, not an emergency. */
export function FreshnessNote({ notice, retry }: { notice: Exclude<FreshnessNotice, null>; retry: Retry }) {
  return (
    <Alert role="status" className="mb-6">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Keputusan mungkin tidak terkini</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{FRESHNESS_TEXT[notice]}</p>
        {/* A stale sheet is the server's to fetch again; asking it sooner changes nothing. */}
        {notice === 'refresh-failed' ? <RetryButton retry={retry} size="sm" /> : null}
      </AlertDescription>
    </Alert>
  );
}

function RetryButton({ retry, size }: { retry: Retry; size?: 'sm' }) {
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className="w-fit"
      disabled={retry.busy}
      onClick={retry.onRetry}
    >
      <RotateCw aria-hidden="true" className={retry.busy ? 'animate-spin' : undefined} />
      Cuba Lagi
    </Button>
  );
}
