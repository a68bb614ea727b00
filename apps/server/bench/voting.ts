// How cheap the live voting page is: 100 pages polling GET /api/voting-results every 30 s for 5 minutes
// against the real server (in-memory PGlite) and a local sheet server that counts its hits, and the bytes
// one unchanged poll (a 304) costs on the wire.
//
// Run: pnpm --filter @kubm/server bench:voting          (time compressed 30×: 10 s)
//      pnpm --filter @kubm/server bench:voting --real   (real time: 5 minutes)
//
// Compressed time divides every interval by the same factor (poll period, VOTING_REFRESH_SECONDS, the run's
// length, the sheet's changes), so the number of sheet fetches is the one the real 5 minutes would cause:
// it depends only on the ratios, as long as a fetch (a few ms here) is short against the scaled interval.
import { Agent, createServer, type IncomingHttpHeaders, request } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';

const REAL = process.argv.includes('--real');
/** Real seconds per simulated second. */
const SCALE = REAL ? 1 : 1 / 30;

const PAGES = 100;
const POLL_SECONDS = 30; // the page polls every 30 s (LIMITS.votingRefreshMs)
const RUN_SECONDS = 5 * 60;
const REFRESH_SECONDS = 15; // VOTING_REFRESH_SECONDS' default
/** A new form response arrives this often, so some polls see a change (a 200) and most do not (a 304). */
const NEW_RESPONSE_EVERY_SECONDS = 60;
/** The sheet at the start: respondents of a form with 4 questions. */
const RESPONDENTS = 200;

const PATH = '/api/voting-results';

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

const pause = (seconds: number) => new Promise((done) => setTimeout(done, seconds * SCALE * 1000));

// ---- the sheet: a Google Form's responses, growing by one response per NEW_RESPONSE_EVERY_SECONDS ----
const CANDIDATES = ['Ana Lim', 'Ben Raj', 'Chong Wei', 'Dina Marie'];
const HEADER =
  'Timestamp,Pemilihan AJK: Pengerusi,Pemilihan AJK: Setiausaha,Pemilihan AJK: Bendahari,Aktiviti: Pilih aktiviti (pilih beberapa)';
function responseRow(i: number): string {
  const pick = (k: number) => CANDIDATES[(i * (k + 3) + k) % CANDIDATES.length];
  return `2026/03/01 10:${String(i % 60).padStart(2, '0')}:00 AM GMT+8,${pick(0)},${pick(1)},${pick(2)},"Futsal, Koir"`;
}
let respondents = RESPONDENTS;
const sheetText = () =>
  [HEADER, ...Array.from({ length: respondents }, (_, i) => responseRow(i))].join('\r\n');

let sheetHits = 0;
const sheet = createServer((_req, res) => {
  sheetHits++;
  res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(sheetText());
});
await new Promise<void>((done) => sheet.listen(0, '127.0.0.1', done));
const sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/pub?output=csv`;

const app = createApp(
  loadConfig({
    PORT: '0',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    VOTING_CSV_URL: sheetUrl,
    VOTING_SURVEY_URL: 'https://forms.example/undian-kubm',
    VOTING_REFRESH_SECONDS: String(REFRESH_SECONDS * SCALE),
    VOTING_RETRY_SECONDS: String(REFRESH_SECONDS * SCALE),
    // The server's keep-alive is scaled too, so connections live as long (relative to the polls) as for real.
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: String(5 * SCALE),
  }),
);
const { url } = await app.start();
const { hostname, port } = new URL(url);

// ---- one page: its own connection (a keep-alive agent), polling with the last ETag like the web app ----
interface PageStats {
  polls: number;
  ok: number;
  notModified: number;
  sockets: Set<Socket>;
}

function get(agent: Agent, etag: string | null, sockets: Set<Socket>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
    const req = request(
      {
        host: hostname,
        port,
        path: PATH,
        agent,
        headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('socket', (socket) => sockets.add(socket));
    req.on('error', fail);
    req.end();
  });
}

async function page(until: number): Promise<PageStats> {
  const stats: PageStats = { polls: 0, ok: 0, notModified: 0, sockets: new Set() };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let etag: string | null = null;
  // Pages are opened at different moments: each starts somewhere in its first poll period.
  await pause(Math.random() * POLL_SECONDS);
  while (Date.now() < until) {
    const res = await get(agent, etag, stats.sockets);
    stats.polls++;
    if (res.status === 200) {
      stats.ok++;
      etag = String(res.headers.etag);
    } else if (res.status === 304) stats.notModified++;
    else throw new Error(`${PATH} answered ${res.status}`);
    if (Date.now() + POLL_SECONDS * SCALE * 1000 >= until) break;
    await pause(POLL_SECONDS);
  }
  agent.destroy();
  return stats;
}

// ---- the bytes of one poll, as they cross the wire (HTTP/1.1 message; TCP/TLS framing not counted) ----
function rawExchange(requestText: string): Promise<{ requestBytes: number; response: string }> {
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => socket.write(requestText));
    let response = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      response += chunk;
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(response.slice(0, end));
      const bodyLength = length ? Number(length[1]) : 0;
      if (response.length >= end + 4 + bodyLength) {
        socket.end();
        done({ requestBytes: Buffer.byteLength(requestText, 'latin1'), response });
      }
    });
    socket.on('error', fail);
  });
}

/** What the web app's fetch sends (Accept and If-None-Match), with the headers Chromium adds to any fetch. */
function browserPoll(etag: string | null): string {
  const lines = [
    `GET ${PATH} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: keep-alive',
    'sec-ch-ua-platform: "Android"',
    'User-Agent: Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Accept: application/json',
    'sec-ch-ua: "Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
    'sec-ch-ua-mobile: ?1',
    'Sec-Fetch-Site: same-origin',
    'Sec-Fetch-Mode: cors',
    'Sec-Fetch-Dest: empty',
    `Referer: http://${hostname}:${port}/keputusan-undian`,
    'Accept-Encoding: gzip, deflate, br, zstd',
    'Accept-Language: ms-MY,ms;q=0.9,en-US;q=0.8,en;q=0.7',
    ...(etag ? [`If-None-Match: ${etag}`] : []),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function minimalPoll(etag: string): string {
  return `GET ${PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: application/json\r\nIf-None-Match: ${etag}\r\n\r\n`;
}

