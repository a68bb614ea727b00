// Sent after the answer, so a slow or failing mail server never fails or slows the request.
import { type Database, users } from '@kubm/db';
import { formatTaskDay, PATHS } from '@kubm/validators';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Mailer } from '../mail/mailer';
import type { AssignedTask, TaskMailBatch, TaskMailQueue } from './mail-queue';

export type NotifyCtx = { taskMail: TaskMailQueue; user: SessionUser };

export function tasksLink(appUrl: string): string {
  return new URL(PATHS.tasks, appUrl).toString();
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
  // A header cannot carry a line break.
  const title = task.title.replace(/\s+/g, ' ').trim();
  const subject = `${task.isUrgent ? '[Penting] ' : ''}Tugas baharu untuk anda: ${title}`;
  return { subject, text };
}

function digestLine(task: AssignedTask, n: number): string {
  const title = task.title.replace(/\s+/g, ' ').trim();
  const dates = `${formatTaskDay(task.startDate)} - ${formatTaskDay(task.dueDate)}`;
  return `${n}. ${title} (${dates})${task.isUrgent ? ' [Penting]' : ''}`;
}

export function tasksAssignedEmail(options: {
  tasks: AssignedTask[];
  more: number;
  assigneeName: string;
  assignorName: string;
  link: string;
}) {
  const { tasks, more, assigneeName, assignorName, link } = options;
  const count = tasks.length + more;
  const urgent = tasks.some((task) => task.isUrgent);
  const text = [
    `Salam ${assigneeName},`,
    '',
    `${assignorName} telah menetapkan ${count} tugas kepada anda di Portal KUBM.`,
    '',
    ...tasks.map((task, i) => digestLine(task, i + 1)),
    ...(more > 0 ? [`... dan ${more} tugas lagi.`] : []),
    ...(urgent ? ['', 'Tugas bertanda [Penting] perlu diberi keutamaan.'] : []),
    '',
    'Lihat tugas anda di:',
    link,
    '',
    'Portal KUBM',
  ].join('\n');
  const from = assignorName.replace(/\s+/g, ' ').trim();
  const subject = `${urgent ? '[Penting] ' : ''}${count} tugas baharu untuk anda daripada ${from}`;
  return { subject, text };
}

export function taskBatchEmail(batch: TaskMailBatch, assigneeName: string, link: string) {
  const [only] = batch.tasks;
  if (only && batch.tasks.length === 1 && batch.more === 0) {
    return taskAssignedEmail({ task: only, assigneeName, assignorName: batch.assignorName, link });
  }
  return tasksAssignedEmail({ ...batch, assigneeName, link });
}

export async function sendTaskBatch(
  deps: { db: Database; mailer: Mailer; appUrl: string },
  batch: TaskMailBatch,
): Promise<boolean> {
  const [assignee] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, batch.assigneeId));
  if (!assignee) return false;
  const mail = taskBatchEmail(batch, assignee.name, tasksLink(deps.appUrl));
  await deps.mailer.send({ to: assignee.email, ...mail });
  return true;
}

export function notifyAssignee(ctx: NotifyCtx, task: AssignedTask): void {
  const assigneeId = task.assigneeId;
  if (assigneeId === null || assigneeId === ctx.user.id) return;
  ctx.taskMail.add({ assignorId: ctx.user.id, assignorName: ctx.user.name, assigneeId, task });
}
