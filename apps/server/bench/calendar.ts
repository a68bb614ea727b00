// Prints the answer time of GET /api/calendar/upcoming on a cold fetch (empty cache: the server fetches,
// parses and expands the feed while the member waits) and from cache, for a feed of N events served by a
// local HTTP server, against the real server on an in-memory PGlite.
// Run: pnpm --filter @kubm/server bench:calendar [500]  (the number of events; default 500)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { calendarText, manyEvents } from '../test/calendar-fixtures';

const count = Number(process.argv[2] ?? 500);
const COLD_RUNS = 5;
const CACHED_REQUESTS = 300;

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
  return `${name.padEnd(22)} n=${String(sorted.length).padEnd(4)} p50 ${f(percentile(sorted, 50))} ms  p90 ${f(percentile(sorted, 90))} ms  max ${f(sorted.at(-1) ?? Number.NaN)} ms`;
}

const feedText = calendarText(manyEvents(count));
const feed = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feedText);
});
await new Promise<void>((done) => feed.listen(0, '127.0.0.1', done));
const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/kubm.ics`;

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

const cold: number[] = [];
const cached: number[] = [];
let events = 0;
try {
  for (let run = 0; run < COLD_RUNS; run++) {
    // A new server each time: its calendar has never fetched the feed.
    const app = createApp(
      loadConfig({ PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', CALENDAR_ICS_URL: feedUrl }),
    );
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
  print(
    `feed: ${count} VEVENTs (every 7th weekly ×20), ${(Buffer.byteLength(feedText) / 1024).toFixed(0)} KB; upcoming answers ${events} events`,
  );
  print(summary('cold fetch (1st run)', cold.slice(0, 1)));
  print(summary('cold fetch (runs 2–5)', cold.slice(1)));
  print(summary('from cache', cached));
} finally {
  await new Promise<void>((done) => feed.close(() => done()));
}
