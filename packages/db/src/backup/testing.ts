import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { activities, links, members, tasks, userMinistryRoles, users } from '../schema';
import { backupTables, quoteIdent, rowsOf } from './tables';
import { writeBackup } from './write';

export async function backupToBuffer(handle: DatabaseHandle): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(handle.db, handle.driver, out);
  return Buffer.concat(chunks);
}

/** Every backed-up table's rows as JSON text (UTC), in key order: equal dumps, equal data. */
export async function dumpTables(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const dump: Record<string, string[]> = {};
    for (const table of backupTables()) {
      const order = table.orderBy.map(quoteIdent).join(', ') || '1';
      const rows = rowsOf<{ line: string }>(
        await tx.execute(
          sql.raw(`select row_to_json(t)::text as line from ${table.qualified} t order by ${order}`),
        ),
      );
      dump[table.name] = rows.map((row) => row.line);
    }
    return dump;
  });
}

export async function fillPortal(handle: DatabaseHandle, size = 3): Promise<void> {
  const { db } = handle;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: size + 1 }, (_, i) => ({
        name: `Ahli ${i} "petik" \\ ñ 😀`,
        email: `ahli${i}@contoh.my`,
        phone: '0123456789',
        passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$hash${i}`,
        role: 'Ahli Biasa',
        ministry: 'Umum',
        joinDate: new Date(Date.UTC(2026, 0, 1, 8, 30, 15, 123)),
      })),
    )
    .returning({ id: users.id });
  const ids = people.map((p) => p.id);
  await db.insert(members).values(ids.map((userId) => ({ userId })));
  await db
    .insert(userMinistryRoles)
    .values(ids.map((userId) => ({ userId, ministry: 'IKD (MINISTRI)', role: 'Ahli' })));
  await db.insert(tasks).values(
    ids.map((assigneeId, i) => ({
      title: `Tugas ${i}`,
      description: i % 2 ? null : 'Baris satu\nbaris dua',
      assignorId: ids[0] ?? null,
      assigneeId,
      startDate: '2026-01-01',
      dueDate: '2026-01-02',
      isUrgent: i % 2 === 0,
    })),
  );
  await db.insert(links).values(
    ids.map((createdById, i) => ({
      title: `Pautan ${i}`,
      url: `https://contoh.my/${i}`,
      category: 'Lain-lain',
      createdById,
    })),
  );
  await db.insert(activities).values(ids.map((userId) => ({ userId, description: 'menyertai' })));
  // The newest user leaves: the sequence is ahead of the largest id left.
  const last = ids.at(-1);
  if (last !== undefined) await db.execute(sql`delete from users where id = ${last}`);
}
