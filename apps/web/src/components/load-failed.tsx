import { Alert, AlertDescription, AlertTitle } from '@kubm/ui/alert';
import { Button } from '@kubm/ui/button';
import { CircleAlert, RotateCw } from 'lucide-react';
import { errorMessage } from '../lib/errors';

export interface RetryableQuery {
  error: { data?: unknown } | null;
  isFetching: boolean;
  refetch(): unknown;
}

export function RetryButton({ query, size }: { query: RetryableQuery; size?: 'sm' }) {
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className="w-fit"
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    >
      <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
      Cuba Lagi
    </Button>
  );
}

export function LoadFailedAlert({ title, query }: { title: string; query: RetryableQuery }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="grid gap-3">
        {/* No error data means no answer from our server at all (offline, server down). */}
        <p>
          {query.error?.data
            ? errorMessage(query.error)
            : 'Sila semak sambungan internet anda dan cuba lagi.'}
        </p>
        <RetryButton query={query} />
      </AlertDescription>
    </Alert>
  );
}

export function LoadFailedLine({ text, query }: { text: string; query: RetryableQuery }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-destructive text-sm">
      <span>{text}</span>
      <RetryButton query={query} size="sm" />
    </div>
  );
}
