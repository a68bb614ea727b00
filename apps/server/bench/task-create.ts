// Prints the time of POST /api/tasks (median and p95) against the real server on an in-memory PGlite, with
// the assignee's e-mail going to a mail server that works, one that accepts and never speaks, and one
// that refuses connections: the e-mail is sent after the answer, so the three should not differ.
// Run: pnpm --filter @kubm/server bench:tasks [200]  (requests per case; default 200)
// SMTP_TIMEOUT_SECONDS and SMTP_MAX_CONNECTIONS in the environment reach the server (default 30 s: stopping
// the hanging case waits that long for the last e-mails to give up).
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { registration } from '../test/fixtures';
import { createClient } from '../test/harness';
import { refusedSmtpUrl, startBrokenSmtpServer, startSmtpServer } from '../test/smtp';

const count = Number(process.argv[2] ?? 200);
const WARM_UP = 10;

function print(line: string) {
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(line);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Case {
  name: string;
  smtpUrl: string;
  /** What the mail server saw, printed after the figures. */
  seen(): string;
  stop(): Promise<void>;
}

async function reachable(): Promise<Case> {
  const smtp = await startSmtpServer();
  return {
    name: 'SMTP reachable',
    smtpUrl: smtp.url,
    seen: () => `${smtp.received.length} e-mails received`,
    stop: smtp.stop,
  };
}

async function hanging(): Promise<Case> {
  const silent = await startBrokenSmtpServer('silent');
  return {
    name: 'SMTP hanging',
    smtpUrl: silent.url,
    seen: () => `${silent.accepted()} connections, at most ${silent.mostOpen()} open at once`,
    stop: silent.stop,
  };
}

async function refused(): Promise<Case> {
  return {
    name: 'SMTP refused',
    smtpUrl: await refusedSmtpUrl(),
    seen: () => 'nothing listening',
    stop: async () => {},
  };
}

async function run(make: () => Promise<Case>): Promise<string> {
  const mail = await make();
  const app = createApp(
    loadConfig({
      PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      // Two members register: open registration, so the second needs no code.
      REGISTRATION_OPEN: 'true',
      SMTP_URL: mail.smtpUrl,
      SMTP_TIMEOUT_SECONDS: process.env.SMTP_TIMEOUT_SECONDS,
      SMTP_MAX_CONNECTIONS: process.env.SMTP_MAX_CONNECTIONS,
    }),
  );
  const { url } = await app.start();
  let stopMs = 0;
  const times: number[] = [];
  try {
    const giver = createClient(url);
    const doer = createClient(url);
    const doerReg = registration({ name: 'Ahli Penerima' });
    mustBe((await giver.post('/api/register', registration({ name: 'Ahli Pemberi' }))).status, 201);
    const registered = await doer.post('/api/register', doerReg);
    mustBe(registered.status, 201);
    const assigneeId = (registered.body as { id: number }).id;
    const body = (i: number) => ({
      title: `Tugas penanda aras ${i}`,
      description: 'Diukur oleh bench:tasks',
      assigneeId,
      startDate: '2026-03-02',
      dueDate: '2026-03-16',
      isUrgent: i % 2 === 0,
    });
    for (let i = 0; i < WARM_UP + count; i++) {
      const started = performance.now();
      const res = await giver.post('/api/tasks', body(i));
      const ms = performance.now() - started;
      mustBe(res.status, 201);
      if (i >= WARM_UP) times.push(ms);
    }
  } finally {
    const stopping = performance.now();
    await app.stop();
    stopMs = performance.now() - stopping;
    await mail.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `${mail.name.padEnd(15)} n=${sorted.length}  median ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  max ${f(sorted.at(-1) ?? Number.NaN)} ms  | mail server: ${mail.seen()}; stop took ${(stopMs / 1000).toFixed(1)} s`;
}

function mustBe(actual: number, wanted: number) {
  if (actual !== wanted) throw new Error(`expected HTTP ${wanted}, got ${actual}`);
}

print(`POST /api/tasks, one at a time, PGlite in memory, each task e-mailed to its assignee`);
for (const make of [reachable, hanging, refused]) print(await run(make));
