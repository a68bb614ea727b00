// The voting results API against a real sheet server: public, one fetch per refresh interval for any number
// of pollers, ETag/304, a change arriving, the sheet failing, hanging or too big, no sheet, a local file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../src/http/security-headers';
import { createLogger } from '../src/logger';
import { type Client, createClient, type EnvOverrides, startTestServer, type TestServer } from './harness';
import { type SheetServer, startSheetServer } from './sheet-server';

interface VotingResults {
  totalVotes: number;
  results: Array<{ category: string; question: string; option: string; votes: number; percentage: number }>;
  surveyUrl: string | null;
  stale: boolean;
}

const PATH = '/api/voting-results';
const SECURITY_HEADER_NAMES = Object.keys(API_SECURITY_HEADERS).map((name) => name.toLowerCase());
const UNAVAILABLE = 'Keputusan undian tidak dapat dimuatkan buat masa ini. Sila cuba lagi sebentar lagi.';
const SURVEY = 'https://forms.example/undian-kubm';

const COUNTED = [
  'Kategori,Soalan,Pilihan,Undi',
  'Pemilihan AJK,Pengerusi,Ana,2',
  'Pemilihan AJK,Pengerusi,Ben,1',
  'Aktiviti,Retret,"Port Dickson, Negeri Sembilan",3',
].join('\r\n');
const COUNTED_LATER = `${COUNTED}\r\nPemilihan AJK,Pengerusi,Chong,4`;

const RESPONSES = [
  'Timestamp,Pemilihan AJK: Pengerusi,Aktiviti: Pilih aktiviti',
  '2026/03/01 10:00:00 AM GMT+8,Ana,Futsal',
  '2026/03/01 10:01:00 AM GMT+8,Ben,"Futsal, Koir"',
  '2026/03/01 10:02:00 AM GMT+8,Ana,Koir',
].join('\n');

