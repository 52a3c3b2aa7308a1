/** All SQL about stored settings (key/value; secrets sealed). */
import type { Executor } from "@server/db/database";
import { timestamp } from "@server/db/dialect";

export type StoredSetting = { key: string; value: string; encrypted: boolean };

export async function readSettings(executor: Executor, keys: readonly string[]): Promise<StoredSetting[]> {
  if (keys.length === 0) return [];
  const rows = await executor.selectFrom("settings").select(["key", "value", "encrypted"]).where("key", "in", keys).execute();
  return rows.map((row) => ({ key: row.key, value: row.value, encrypted: Number(row.encrypted) === 1 }));
}

export async function writeSetting(executor: Executor, setting: StoredSetting, now: Date): Promise<void> {
  const values = { key: setting.key, value: setting.value, encrypted: setting.encrypted ? 1 : 0, updated_at: timestamp(now) };
  await executor
    .insertInto("settings")
    .values(values)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: values.value, encrypted: values.encrypted, updated_at: values.updated_at }))
    .execute();
}

export async function deleteSettings(executor: Executor, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await executor.deleteFrom("settings").where("key", "in", keys).executeTakeFirst();
  return Number(result.numDeletedRows);
}
