import { idField, taskFormSchema } from '@kubm/validators';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc';
import * as service from './service';

// Without a mode, the first tab's list: what the asking member has to do.
const modeInput = z.object({
  mode: z.enum(service.TASK_MODES, service.TASK_MSG.modeInvalid).default('assigned'),
});

export const tasksRouter = router({
  list: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/tasks',
        summary: 'Tasks assigned to you, created by you, or all of them (leadership)',
      },
    })
    .input(modeInput)
    .output(z.array(service.taskOutputSchema))
    .query(({ ctx, input }) => service.listTasks(ctx, input.mode)),

  create: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/tasks',
        summary: 'Assign a task (you become its assignor)',
        status: 201,
      },
    })
    .input(taskFormSchema)
    .output(service.taskOutputSchema)
    .mutation(({ ctx, input }) => service.createTask(ctx, input)),

  update: protectedProcedure
    .meta({ rest: { method: 'PUT', path: '/tasks/{id}', summary: 'Edit a task (assignor or leadership)' } })
    .input(taskFormSchema.safeExtend({ id: idField }))
    .output(service.taskOutputSchema)
    .mutation(({ ctx, input: { id, ...task } }) => service.updateTask(ctx, id, task)),

  remove: protectedProcedure
    .meta({
      rest: { method: 'DELETE', path: '/tasks/{id}', summary: 'Delete a task (assignor or leadership)' },
    })
    .input(z.object({ id: idField }))
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => service.removeTask(ctx, input.id)),
});
