/**
 * Runs named health checks side by side, each under its own time limit, so a diagnosis always answers
 * (a hung probe is a failed check, not a hung request). A check returns its message and details when it
 * passes and throws CheckFailed (its message and details) when it finds a problem; any other error, or
 * running out of time, is a failure whose words the caller chooses (`describe`), so nothing raw leaks.
 */
import type { HealthCheck, HealthResponse } from "@shared/contracts/operator";

export type CheckOutcome = { message: string; details?: Record<string, unknown> };

/** A check that ran and found a problem: its own words and details are safe to show. */
export class CheckFailed extends Error {
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "CheckFailed";
  }
}

export class CheckTimedOut extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The check did not answer within ${timeoutMs} ms`);
    this.name = "CheckTimedOut";
  }
}

export type CheckSpec = { name: string; timeoutMs: number; run: () => Promise<CheckOutcome> };

/** Words for a failure that is not a CheckFailed (an unexpected error or a timeout), per check. */
export type DescribeFailure = (name: string, error: unknown) => string;

function withTimeout<T>(run: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(ms)), ms);
  });
  return Promise.race([Promise.resolve().then(run), timeout]).finally(() => clearTimeout(timer));
}

export type CheckRun = {
  response: HealthResponse;
  /** The raw error text behind failed checks, for the server log only. */
  errors: Record<string, string>;
};

export async function runChecks(specs: readonly CheckSpec[], describe: DescribeFailure, now: () => Date): Promise<CheckRun> {
  const errors: Record<string, string> = {};
  const results = await Promise.all(
    specs.map(async (spec): Promise<[string, HealthCheck]> => {
      try {
        const outcome = await withTimeout(spec.run, spec.timeoutMs);
        return [spec.name, { status: "pass", message: outcome.message, ...(outcome.details ? { details: outcome.details } : {}) }];
      } catch (error) {
        if (error instanceof CheckFailed) {
          return [spec.name, { status: "fail", message: error.message, ...(error.details ? { details: error.details } : {}) }];
        }
        errors[spec.name] = error instanceof Error ? error.message : String(error);
        return [spec.name, { status: "fail", message: describe(spec.name, error) }];
      }
    }),
  );
  const checks = Object.fromEntries(results);
  const failing = results.filter(([, check]) => check.status === "fail").map(([name]) => name);
  return {
    response: {
      status: failing.length === 0 ? "healthy" : "unhealthy",
      message: failing.length === 0 ? "All systems operational" : `Failing: ${failing.join(", ")}`,
      timestamp: now().toISOString(),
      checks,
    },
    errors,
  };
}
