// The links list a page at a time (docs/decisions/links-keyset-paging.md: a large list never stalls the portal):
// REST keeps its array and names the next page in a Link header; the web app's tRPC variant carries the cursor
// in the answer.
import { MSG } from '@kubm/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { registration } from './fixtures';
import { type Client, type ClientResponse, createClient, startTestServer, type TestServer } from './harness';

const PAGE_SIZE = 3;

let server: TestServer;
let member: Client;

interface LinkRow {
  id: number;
  title: string;
}

beforeAll(async () => {
  server = await startTestServer({ LINKS_PAGE_SIZE: String(PAGE_SIZE) });
  member = createClient(server.url);
  expect((await member.post('/api/register', registration())).status).toBe(201);
});
afterAll(() => server?.stop());

async function addLink(title: string): Promise<number> {
  const res = await member.post('/api/links', {
    title,
    url: 'https://example.org/pautan',
    category: 'KUBM Dokumen',
  });
  expect(res.status).toBe(201);
  return (res.body as LinkRow).id;
}

/** The path in a `Link: <path>; rel="next"` header, or null when there is none. */
function nextPath(res: ClientResponse): string | null {
  const header = res.headers.get('link');
  if (header === null) return null;
  const match = header.match(/^<([^>]+)>; rel="next"$/);
  expect(match, header).not.toBeNull();
  return match?.[1] ?? null;
}

/** Follows the Link headers from the first page; `between` runs after each page is read. */
async function readAll(between: (page: number) => Promise<void> = async () => {}): Promise<LinkRow[]> {
  const seen: LinkRow[] = [];
  let path: string | null = '/api/links';
  for (let page = 0; path; page++) {
    const res = await member.get(path);
    expect(res.status).toBe(200);
    const rows = res.body as LinkRow[];
    expect(rows.length).toBeLessThanOrEqual(PAGE_SIZE);
    seen.push(...rows);
    path = nextPath(res);
    await between(page);
  }
  return seen;
}

describe('GET /api/links, a page at a time', () => {
  it('answers at most LINKS_PAGE_SIZE links, newest first, and names the next page', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await addLink(`Pautan berhalaman ${i}`));
    const newestFirst = [...ids].reverse();

    const first = await member.get('/api/links');
    expect((first.body as LinkRow[]).map((l) => l.id)).toEqual(newestFirst.slice(0, 3));
    expect(nextPath(first)).toBe(`/api/links?before=${newestFirst[2]}`);

    const all = await readAll();
    expect(all.map((l) => l.id)).toEqual(newestFirst);
  });

  it('gives the last page no Link header, and an empty page after the oldest link', async () => {
    const all = await readAll();
    const oldest = all.at(-1)?.id;
    const after = await member.get(`/api/links?before=${oldest}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual([]);
    expect(after.headers.get('link')).toBeNull();
  });

  it('returns every link exactly once while links are added between page reads', async () => {
    const before = (await readAll()).map((l) => l.id);
    const added: number[] = [];
    const seen = await readAll(async (page) => {
      if (page < 3) added.push(await addLink(`Ditambah semasa membaca ${page}`));
    });
    const ids = seen.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Everything there when the reading began, in order; links added meanwhile are newer, so above it.
    expect(ids).toEqual(before);
    const now = (await readAll()).map((l) => l.id);
    expect(now).toEqual([...[...added].reverse(), ...before]);
  });

  it('continues below a cursor link deleted between two page reads', async () => {
    const first = await member.get('/api/links');
    const path = nextPath(first) as string;
    const cursor = Number(new URL(path, server.url).searchParams.get('before'));
    expect((await member.del(`/api/links/${cursor}`)).status).toBe(200);
    const rest: LinkRow[] = [];
    for (let next: string | null = path; next; ) {
      const res = await member.get(next);
      rest.push(...(res.body as LinkRow[]));
      next = nextPath(res);
    }
    const expected = (await readAll()).map((l) => l.id).slice(PAGE_SIZE - 1);
    expect(rest.map((l) => l.id)).toEqual(expected);
  });

  it.each([
    ['NUL', '%00'],
    ['NUL after digits', '5%00'],
    ['a huge number', '99999999999999999999999'],
    ['one past the largest id', '2147483648'],
    ['a negative number', '-1'],
    ['zero', '0'],
    ['an exponent', '1e3'],
    ['hex', '0x10'],
    ['a fraction', '1.5'],
    ['empty', ''],
    ['spaces', '%205'],
    ['words', 'terakhir'],
  ])('refuses %s as the cursor with 400 and a Malay message', async (_name, value) => {
    const res = await member.get(`/api/links?before=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MSG.pageCursorInvalid });
  });

  it('takes `cursor` as another name of `before`, refused alike', async () => {
    const first = await member.get('/api/links');
    const before = nextPath(first) as string;
    const viaCursor = await member.get(before.replace('before=', 'cursor='));
    expect(viaCursor.body).toEqual((await member.get(before)).body);
    const bad = await member.get('/api/links?cursor=1e3');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: MSG.pageCursorInvalid });
  });

  it('refuses the cursor given twice', async () => {
    const res = await member.get('/api/links?before=1&before=2');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MSG.pageCursorInvalid });
  });

  it('is still for signed-in members only', async () => {
    expect((await createClient(server.url).get('/api/links?before=5')).status).toBe(401);
  });
});

describe('tRPC', () => {
  const listUrl = (input?: unknown) =>
    `/trpc/links.list${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const data = (res: ClientResponse) => (res.body as { result: { data: LinkRow[] } }).result.data;

  it('links.list keeps its array and takes the cursor of an infinite query', async () => {
    const rest = (await readAll()).map((l) => l.id);
    const seen: number[] = [];
    let cursor: number | null = null;
    for (;;) {
      const res = await member.get(listUrl({ cursor, direction: 'forward' }));
      expect(res.status).toBe(200);
      // A tRPC address names no page: no Link header there.
      expect(res.headers.get('link')).toBeNull();
      const page = data(res);
      expect(page.length).toBeLessThanOrEqual(PAGE_SIZE);
      if (page.length === 0) break;
      seen.push(...page.map((l) => l.id));
      cursor = page.at(-1)?.id ?? null;
    }
    expect(seen).toEqual(rest);
  });

  it('links.list without input answers the first page', async () => {
    const res = await member.get(listUrl());
    expect(res.status).toBe(200);
    expect(data(res)).toHaveLength(PAGE_SIZE);
  });

  it('links.list refuses a hostile cursor with 400', async () => {
    for (const cursor of ['1e3', -1, '\u0000', 2 ** 53, 1.5]) {
      const res = await member.get(listUrl({ cursor }));
      expect(res.status, JSON.stringify(cursor)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(MSG.pageCursorInvalid);
    }
  });
});

describe('LINKS_PAGE_SIZE', () => {
  it('defaults to 100 and takes 1 to 1000', () => {
    expect(loadConfig({}).lists).toEqual({ pageSize: 100 });
    expect(loadConfig({ LINKS_PAGE_SIZE: '1000' }).lists).toEqual({ pageSize: 1000 });
    for (const bad of ['0', '1001', '1.5', 'banyak']) {
      expect(() => loadConfig({ LINKS_PAGE_SIZE: bad }), bad).toThrow(/LINKS_PAGE_SIZE/);
    }
  });
});
