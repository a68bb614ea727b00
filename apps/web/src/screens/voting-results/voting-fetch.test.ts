import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_FILES } from '../../screen-files';
import {
  createVotingResultsFetcher,
  HttpError,
  MalformedAnswerError,
  VOTING_RESULTS_PATH,
  votingFailureText,
} from './voting-fetch';
import type { VotingResults } from './voting-results';

const ANSWER: VotingResults = {
  totalVotes: 3,
  results: [
    { category: 'K', question: 'S', option: 'A', votes: 2, percentage: 66.7 },
    { category: 'K', question: 'S', option: 'B', votes: 1, percentage: 33.3 },
  ],
  surveyUrl: null,
  stale: false,
};

const json = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) },
  });

/** A fetch that answers from a list and records what each request asked. */
function scripted(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { impl: impl as unknown as typeof fetch, calls };
}
const header = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createVotingResultsFetcher', () => {
  it('asks the REST path outside the HTTP cache, then with If-None-Match; a 304 keeps the same answer', async () => {
    const { impl, calls } = scripted(json(ANSWER, '"v1"'), new Response(null, { status: 304 }));
    const fetchResults = createVotingResultsFetcher(impl);
    const first = await fetchResults();
    const second = await fetchResults();
    expect(first).toEqual(ANSWER);
    // The very object: React Query then sees nothing new and nothing re-renders.
    expect(second).toBe(first);
    expect(calls.map((c) => c.url)).toEqual([VOTING_RESULTS_PATH, VOTING_RESULTS_PATH]);
    expect(calls[0]?.init?.cache).toBe('no-store');
    expect(header(calls[0]?.init, 'If-None-Match')).toBeUndefined();
    expect(header(calls[1]?.init, 'If-None-Match')).toBe('"v1"');
  });

  // A preload that differs from the first request is fetched twice (Chromium uses it despite 'no-store').
  it('makes its first request the one the page preloads: its path, a GET, with same-origin credentials', async () => {
    const { impl, calls } = scripted(json(ANSWER, '"v1"'));
    await createVotingResultsFetcher(impl)();
    const [, , firstReads] = SCREEN_FILES['/keputusan-undian'];
    expect(firstReads.fetches).toEqual([calls[0]?.url]);
    expect(calls[0]?.init?.method ?? 'GET').toBe('GET');
    expect(calls[0]?.init?.credentials).toBe('same-origin');
    // …and the schema it checks the answer with, which it imports on its first call.
    expect(firstReads.modules).toEqual(['src/screens/voting-results/voting-shape.ts']);
    expect(readFileSync(new URL('./voting-fetch.ts', import.meta.url), 'utf8')).toContain(
      "import('./voting-shape')",
    );
  });

  it('takes a changed answer and its new ETag', async () => {
    const changed = { ...ANSWER, totalVotes: 4 };
    const { impl, calls } = scripted(
      json(ANSWER, '"v1"'),
      json(changed, '"v2"'),
      new Response(null, { status: 304 }),
    );
    const fetchResults = createVotingResultsFetcher(impl);
    await fetchResults();
    expect((await fetchResults()).totalVotes).toBe(4);
    expect((await fetchResults()).totalVotes).toBe(4);
    expect(header(calls[2]?.init, 'If-None-Match')).toBe('"v2"');
  });

  it('sends no If-None-Match after an answer without an ETag', async () => {
    const { impl, calls } = scripted(json(ANSWER), json(ANSWER));
    const fetchResults = createVotingResultsFetcher(impl);
    await fetchResults();
    await fetchResults();
    expect(header(calls[1]?.init, 'If-None-Match')).toBeUndefined();
  });

  it("turns a not-ok answer into 'status: body' with the server's message, and logs it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = JSON.stringify({ message: 'Keputusan undian tidak dapat dimuatkan buat masa ini.' });
    const { impl } = scripted(new Response(body, { status: 503, statusText: 'Service Unavailable' }));
    const error = await createVotingResultsFetcher(impl)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(`503: ${body}`);
    expect((error as HttpError).status).toBe(503);
    expect(votingFailureText(error)).toBe('Keputusan undian tidak dapat dimuatkan buat masa ini.');
    expect(log).toHaveBeenCalled();
  });

  it('uses the status text when the body is empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { impl } = scripted(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await createVotingResultsFetcher(impl)().catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('502: Bad Gateway');
    expect(votingFailureText(error)).toBe('Ralat tidak dijangka. Sila cuba lagi.');
  });

  it('refuses a 200 that is not the results (a proxy page) and keeps the last good ETag', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { impl, calls } = scripted(
      json(ANSWER, '"v1"'),
      new Response('<html>maintenance</html>', { status: 200 }),
      new Response(null, { status: 304 }),
    );
    const fetchResults = createVotingResultsFetcher(impl);
    const first = await fetchResults();
    const error = await fetchResults().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect(votingFailureText(error)).toBe('Jawapan pelayan tidak dapat dibaca.');
    expect(await fetchResults()).toBe(first);
    expect(header(calls[2]?.init, 'If-None-Match')).toBe('"v1"');
  });

  it('lets a lost connection through as the TypeError fetch throws, read as a connection hint', async () => {
    const { impl } = scripted(new TypeError('Failed to fetch'));
    const error = await createVotingResultsFetcher(impl)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(votingFailureText(error)).toBe('Sila semak sambungan internet anda dan cuba lagi.');
  });
});
