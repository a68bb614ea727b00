// Prints /api/calendar/upcoming cold and cached for a feed of N events, then, for a ~4.9 MB feed of deep
// recurrences, read and expand times, heap, and /api/health latency meanwhile.
// Run: pnpm --filter @kubm/server bench:calendar [500] [--mb 4.9]  (--mb 0 leaves the deep feed out)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// The reader itself, timed apart from HTTP (the package exports only its router).
import { expandIcs, parseIcs } from '../../../packages/api/src/calendar/ics';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { calendarText, manyEvents } from '../test/calendar-fixtures';

const args = process.argv.slice(2);
const mbAt = args.indexOf('--mb');
const targetMb = mbAt === -1 ? 4.9 : Number(args[mbAt + 1]);
const count = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--mb') ?? 500);
const COLD_RUNS = 5;
const CACHED_REQUESTS = 300;
const ZONE = 'Asia/Kuala_Lumpur';

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${name.padEnd(30)} n=${String(sorted.length).padEnd(5)} p50 ${f(percentile(sorted, 50))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted.at(-1) ?? Number.NaN)} ms`;
}

/** About `mb` MB of iCalendar: one-off events 2015–2030, and 7 in 100 a series reaching back to 2000. */
function deepFeed(mb: number): { text: string; events: number } {
  const events: string[][] = [];
  const pad = (n: number) => String(n).padStart(2, '0');
  const description =
    'Sila hadir awal\\, bawa Alkitab dan buku nyanyian. Butiran lanjut dalam kumpulan WhatsApp jawatankuasa.';
  let bytes = 0;
  for (let i = 0; bytes < mb * 1024 * 1024; i++) {
    const year = 2015 + (i % 16);
    const month = 1 + (i % 12);
    const day = 1 + (i % 28);
    const hour = 8 + (i % 12);
    const stamp = `${year}${pad(month)}${pad(day)}T${pad(hour)}0000`;
    const lines = [`UID:deep-${i}@kubm`, 'DTSTAMP:20260101T000000Z', `SUMMARY:Acara ${i}`];
    const kind = i % 100;
    if (kind === 0) {
      lines.push(
        `DTSTART;TZID=Asia/Kuala_Lumpur:200001${pad(day)}T${pad(hour)}0000`,
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY',
        `EXDATE;TZID=Asia/Kuala_Lumpur:202601${pad(day)}T${pad(hour)}0000,202602${pad(day)}T${pad(hour)}0000`,
      );
    } else if (kind === 1 || kind === 2) {
      lines.push(
        `DTSTART;TZID=Europe/London:2000${pad(month)}${pad(day)}T${pad(hour)}0000`,
        `DTEND;TZID=Europe/London:2000${pad(month)}${pad(day)}T${pad(hour)}3000`,
        'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
      );
      events.push([
        `UID:deep-${i}@kubm`,
        'SEQUENCE:1',
        `RECURRENCE-ID;TZID=Europe/London:2026${pad(month)}${pad(day)}T${pad(hour)}0000`,
        `DTSTART;TZID=Europe/London:2026${pad(month)}${pad(day)}T${pad(hour + 1)}0000`,
        `DTEND;TZID=Europe/London:2026${pad(month)}${pad(day)}T${pad(hour + 1)}3000`,
        `SUMMARY:Acara ${i} (dipindah)`,
      ]);
    } else if (kind === 3 || kind === 4) {
      lines.push('DTSTART;VALUE=DATE:20000102', 'RRULE:FREQ=MONTHLY;BYDAY=1SU');
    } else if (kind === 5 || kind === 6) {
      lines.push(
        `DTSTART:2000${pad(month)}${pad(day)}T020000Z`,
        'DURATION:PT2H',
        'RRULE:FREQ=YEARLY;UNTIL=20200101T000000Z',
      );
    } else {
      lines.push(`DTSTART;TZID=Asia/Kuala_Lumpur:${stamp}`, 'DURATION:PT2H');
    }
    lines.push(`DESCRIPTION:${description}`, 'LOCATION:Dewan Paroki\\, Gereja St. Mary');
    events.push(lines);
    bytes += lines.reduce((n, line) => n + line.length + 2, 30);
  }
  return { text: calendarText(events), events: events.length };
}

function serveFeed(text: string) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text);
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((done) => {
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/kubm.ics`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    );
  });
}

