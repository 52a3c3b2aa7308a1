/**
 * pg-boss 10 settles a delivered job with complete()/fail() without awaiting them; with the database away that
 * rejection used to be unhandled and ended the worker (tests/server/database-outage.test.ts saw it under load).
 * Loading the queue guards both: a settle that cannot be written is reported as the manager's error and dropped.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import "./pg-boss-queue";

const Manager = createRequire(import.meta.url)("pg-boss/src/manager.js") as { prototype: Record<string, (...args: unknown[]) => Promise<unknown>> };

function managerWithoutDatabase(errors: unknown[]) {
  const manager = Object.create(Manager.prototype) as Record<string, unknown>;
  Object.assign(manager, {
    db: { executeSql: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })) },
    completeJobsCommand: "select 1",
    failJobsByIdCommand: "select 1",
    emit: (event: string, error: unknown) => {
      if (event === "error") errors.push(error);
    },
  });
  return manager;
}

describe("pg-boss settling a job while the database is away", () => {
  for (const method of ["complete", "fail"] as const) {
    it(`${method}() resolves and reports the error instead of rejecting`, async () => {
      const errors: unknown[] = [];
      const settle = Manager.prototype[method] as (...args: unknown[]) => Promise<unknown>;
      await expect(settle.call(managerWithoutDatabase(errors), "report-jobs", "6f1d2c1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f")).resolves.toEqual([]);
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toContain("ECONNREFUSED");
    });
  }
});
