// Prints register and login latency (p50, p90, max) against the real server on an in-memory PGlite.
// Run: pnpm --filter @kubm/server bench:auth [40]  (the number of accounts; default 30)
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';

const count = Number(process.argv[2] ?? 30);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `${name.padEnd(9)} n=${sorted.length}  p50 ${f(percentile(sorted, 50))} ms  p90 ${f(percentile(sorted, 90))} ms  max ${f(sorted.at(-1) ?? Number.NaN)} ms`;
}

async function timed(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

// Open registration: every account here registers without the portal's code (closed is the default).
const app = createApp(
  loadConfig({ PORT: '0', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', REGISTRATION_OPEN: 'true' }),
);
const { url } = await app.start();
try {
  const accounts = Array.from({ length: count }, (_, i) => ({
    name: `Ahli Penanda Aras ${i}`,
    email: `bench${i}@contoh.my`,
    phone: '0123456789',
    password: 'rahsia-penanda-aras',
    ministryRoles: [{ ministry: 'KOIR (MINISTRI)', role: 'Member' }],
  }));
  // One warm-up of each, so module loading and the first hash are not counted.
  await timed(`${url}/api/register`, { ...accounts[0], email: 'warmup@contoh.my' });
  await timed(`${url}/api/login`, { email: 'warmup@contoh.my', password: 'rahsia-penanda-aras' });

  const register: number[] = [];
  for (const account of accounts) register.push(await timed(`${url}/api/register`, account));
  const login: number[] = [];
  for (const account of accounts)
    login.push(await timed(`${url}/api/login`, { email: account.email, password: account.password }));

  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures.
  console.log(`${summary('register', register)}\n${summary('login', login)}`);
} finally {
  await app.stop();
}
