/** The health checks' SQL: a real write round trip on `health_probe` (a row written, then removed). */
import { randomInt } from "node:crypto";
import type { Executor } from "@server/db/database";

/** Inserts a probe row and deletes it again: proves the database takes writes, not only reads. */
export async function probeWrite(executor: Executor): Promise<void> {
  // A random id (int4 range on PostgreSQL), so concurrent probes from several instances never collide.
  const id = randomInt(1, 2 ** 31 - 1);
  await executor.insertInto("health_probe").values({ id }).execute();
  await executor.deleteFrom("health_probe").where("id", "=", id).execute();
}
