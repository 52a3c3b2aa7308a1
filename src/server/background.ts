/**
 * Work a request starts but does not wait for: the route answers first, the work runs after, its failure is logged
 * (never the caller's), and close() waits for what is still running. Used where waiting would tell something by its
 * timing (a hub sign-in link is sent only to a customer's address: hub.routes.ts).
 */
import type { Logger } from "pino";

export type Background = {
  /** Runs `work` after the current request's answer; `what` names it in the log if it fails. */
  run(what: string, work: () => Promise<void>): void;
  /** Resolves when every piece of work started so far has finished. */
  drain(): Promise<void>;
};

export function createBackground(log: Pick<Logger, "error">): Background {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error, work: what }, "background work failed"))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
