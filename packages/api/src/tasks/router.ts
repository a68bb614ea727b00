import { idField, type TaskMode, taskFormSchema, taskListQuerySchema } from '@kubm/validators';
import { z } from 'zod';
import { outputCheck } from '../output-check';
import { protectedProcedure, router } from '../trpc';
import * as service from './service';

// A tRPC call's address names no page: it gets none.
function nextPageLink(
  req: { url: string },
  mode: TaskMode,
  archived: boolean,
  before: string,
): string | null {
  const { pathname } = new URL(req.url);
  if (!pathname.endsWith('/tasks')) return null;
  const query = new URLSearchParams({ mode, ...(archived ? { archived: 'true' } : {}), before });
  return `<${pathname}?${query}>; rel="next"`;
}

/** The request example of both task forms in the OpenAPI document (a test runs it through the schema). */
const TASK_EXAMPLE = {
  title: 'Sediakan bahan liturgi',
  description: 'Untuk Misa Ahad',
  assigneeId: 2,
  startDate: '2026-03-01',
  dueDate: '2026-03-08',
  isUrgent: false,
  status: 'Belum Selesai',
};

export const tasksRouter = router({
  // Over REST a page that is not the last names the next in a Link header; tRPC passes the cursor the web app
  // makes from the last task (taskCursorOf) as `cursor`.
  list: protectedProcedure
    .meta({
      errors: ['FORBIDDEN'],
      rest: {
        method: 'GET',
        path: '/tasks',
        summary:
          'Tasks assigned to you, created by you, or all of them (leadership), a page at a time ' +
          '(TASKS_PAGE_SIZE): open tasks first (urgent, then nearest due date), then finished ones; ' +
          'archived=true lists the old tasks instead (finished, not updated for TASKS_ARCHIVE_DAYS), ' +
          'latest first. While more follow, the header Link: <…?mode={mode}&before={cursor}>; rel="next" ' +
          'gives the next page',
        description:
          "mode=all (tab 'Semua Tugas') untuk kepimpinan sahaja, juga dengan archived=true: 403 selainnya. " +
          'Tugas yang Selesai dan tidak dikemaskini selama TASKS_ARCHIVE_DAYS hari hanya ada dalam ' +
          "archived=true ('Tugas lama'). Ikut pengepala Link untuk halaman seterusnya; penanda (before) " +
          "yang rosak atau dari senarai lain: 400 'Penanda halaman tidak sah'.",
      },
    })
    .input(taskListQuerySchema)
    .output(outputCheck(z.array(service.taskOutputSchema)))
    .query(async ({ ctx, input }) => {
      const { mode, archived } = input;
      const after = input.before ?? input.cursor;
      const page = await service.listTasks(ctx, { mode, archived, after }, ctx.taskList);
      const next = page.nextCursor === null ? null : nextPageLink(ctx.req, mode, archived, page.nextCursor);
      if (next) ctx.resHeaders.set('Link', next);
      return page.items;
    }),

  create: protectedProcedure
    .meta({
      // The assignee chosen is not (or no longer) a member.
      errors: ['NOT_FOUND'],
      rest: {
        method: 'POST',
        path: '/tasks',
        summary: 'Assign a task (you become its assignor)',
        status: 201,
        example: TASK_EXAMPLE,
      },
    })
    .input(taskFormSchema)
    .output(outputCheck(service.taskOutputSchema))
    .mutation(({ ctx, input }) => service.createTask(ctx, input)),

  update: protectedProcedure
    .meta({
      errors: ['NOT_FOUND', 'FORBIDDEN'],
      rest: {
        method: 'PUT',
        path: '/tasks/{id}',
        summary: 'Edit a task (assignor or leadership)',
        description: 'Hanya pemberi tugas atau kepimpinan: 403 selainnya.',
        example: TASK_EXAMPLE,
      },
    })
    .input(taskFormSchema.safeExtend({ id: idField }))
    .output(outputCheck(service.taskOutputSchema))
    .mutation(({ ctx, input: { id, ...task } }) => service.updateTask(ctx, id, task)),

  remove: protectedProcedure
    .meta({
      errors: ['NOT_FOUND', 'FORBIDDEN'],
      rest: { method: 'DELETE', path: '/tasks/{id}', summary: 'Delete a task (assignor or leadership)' },
    })
    .input(z.object({ id: idField }))
    .output(outputCheck(z.object({ message: z.string() })))
    .mutation(({ ctx, input }) => service.removeTask(ctx, input.id)),
});
