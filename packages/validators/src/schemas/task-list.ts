import { z } from 'zod';
import { TASK_MODES } from '../constants';
import { MSG } from '../messages';
import { parseTaskCursor } from '../task-cursor';

const taskCursorField = z
  .string(MSG.pageCursorInvalid)
  .transform((value, ctx) => {
    const cursor = parseTaskCursor(value);
    if (cursor) return cursor;
    ctx.addIssue({ code: 'custom', message: MSG.pageCursorInvalid });
    return z.NEVER;
  })
  .describe('Penanda halaman: salin dari pengepala Link (rel="next") jawapan sebelumnya');

// A flag over tRPC, 'true' or 'false' in a URL; nothing else ('1', 'yes', the parameter twice).
const archivedFlag = z
  .union(
    [
      z.boolean(MSG.taskArchivedInvalid),
      z.string(MSG.taskArchivedInvalid).regex(/^(true|false)$/, MSG.taskArchivedInvalid),
    ],
    MSG.taskArchivedInvalid,
  )
  .transform((value) => value === true || value === 'true')
  .describe("true: tugas lama ('Selesai' dan tidak dikemaskini dalam TASKS_ARCHIVE_DAYS hari)");

// `before` is REST's (the Link header names it), `cursor` tRPC's; neither: page 1. Each list takes its own.
export const taskListQuerySchema = z
  .object({
    // Without a mode, the first tab's list: what the asking member has to do.
    mode: z.enum(TASK_MODES, MSG.taskModeInvalid).default('assigned'),
    archived: archivedFlag.default(false),
    before: taskCursorField.optional(),
    cursor: taskCursorField.nullish(),
  })
  .superRefine((query, ctx) => {
    const list = query.archived ? 'archive' : 'board';
    for (const key of ['before', 'cursor'] as const) {
      const cursor = query[key];
      if (cursor && cursor.list !== list) {
        ctx.addIssue({ code: 'custom', message: MSG.pageCursorInvalid, path: [key] });
      }
    }
  });