async function signIn(url: string, i: number): Promise<string> {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Ahli Penanda Aras ${i}`,
      email: `kalendar${i}@contoh.my`,
      phone: '0123456789',
      password: 'rahsia-penanda-aras',
      ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
    }),
  });
  await res.text();
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function timedUpcoming(url: string, cookie: string): Promise<{ ms: number; events: number }> {
  const started = performance.now();
  const res = await fetch(`${url}/api/calendar/upcoming`, { headers: { cookie } });
  const body = (await res.json()) as unknown[];
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`/api/calendar/upcoming answered ${res.status}`);
  return { ms, events: body.length };
}

function startApp(feedUrl: string) {
  return createApp(
    loadConfig({
      PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      CALENDAR_ICS_URL: feedUrl,
      CALENDAR_FETCH_TIMEOUT_SECONDS: '600',
      REGISTRATION_OPEN: 'true',
    }),
  );
}

async function smallFeed() {
  const feedText = calendarText(manyEvents(count));
  const feed = await serveFeed(feedText);
  const cold: number[] = [];
  const cached: number[] = [];
  let events = 0;
  try {
    for (let run = 0; run < COLD_RUNS; run++) {
      // A new server each time: its calendar has never fetched the feed.
      const app = startApp(feed.url);
      const { url } = await app.start();
      try {
        const cookie = await signIn(url, run);
        const first = await timedUpcoming(url, cookie);
        cold.push(first.ms);
        events = first.events;
        if (run === COLD_RUNS - 1) {
          for (let i = 0; i < CACHED_REQUESTS; i++) cached.push((await timedUpcoming(url, cookie)).ms);
        }
      } finally {
        await app.stop();
      }
    }
  } finally {
    await feed.close();
  }
  print(
    `feed: ${count} VEVENTs (every 7th weekly ×20), ${(Buffer.byteLength(feedText) / 1024).toFixed(0)} KB; upcoming answers ${events} events`,
  );
  print(summary('cold fetch (1st run)', cold.slice(0, 1)));
  print(summary('cold fetch (runs 2–5)', cold.slice(1)));
  print(summary('from cache', cached));
}

async function deepParse(text: string) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const started = performance.now();
  const calendar = await parseIcs(text, { zone: ZONE });
  const parsed = performance.now();
  const now = Date.now();
  const window = { from: now, to: now + 92 * 86_400_000 };
  const expanded = await expandIcs(calendar, window, ZONE);
  const done = performance.now();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  global.gc?.();
  const held = process.memoryUsage().heapUsed - heapBefore;
  print(`read the feed:                  ${(parsed - started).toFixed(0)} ms`);
  print(
    `expand the upcoming window:     ${(done - parsed).toFixed(0)} ms (${expanded.events.length} occurrences)`,
  );
  print(
    `heap: peak +${((peak - heapBefore) / 1048576).toFixed(0)} MB while reading, +${(held / 1048576).toFixed(0)} MB held after${global.gc ? '' : ' (run node with --expose-gc for a settled figure)'}`,
  );
  return calendar.count;
}

/** /api/health, one request after another, until `work` settles: how long other requests wait meanwhile. */
async function healthDuring<T>(url: string, work: Promise<T>): Promise<{ result: T; health: number[] }> {
  const health: number[] = [];
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    health.push(performance.now() - started);
  }
  return { result: await settled, health };
}

async function deepServer(text: string) {
  const feed = await serveFeed(text);
  const app = startApp(feed.url);
  const { url } = await app.start();
  try {
    const cookie = await signIn(url, 99);
    // calendar/info waits for the first fetch (download and reading), and expands nothing.
    const fetchStarted = performance.now();
    const fetched = await healthDuring(
      url,
      fetch(`${url}/api/calendar/info`, { headers: { cookie } }).then((res) => res.json()),
    );
    print(`server fetch + read:            ${(performance.now() - fetchStarted).toFixed(0)} ms`);
    print(summary('/api/health during fetch+read', fetched.health));
    const cold = await healthDuring(url, timedUpcoming(url, cookie));
    print(`first upcoming (expand, answer): ${cold.result.ms.toFixed(0)} ms (${cold.result.events} events)`);
    print(summary('/api/health meanwhile', cold.health));
    const cached: number[] = [];
    for (let i = 0; i < 50; i++) cached.push((await timedUpcoming(url, cookie)).ms);
    print(summary('upcoming from cache (deep)', cached));
  } finally {
    await app.stop();
    await feed.close();
  }
}

await smallFeed();
if (targetMb > 0) {
  const deep = deepFeed(targetMb);
  print('');
  print(
    `deep feed: ${deep.events} VEVENTs, ${(Buffer.byteLength(deep.text) / 1048576).toFixed(2)} MB (since 2000: 1 in 100 daily with exceptions, 1 in 50 weekly with a changed instance, 1 in 50 monthly, 1 in 50 yearly that ended in 2020)`,
  );
  await deepParse(deep.text);
  await deepServer(deep.text);
}
