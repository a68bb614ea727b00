// Held tasks live in memory: a crash loses only the e-mail, never the task.
import type { LimitRule, RateLimiter } from '../auth/rate-limit';
import type { BackgroundTasks } from '../background';
import type { Logger } from '../logger';

export interface AssignedTask {
  title: string;
  description: string | null;
  startDate: string;
  dueDate: string;
  isUrgent: boolean;
  assigneeId: number | null;
}

export interface TaskMailSettings {
  batchMs: number;
  maxPerAssignorPerHour: number;
  maxPerAssigneePerHour: number;
}

export const DEFAULT_TASK_MAIL_SETTINGS: TaskMailSettings = {
  batchMs: 60_000,
  maxPerAssignorPerHour: 20,
  maxPerAssigneePerHour: 10,
};

export const TASK_EMAIL_MAX_LISTED = 20;

const HOUR_MS = 3_600_000;

export interface QueuedTask {
  assignorId: number;
  assignorName: string;
  assigneeId: number;
  task: AssignedTask;
}

export interface TaskMailBatch {
  assignorName: string;
  assigneeId: number;
  tasks: AssignedTask[];
  more: number;
}

export interface TaskMailQueue {
  add(item: QueuedTask): void;
  flushAll(): void;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Pair {
  key: string;
  assignorId: number;
  assigneeId: number;
  assignorName: string;
  listed: AssignedTask[];
  more: number;
  timer: unknown;
}

export function taskMailRules(settings: TaskMailSettings) {
  return {
    assignor: { name: 'task-mail:assignor', max: settings.maxPerAssignorPerHour, windowMs: HOUR_MS },
    assignee: { name: 'task-mail:assignee', max: settings.maxPerAssigneePerHour, windowMs: HOUR_MS },
  } satisfies Record<string, LimitRule>;
}

export function createTaskMailQueue(options: {
  settings: TaskMailSettings;
  limiter: RateLimiter;
  background: BackgroundTasks;
  logger: Logger;
  send(batch: TaskMailBatch): Promise<boolean>;
  timers?: Timers;
}): TaskMailQueue {
  const { settings, limiter, background, logger, send } = options;
  const timers = options.timers ?? realTimers;
  const rules = taskMailRules(settings);
  const pairs = new Map<string, Pair>();
  let closing = false;

  function schedule(pair: Pair, ms: number) {
    if (closing) {
      pairs.delete(pair.key);
      return;
    }
    pair.timer = timers.setTimeout(() => {
      pair.timer = undefined;
      background.run('task assigned e-mail', () => flush(pair));
    }, ms);
  }

  async function flush(pair: Pair): Promise<void> {
    if (pair.listed.length === 0) {
      pairs.delete(pair.key);
      return;
    }
    let reservation: Awaited<ReturnType<RateLimiter['reserve']>>;
    try {
      reservation = await limiter.reserve([
        [rules.assignor, String(pair.assignorId)],
        [rules.assignee, String(pair.assigneeId)],
      ]);
    } catch (error) {
      // The database is out: try again after a window, so the pair is never stuck.
      schedule(pair, settings.batchMs);
      throw error;
    }
    if (!reservation.ok) {
      logger.info(
        { tasks: pair.listed.length + pair.more, retryAfterMs: reservation.retryAfterMs, closing },
        closing
          ? 'task e-mail not sent: hourly limit reached at shutdown'
          : 'task e-mail held: hourly limit reached',
      );
      schedule(pair, Math.max(settings.batchMs, reservation.retryAfterMs));
      return;
    }
    const batch: TaskMailBatch = {
      assignorName: pair.assignorName,
      assigneeId: pair.assigneeId,
      tasks: pair.listed,
      more: pair.more,
    };
    pair.listed = [];
    pair.more = 0;
    schedule(pair, settings.batchMs);
    if (!(await send(batch))) await reservation.refund();
  }

  return {
    add(item) {
      const key = `${item.assignorId}:${item.assigneeId}`;
      const pair = pairs.get(key);
      if (pair) {
        if (pair.listed.length < TASK_EMAIL_MAX_LISTED) pair.listed.push(item.task);
        else pair.more += 1;
        pair.assignorName = item.assignorName;
        return;
      }
      const fresh: Pair = {
        key,
        assignorId: item.assignorId,
        assigneeId: item.assigneeId,
        assignorName: item.assignorName,
        listed: [item.task],
        more: 0,
        timer: undefined,
      };
      pairs.set(key, fresh);
      background.run('task assigned e-mail', () => flush(fresh));
    },

    flushAll() {
      closing = true;
      for (const pair of pairs.values()) {
        if (pair.timer === undefined) continue; // a flush is already running
        timers.clearTimeout(pair.timer);
        pair.timer = undefined;
        background.run('task assigned e-mail', () => flush(pair));
      }
    },
  };
}
