// Gzip'd JavaScript and CSS each route loads on a first visit, from Vite's manifest; exits 1 over budget.
// Plain JavaScript so it runs on Node without a TypeScript loader.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST_DIR = process.argv[2] ?? join(WEB_DIR, 'dist');
const ENTRY = 'index.html';

// Keep in step with routes.tsx and app-shell.tsx: a name missing from the manifest stops the script.
const SIGNED_IN_FRAME = ['src/components/user-menu.tsx'];

const ROUTES = [
  { path: '/auth', lazy: ['src/screens/auth/auth-screen.tsx'], budget: 130_000 },
  { path: '/reset-password', lazy: ['src/screens/reset-password/reset-password-screen.tsx'] },
  { path: '/carta-organisasi', lazy: ['src/screens/org-chart/public-org-chart-screen.tsx'] },
  { path: '/keputusan-undian', lazy: ['src/screens/voting-results/voting-results-screen.tsx'] },
  { path: '/ (dashboard)', lazy: [...SIGNED_IN_FRAME, 'src/screens/dashboard/dashboard-screen.tsx'] },
  { path: '/links', lazy: [...SIGNED_IN_FRAME, 'src/screens/links/links-screen.tsx'] },
  { path: '/profile', lazy: [...SIGNED_IN_FRAME, 'src/screens/profile/profile-screen.tsx'] },
  { path: '/org-chart', lazy: [...SIGNED_IN_FRAME, 'src/screens/org-chart/org-chart-screen.tsx'] },
  { path: '/calendar', lazy: [...SIGNED_IN_FRAME, 'src/screens/calendar/calendar-screen.tsx'] },
  { path: '/tasks', lazy: [...SIGNED_IN_FRAME, 'src/screens/tasks/tasks-screen.tsx'] },
  { path: '/members', lazy: [...SIGNED_IN_FRAME, 'src/screens/members/members-screen.tsx'] },
];

function readManifest() {
  const file = join(DIST_DIR, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    process.stderr.write(`Cannot read ${file} (${error.code ?? error.message}): run \`pnpm build\` first.\n`);
    process.exit(2);
  }
}

const manifest = readManifest();

function chunk(key) {
  const found = manifest[key];
  if (!found) {
    process.stderr.write(
      `${key} is not in the build manifest: update ROUTES in ${fileURLToPath(import.meta.url)}.\n`,
    );
    process.exit(2);
  }
  return found;
}

function collect(key, files) {
  const entry = chunk(key);
  if (files.has(entry.file)) return;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const imported of entry.imports ?? []) collect(imported, files);
}

const sizes = new Map();
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(DIST_DIR, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

function total(files, extension) {
  const sum = { raw: 0, gzip: 0, brotli: 0, count: 0 };
  for (const file of files) {
    if (!file.endsWith(extension)) continue;
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
    sum.count += 1;
  }
  return sum;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pad = (text, width) => text.padStart(width);

process.stdout.write(
  `${'route'.padEnd(20)}${pad('JS files', 9)}${pad('JS raw', 12)}${pad('JS gzip', 12)}${pad('JS brotli', 12)}${pad('CSS gzip', 11)}${pad('budget', 16)}\n`,
);
let overBudget = false;
for (const route of ROUTES) {
  const files = new Set();
  collect(ENTRY, files);
  for (const key of route.lazy) collect(key, files);
  const js = total(files, '.js');
  const css = total(files, '.css');
  const over = route.budget !== undefined && js.gzip > route.budget;
  overBudget ||= over;
  const budget = route.budget === undefined ? '' : `${kb(route.budget)}${over ? ' OVER' : ''}`;
  process.stdout.write(
    `${route.path.padEnd(20)}${pad(String(js.count), 9)}${pad(kb(js.raw), 12)}${pad(kb(js.gzip), 12)}${pad(kb(js.brotli), 12)}${pad(kb(css.gzip), 11)}${pad(budget, 16)}\n`,
  );
}
process.stdout.write('KB = 1000 bytes; gzip level 9, brotli quality 11, each file compressed on its own.\n');
if (overBudget) {
  process.stderr.write('A route is over its JavaScript budget (gzip).\n');
  process.exit(1);
}
