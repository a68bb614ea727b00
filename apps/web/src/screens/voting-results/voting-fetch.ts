// Reads GET /api/voting-results with its ETag: an unchanged poll is a 304 with no body, and the page
// keeps the answer it already holds (the same object, so nothing re-renders).
import type { VotingResults } from '@kubm/validators';
import { deferredLoad } from '../../lib/deferred-load';

/**
 * The answer's shape (zod with it, ~20 KB gzip) is a chunk of its own, fetched beside the first answer:
 * the page's intro and skeleton need not wait for it.
 */
const resultsShape = deferredLoad(() =>
  import('./voting-shape').then((module) => module.votingResultsSchema),
);

/** The REST door, not tRPC: only the REST answer carries an ETag (the tRPC batch would resend it all). */
export const VOTING_RESULTS_PATH = '/api/voting-results';

/** A not-ok answer, written 'status: body' (or the status text when the body is empty). */
export class HttpError extends Error {
  readonly status: number;
  /** The server's `message` field when the body is our JSON error, for the page to show. */
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

/** An answer whose body is not the results' shape (a proxy's HTML page with status 200). */
export class MalformedAnswerError extends Error {
  constructor() {
    super('Jawapan pelayan tidak dapat dibaca.');
    this.name = 'MalformedAnswerError';
  }
}

export type VotingResultsFetcher = (signal?: AbortSignal) => Promise<VotingResults>;

/**
 * A fetcher that remembers the last answer and its ETag and asks with If-None-Match. `cache: 'no-store'`
 * keeps the browser's HTTP cache out of it: with our own conditional header the 304 reaches this code,
 * and the cache never answers for the server.
 */
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
    // Checked, not trusted: the page polls for hours on a projector, and one malformed answer (a proxy's
    // error page with status 200, a half-deployed server) must be a failure it survives, not a crash.
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

/**
 * The line under VOTING_LOAD_FAILED_TITLE: the server's own Malay message (its 503 says the sheet cannot
 * be read yet), a connection hint when no answer came back (fetch throws a TypeError), else a general one.
 */
export function votingFailureText(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? UNKNOWN_FAILURE_TEXT;
  if (error instanceof MalformedAnswerError) return error.message;
  if (error instanceof TypeError) return NO_ANSWER_TEXT;
  return UNKNOWN_FAILURE_TEXT;
}
