// Work done after the answer has gone (a reset e-mail): never on the request path, so an answer's timing
// tells nothing about what the work found; failures are logged; shutdown waits for what is running.
import type { Logger } from './logger';

export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once nothing is running (shutdown calls it before closing the database). */
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      // Started on a later turn of the event loop: the answer is on its way before the work begins.
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
