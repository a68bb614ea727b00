// The calendar API against a real feed server: the 3-month window, recurrence, order, instants, month
// bounds and errors, both sources, and the feed failing, hanging, too big or missing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { type FeedServer, GOOGLE_API_PATH, GOOGLE_KEY, startFeedServer } from './calendar-feed';
import {
  calendarText,
  day,
  googlePages,
  klToday,
  klUtcStamp,
  LEAP,
  monthBoundEvents,
  relativeEvents,
} from './calendar-fixtures';
import { registration } from './fixtures';
import { type Client, createClient, type EnvOverrides, startTestServer, type TestServer } from './harness';

interface Event {
  id: string;
  summary: string;
  description: string | null;
  location: string | null;
  start: string;
  end: string;
  allDay: boolean;
  htmlLink: string | null;
}

interface Info {
  timezone: string;
  source: 'ics' | 'google' | null;
  subscribeUrl: string | null;
  pageUrl: string | null;
  fetchedAt: string | null;
  ageSeconds: number | null;
  stale: boolean;
  covers: { from: string; to: string } | null;
}

const UNAVAILABLE = 'Acara kalendar tidak dapat dimuatkan buat masa ini. Sila cuba lagi sebentar lagi.';

async function member(server: TestServer): Promise<Client> {
  const client = createClient(server.url);
  const res = await client.post('/api/register', registration());
  expect(res.status).toBe(201);
  return client;
}

/** A logger as the server builds it, keeping its lines. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { destination: { write: (line) => lines.push(line) } });
  return { logger, lines };
}

async function startWith(overrides: EnvOverrides, logger?: ReturnType<typeof createLogger>) {
  const server = await startTestServer(overrides, logger ? { logger } : {});
  return { server, client: await member(server) };
}

/** The instant an event starts (all-day: 00:00 in Kuala Lumpur, UTC+8). */
function startMs(event: Event): number {
  return event.allDay ? Date.parse(`${event.start}T00:00:00+08:00`) : Date.parse(event.start);
}

