/**
 * Runs the comparison of live reports when the facts in force change (issue 31): at start (a deploy may ship a
 * corrected figure) and then every few minutes, it compares today's catalogue signature with the one last compared
 * (stored in settings, shared by every instance); when they differ, an edition took effect or a figure changed,
 * and every live report is compared. Two instances that run it at once record nothing twice.
 */
import type { Logger } from "pino";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { factsInForce, type InForce } from "@server/in-force";
import { readSettings, writeSetting } from "@server/settings/settings.repository";
import { compareLiveReports, type Comparison } from "./compare-live-reports";

export const COMPARED_SIGNATURE_SETTING = "facts.compared_signature";
const CHECK_EVERY_MS = 10 * 60 * 1000;

export type FactWatch = {
  start(): void;
  stop(): Promise<void>;
  /** Compares the live reports if the facts changed since the last comparison; answers what it did, or null. */
  checkNow(): Promise<Comparison | null>;
};

export function createFactWatch(deps: { db: Database; clock: Clock; inForce: (on: Date) => InForce; log: Logger; everyMs?: number }): FactWatch {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<Comparison | null> | null = null;

  async function check(): Promise<Comparison | null> {
    const now = deps.clock.now();
    const signature = factsInForce(deps.inForce(now)).signature;
    const [stored] = await readSettings(deps.db, [COMPARED_SIGNATURE_SETTING]);
    if (stored?.value === signature) return null;
    const comparison = await compareLiveReports(deps);
    await writeSetting(deps.db, { key: COMPARED_SIGNATURE_SETTING, value: signature, encrypted: false }, now);
    deps.log.info(comparison, "live reports compared with the facts in force");
    return comparison;
  }

  const checkNow = (): Promise<Comparison | null> => {
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    checkNow().catch((error: unknown) => deps.log.error({ err: error }, "comparing live reports failed; tried again at the next check"));
  };

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, deps.everyMs ?? CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    checkNow,
  };
}
