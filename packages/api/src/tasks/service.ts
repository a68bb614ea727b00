// Rules: docs/product.md#tasks.
import { type Database, members, tasks, users } from '@kubm/db';
import {
  DEFAULT_TASK_STATUS,
  DONE_TASK_STATUS,
  idValue,
  type TaskCursor,
  type TaskForm,
  type TaskMode,
  taskCursorOf,
} from '@kubm/validators';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { forbidden, notFound } from '../app-error';
import type { SessionUser } from '../auth/sessions';
import { isForeignKeyViolation } from '../db-errors';
import { isoInstant } from '../iso-instant';
import { canEditTask, isLeadership } from '../permissions';
import { preparedPerDatabase } from '../prepared';
import { type NotifyCtx, notifyAssignee } from './notify';
import type { TaskListSettings } from './settings';

export const TASK_MSG = {
  notFound: 'Tugas tidak dijumpai',
  assigneeNotFound: 'Ahli yang dipilih tidak dijumpai',
  forbidden: 'Hanya pemberi tugas atau kepimpinan boleh mengubah tugas ini',
  allForbidden: 'Hanya kepimpinan KUBM boleh melihat semua tugas',
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
  createdAt: isoInstant(tasks.createdAt),
  // To the millisecond, as `finishedAt` below truncates it: the old tasks' cursor, made from it, is exact.
  updatedAt: isoInstant(tasks.updatedAt),
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

// A literal, not `{ ...row, … }`: docs/decisions/literal-objects-on-hot-paths.md.
function toOutput(user: SessionUser, row: TaskRow): TaskOutput {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    assignorId: row.assignorId,
    assignorName: row.assignorName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    startDate: row.startDate,
    dueDate: row.dueDate,
    isUrgent: row.isUrgent,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    canEdit: canEditTask(user, row),
  };
}

function modeFilter(user: SessionUser, mode: TaskMode): SQL | undefined {
  if (mode === 'assigned') return eq(tasks.assigneeId, user.id);
  if (mode === 'created') return eq(tasks.assignorId, user.id);
  if (!isLeadership(user)) throw forbidden(TASK_MSG.allForbidden);
  return undefined;
}

export interface TaskPageQuery {
  mode: TaskMode;
  /** The old tasks ('Tugas lama') rather than the board. */
  archived: boolean;
  /** Where the previous page ended; none for the first page. */
  after?: TaskCursor | null;
}

export interface TasksPage {
  items: TaskOutput[];
  nextCursor: string | null;
}

const DAY_MS = 86_400_000;

// Keys and order: docs/decisions/task-list-pages.md. Each list's order is a row of keys, all ascending or
// all descending, so that "after the cursor" is one row comparison, the same on PGlite and PostgreSQL.
// Literals and immutable expressions, so that an index on the same expressions could serve them.
const isDone = sql`(${tasks.status} = ${sql.raw(`'${DONE_TASK_STATUS}'`)})`;
const boardKeys = sql`(${isDone}, not ${tasks.isUrgent}, ${tasks.dueDate}, ${tasks.id})`;
// The update instant to the millisecond the answer shows, as UTC wall time.
const finishedAt = sql`date_trunc('milliseconds', ${tasks.updatedAt} at time zone 'UTC')`;
const archiveKeys = sql`(${finishedAt}, ${tasks.id})`;

function isOld(cutoff: Date | Placeholder): SQL {
  const at = cutoff instanceof Date ? cutoff.toISOString() : cutoff;
  return sql`(${isDone} and ${tasks.updatedAt} < ${at}::timestamptz)`;
}

// The cursor's own values, not its task's row: a cursor task deleted or changed meanwhile still pages.
function boardAfter(cursor: Extract<TaskCursor, { list: 'board' }>): SQL {
  const done = sql.raw(cursor.done ? 'true' : 'false');
  const notUrgent = sql.raw(cursor.urgent ? 'false' : 'true');
  return sql`${boardKeys} > (${done}, ${notUrgent}, ${cursor.dueDate}::date, ${cursor.id}::integer)`;
}

function archiveAfter(cursor: Extract<TaskCursor, { list: 'archive' }>): SQL {
  // The cursor's 'Z' is dropped by the cast to a wall time, which is UTC's on both sides.
  return sql`${archiveKeys} < (${cursor.updatedAt}::timestamp, ${cursor.id}::integer)`;
}

// In drizzle's orderBy, a column or a bare expression sorts ascending.
const BOARD_ORDER = [isDone, sql`not ${tasks.isUrgent}`, tasks.dueDate, tasks.id];
const ARCHIVE_ORDER = [sql`${finishedAt} desc`, sql`${tasks.id} desc`];

function listFilter({ archived, after }: TaskPageQuery, cutoff: Date): SQL | undefined {
  if (archived) {
    if (after?.list === 'board') throw new Error('a board cursor for the old tasks');
    return and(isOld(cutoff), after ? archiveAfter(after) : undefined);
  }
  if (after?.list === 'archive') throw new Error('an old tasks cursor for the board');
  return and(sql`not ${isOld(cutoff)}`, after ? boardAfter(after) : undefined);
}

// The first page of the board, what the tabs and the dashboard open: built into SQL once per mode.
function boardFirstPage(mode: TaskMode, where: SQL | undefined) {
  return preparedPerDatabase((db) =>
    selectTasks(db)
      .where(and(where, sql`not ${isOld(sql.placeholder('cutoff'))}`))
      .orderBy(...BOARD_ORDER)
      .limit(sql.placeholder('limit'))
      .prepare(`tasks_board_${mode}`),
  );
}
const BOARD_FIRST_PAGE = {
  assigned: boardFirstPage('assigned', eq(tasks.assigneeId, sql.placeholder('userId'))),
  created: boardFirstPage('created', eq(tasks.assignorId, sql.placeholder('userId'))),
  all: boardFirstPage('all', undefined),
} satisfies Record<TaskMode, unknown>;

function readPage(ctx: Ctx, query: TaskPageQuery, cutoff: Date, limit: number): Promise<TaskRow[]> {
  if (!query.archived && !query.after) {
    modeFilter(ctx.user, query.mode);
    const params = { userId: ctx.user.id, cutoff: cutoff.toISOString(), limit };
    return BOARD_FIRST_PAGE[query.mode](ctx.db).execute(params);
  }
  return pageAfterCursor(ctx.db, ctx.user, query, cutoff, limit);
}

/** A page past the first, or of the old tasks: a range of tasks_board_order_idx or tasks_finished_order_idx. */
export function pageAfterCursor(
  db: Database,
  user: SessionUser,
  query: TaskPageQuery,
  cutoff: Date,
  limit: number,
) {
  return selectTasks(db)
    .where(and(modeFilter(user, query.mode), listFilter(query, cutoff)))
    .orderBy(...(query.archived ? ARCHIVE_ORDER : BOARD_ORDER))
    .limit(limit);
}

/**
 * One page of a tab: the board (open tasks first, then those finished within `archiveDays`) or the old
 * tasks (finished longer ago, the latest finished first). `now` is the clock the archive boundary is read by.
 */
export async function listTasks(
  ctx: Ctx,
  query: TaskPageQuery,
  settings: TaskListSettings,
  now: Date = new Date(),
): Promise<TasksPage> {
  const cutoff = new Date(now.getTime() - settings.archiveDays * DAY_MS);
  const rows = await readPage(ctx, query, cutoff, settings.pageSize + 1);
  const items = rows.slice(0, settings.pageSize).map((row) => toOutput(ctx.user, row));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > settings.pageSize && last ? taskCursorOf(last, query.archived) : null,
  };
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
