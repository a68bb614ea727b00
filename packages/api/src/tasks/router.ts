import { idField, taskFormSchema } from '@kubm/validators';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';
import * as service from './service';

// Without a mode, the first tab's list: what the asking member has to do.
const modeInput = z.object({
  mode: z.enum(service.TASK_MODES, service.TASK_MSG.modeInvalid).default('assigned'),
});

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
  list: protectedProcedure
    .meta({
      errors: ['FORBIDDEN'],
      rest: {
        method: 'GET',
        path: '/tasks',
        summary: 'Tasks assigned to you, created by you, or all of them (leadership)',
        description: "mode=all (tab 'Semua Tugas') untuk kepimpinan sahaja: 403 selainnya.",
      },
    })
    .input(modeInput)
    .output(z.array(service.taskOutputSchema))
    .query(({ ctx, input }) => service.listTasks(ctx, input.mode)),

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
    .output(service.taskOutputSchema)
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
    .output(service.taskOutputSchema)
    .mutation(({ ctx, input: { id, ...task } }) => service.updateTask(ctx, id, task)),

  remove: protectedProcedure
    .meta({
      errors: ['NOT_FOUND', 'FORBIDDEN'],
      rest: { method: 'DELETE', path: '/tasks/{id}', summary: 'Delete a task (assignor or leadership)' },
    })
    .input(z.object({ id: idField }))
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => service.removeTask(ctx, input.id)),
});
