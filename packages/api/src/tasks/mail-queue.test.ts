// The task e-mail queue on an injected clock: a burst is one e-mail after the first, the hourly limits are
// per assignor and per assignee, a batch over a limit waits for it, and shutdown sends what is held.
import { describe, expect, it } from 'vitest';
import type { LimitKey, RateLimiter } from '../auth/rate-limit';
import type { BackgroundTasks } from '../background';
import type { AssignedTask } from './mail-queue';
import {
  createTaskMailQueue,
  TASK_EMAIL_MAX_LISTED,
  type TaskMailBatch,
  type TaskMailSettings,
  type Timers,
} from './mail-queue';

const HOUR = 3_600_000;

/** Timers that fire only when the test moves the clock. */
function manualClock() {
  let now = 0;
  let next = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout(run, ms) {
      next += 1;
      pending.set(next, { at: now + ms, run });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    now: () => now,
    /** Moves the clock, firing what falls due in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

/** The database limiter's rule, in memory, on the same clock: `max` per rule and subject per window. */
function memoryLimiter(now: () => number): RateLimiter {
  const counters = new Map<string, { count: number; endsAt: number }>();
  const keyOf = ([rule, subject]: LimitKey) => `${rule.name}\n${subject}`;
  return {
    async reserve(keys) {
      const taken: LimitKey[] = [];
      for (const key of keys) {
        const [rule] = key;
        let counter = counters.get(keyOf(key));
        if (!counter || counter.endsAt <= now()) {
          counter = { count: 0, endsAt: now() + rule.windowMs };
          counters.set(keyOf(key), counter);
        }
        if (counter.count >= rule.max) {
          for (const done of taken) (counters.get(keyOf(done)) as { count: number }).count -= 1;
          return { ok: false, retryAfterMs: counter.endsAt - now() };
        }
        counter.count += 1;
        taken.push(key);
      }
      return {
        ok: true,
        async refund() {
          for (const done of taken) (counters.get(keyOf(done)) as { count: number }).count -= 1;
        },
      };
    },
    async clear(key) {
      counters.delete(keyOf(key));
    },
  };
}

function inlineBackground(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(_label, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

const task = (n: number): AssignedTask => ({
  title: `Tugas ${n}`,
  description: null,
  startDate: '2026-03-02',
  dueDate: '2026-03-09',
  isUrgent: false,
  assigneeId: null,
});

function setup(settings: Partial<TaskMailSettings> = {}) {
  const clock = manualClock();
  const background = inlineBackground();
  const sent: TaskMailBatch[] = [];
  const logs: string[] = [];
  const queue = createTaskMailQueue({
    settings: { batchMs: 60_000, maxPerAssignorPerHour: 20, maxPerAssigneePerHour: 10, ...settings },
    limiter: memoryLimiter(clock.now),
    background,
    logger: { info: (_o, msg) => logs.push(msg ?? ''), warn() {}, error() {} },
    async send(batch) {
      sent.push(batch);
      return true;
    },
    timers: clock.timers,
  });
  const add = (assignorId: number, assigneeId: number, n: number) =>
    queue.add({ assignorId, assignorName: `Pemberi ${assignorId}`, assigneeId, task: task(n) });
  /** Moves the clock and lets the background work it starts finish. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await background.idle();
  };
  return { queue, sent, logs, add, advance, idle: () => background.idle() };
}

const titles = (batch: TaskMailBatch) => batch.tasks.map((t) => t.title);

describe('task e-mail queue', () => {
  it('sends the first task at once and the rest of a burst together when the window ends', async () => {
    const { sent, add, advance, idle } = setup();
    add(1, 2, 1);
    await idle();
    expect(sent.map(titles)).toEqual([['Tugas 1']]);
    // 39 more within five seconds: held.
    for (let n = 2; n <= 40; n++) add(1, 2, n);
    await advance(5_000);
    expect(sent).toHaveLength(1);
    await advance(55_000);
    expect(sent).toHaveLength(2);
    const digest = sent[1] as TaskMailBatch;
    expect(digest.tasks).toHaveLength(TASK_EMAIL_MAX_LISTED);
    expect(titles(digest)[0]).toBe('Tugas 2');
    expect(digest.more).toBe(39 - TASK_EMAIL_MAX_LISTED);
    // Nothing more: the next window ends empty, and a later task goes at once again.
    await advance(120_000);
    expect(sent).toHaveLength(2);
    add(1, 2, 41);
    await idle();
    expect(sent.map(titles)[2]).toEqual(['Tugas 41']);
  });

  it('keeps pairs apart: another assignor, or another assignee, has its own first e-mail', async () => {
    const { sent, add, idle } = setup();
    add(1, 2, 1);
    await idle();
    add(1, 2, 2); // held
    add(3, 2, 3); // another assignor to the same member
    add(1, 4, 4); // the same assignor to another member
    await idle();
    expect(sent.map(titles)).toEqual([['Tugas 1'], ['Tugas 3'], ['Tugas 4']]);
  });

  it('limits e-mails per assignor: the fourth member waits an hour, other assignors go on', async () => {
    const { sent, logs, add, advance, idle } = setup({ maxPerAssignorPerHour: 3 });
    for (let member = 10; member < 15; member++) add(1, member, member);
    await idle();
    expect(sent.map((b) => b.assigneeId)).toEqual([10, 11, 12]);
    expect(logs.filter((l) => l.includes('held'))).toHaveLength(2);
    add(2, 13, 99);
    await idle();
    expect(sent.map((b) => b.assigneeId)).toEqual([10, 11, 12, 13]);
    // Once the hour is over, the held ones go.
    await advance(HOUR);
    expect(sent.map((b) => b.assigneeId).sort()).toEqual([10, 11, 12, 13, 13, 14]);
  });

  it('limits e-mails per assignee: over it the e-mail waits, gathering what comes; the assignor is not charged', async () => {
    const { sent, add, advance, idle } = setup({ maxPerAssigneePerHour: 2 });
    add(1, 9, 1);
    add(2, 9, 2);
    add(3, 9, 3); // the assignee's third e-mail this hour: held
    await idle();
    expect(sent.map(titles)).toEqual([['Tugas 1'], ['Tugas 2']]);
    // Assignor 3 was refused on the assignee's counter only: their e-mail to someone else goes.
    add(3, 8, 4);
    await idle();
    expect(sent.map(titles)[2]).toEqual(['Tugas 4']);
    add(3, 9, 5); // joins the held one
    await advance(HOUR);
    expect(sent.map(titles)[3]).toEqual(['Tugas 3', 'Tugas 5']);
  });

  it('tries again after a window when the limits cannot be read (the database is out)', async () => {
    const clock = manualClock();
    const background = inlineBackground();
    const sent: TaskMailBatch[] = [];
    let out = true;
    const limiter = memoryLimiter(clock.now);
    const queue = createTaskMailQueue({
      settings: { batchMs: 60_000, maxPerAssignorPerHour: 20, maxPerAssigneePerHour: 10 },
      limiter: {
        ...limiter,
        reserve: (keys) => (out ? Promise.reject(new Error('database unavailable')) : limiter.reserve(keys)),
      },
      background: {
        run: (label, work) => background.run(label, () => work().catch(() => {})),
        idle: () => background.idle(),
      },
      logger: { info() {}, warn() {}, error() {} },
      async send(batch) {
        sent.push(batch);
        return true;
      },
      timers: clock.timers,
    });
    queue.add({ assignorId: 1, assignorName: 'Ana', assigneeId: 2, task: task(1) });
    await background.idle();
    expect(sent).toEqual([]);
    out = false;
    queue.add({ assignorId: 1, assignorName: 'Ana', assigneeId: 2, task: task(2) });
    clock.advance(60_000);
    await background.idle();
    expect(sent.map(titles)).toEqual([['Tugas 1', 'Tugas 2']]);
  });

  it('sends what is held at shutdown, within the limits, and opens no new window', async () => {
    const { queue, sent, add, idle } = setup();
    add(1, 2, 1);
    await idle();
    add(1, 2, 2);
    add(1, 2, 3);
    queue.flushAll();
    await idle();
    expect(sent.map(titles)).toEqual([['Tugas 1'], ['Tugas 2', 'Tugas 3']]);
  });
});
