import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isOutputCheck, outputCheck } from './output-check';
import { appRouter } from './root';
import { taskOutputSchema } from './tasks/service';
import { currentUserSchema } from './users/current-user';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>;

const task = {
  id: 7,
  title: 'Sediakan bahan liturgi',
  description: null,
  assignorId: 2,
  assignorName: 'Pengerusi',
  assigneeId: 3,
  assigneeName: 'Ahli',
  startDate: '2026-03-01',
  dueDate: '2026-03-08',
  isUrgent: false,
  status: 'Belum Selesai',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-02T10:00:00.123Z',
  canEdit: true,
};

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('output checks', () => {
  it('every procedure checks its output with a compiled check', () => {
    const unchecked = Object.entries(procedures)
      .filter(([, procedure]) => !isOutputCheck(procedure._def.output))
      .map(([path]) => path);
    expect(unchecked).toEqual([]);
    const uncompiled = Object.entries(procedures).filter(([, procedure]) => {
      const { schema } = procedure._def.output as { schema: z.ZodType };
      try {
        z.compile(schema, { strict: true });
        return false;
      } catch {
        return true;
      }
    });
    expect(uncompiled.map(([path]) => path)).toEqual([]);
  });

  it('leaves out what the schema does not name: a password hash never reaches an answer', () => {
    const check = outputCheck(currentUserSchema);
    const user = {
      id: 1,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '0123456789',
      role: 'Ahli Biasa',
      ministry: 'Liturgi',
      profilePhoto: null,
      joinDate: '2026-01-01T00:00:00.000Z',
      ministryRoles: [],
    };
    const answer = check.parse({ ...user, passwordHash: '$argon2id$v=19$secret', sessionId: 'abc' });
    expect(answer).toEqual(user);
    expect(Object.keys(answer)).not.toContain('passwordHash');
  });

  it('refuses what zod refuses, with the same error', () => {
    const check = outputCheck(z.array(taskOutputSchema));
    expect(check.parse([task, task])).toEqual([task, task]);
    for (const bad of [
      { ...task, dueDate: '2026-02-30' },
      { ...task, createdAt: '2026-02-01 10:00:00' },
      { ...task, id: 1.5 },
      { ...task, canEdit: 'true' },
      { ...task, title: undefined },
    ]) {
      const compiledError = thrown(() => check.parse([task, bad]));
      const zodError = thrown(() => z.array(taskOutputSchema).parse([task, bad]));
      expect(compiledError).toBeInstanceOf(z.ZodError);
      expect((compiledError as z.ZodError).issues).toEqual((zodError as z.ZodError).issues);
    }
  });
});
