// An unchanged poll is a 304: the page keeps the same object, so nothing re-renders.
import type { VotingResults } from '@kubm/validators';
import { deferredLoad } from '../../lib/deferred-load';

// zod and the shape (~20 KB gzip) are fetched beside the first answer, so the skeleton need not wait.
const resultsShape = deferredLoad(() =>
  import('./voting-shape').then((module) => module.votingResultsSchema),
);

// The REST door, not tRPC: only the REST answer carries an ETag.
export const VOTING_RESULTS_PATH = '/api/voting-results';

export class HttpError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.serverMessage = messageOf(body);
  }
}

function messageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not our JSON (a proxy's page): no message of ours to show.
  }
  return null;
}

export class MalformedAnswerError extends Error {
  constructor() {
    super('Jawapan pelayan tidak dapat dibaca.');
    this.name = 'MalformedAnswerError';
  }
}

export type VotingResultsFetcher = (signal?: AbortSignal) => Promise<VotingResults>;

// `no-store` keeps the browser's HTTP cache out: our own If-None-Match makes the 304 reach this code.
export function createVotingResultsFetcher(fetchImpl: typeof fetch = fetch): VotingResultsFetcher {
  let last: { etag: string; data: VotingResults } | null = null;
  return async (signal) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (last) headers['If-None-Match'] = last.etag;
    resultsShape.preload();
    const response = await fetchImpl(VOTING_RESULTS_PATH, {
      headers,
      cache: 'no-store',
      credentials: 'same-origin',
      signal,
    });
    if (response.status === 304 && last) return last.data;
    if (!response.ok) {
      const error = new HttpError(response.status, response.statusText, await response.text());
      console.error(`GET ${VOTING_RESULTS_PATH} failed`, error.message);
      throw error;
    }
    // Checked: the page polls for hours on a projector, and a proxy's 200 error page must not crash it.
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = (await resultsShape.get()).safeParse(body);
    if (!parsed.success) {
      console.error(`GET ${VOTING_RESULTS_PATH}: unexpected answer`, parsed.error.issues[0]);
      throw new MalformedAnswerError();
    }
    const etag = response.headers.get('ETag');
    last = etag ? { etag, data: parsed.data } : null;
    return parsed.data;
  };
}

export const VOTING_LOAD_FAILED_TITLE = 'Gagal memuat keputusan undian';
const NO_ANSWER_TEXT = 'Sila semak sambungan internet anda dan cuba lagi.';
const UNKNOWN_FAILURE_TEXT = 'Ralat tidak dijangka. Sila cuba lagi.';

export function votingFailureText(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? UNKNOWN_FAILURE_TEXT;
  if (error instanceof MalformedAnswerError) return error.message;
  if (error instanceof TypeError) return NO_ANSWER_TEXT;
  return UNKNOWN_FAILURE_TEXT;
}
