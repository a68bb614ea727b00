import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyEtag, prepareAnswer, preparedAnswerOf } from '../prepared-answer';
import {
  etagMatches,
  preparedRevalidatedReply,
  revalidatedJsonReply,
  revalidatedJsonResponse,
} from './revalidate';

const get = (ifNoneMatch?: string) =>
  new Request('http://localhost/api/x', { headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });

describe('ETag and 304 for polled answers', () => {
  it('derives a strong ETag from the body: same body, same tag; any change, another', () => {
    const tag = bodyEtag('{"totalVotes":1}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(bodyEtag('{"totalVotes":1}')).toBe(tag);
    expect(bodyEtag('{"totalVotes":2}')).not.toBe(tag);
  });

  it('matches If-None-Match by the weak comparison: lists, W/ and * included', () => {
    const tag = bodyEtag('x');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`W/${tag}`, tag)).toBe(true);
    expect(etagMatches(`"a", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"a"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });

  it('answers 200 with the JSON body, or 304 with no body, both with the tag and no-cache', async () => {
    const output = { totalVotes: 0, results: [] };
    const full = revalidatedJsonResponse(200, output, get());
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(full.headers.get('cache-control')).toBe('no-cache');
    const tag = full.headers.get('etag') as string;
    expect(await full.json()).toEqual(output);

    const unchanged = revalidatedJsonResponse(200, output, get(tag));
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(tag);
    expect(unchanged.headers.get('cache-control')).toBe('no-cache');
    expect(await unchanged.text()).toBe('');
  });

  it("gives a prepared answer's 200 its kept copies, so its bytes are made once for every poll", () => {
    const answer = prepareAnswer(z.object({ votes: z.number() }), { votes: 3 });
    const kept = preparedAnswerOf(answer);
    const reply = revalidatedJsonReply(200, answer, null);
    expect(reply.body).toBe(kept?.json);
    expect(reply.encoded).toBe(kept?.encoded);
    expect(revalidatedJsonReply(200, { votes: 3 }, null).encoded).toBeUndefined();
  });

  it('answers the answer at hand with the same two frozen replies on every poll, each as the procedure would', () => {
    const answer = prepareAnswer(z.object({ votes: z.number() }), { votes: 4 });
    const tag = preparedAnswerOf(answer)?.etag as string;
    const changed = preparedRevalidatedReply(200, answer, null);
    expect(changed).toEqual(revalidatedJsonReply(200, answer, null));
    expect(preparedRevalidatedReply(200, answer, '"another"')).toBe(changed);
    const unchanged = preparedRevalidatedReply(200, answer, tag);
    expect(unchanged).toEqual(revalidatedJsonReply(200, answer, tag));
    expect(unchanged?.status).toBe(304);
    expect(preparedRevalidatedReply(200, answer, `W/${tag}, "a"`)).toBe(unchanged);
    // Shared by every poll: a change to one would reach all, so it throws instead.
    expect(() => {
      (changed as { headers: Record<string, string> }).headers.etag = '"x"';
    }).toThrow(TypeError);
    expect(preparedRevalidatedReply(200, { votes: 4 }, null)).toBeUndefined();
  });
});
