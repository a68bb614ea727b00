import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createDatabase, links, members, tasks, userMinistryRoles, users } from '@kubm/db';
import { expect } from 'vitest';
import { registration } from './fixtures';
import { createClient } from './harness';
import { createTask, type Person, signedUp } from './task-fixtures';

const serverDir = resolve(import.meta.dirname, '..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Only `env` names the database: the test process's database variables are not inherited. */
export function runCommand(
  script: 'db-backup' | 'db-restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const {
    DATABASE_URL: _db,
    TEST_DATABASE_URL: _test,
    DATA_DIR: _dir,
    BACKUP_DIR: _backups,
    ...inherited
  } = process.env;
  return new Promise((done, fail) => {
    const child = spawn(join(serverDir, 'node_modules', '.bin', 'tsx'), [`src/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...inherited, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

interface Written {
  links: { id: number; title: string; url: string }[];
  tasks: { id: number; title: string }[];
  emails: string[];
}

/** Each write changes rows together (task title and description; a registration's user, member, pairs). */
export async function startWriters(url: string) {
  const owner = await signedUp(url);
  let stopped = false;
  const written: Written = { links: [], tasks: [], emails: [] };
  const linkWriter = async (person: Person, tag: string) => {
    for (let i = 0; !stopped; i++) {
      const title = `${tag}-${i}`;
      const res = await person.client.post('/api/links', {
        title,
        url: `https://contoh.my/${title}`,
        description: `Pautan ${title}`,
        category: 'Lain-lain',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      written.links.push({ id: (res.body as { id: number }).id, title, url: `https://contoh.my/${title}` });
    }
  };
  const taskWriter = async () => {
    for (let i = 0; !stopped; i++) {
      const task = await createTask(owner, owner.id, { title: `t${i}-v0`, description: `t${i}-v0` });
      written.tasks.push({ id: task.id, title: task.title });
      const edit = await owner.client.put(`/api/tasks/${task.id}`, {
        title: `t${i}-v1`,
        description: `t${i}-v1`,
        assigneeId: owner.id,
        startDate: '2026-03-02',
        dueDate: '2026-03-06',
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    }
  };
  const registrar = async () => {
    while (!stopped) {
      const input = registration();
      const res = await createClient(url).post('/api/register', input);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      written.emails.push(input.email);
    }
  };
  const second = await signedUp(url);
  const running = Promise.all([linkWriter(owner, 'a'), linkWriter(second, 'b'), taskWriter(), registrar()]);
  return {
    written,
    async stop(): Promise<Written> {
      stopped = true;
      await running;
      return written;
    },
  };
}

/** One snapshot: each writer's rows are a prefix of what it wrote, every row and registration whole. */
export async function expectOneSnapshot(
  target: { databaseUrl?: string; dataDir: string },
  written: Written,
): Promise<{ links: number; tasks: number; users: number }> {
  const database = await createDatabase({ ...target, migrate: false });
  try {
    const { db } = database;
    const restoredLinks = (await db.select().from(links)).sort((x, y) => x.id - y.id);
    for (const tag of ['a', 'b']) {
      const mine = written.links.filter((l) => l.title.startsWith(`${tag}-`));
      const restored = restoredLinks.filter((l) => l.title.startsWith(`${tag}-`));
      expect(restored.map((l) => l.title)).toEqual(mine.slice(0, restored.length).map((l) => l.title));
      for (const [i, link] of restored.entries()) {
        expect(link).toMatchObject({
          id: mine[i]?.id,
          url: mine[i]?.url,
          description: `Pautan ${link.title}`,
        });
      }
    }
    const restoredTasks = (await db.select().from(tasks)).sort((x, y) => x.id - y.id);
    expect(restoredTasks.map((t) => t.id)).toEqual(
      written.tasks.slice(0, restoredTasks.length).map((t) => t.id),
    );
    for (const task of restoredTasks) expect(task.description).toBe(task.title);
    const restoredUsers = await db.select({ id: users.id, email: users.email }).from(users);
    const memberIds = new Set(
      (await db.select({ userId: members.userId }).from(members)).map((m) => m.userId),
    );
    const pairIds = new Set(
      (await db.select({ userId: userMinistryRoles.userId }).from(userMinistryRoles)).map((p) => p.userId),
    );
    for (const user of restoredUsers) {
      expect(memberIds.has(user.id) && pairIds.has(user.id), user.email).toBe(true);
    }
    const registered = restoredUsers.map((u) => u.email).filter((e) => written.emails.includes(e));
    expect(registered.sort()).toEqual(written.emails.slice(0, registered.length).sort());
    return { links: restoredLinks.length, tasks: restoredTasks.length, users: restoredUsers.length };
  } finally {
    await database.close();
  }
}

/** Raw SQL: the code's schema has columns that later migrations add. */
export async function insertMemberAtFirstSchema(db: { execute(query: string): Promise<unknown> }) {
  await db.execute(
    "insert into users (name, email, phone, password_hash, role, ministry) values ('Lama', 'lama@contoh.my', '0123456789', 'x', 'Member', 'IKD (MINISTRI)')",
  );
}
