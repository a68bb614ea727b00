// `pnpm admin:set-role` as an operator runs it: on the embedded database it waits for the server to stop
// (the data folder is locked), then grants the role, which the next start serves.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registration } from './fixtures';
import { createClient, startTestServer } from './harness';

const serverDir = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'kubm-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function setRole(...args: string[]) {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...env } = process.env;
  const run = spawnSync(join(serverDir, 'node_modules', '.bin', 'tsx'), ['src/admin-set-role.ts', ...args], {
    cwd: serverDir,
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

describe('pnpm admin:set-role', () => {
  it('grants a leadership role on the embedded database once the server has stopped', async () => {
    // DATABASE_URL '' keeps this on the embedded database in the PostgreSQL pass too.
    const embedded = { DATA_DIR: dataDir, DATABASE_URL: '' };
    let server = await startTestServer(embedded);
    const member = registration({ name: 'Maria Goh' });
    try {
      expect((await createClient(server.url).post('/api/register', registration())).status).toBe(201);
      expect((await createClient(server.url).post('/api/register', member)).status).toBe(201);

      const whileRunning = setRole(member.email, 'Pengerusi KUBM');
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toContain('is in use by another process');
    } finally {
      await server.stop();
    }

    expect(setRole(member.email, 'Raja').stderr).toMatch(/^Unknown role "Raja"/);
    expect(setRole(member.email)).toMatchObject({ code: 2 });
    expect(setRole(member.email.toUpperCase(), 'Pengerusi KUBM')).toEqual({
      code: 0,
      stdout: `Maria Goh <${member.email}> is now Pengerusi KUBM.`,
      stderr: '',
    });

    server = await startTestServer(embedded);
    try {
      const client = createClient(server.url);
      const login = await client.post('/api/login', { email: member.email, password: member.password });
      expect(login.body).toMatchObject({ role: 'Pengerusi KUBM' });
    } finally {
      await server.stop();
    }
  });
});
