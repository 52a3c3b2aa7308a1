/** The create-intent guard: a database that cannot take the health check's write refuses the payment (503) and logs why. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/database";
import { AppError } from "@server/http/errors";
import { CANNOT_SAVE_ORDERS, refuseUnlessOrdersCanBeSaved } from "./orders-writable";

describe("refuseUnlessOrdersCanBeSaved", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newshores-guard-"));
  let db: Database;
  beforeAll(async () => {
    ({ db } = await openDatabase({ kind: "sqlite", file: path.join(dir, "guard.sqlite") }));
  });
  afterAll(async () => {
    await db?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("lets the payment go ahead while the database takes writes", async () => {
    await expect(refuseUnlessOrdersCanBeSaved(db, { error: () => undefined })).resolves.toBeUndefined();
  });

  it("refuses with a 503 in plain words when the write probe fails, logging the database's real error", async () => {
    const logged: unknown[] = [];
    await sql`pragma query_only = on`.execute(db);
    try {
      const refusal = await refuseUnlessOrdersCanBeSaved(db, { error: (object: object) => logged.push(object) }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ statusCode: 503, message: CANNOT_SAVE_ORDERS });
      expect(logged).toEqual([{ err: expect.objectContaining({ code: "SQLITE_READONLY" }) }]);
    } finally {
      await sql`pragma query_only = off`.execute(db);
    }
  });
});
