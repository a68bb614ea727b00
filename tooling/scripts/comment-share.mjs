#!/usr/bin/env node
// Prints the share of comment lines in the source outside tests, per workspace and in all, so the
// figure the contributors' guide aims for (under 6 %) can be checked: `node tooling/scripts/comment-share.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const TEST = /(\.test\.|\.spec\.|(^|\/)(test|tests|testing|e2e)\/)/;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.includes('/migrations/'));

const totals = new Map();
for (const file of files) {
  const area = file.split('/').slice(0, 2).join('/');
  const entry = totals.get(area) ?? { code: 0, comment: 0 };
  let inBlock = false;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (inBlock) {
      entry.comment++;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//')) {
      entry.comment++;
    } else if (line.startsWith('/*')) {
      entry.comment++;
      inBlock = !line.includes('*/');
    } else {
      entry.code++;
    }
  }
  totals.set(area, entry);
}

const share = ({ code, comment }) => `${((100 * comment) / (code + comment || 1)).toFixed(1)} %`;
const all = { code: 0, comment: 0 };
for (const [area, entry] of [...totals].sort()) {
  all.code += entry.code;
  all.comment += entry.comment;
  process.stdout.write(
    `${area.padEnd(24)} ${String(entry.comment).padStart(6)} of ${String(entry.code + entry.comment).padStart(6)} lines  ${share(entry)}\n`,
  );
}
process.stdout.write(
  `${'all'.padEnd(24)} ${String(all.comment).padStart(6)} of ${String(all.code + all.comment).padStart(6)} lines  ${share(all)}\n`,
);