/** Now + 3 months in Kuala Lumpur's wall clock, the day clamped to the month (as the server counts). */
function threeMonthsFrom(now: number): number {
  const wall = new Date(now + 8 * 3_600_000);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth() + 3;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const target = Date.UTC(
    y,
    m,
    Math.min(wall.getUTCDate(), last),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
  return target - 8 * 3_600_000;
}

async function waitFor(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 50));
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('calendar from an ICS feed over HTTP', () => {
  let feed: FeedServer;
  let server: TestServer;
  let client: Client;
  const now = Date.now();
  const d = (n: number) => day(n, klToday(now));

  beforeAll(async () => {
    feed = await startFeedServer();
    feed.setIcs('/kubm.ics', calendarText([...relativeEvents(now), ...monthBoundEvents()]));
    ({ server, client } = await startWith({
      CALENDAR_ICS_URL: `${feed.url}/kubm.ics`,
      CALENDAR_PAGE_URL: 'https://kalendar.example/kubm',
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await feed?.close();
  });

  it('fetches the feed once for 20 parallel requests, and not again within the refresh interval', async () => {
    const paths = Array.from(
      { length: 20 },
      (_, i) =>
        ['/api/calendar/upcoming', `/api/calendar/month/${LEAP}/2`, '/api/calendar/info'][i % 3] as string,
    );
    const answers = await Promise.all(paths.map((path) => client.get(path)));
    expect(answers.map((a) => a.status)).toEqual(paths.map(() => 200));
    expect(feed.hits('/kubm.ics')).toBe(1);
    await client.get('/api/calendar/upcoming');
    expect(feed.hits('/kubm.ics')).toBe(1);
  });

  it('is for signed-in members only', async () => {
    const visitor = createClient(server.url);
    for (const path of ['/api/calendar/upcoming', `/api/calendar/month/${LEAP}/2`, '/api/calendar/info']) {
      expect((await visitor.get(path)).status).toBe(401);
    }
  });

  it('lists the next 3 months by start: ongoing in, past, cancelled and excluded dates out', async () => {
    const res = await client.get('/api/calendar/upcoming');
    expect(res.status).toBe(200);
    const events = res.body as Event[];
    const ids = events.map((e) => e.id);

    const starts = events.map(startMs);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    // Ongoing: the retreat began yesterday, the talk an hour ago.
    expect(ids.slice(0, 2)).toEqual(['retret@kubm', 'sedang@kubm']);
    for (const gone of ['lalu@kubm', 'selesai@kubm', 'batal@kubm', 'jauh@kubm'])
      expect(ids).not.toContain(gone);
    expect(ids).toEqual(expect.arrayContaining(['misa@kubm', 'hari-belia@kubm', 'kem@kubm', 'tokyo@kubm']));
    // Nothing from the fixed dates years ahead, nothing past 3 months.
    const end = threeMonthsFrom(now);
    expect(starts.every((s) => s < end)).toBe(true);
    expect(ids.filter((id) => !id.endsWith('@kubm') && !id.startsWith('koir@kubm_'))).toEqual([]);
  });

  it('expands the unbounded weekly series to the window, without the EXDATE, with the moved instance', async () => {
    const events = (await client.get('/api/calendar/upcoming')).body as Event[];
    const koir = events.filter((e) => e.id.startsWith('koir@kubm'));
    const end = threeMonthsFrom(now);
    const expected: Array<[string, string, string]> = [];
    for (let k = 1; Date.parse(`${d(k)}T20:00:00+08:00`) < end; k += 7) {
      if (k === 8) continue;
      if (k === 15) {
        expected.push([
          `koir@kubm_${klUtcStamp(d(15), '20:00')}`,
          'Latihan Koir (dipindah)',
          `${d(16)}T21:00:00+08:00`,
        ]);
        continue;
      }
      expected.push([`koir@kubm_${klUtcStamp(d(k), '20:00')}`, 'Latihan Koir', `${d(k)}T20:00:00+08:00`]);
    }
    expect(koir.map((e) => [e.id, e.summary, e.start])).toEqual(expected);
    expect(koir.length).toBeGreaterThanOrEqual(11);
    expect(koir.find((e) => e.summary.includes('dipindah'))?.end).toBe(`${d(16)}T23:00:00+08:00`);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('writes timed events as instants in Kuala Lumpur time and all-day events as dates, end inclusive', async () => {
    const events = (await client.get('/api/calendar/upcoming')).body as Event[];
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get('misa@kubm')).toEqual({
      id: 'misa@kubm',
      summary: 'Misa Belia, Doa; dan Puji',
      description: 'Bawa Alkitab\nJumpa di dewan \\ pintu B',
      location: 'Dewan St. Mary, Kuala Lumpur',
      start: `${d(7)}T19:30:00+08:00`,
      end: `${d(7)}T21:00:00+08:00`,
      allDay: false,
      htmlLink: 'https://example.org/misa',
    });
    // 10:00 in Tokyo is 09:00 in Kuala Lumpur.
    expect(byId.get('tokyo@kubm')).toMatchObject({
      start: `${d(5)}T09:00:00+08:00`,
      end: `${d(5)}T10:00:00+08:00`,
    });
    expect(byId.get('hari-belia@kubm')).toMatchObject({
      start: d(10),
      end: d(10),
      allDay: true,
      htmlLink: 'https://kalendar.example/kubm',
    });
    expect(byId.get('kem@kubm')).toMatchObject({ start: d(20), end: d(22), allDay: true });
    expect(byId.get('retret@kubm')).toMatchObject({ start: d(-1), end: d(1) });
    for (const e of events) {
      if (e.allDay) {
        expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(e.end >= e.start).toBe(true);
      } else {
        expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
        expect(Date.parse(e.end)).toBeGreaterThanOrEqual(Date.parse(e.start));
      }
    }
  });

  it('gives the events overlapping a month in Kuala Lumpur: January, a leap February, December', async () => {
    // The weekly series has no end: it reaches these months too (checked below), the rest are fixed dates.
    const all = async (year: number, month: number) =>
      ((await client.get(`/api/calendar/month/${year}/${month}`)).body as Event[]).map((e) => e.id);
    const ids = async (year: number, month: number) =>
      (await all(year, month)).filter((id) => !id.startsWith('koir@kubm'));
    expect(await ids(LEAP, 1)).toEqual(['span', 'new-year', 'jan-last']);
    expect(await ids(LEAP, 2)).toEqual(['feb-first', 'leap']);
    expect(await ids(LEAP, 3)).toEqual(['mar-first']);
    expect(await ids(LEAP - 1, 12)).toEqual(['nov-last', 'span', 'dec-last']);
    expect(await ids(LEAP - 1, 11)).toEqual(['nov-last']);
    expect(await ids(LEAP + 1, 6)).toEqual([]);
    const koirInJanuary = (await all(LEAP, 1)).filter((id) => id.startsWith(`koir@kubm_${LEAP}01`));
    expect(koirInJanuary.length).toBeGreaterThanOrEqual(4);
    expect(koirInJanuary.length).toBeLessThanOrEqual(5);
    const february = (await client.get(`/api/calendar/month/${LEAP}/02`)).body as Event[];
    expect(february.find((e) => e.id === 'leap')).toMatchObject({
      start: `${LEAP}-02-29T19:30:00+08:00`,
      end: `${LEAP}-02-29T21:00:00+08:00`,
    });
    const december = (await client.get(`/api/calendar/month/${LEAP - 1}/12`)).body as Event[];
    expect(december.find((e) => e.id === 'span')).toMatchObject({
      start: `${LEAP - 1}-12-30`,
      end: `${LEAP}-01-02`,
    });
  });

  it('refuses a month outside 1–12 and an unreasonable year with 400 and a Malay message', async () => {
    for (const month of ['13', '0', 'abc', '1.5', '-1', '012345']) {
      const res = await client.get(`/api/calendar/month/${LEAP}/${month}`);
      expect(res.status, month).toBe(400);
      expect(res.body).toEqual({
        message: 'Bulan mesti nombor 1 hingga 12',
        issues: [{ path: 'month', message: 'Bulan mesti nombor 1 hingga 12' }],
      });
    }
    for (const year of ['1899', '2101', '20260', 'tahun']) {
      const res = await client.get(`/api/calendar/month/${year}/3`);
      expect(res.status, year).toBe(400);
      expect(res.body).toMatchObject({ message: 'Tahun mesti nombor 1900 hingga 2100' });
    }
    const trpc = await client.get(
      `/trpc/calendar.month?input=${encodeURIComponent(JSON.stringify({ year: LEAP, month: 13 }))}`,
    );
    expect(trpc.status).toBe(400);
    expect(trpc.text).toContain('Bulan mesti nombor 1 hingga 12');
  });

  it('answers the same on the tRPC door', async () => {
    const rest = (await client.get(`/api/calendar/month/${LEAP}/2`)).body;
    const trpc = await client.get(
      `/trpc/calendar.month?input=${encodeURIComponent(JSON.stringify({ year: LEAP, month: 2 }))}`,
    );
    expect(trpc.status).toBe(200);
    expect((trpc.body as { result: { data: unknown } }).result.data).toEqual(rest);
  });

  it('says which zone to show, where to subscribe, and how old the events are', async () => {
    const res = await client.get('/api/calendar/upcoming');
    const fetchedAt = res.headers.get('x-calendar-fetched-at');
    expect(fetchedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.headers.get('x-calendar-stale')).toBeNull();
    const info = (await client.get('/api/calendar/info')).body as Info;
    expect(info).toEqual({
      timezone: 'Asia/Kuala_Lumpur',
      source: 'ics',
      subscribeUrl: `${feed.url}/kubm.ics`,
      pageUrl: 'https://kalendar.example/kubm',
      fetchedAt,
      ageSeconds: expect.any(Number),
      stale: false,
      covers: null,
    });
    expect(feed.hits('/kubm.ics')).toBe(1);
  });
});

describe('calendar from the Google Calendar API', () => {
  let feed: FeedServer;
  let server: TestServer;
  let client: Client;
  const now = Date.now();
  const d = (n: number) => day(n, klToday(now));

  beforeAll(async () => {
    feed = await startFeedServer();
    feed.setGooglePages(googlePages(now));
    ({ server, client } = await startWith({
      GOOGLE_CALENDAR_ID: 'kubm@group.calendar.google.com',
      GOOGLE_API_KEY: GOOGLE_KEY,
      GOOGLE_CALENDAR_API_URL: `${feed.url}${GOOGLE_API_PATH}`,
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await feed?.close();
  });

  it('follows the pages and gives the same event shape, HTML made text, cancelled left out', async () => {
    const events = (await client.get('/api/calendar/upcoming')).body as Event[];
    expect(events.map((e) => e.id)).toEqual(['g-koir_20990101', 'g-misa', 'g-kem']);
    expect(events[0]).toMatchObject({ start: `${d(1)}T20:00:00+08:00`, end: `${d(1)}T22:00:00+08:00` });
    expect(events[1]).toEqual({
      id: 'g-misa',
      summary: 'Misa Belia',
      description: 'Bawa Alkitab\nJumpa di peta (https://example.org/peta)',
      location: 'Dewan St. Mary',
      start: `${d(7)}T19:30:00+08:00`,
      end: `${d(7)}T21:00:00+08:00`,
      allDay: false,
      htmlLink: 'https://www.google.com/calendar/event?eid=Zy1taXNh',
    });
    expect(events[2]).toMatchObject({ start: d(20), end: d(22), allDay: true });
    // Without its own link an event opens the calendar's public page.
    expect(events[0]?.htmlLink).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/embed\?src=kubm%40group/,
    );
  });

  it('asks for single events by start time in its window, with the key, page by page', async () => {
    const queries = feed.googleQueries();
    expect(queries).toHaveLength(2);
    const [first, second] = queries.map((q) => Object.fromEntries(q));
    expect(first).toMatchObject({
      singleEvents: 'true',
      orderBy: 'startTime',
      key: GOOGLE_KEY,
      maxResults: '2500',
    });
    expect(first?.pageToken).toBeUndefined();
    expect(second).toMatchObject({ pageToken: '1', timeMin: first?.timeMin, timeMax: first?.timeMax });
    // 12 months back to 12 months ahead, whole months in Kuala Lumpur.
    const info = (await client.get('/api/calendar/info')).body as Info;
    const [y = 0, m = 1] = klToday(now).split('-').map(Number);
    const monthStart = (offset: number) =>
      new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
    expect(info.covers).toEqual({ from: monthStart(-12), to: monthStart(13) });
    expect(first?.timeMin).toBe(new Date(Date.parse(`${monthStart(-12)}T00:00:00+08:00`)).toISOString());
    expect(first?.timeMax).toBe(new Date(Date.parse(`${monthStart(13)}T00:00:00+08:00`)).toISOString());
    expect(info).toMatchObject({
      source: 'google',
      subscribeUrl:
        'https://calendar.google.com/calendar/ical/kubm%40group.calendar.google.com/public/basic.ics',
      stale: false,
    });
  });

  it('answers a month from the same fetch', async () => {
    const [y = 0, m = 1] = d(20).split('-').map(Number);
    const events = (await client.get(`/api/calendar/month/${y}/${m}`)).body as Event[];
    expect(events.map((e) => e.id)).toContain('g-kem');
    expect(feed.googleQueries()).toHaveLength(2);
  });
});

describe('calendar when the feed fails after a good fetch', () => {
  let feed: FeedServer;
  let server: TestServer;
  let client: Client;
  let lines: string[];
  const secretPath = '/rahsia-ab12cd34/basic.ics';

  beforeAll(async () => {
    feed = await startFeedServer();
    feed.setIcs(secretPath, calendarText(relativeEvents()));
    const captured = capturingLogger();
    lines = captured.lines;
    ({ server, client } = await startWith(
      {
        CALENDAR_ICS_URL: `${feed.url}${secretPath}?token=sulit-999`,
        CALENDAR_REFRESH_SECONDS: '0.2',
        // Long, so an answer that waited for a hung fetch could not pass for one given at once.
        CALENDAR_FETCH_TIMEOUT_SECONDS: '5',
        CALENDAR_MAX_BYTES: '65536',
        LOG_LEVEL: 'info',
      },
      captured.logger,
    ));
  });
  afterAll(async () => {
    await server?.stop();
    await feed?.close();
  });

  const info = async () => (await client.get('/api/calendar/info')).body as Info;

  /** Lets the refresh interval pass, asks once (starting a refresh), and waits for it to end as `stale`. */
  async function refreshEndsStale(stale: boolean) {
    const before = feed.hits(secretPath);
    await pause(250);
    await client.get('/api/calendar/upcoming');
    await waitFor(async () => feed.hits(secretPath) > before && (await info()).stale === stale);
  }

  it('keeps serving the last good events when the feed fails, and says how old they are', async () => {
    const good = await client.get('/api/calendar/upcoming');
    expect(good.status).toBe(200);
    const goodEvents = good.body as Event[];
    expect(goodEvents.length).toBeGreaterThan(5);
    const firstGood = good.headers.get('x-calendar-fetched-at') ?? '';

    feed.setMode('fail');
    await refreshEndsStale(true);
    // Read once the refreshes fail: a slow machine may let one more good refresh in before the failures
    // start (every 0.2 s), and that one is then the last good fetch.
    const { fetchedAt } = await info();
    expect(Date.parse(fetchedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(firstGood));
    const stale = await client.get('/api/calendar/upcoming');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(goodEvents);
    expect(stale.headers.get('x-calendar-stale')).toBe('true');
    expect(stale.headers.get('x-calendar-fetched-at')).toBe(fetchedAt);
    expect(await info()).toMatchObject({ stale: true, fetchedAt });
    expect(lines.join('')).toContain('"reason":"http-status","status":500');
  });

  it('answers at once with the last good events while the feed hangs', async () => {
    feed.setMode('hang');
    const before = feed.hits(secretPath);
    await pause(250);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await client.get('/api/calendar/upcoming');
      expect(res.status).toBe(200);
      expect((res.body as Event[]).length).toBeGreaterThan(5);
      // Waiting for the hung fetch takes its 5 s time limit; an honest answer takes milliseconds.
      expect(performance.now() - started).toBeLessThan(2500);
    }
    // One fetch hangs; no second one starts while it is in flight.
    expect(feed.hits(secretPath)).toBe(before + 1);
    await waitFor(async () => lines.join('').includes('"reason":"timeout"'));
  });

  it('refuses a feed over CALENDAR_MAX_BYTES without reading it whole', async () => {
    feed.setMode('huge');
    await refreshEndsStale(true);
    await waitFor(async () => lines.join('').includes('"reason":"too-large"'));
    // Cut off near the cap (plus what the sockets buffer), not the 512 MB it would send.
    expect(feed.hugeBytesSent()).toBeLessThan(32 * 1024 * 1024);
    expect((await client.get('/api/calendar/upcoming')).status).toBe(200);
    // A declared Content-Length over the cap is refused before reading.
    feed.setMode('ok');
    feed.setIcs(secretPath, `${calendarText(relativeEvents())}${'X-PAD:x\r\n'.repeat(10_000)}`);
    const tooLarge = lines.join('').split('"reason":"too-large"').length;
    await refreshEndsStale(true);
    await waitFor(async () => lines.join('').split('"reason":"too-large"').length > tooLarge);
  });

  it('treats a page that is not iCalendar as a failure too', async () => {
    feed.setMode('not-ics');
    await refreshEndsStale(true);
    await waitFor(async () => lines.join('').includes('"reason":"invalid"'));
  });

  it('picks up the feed again once it is back', async () => {
    feed.setMode('ok');
    feed.setIcs(secretPath, calendarText(relativeEvents()));
    const before = (await info()).fetchedAt;
    await refreshEndsStale(false);
    const after = await info();
    expect(after.fetchedAt).not.toBe(before);
    expect(lines.join('')).toContain('calendar feed fetched again');
  });

  it('never writes the feed address or its token to the log', () => {
    const log = lines.join('');
    expect(log).toContain('calendar feed could not be fetched');
    expect(log).not.toContain('rahsia-ab12cd34');
    expect(log).not.toContain('sulit-999');
  });
});

describe('calendar with no good fetch yet', () => {
  let feed: FeedServer;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    feed = await startFeedServer();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await feed?.close();
  });

  it('answers within the time limit while the feed hangs: 503 with its own message, not a database outage', async () => {
    feed.setMode('hang');
    const { server, client } = await startWith({
      CALENDAR_ICS_URL: `${feed.url}/hang.ics`,
      CALENDAR_FETCH_TIMEOUT_SECONDS: '3',
    });
    servers.push(server);
    const started = performance.now();
    const res = await client.get('/api/calendar/upcoming');
    const took = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: UNAVAILABLE });
    // The answer waits for the 3 s limit (timers never fire early), not for the default 10 s or the hang.
    expect(took).toBeGreaterThan(2900);
    expect(took).toBeLessThan(9000);
    // Within the refresh interval the answer is immediate and the feed is not asked again (another wait
    // would take the 3 s limit again).
    const again = performance.now();
    expect((await client.get(`/api/calendar/month/${LEAP}/2`)).status).toBe(503);
    expect(performance.now() - again).toBeLessThan(2500);
    expect(feed.hits('/hang.ics')).toBe(1);
    expect((await client.get('/api/calendar/info')).body).toMatchObject({ stale: true, fetchedAt: null });
    expect((await client.get('/api/health')).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('tries again after CALENDAR_RETRY_SECONDS, not the whole refresh interval, once a fetch failed', async () => {
    feed.setMode('fail');
    const { server, client } = await startWith({
      CALENDAR_ICS_URL: `${feed.url}/back.ics`,
      CALENDAR_RETRY_SECONDS: '0.3',
    });
    servers.push(server);
    feed.setIcs('/back.ics', calendarText(relativeEvents()));
    expect((await client.get('/api/calendar/upcoming')).status).toBe(503);
    feed.setMode('ok');
    // Within the retry interval: the failure stands and the feed is not asked again.
    expect((await client.get('/api/calendar/upcoming')).status).toBe(503);
    expect(feed.hits('/back.ics')).toBe(1);
    await pause(400);
    const back = await client.get('/api/calendar/upcoming');
    expect(back.status).toBe(200);
    expect((back.body as Event[]).length).toBeGreaterThan(5);
    expect(feed.hits('/back.ics')).toBe(2);
  });

  it('does not read a refused connection to the feed as the database being down', async () => {
    const closed = await startFeedServer();
    const url = `${closed.url}/gone.ics`;
    await closed.close();
    const { server, client } = await startWith({ CALENDAR_ICS_URL: url });
    servers.push(server);
    const res = await client.get('/api/calendar/upcoming');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: UNAVAILABLE });
    expect((await client.get('/api/links')).status).toBe(200);
    expect((await client.get('/api/health')).status).toBe(200);
  });
});

describe('calendar from a local file, and with no calendar at all', () => {
  let dir: string;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kubm-calendar-'));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  it('reads CALENDAR_ICS_URL as a file path', async () => {
    const path = join(dir, 'kalendar.ics');
    await writeFile(path, calendarText([...relativeEvents(), ...monthBoundEvents()]));
    const { server, client } = await startWith({ CALENDAR_ICS_URL: path });
    servers.push(server);
    const upcoming = (await client.get('/api/calendar/upcoming')).body as Event[];
    expect(upcoming.map((e) => e.id)).toContain('misa@kubm');
    expect(upcoming.find((e) => e.id === 'hari-belia@kubm')?.htmlLink).toBeNull();
    const leap = (await client.get(`/api/calendar/month/${LEAP}/2`)).body as Event[];
    expect(leap.map((e) => e.id).filter((id) => !id.startsWith('koir@kubm'))).toEqual(['feb-first', 'leap']);
    expect((await client.get('/api/calendar/info')).body).toMatchObject({
      source: 'ics',
      subscribeUrl: null,
      pageUrl: null,
      stale: false,
    });
  });

  it('answers empty lists, not an error, when no source is configured', async () => {
    const { server, client } = await startWith({});
    servers.push(server);
    const upcoming = await client.get('/api/calendar/upcoming');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body).toEqual([]);
    expect((await client.get('/api/calendar/month/2026/1')).body).toEqual([]);
    expect((await client.get('/api/calendar/info')).body).toEqual({
      timezone: 'Asia/Kuala_Lumpur',
      source: null,
      subscribeUrl: null,
      pageUrl: null,
      fetchedAt: null,
      ageSeconds: null,
      stale: false,
      covers: null,
    });
  });
});
