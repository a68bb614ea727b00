// The assignee hears of a task by e-mail (beyond the spec: the committee's members do not keep the portal
// open). Sent after the answer (background.ts), so a slow or failing mail server never fails or slows the
// request; a failure is logged there.
import { users } from '@kubm/db';
import { formatTaskDay } from '@kubm/validators';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { ApiDeps } from '../deps';

export type NotifyCtx = Pick<ApiDeps, 'db' | 'background' | 'mailer' | 'appUrl'> & { user: SessionUser };

export interface AssignedTask {
  title: string;
  description: string | null;
  /** 'yyyy-MM-dd' */
  startDate: string;
  dueDate: string;
  isUrgent: boolean;
  assigneeId: number | null;
}

/** The task board, where the assignee sees the task (and its status select, when they may edit it). */
export function tasksLink(appUrl: string): string {
  return new URL('/tasks', appUrl).toString();
}

export function taskAssignedEmail(options: {
  task: AssignedTask;
  assigneeName: string;
  assignorName: string;
  link: string;
}) {
  const { task, assigneeName, assignorName, link } = options;
  const text = [
    `Salam ${assigneeName},`,
    '',
    `${assignorName} telah menetapkan satu tugas kepada anda di Portal KUBM.`,
    '',
    `Tugas: ${task.title}`,
    ...(task.description ? [`Keterangan: ${task.description}`] : []),
    `Tarikh mula: ${formatTaskDay(task.startDate)}`,
    `Tarikh akhir: ${formatTaskDay(task.dueDate)}`,
    ...(task.isUrgent ? ['Penting: tugas ini perlu diberi keutamaan.'] : []),
    '',
    'Lihat tugas anda di:',
    link,
    '',
    'Portal KUBM',
  ].join('\n');
  // One line whatever the title holds: a header cannot carry a line break.
  const title = task.title.replace(/\s+/g, ' ').trim();
  const subject = `${task.isUrgent ? '[Penting] ' : ''}Tugas baharu untuk anda: ${title}`;
  return { subject, text };
}

/**
 * E-mails the task's assignee, read when the mail goes (null: they left meanwhile). Nobody is told of a
 * task they gave themselves: the one making the change already knows.
 */
export function notifyAssignee(ctx: NotifyCtx, task: AssignedTask): void {
  const assigneeId = task.assigneeId;
  if (assigneeId === null || assigneeId === ctx.user.id) return;
  const assignorName = ctx.user.name;
  const link = tasksLink(ctx.appUrl);
  ctx.background.run('task assigned e-mail', async () => {
    const [assignee] = await ctx.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, assigneeId));
    if (!assignee) return;
    const mail = taskAssignedEmail({ task, assigneeName: assignee.name, assignorName, link });
    await ctx.mailer.send({ to: assignee.email, ...mail });
  });
}
