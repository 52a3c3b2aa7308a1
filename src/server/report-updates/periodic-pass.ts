/**
 * A background pass of the report updates (the fact watch, the edition worker): at most one runs at a time, and a
 * call while one runs gets that one's answer, unless it asks for a fresh pass, which waits for it and then runs.
 * Once started it runs every `everyMs` (and at once, if asked), its failures logged and left to the next tick;
 * stop waits for the pass in flight.
 */
import type { Logger } from "pino";

export type PeriodicPass<A, T> = {
  start(): void;
  stop(): Promise<void>;
  /** A pass now: the running one's answer, or (fresh) a pass that starts after it. */
  run(arg: A, options?: { fresh?: boolean }): Promise<T>;
  /** A pass now, its failure logged: what the timer does. */
  tick(): void;
};

export function periodicPass<A, T>(
  pass: (arg: A) => Promise<T>,
  options: { everyMs: number; idle: A; atStart: boolean; log: Logger; failure: string },
): PeriodicPass<A, T> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;

  const run = async (arg: A, { fresh = false }: { fresh?: boolean } = {}): Promise<T> => {
    if (fresh) await running?.catch(() => undefined);
    running ??= pass(arg).finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    run(options.idle).catch((error: unknown) => options.log.error({ err: error }, options.failure));
  };

  return {
    start() {
      if (timer) return;
      if (options.atStart) tick();
      timer = setInterval(tick, options.everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    run,
    tick,
  };
}
