// Rules: docs/product.md#tasks.
import { type Database, members, tasks, users } from '@kubm/db';
import { DEFAULT_TASK_STATUS, idValue, type TaskForm } from '@kubm/validators';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { forbidden, notFound } from '../app-error';
import type { SessionUser } from '../auth/sessions';
import { isForeignKeyViolation } from '../db-errors';
import { canEditTask, isLeadership } from '../permissions';
import { type NotifyCtx, notifyAssignee } from './notify';

export const TASK_MODES = ['assigned', 'created', 'all'] as const;
export type TaskMode = (typeof TASK_MODES)[number];

export const TASK_MSG = {
  notFound: 'Tugas tidak dijumpai',
  assigneeNotFound: 'Ahli yang dipilih tidak dijumpai',
  forbidden: 'Hanya pemberi tugas atau kepimpinan boleh mengubah tugas ini',
  allForbidden: 'Hanya kepimpinan KUBM boleh melihat semua tugas',
  modeInvalid: "Mod tidak sah: pilih 'assigned', 'created' atau 'all'",
  deleted: 'Tugas berjaya dihapuskan',
} as const;

export const taskOutputSchema = z.object({
  id: idValue,
  title: z.string(),
  description: z.string().nullable(),
  assignorId: idValue.nullable(),
  assignorName: z.string().nullable(),
  assigneeId: idValue.nullable(),
  assigneeName: z.string().nullable(),
  // docs/decisions/task-dates-calendar-days.md
  startDate: z.iso.date(),
  dueDate: z.iso.date(),
  isUrgent: z.boolean(),
  status: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  canEdit: z.boolean(),
});
export type TaskOutput = z.infer<typeof taskOutputSchema>;

interface Ctx {
  db: Database;
  user: SessionUser;
}
type WriteCtx = Ctx & NotifyCtx;

const assignor = alias(users, 'assignor');
const assignee = alias(users, 'assignee');

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  assignorId: tasks.assignorId,
  assignorName: assignor.name,
  assigneeId: tasks.assigneeId,
  assigneeName: assignee.name,
  startDate: tasks.startDate,
  dueDate: tasks.dueDate,
  isUrgent: tasks.isUrgent,
  status: tasks.status,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

function selectTasks(db: Database) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(assignor, eq(assignor.id, tasks.assignorId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .$dynamic();
}
type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

function toOutput(user: SessionUser, row: TaskRow): TaskOutput {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditTask(user, row),
  };
}

function modeFilter(user: SessionUser, mode: TaskMode): SQL | undefined {
  if (mode === 'assigned') return eq(tasks.assigneeId, user.id);
  if (mode === 'created') return eq(tasks.assignorId, user.id);
  if (!isLeadership(user)) throw forbidden(TASK_MSG.allForbidden);
  return undefined;
}

// Order: docs/decisions/task-list-order-and-modes.md
export async function listTasks(ctx: Ctx, mode: TaskMode): Promise<TaskOutput[]> {
  const rows = await selectTasks(ctx.db)
    .where(modeFilter(ctx.user, mode))
    .orderBy(desc(tasks.isUrgent), asc(tasks.dueDate), asc(tasks.id));
  return rows.map((row) => toOutput(ctx.user, row));
}

export async function getTask(ctx: Ctx, id: number): Promise<TaskOutput> {
  const [row] = await selectTasks(ctx.db).where(eq(tasks.id, id));
  if (!row) throw notFound(TASK_MSG.notFound);
  return toOutput(ctx.user, row);
}

export function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function assertMember(db: Database, userId: number): Promise<void> {
  const [entry] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (!entry) throw notFound(TASK_MSG.assigneeNotFound);
}

export async function authorise(ctx: Ctx, id: number) {
  const [task] = await ctx.db
    .select({ assignorId: tasks.assignorId, assigneeId: tasks.assigneeId })
    .from(tasks)
    .where(eq(tasks.id, id));
  if (!task) throw notFound(TASK_MSG.notFound);
  if (!canEditTask(ctx.user, task)) throw forbidden(TASK_MSG.forbidden);
  return task;
}

export function taskValues(input: TaskForm) {
  return {
    title: input.title,
    description: input.description || null,
    assigneeId: input.assigneeId,
    startDate: toDay(input.startDate),
    dueDate: toDay(input.dueDate),
    isUrgent: input.isUrgent,
  };
}

// The assignee may delete their account before the write lands: the foreign key then refuses it, the same 404.
async function writingAssignee<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(TASK_MSG.assigneeNotFound);
    throw error;
  }
}

/** `at` is for history loaded after the fact (the demo seed); a live task takes the database's clock. */
export async function createTask(ctx: WriteCtx, input: TaskForm, at?: Date): Promise<TaskOutput> {
  await assertMember(ctx.db, input.assigneeId);
  const [created] = await writingAssignee(() =>
    ctx.db
      .insert(tasks)
      .values({
        ...taskValues(input),
        status: input.status ?? DEFAULT_TASK_STATUS,
        assignorId: ctx.user.id,
        ...(at ? { createdAt: at, updatedAt: at } : {}),
      })
      .returning({ id: tasks.id }),
  );
  if (!created) throw new Error('insert returned no row');
  const task = await getTask(ctx, created.id);
  notifyAssignee(ctx, task);
  return task;
}

export async function updateTask(ctx: WriteCtx, id: number, input: TaskForm): Promise<TaskOutput> {
  const before = await authorise(ctx, id);
  await assertMember(ctx.db, input.assigneeId);
  const changed = await writingAssignee(() =>
    ctx.db
      .update(tasks)
      .set({ ...taskValues(input), ...(input.status ? { status: input.status } : {}) })
      .where(eq(tasks.id, id))
      .returning({ id: tasks.id }),
  );
  if (changed.length === 0) throw notFound(TASK_MSG.notFound);
  const task = await getTask(ctx, id);
  if (task.assigneeId !== before.assigneeId) notifyAssignee(ctx, task);
  return task;
}

export async function removeTask(ctx: Ctx, id: number): Promise<{ message: string }> {
  await authorise(ctx, id);
  const deleted = await ctx.db.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
  if (deleted.length === 0) throw notFound(TASK_MSG.notFound);
  return { message: TASK_MSG.deleted };
}
