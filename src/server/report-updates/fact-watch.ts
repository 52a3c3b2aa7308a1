/**
 * Runs the comparison of live reports when the facts in force change (issue 31): at start (a deploy may ship a
 * corrected figure) and then every few minutes, it compares today's catalogue signature with the one last compared
 * (stored in settings, shared by every instance); when they differ, an edition took effect or a figure changed,
 * and every live report is compared. Two instances that run it at once record nothing twice.
 */
import type { Logger } from "pino";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { isDatabaseUnavailable } from "@server/db/dialect";
import { factsInForce, type InForce } from "@server/in-force";
import { readSettings, writeSetting } from "@server/settings/settings.repository";
import { compareLiveReports, type Comparison } from "./compare-live-reports";
import { sendChangeNotices } from "./change-notices";
import { periodicPass } from "./periodic-pass";

export const COMPARED_SIGNATURE_SETTING = "facts.compared_signature";
const CHECK_EVERY_MS = 10 * 60 * 1000;

export type FactWatch = {
  start(): void;
  stop(): Promise<void>;
  /**
   * Compares the live reports if the facts changed since the last comparison (answers what it did, or null), then
   * e-mails the buyers due. `force` compares whatever the signature says (the operator's "Check live reports now").
   */
  checkNow(options?: { force?: boolean }): Promise<Comparison | null>;
};

type Deps = {
  db: Database;
  clock: Clock;
  inForce: (on: Date) => InForce;
  log: Logger;
  /** For the e-mails about changes: the site's address, the secret of their unsubscribe links, and the sender to wake. */
  publicUrl: string;
  appSecret: string;
  onMailQueued: () => void;
  everyMs?: number;
};

export function createFactWatch(deps: Deps): FactWatch {
  async function compareIfChanged(force: boolean): Promise<Comparison | null> {
    const now = deps.clock.now();
    const signature = factsInForce(deps.inForce(now)).signature;
    const [stored] = await readSettings(deps.db, [COMPARED_SIGNATURE_SETTING]);
    if (stored?.value === signature && !force) return null;
    const comparison = await compareLiveReports(deps);
    await writeSetting(deps.db, { key: COMPARED_SIGNATURE_SETTING, value: signature, encrypted: false }, now);
    deps.log.info(comparison, "live reports compared with the facts in force");
    return comparison;
  }

  /** Compares when the facts changed, then tells the buyers whose e-mail is due (a weekly one may be due without a new change). */
  async function check(force: boolean): Promise<Comparison | null> {
    const comparison = await compareIfChanged(force);
    const told = await sendChangeNotices(deps);
    if (told > 0) {
      deps.log.info({ addresses: told }, "buyers e-mailed about changes to their reports");
      deps.onMailQueued();
    }
    return comparison;
  }

  /**
   * Every step is safe to run again, so a database busy with another instance's writes (SQLite's one writer when
   * two instances share a file) is waited out and the check run again, a few times, before it fails.
   */
  async function checkPatiently(force: boolean): Promise<Comparison | null> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await check(force);
      } catch (error) {
        if (attempt >= 4 || !isDatabaseUnavailable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
      }
    }
  }

  const periodic = periodicPass(checkPatiently, {
    everyMs: deps.everyMs ?? CHECK_EVERY_MS,
    idle: false,
    atStart: true,
    log: deps.log,
    failure: "comparing live reports failed; tried again at the next check",
  });

  return {
    start: periodic.start,
    stop: periodic.stop,
    // A forced check waits for a running one, then runs: its answer is about the facts as they are now.
    checkNow: (options = {}) => periodic.run(options.force ?? false, { fresh: options.force }),
  };
}