/** A logger as the server builds it, keeping its lines. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
  return { logger, lines };
}

async function startWith(overrides: EnvOverrides, logger?: ReturnType<typeof createLogger>) {
  const server = await startTestServer(overrides, logger ? { logger } : {});
  return { server, visitor: createClient(server.url) };
}

const results = async (client: Client) => (await client.get(PATH)).body as VotingResults;

async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 25));
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('voting results from a sheet over HTTP, default refresh interval (15 s)', () => {
  let sheet: SheetServer;
  let server: TestServer;
  let visitor: Client;

  beforeAll(async () => {
    sheet = await startSheetServer();
    sheet.setSheet('/undian.csv', [COUNTED, COUNTED_LATER]);
    ({ server, visitor } = await startWith({
      VOTING_CSV_URL: `${sheet.url}/undian.csv`,
      VOTING_SURVEY_URL: SURVEY,
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await sheet?.close();
  });

  it('fetches the sheet once for 50 concurrent pollers, and not again within 15 s', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => visitor.get(PATH)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(sheet.hits('/undian.csv')).toBe(1);
    // Three more rounds of 50: still the one fetch (the sheet has changed meanwhile, unseen until 15 s).
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 50 }, () => visitor.get(PATH)));
      await pause(100);
    }
    expect(sheet.hits('/undian.csv')).toBe(1);
    expect((await results(visitor)).totalVotes).toBe(6);
  });

  it('is public, and gives the documented shape with the survey address, grouped in sheet order', async () => {
    const res = await createClient(server.url).get(PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({
      totalVotes: 6,
      results: [
        { category: 'Pemilihan AJK', question: 'Pengerusi', option: 'Ana', votes: 2, percentage: 66.7 },
        { category: 'Pemilihan AJK', question: 'Pengerusi', option: 'Ben', votes: 1, percentage: 33.3 },
        {
          category: 'Aktiviti',
          question: 'Retret',
          option: 'Port Dickson, Negeri Sembilan',
          votes: 3,
          percentage: 100,
        },
      ],
      surveyUrl: SURVEY,
      stale: false,
    });
  });

  it('answers the same on the tRPC door, signed out', async () => {
    const res = await createClient(server.url).get('/trpc/voting.results');
    expect(res.status).toBe(200);
    const body = res.body as { result: { data: VotingResults } };
    expect(body.result.data).toEqual(await results(visitor));
  });

  it('sends a strong ETag from the body with no-cache, and 304 without a body when it matches', async () => {
    const first = await visitor.get(PATH);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await visitor.get(PATH);
    expect(again.headers.get('etag')).toBe(etag);

    const unchanged = await visitor.get(PATH, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('content-type')).toBeNull();
    // A list naming it, and the weak form, match too; another tag does not.
    const listed = await visitor.get(PATH, { headers: { 'if-none-match': `"lama", W/${etag}` } });
    expect(listed.status).toBe(304);
    const other = await visitor.get(PATH, { headers: { 'if-none-match': '"lama"' } });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });
  it('answers on the short path with every header an API answer has, HEAD and a query string alike', async () => {
    const health = await visitor.get('/api/health');
    const poll = await visitor.get(PATH, { headers: { 'x-request-id': 'undian-1' } });
    for (const name of SECURITY_HEADER_NAMES) {
      expect(poll.headers.get(name), name).toBe(health.headers.get(name));
      expect(poll.headers.get(name), name).not.toBeNull();
    }
    expect(poll.headers.get('x-request-id')).toBe('undian-1');
    expect((await visitor.get(PATH)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(poll.headers.get('content-length')).toBe(String(Buffer.byteLength(poll.text)));

    const head = await visitor.request('HEAD', PATH);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(poll.headers.get('content-length'));
    expect(head.headers.get('etag')).toBe(poll.headers.get('etag'));
    const queried = await visitor.get(`${PATH}?t=1`);
    expect(queried.body).toEqual(poll.body);
    expect(queried.headers.get('etag')).toBe(poll.headers.get('etag'));
  });

  it('neither reads nor refreshes a session: a dead session cookie is left alone', async () => {
    const member = createClient(server.url);
    member.setCookie('kubm_session', 'sesi-yang-sudah-tiada');
    const poll = await member.get(PATH);
    expect(poll.status).toBe(200);
    expect(poll.headers.get('set-cookie')).toBeNull();
    // Any other route reads it, finds no session, and clears it.
    expect((await member.get('/api/user')).headers.get('set-cookie')).toMatch(/^kubm_session=;/);
  });
});

describe('voting results while the sheet changes (VOTING_REFRESH_SECONDS 0.5)', () => {
  let sheet: SheetServer;
  let server: TestServer;
  let visitor: Client;
  const refreshMs = 500;

  beforeAll(async () => {
    sheet = await startSheetServer();
    sheet.setSheet('/live.csv', RESPONSES);
    ({ server, visitor } = await startWith({
      VOTING_CSV_URL: `${sheet.url}/live.csv`,
      VOTING_REFRESH_SECONDS: String(refreshMs / 1000),
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await sheet?.close();
  });

  it('reads raw form responses: one vote per answer, a checkbox answer for each box', async () => {
    const body = await results(visitor);
    expect(body.results.map((r) => [r.question, r.option, r.votes, r.percentage])).toEqual([
      ['Pengerusi', 'Ana', 2, 66.7],
      ['Pengerusi', 'Ben', 1, 33.3],
      ['Pilih aktiviti', 'Futsal', 2, 50],
      ['Pilih aktiviti', 'Koir', 2, 50],
    ]);
    // Answers counted: 3 respondents gave 7 votes.
    expect(body.totalVotes).toBe(7);
    expect(body.surveyUrl).toBeNull();
  });

  it('fetches at most once per refresh interval under 50 pollers, and a change arrives within it', async () => {
    await pause(refreshMs);
    const before = sheet.hits('/live.csv');
    const started = Date.now();
    const etagBefore = (await visitor.get(PATH)).headers.get('etag') as string;
    // 50 pages, each polling every 50 ms (with its ETag) for 3 s, at least 15 times and until it has seen
    // the change (a slow machine still makes enough polls to count); the sheet gets a new response after 1 s.
    // Counted in fetches of the sheet, not in time: a busy machine slows the pollers, not the count.
    let fetchesAtChange = -1;
    let fetchesWhenSeen = -1;
    const change = setTimeout(() => {
      sheet.setSheet('/live.csv', `${RESPONSES}\n2026/03/01 10:09:00 AM GMT+8,Ben,Hiking`);
      fetchesAtChange = sheet.hits('/live.csv');
    }, 1_000);
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        let etag = etagBefore;
        let seen = false;
        const more = (polls: number) => {
          const ms = Date.now() - started;
          return ms < 3_000 || polls < 15 || (!seen && ms < 30_000);
        };
        for (let polls = 0; more(polls); polls++) {
          const res = await visitor.get(PATH, { headers: { 'if-none-match': etag } });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) {
            etag = res.headers.get('etag') as string;
            if ((res.body as VotingResults).totalVotes === 9) {
              seen = true;
              if (fetchesWhenSeen < 0) fetchesWhenSeen = sheet.hits('/live.csv');
            }
          }
          await pause(50);
        }
      }),
    );
    clearTimeout(change);
    const elapsed = Date.now() - started;
    const fetches = sheet.hits('/live.csv') - before;
    // Counted from the start of each attempt: at most one per interval (+1 for the one at the start).
    expect(fetches).toBeLessThanOrEqual(Math.floor(elapsed / refreshMs) + 1);
    expect(fetches).toBeGreaterThanOrEqual(3);
    // The change reached the pollers within one refresh interval: from the first fetch begun after it (a
    // fetch in flight at the change may have read the sheet before it; one more is allowed for that).
    expect(fetchesAtChange).toBeGreaterThanOrEqual(0);
    expect(fetchesWhenSeen).toBeGreaterThan(fetchesAtChange);
    expect(fetchesWhenSeen).toBeLessThanOrEqual(fetchesAtChange + 2);
    // Most polls cost a 304; a 200 only when the answer changed (once per poller here).
    expect(statuses.get(304) ?? 0).toBeGreaterThan(10 * (statuses.get(200) ?? 0));
    expect(statuses.get(200)).toBe(50);
    expect(await results(visitor)).toMatchObject({ totalVotes: 9, stale: false });
  });
});

describe('voting results for a page polling alone', () => {
  let sheet: SheetServer;
  beforeAll(async () => {
    sheet = await startSheetServer();
  });
  afterAll(async () => {
    await sheet?.close();
  });

  it('gives the poll that starts a refresh its result, so a change is not one poll late', async () => {
    sheet.setSheet('/sendiri.csv', COUNTED);
    const { server, visitor } = await startWith({
      VOTING_CSV_URL: `${sheet.url}/sendiri.csv`,
      VOTING_REFRESH_SECONDS: '0.3',
    });
    try {
      expect((await results(visitor)).totalVotes).toBe(6);
      sheet.setSheet('/sendiri.csv', COUNTED_LATER);
      await pause(350);
      // The next poll is due a refresh: it waits for it and carries the change.
      expect((await results(visitor)).totalVotes).toBe(10);
      expect(sheet.hits('/sendiri.csv')).toBe(2);
    } finally {
      await server.stop();
    }
  });

  it('waits at most VOTING_REFRESH_WAIT_MS (3 s) for a hanging sheet, then answers the last good results', async () => {
    sheet.setSheet('/gantung.csv', COUNTED);
    // A 30 s time limit: the wait for a due refresh is far shorter, so the two cannot be mistaken.
    const { server, visitor } = await startWith({
      VOTING_CSV_URL: `${sheet.url}/gantung.csv`,
      VOTING_REFRESH_SECONDS: '0.2',
      VOTING_FETCH_TIMEOUT_SECONDS: '30',
    });
    try {
      expect((await results(visitor)).totalVotes).toBe(6);
      sheet.setMode('hang');
      await pause(250);
      let started = Date.now();
      expect(await results(visitor)).toMatchObject({ totalVotes: 6, stale: false });
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(2_900);
      // Waiting for the fetch's own limit would take 30 s.
      expect(waited).toBeLessThan(15_000);
      // The fetch still hangs: later polls no longer wait for it (another wait would take 3 s; an answer
      // from the last results takes milliseconds).
      started = Date.now();
      expect((await results(visitor)).totalVotes).toBe(6);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      sheet.setMode('ok');
      await server.stop();
    }
  });
});

describe('voting results when the sheet fails after a good fetch', () => {
  let sheet: SheetServer;
  let server: TestServer;
  let visitor: Client;
  let lines: string[];
  const secretPath = '/spreadsheets/d/e/2PACX-rahsia123/pub';

  beforeAll(async () => {
    sheet = await startSheetServer();
    sheet.setSheet(secretPath, `${COUNTED}\r\nAktiviti,Retret,Cameron,banyak\r\nAktiviti,Retret\r\n`);
    const captured = capturingLogger();
    lines = captured.lines;
    ({ server, visitor } = await startWith(
      {
        VOTING_CSV_URL: `${sheet.url}${secretPath}?output=csv&token=sulit-777`,
        VOTING_REFRESH_SECONDS: '0.2',
        VOTING_FETCH_TIMEOUT_SECONDS: '1',
        VOTING_MAX_BYTES: '65536',
        LOG_LEVEL: 'info',
      },
      captured.logger,
    ));
  });
  afterAll(async () => {
    await server?.stop();
    await sheet?.close();
  });

  const log = () => lines.join('');
  // Polls while it waits: a poll that joined a refresh already under way (a slow machine) starts none, and
  // only a later poll fetches the sheet in its new mode.
  const untilLogged = (text: string) =>
    waitFor(async () => {
      await visitor.get(PATH);
      return log().includes(text);
    });

  it('skips bad rows, counts them in the log, and serves the rest', async () => {
    const body = await results(visitor);
    expect(body).toMatchObject({ totalVotes: 6, stale: false });
    await waitFor(async () => log().includes('"badRows":2'));
    expect(log()).toContain('voting sheet: some rows left out');
  });

  it('keeps serving the last good results when the sheet answers 500, marked stale', async () => {
    const good = await results(visitor);
    sheet.setMode('fail');
    await pause(250);
    await results(visitor);
    await waitFor(async () => (await results(visitor)).stale);
    const res = await visitor.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...good, stale: true });
    expect(log()).toContain('"reason":"http-status","status":500');
  });

  it('answers with the last good results within the time limit while the sheet hangs, and logs it', async () => {
    sheet.setMode('hang');
    await pause(250);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 10 }, () => visitor.get(PATH)));
    // The polls that found the refresh due wait for it, never past the 1 s time limit: not the 3 s
    // VOTING_REFRESH_WAIT_MS (fixed), so the bound sits nearer the wrong one.
    expect(Date.now() - started).toBeLessThan(2_700);
    expect(answers.every((a) => a.status === 200 && (a.body as VotingResults).totalVotes === 6)).toBe(true);
    await untilLogged('"reason":"timeout"');
    expect(log()).toContain('"timeoutMs":1000');
  });

  it('refuses a sheet over VOTING_MAX_BYTES without reading it whole', async () => {
    sheet.setMode('huge');
    await pause(250);
    await results(visitor);
    await untilLogged('"reason":"too-large"');
    expect(log()).toContain('"maxBytes":65536');
    expect((await results(visitor)).totalVotes).toBe(6);
  });

  it("treats a page that is not a voting sheet (Google's sign-in page) as a failure too", async () => {
    sheet.setMode('html');
    await pause(250);
    await results(visitor);
    await untilLogged('"reason":"invalid"');
    expect(await results(visitor)).toMatchObject({ totalVotes: 6, stale: true });
  });

  it('picks up the sheet again once it is back', async () => {
    sheet.setSheet(secretPath, COUNTED_LATER);
    sheet.setMode('ok');
    await pause(250);
    await waitFor(async () => (await results(visitor)).totalVotes === 10);
    expect((await results(visitor)).stale).toBe(false);
    expect(log()).toContain('voting sheet fetched again');
  });

  it('never writes the sheet address or its token to the log', () => {
    expect(log()).not.toContain('rahsia123');
    expect(log()).not.toContain('sulit-777');
    expect(log()).not.toContain(sheet.url);
  });
});

describe('voting results with no good fetch yet', () => {
  let sheet: SheetServer;
  beforeAll(async () => {
    sheet = await startSheetServer();
  });
  afterAll(async () => {
    await sheet?.close();
  });

  it('answers within the time limit while the sheet hangs: 503 with its own message, not a database outage', async () => {
    sheet.setMode('hang');
    const { server, visitor } = await startWith({
      VOTING_CSV_URL: `${sheet.url}/hang.csv`,
      VOTING_FETCH_TIMEOUT_SECONDS: '0.3',
    });
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => visitor.get(PATH)));
      const ms = Date.now() - started;
      // At the 0.3 s limit: not VOTING_REFRESH_WAIT_MS (3 s), the default 10 s limit, or the hang. The upper
      // bound sits just under the nearest wrong answer, leaving a loaded machine eight times the honest time.
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(2_500);
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: UNAVAILABLE });
      }
      expect(sheet.hits('/hang.csv')).toBe(1);
      // The database is fine: health says so.
      expect((await visitor.get('/api/health')).status).toBe(200);
    } finally {
      await server.stop();
      sheet.setMode('ok');
    }
  });

  it('does not read a refused connection to the sheet as the database being down', async () => {
    // A port nobody listens on: close a server and reuse its address.
    const gone = await startSheetServer();
    const url = `${gone.url}/undian.csv`;
    await gone.close();
    const { server, visitor } = await startWith({ VOTING_CSV_URL: url });
    try {
      const res = await visitor.get(PATH);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: UNAVAILABLE });
    } finally {
      await server.stop();
    }
  });

  it('tries again after VOTING_RETRY_SECONDS once a fetch failed, and then serves', async () => {
    sheet.setMode('fail');
    sheet.setSheet('/back.csv', COUNTED);
    const { server, visitor } = await startWith({
      VOTING_CSV_URL: `${sheet.url}/back.csv`,
      VOTING_RETRY_SECONDS: '0.3',
    });
    try {
      expect((await visitor.get(PATH)).status).toBe(503);
      sheet.setMode('ok');
      // Within the retry interval: the same 503 at once, without fetching.
      expect((await visitor.get(PATH)).status).toBe(503);
      expect(sheet.hits('/back.csv')).toBe(1);
      await pause(350);
      expect(await results(visitor)).toMatchObject({ totalVotes: 6, stale: false });
      expect(sheet.hits('/back.csv')).toBe(2);
    } finally {
      await server.stop();
      sheet.setMode('ok');
    }
  });
});

describe('voting results from a local file, and with no sheet at all', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kubm-voting-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads VOTING_CSV_URL as a file path', async () => {
    const path = join(dir, 'undian.csv');
    await writeFile(path, `\uFEFF${RESPONSES}\n`);
    const { server, visitor } = await startWith({ VOTING_CSV_URL: path, VOTING_REFRESH_SECONDS: '0.1' });
    try {
      expect((await results(visitor)).totalVotes).toBe(7);
      await writeFile(path, COUNTED);
      await pause(150);
      await results(visitor);
      await waitFor(async () => (await results(visitor)).totalVotes === 6);
    } finally {
      await server.stop();
    }
  });

  it('answers the empty state, not an error, when no sheet is configured', async () => {
    const { server, visitor } = await startWith({ VOTING_SURVEY_URL: SURVEY });
    try {
      const res = await visitor.get(PATH);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ totalVotes: 0, results: [], surveyUrl: SURVEY, stale: false });
      const etag = res.headers.get('etag') as string;
      expect((await visitor.get(PATH, { headers: { 'if-none-match': etag } })).status).toBe(304);
    } finally {
      await server.stop();
    }
  });
});

describe('the public page publishes only questions with options', () => {
  // A Google Form that collects e-mails and asks for contact details, as its responses sheet is published.
  const FORM = [
    'Timestamp,Email Address,Nama Penuh,Nombor Telefon,No. Tel,Phone number,Emel,Name,Score,Pemilihan AJK: Pengerusi,Maklum balas: Cadangan anda,Aktiviti: Pilih aktiviti (pilih beberapa)',
    ...[
      [
        'ana@contoh.my',
        'Ana binti Ali',
        '0123456789',
        '03-1234 5678',
        '+60 12-345 6789',
        'ana.p@contoh.my',
        'Ana',
        'Ana',
        'Dewan baharu',
        'Futsal, Koir',
      ],
      [
        'ben@contoh.my',
        'Ben Tan',
        '0133334444',
        '03-2222 3333',
        '+60 13-333 4444',
        'ben.p@contoh.my',
        'Ben',
        'Ben',
        'Lebih banyak retret',
        'Koir',
      ],
      [
        'chong@contoh.my',
        'Chong Wei',
        '0145556666',
        '03-4444 5555',
        '+60 14-555 6666',
        'chong.p@contoh.my',
        'Chong',
        'Ana',
        'Sukan setiap bulan',
        'Futsal, Hiking',
      ],
    ].map(
      (cells, i) =>
        `2026/03/01 10:0${i}:00 AM GMT+8,${cells.slice(0, 7).join(',')},,${cells
          .slice(7)
          .map((c) => `"${c}"`)
          .join(',')}`,
    ),
  ].join('\n');
  const SECRETS = /@|0123|0133|0145|03-|\+60|binti|Tan|Chong Wei|Dewan baharu|retret|Sukan/;

  it('drops contact columns and free text, and logs them by header only', async () => {
    const sheet = await startSheetServer();
    sheet.setSheet('/borang.csv', FORM);
    const { logger, lines } = capturingLogger();
    // VOTING_FREE_TEXT_MIN_ANSWERS lowered: three respondents are enough to see 'Cadangan anda' as free text.
    const { server, visitor } = await startWith(
      { VOTING_CSV_URL: `${sheet.url}/borang.csv`, VOTING_FREE_TEXT_MIN_ANSWERS: '3' },
      logger,
    );
    try {
      const res = await visitor.get(PATH);
      expect(res.status).toBe(200);
      const body = res.body as VotingResults;
      expect([...new Set(body.results.map((r) => r.question))]).toEqual(['Pengerusi', 'Pilih aktiviti']);
      expect(res.text).not.toMatch(SECRETS);

      await waitFor(async () => lines.some((l) => l.includes('columns not published')));
      const line = JSON.parse(lines.find((l) => l.includes('columns not published')) as string);
      expect(line.dropped).toEqual([
        { column: 'Email Address', reason: 'email-header' },
        { column: 'Nama Penuh', reason: 'name-header' },
        { column: 'Nombor Telefon', reason: 'phone-header' },
        { column: 'No. Tel', reason: 'phone-header' },
        { column: 'Phone number', reason: 'phone-header' },
        { column: 'Emel', reason: 'email-header' },
        { column: 'Name', reason: 'name-header' },
        { column: 'Score', reason: 'not-a-question' },
        { column: 'Maklum balas: Cadangan anda', reason: 'free-text' },
      ]);
      expect(line.rule).toEqual({ maxOptions: 30, freeTextMinAnswers: 3, freeTextUniquePercent: 80 });
      // The values of those columns never reach the log. Only the fields are searched: a random request id
      // or a time stamp can hold '03-' or '0133' by chance.
      const fields = lines.map((l) => {
        const { time: _time, reqId: _reqId, ...rest } = JSON.parse(l) as Record<string, unknown>;
        return JSON.stringify(rest);
      });
      expect(fields.join('\n')).not.toMatch(SECRETS);
    } finally {
      await server.stop();
      await sheet.close();
    }
  });

  it('applies the rule to the counted layout too; VOTING_MAX_OPTIONS is a setting', async () => {
    const counted = [
      'Kategori,Soalan,Pilihan,Undi,Alamat e-mel',
      'Pemilihan AJK,Pengerusi,Ana,2,ana@contoh.my',
      'Pemilihan AJK,Pengerusi,Ben,1,ben@contoh.my',
      'Pemilihan AJK,Pengerusi,Chong,1,',
      'Maklumat,Alamat e-mel,ana@contoh.my,1,',
      'Maklumat,No. Tel,0123456789,1,',
      'Aktiviti,Retret,Cameron,3,',
      'Aktiviti,Retret,Port Dickson,2,',
    ].join('\n');
    const sheet = await startSheetServer();
    sheet.setSheet('/kiraan.csv', counted);
    const { server, visitor } = await startWith({
      VOTING_CSV_URL: `${sheet.url}/kiraan.csv`,
      VOTING_MAX_OPTIONS: '2',
    });
    try {
      const res = await visitor.get(PATH);
      // 'Pengerusi' has three options: over VOTING_MAX_OPTIONS=2 here.
      expect([...new Set((res.body as VotingResults).results.map((r) => r.question))]).toEqual(['Retret']);
      expect(res.text).not.toMatch(/@|0123/);
    } finally {
      await server.stop();
      await sheet.close();
    }
  });
});