try {
  // Warm: the first fetch of the sheet, before the pages open (as when the server has been up a while).
  await fetch(`${url}${PATH}`).then((r) => r.text());
  const hitsBefore = sheetHits;
  const started = Date.now();
  const until = started + RUN_SECONDS * SCALE * 1000;
  let changes = 0;
  const grow = setInterval(
    () => {
      respondents++;
      changes++;
    },
    NEW_RESPONSE_EVERY_SECONDS * SCALE * 1000,
  );
  const pages = await Promise.all(Array.from({ length: PAGES }, () => page(until)));
  clearInterval(grow);
  const elapsed = (Date.now() - started) / 1000 / SCALE;
  const fetches = sheetHits - hitsBefore;
  const sum = (pick: (p: PageStats) => number) => pages.reduce((n, p) => n + pick(p), 0);
  const sockets = pages.flatMap((p) => [...p.sockets]);
  const wireBytes = sockets.reduce((n, s) => n + s.bytesRead + s.bytesWritten, 0);
  const polls = sum((p) => p.polls);

  // One unchanged poll, byte for byte: first let the server's refresh catch up with the sheet's last change.
  await pause(REFRESH_SECONDS);
  await fetch(`${url}${PATH}`).then((r) => r.text());
  await new Promise((done) => setTimeout(done, 200));
  const current = await fetch(`${url}${PATH}`);
  const fullBody = await current.text();
  const etag = current.headers.get('etag') as string;
  const browser304 = await rawExchange(browserPoll(etag));
  const minimal304 = await rawExchange(minimalPoll(etag));
  const browser200 = await rawExchange(browserPoll(null));
  const trpc = await fetch(`${url}/trpc/voting.results`);
  const trpcBody = await trpc.text();
  const status = (raw: string) => raw.slice(0, raw.indexOf('\r\n'));
  const bytes = (raw: string) => Buffer.byteLength(raw, 'latin1');

  print(
    `mode: ${REAL ? 'real time' : `time compressed ${1 / SCALE}× (every interval divided alike; figures are for the real ${RUN_SECONDS / 60} minutes)`}`,
  );
  print(
    `${PAGES} pages polling every ${POLL_SECONDS} s for ${elapsed.toFixed(0)} s; VOTING_REFRESH_SECONDS ${REFRESH_SECONDS}; a new form response every ${NEW_RESPONSE_EVERY_SECONDS} s (${changes} changes); sheet ${RESPONDENTS} responses, ${(Buffer.byteLength(sheetText()) / 1024).toFixed(1)} KB`,
  );
  print(
    `sheet fetches: ${fetches}   (limit: at most one per ${REFRESH_SECONDS} s = ${Math.floor(elapsed / REFRESH_SECONDS) + 1})`,
  );
  print(
    `polls: ${polls}   200: ${sum((p) => p.ok)}   304: ${sum((p) => p.notModified)}   connections: ${sockets.length}`,
  );
  print(
    `wire bytes of all polls (HTTP messages both ways): ${(wireBytes / 1024).toFixed(1)} KB, ${(wireBytes / polls).toFixed(0)} B per poll on average (this client sends minimal headers)`,
  );
  print('one unchanged poll (304, no body):');
  print(
    `  browser-like request ${browser304.requestBytes} B + response ${bytes(browser304.response)} B = ${browser304.requestBytes + bytes(browser304.response)} B   [${status(browser304.response)}]`,
  );
  print(
    `  minimal request      ${minimal304.requestBytes} B + response ${bytes(minimal304.response)} B = ${minimal304.requestBytes + bytes(minimal304.response)} B`,
  );
  print(
    `for comparison, a changed poll (200): browser-like request ${browser200.requestBytes} B + response ${bytes(browser200.response)} B (body ${Buffer.byteLength(fullBody)} B, ${JSON.parse(fullBody).results.length} results); the tRPC door answers ${Buffer.byteLength(trpcBody)} B of body on every poll, changed or not`,
  );
  print('the 304 response as sent:');
  for (const line of browser304.response.split('\r\n').filter(Boolean)) print(`  ${line}`);
} finally {
  await app.stop();
  await new Promise<void>((done) => sheet.close(() => done()));
}
