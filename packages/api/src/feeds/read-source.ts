// Streamed and counted, so a huge feed is cut off at the cap, never read whole.
import { open } from 'node:fs/promises';

export type FeedFailureReason =
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'network'
  | 'file'
  | 'invalid'
  | 'aborted';

// Never the address (it may be secret) or the key.
export class FeedError extends Error {
  constructor(
    readonly reason: FeedFailureReason,
    readonly details: { status?: number; code?: string } = {},
  ) {
    super(
      `feed: ${reason}${details.status ? ` (HTTP ${details.status})` : ''}${details.code ? ` (${details.code})` : ''}`,
    );
    this.name = 'FeedError';
  }
}

export interface ReadOptions {
  signal: AbortSignal;
  maxBytes: number;
  accept: string;
}

export function isWebAddress(location: string): boolean {
  return /^(https?|webcals?):\/\//i.test(location);
}

export function toFetchUrl(location: string): string {
  return location.replace(/^webcal(s?):\/\//i, 'https://');
}

function codeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('code' in e && typeof e.code === 'string') return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

function abortReason(signal: AbortSignal): FeedError {
  const reason = signal.reason as { name?: string } | undefined;
  return new FeedError(reason?.name === 'TimeoutError' ? 'timeout' : 'aborted');
}

function asFeedError(error: unknown, signal: AbortSignal, fallback: FeedFailureReason): FeedError {
  if (error instanceof FeedError) return error;
  if (signal.aborted) return abortReason(signal);
  const code = codeOf(error);
  return new FeedError(fallback, code ? { code } : {});
}

function decode(chunks: Uint8Array[], total: number): string {
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder('utf-8').decode(all);
}

async function readUrl(url: string, options: ReadOptions): Promise<string> {
  const { signal, maxBytes } = options;
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: { accept: options.accept },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new FeedError('http-status', { status: response.status });
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new FeedError('too-large');
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) {
          await reader.cancel().catch(() => {});
          throw new FeedError('too-large');
        }
        chunks.push(value);
      }
    }
    return decode(chunks, total);
  } catch (error) {
    throw asFeedError(error, signal, 'network');
  }
}

const FILE_CHUNK = 64 * 1024;

async function readFile(path: string, options: ReadOptions): Promise<string> {
  const { signal, maxBytes } = options;
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, 'r');
    if ((await handle.stat()).size > maxBytes) throw new FeedError('too-large');
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      if (signal.aborted) throw abortReason(signal);
      const buffer = new Uint8Array(FILE_CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, FILE_CHUNK, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new FeedError('too-large');
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return decode(chunks, total);
  } catch (error) {
    throw asFeedError(error, signal, 'file');
  } finally {
    await handle?.close().catch(() => {});
  }
}

export function readSource(location: string, options: ReadOptions): Promise<string> {
  if (options.signal.aborted) return Promise.reject(abortReason(options.signal));
  return isWebAddress(location) ? readUrl(toFetchUrl(location), options) : readFile(location, options);
}
