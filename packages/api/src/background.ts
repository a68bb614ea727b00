// Never on the request path, so an answer's timing tells nothing about what the work found.
import type { Logger } from './logger';

export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done = new Promise<void>((start) => setImmediate(start))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: label }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
