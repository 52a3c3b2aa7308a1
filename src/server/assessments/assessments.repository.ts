/** All SQL about assessments. Functions take the database (or a transaction) first. */
import { CompiledQuery, type Insertable, type Selectable } from "kysely";
import type { Database } from "@server/db/database";
import type { AssessmentTable } from "@server/db/schema";

export type AssessmentRow = Selectable<AssessmentTable>;
type NewAssessment = Insertable<AssessmentTable>;

const COLUMNS = [
  "id", "user_age", "user_job", "monthly_budget", "preferred_country", "preferred_city", "location_preference",
  "climate_preference", "immigration_policies_importance", "healthcare_importance", "safety_importance",
  "internet_importance", "emigration_process_importance", "ease_of_immigration_importance",
  "local_acceptance_importance", "climate_importance", "overall_score", "match_level", "budget_compatibility",
  "breakdown", "scoring_version", "created_at", "updated_at",
] as const satisfies readonly (keyof AssessmentTable)[];

/**
 * Creating an assessment is the hot write path and its SQL never changes, so it is compiled once per
 * database (the dialect decides the placeholders) instead of rebuilt by the query builder per request.
 */
const insertSql = new WeakMap<Database, string>();

function compiledInsertSql(db: Database): string {
  let text = insertSql.get(db);
  if (!text) {
    const template = Object.fromEntries(COLUMNS.map((column) => [column, null])) as unknown as NewAssessment;
    text = db.insertInto("assessments").values(template).compile().sql;
    insertSql.set(db, text);
  }
  return text;
}

function insertQuery(db: Database, row: NewAssessment): CompiledQuery {
  return CompiledQuery.raw(compiledInsertSql(db), COLUMNS.map((column) => row[column] ?? null));
}

/**
 * Group commit: inserts that arrive in the same turn of the event loop are written in one transaction,
 * so under load many assessments share one commit. Each caller's promise settles only after the commit
 * (nothing is acknowledged before it is stored). If the shared transaction fails, the rows are retried
 * one by one, so only a row that fails on its own reports an error.
 */
type Pending = { row: NewAssessment; resolve: () => void; reject: (error: unknown) => void };
const pendingInserts = new WeakMap<Database, Pending[]>();

async function flushInserts(db: Database): Promise<void> {
  const batch = pendingInserts.get(db) ?? [];
  pendingInserts.delete(db);
  if (batch.length > 1) {
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) await trx.executeQuery(insertQuery(db, item.row));
      });
      for (const item of batch) item.resolve();
      return;
    } catch {
      // fall through: one by one
    }
  }
  for (const item of batch) {
    try {
      await db.executeQuery(insertQuery(db, item.row));
      item.resolve();
    } catch (error) {
      item.reject(error);
    }
  }
}

export function insertAssessment(db: Database, row: NewAssessment): Promise<void> {
  return new Promise((resolve, reject) => {
    const queue = pendingInserts.get(db);
    if (queue) {
      queue.push({ row, resolve, reject });
      return;
    }
    pendingInserts.set(db, [{ row, resolve, reject }]);
    setImmediate(() => void flushInserts(db));
  });
}

export async function findAssessmentById(db: Database, id: number): Promise<AssessmentRow | undefined> {
  return db.selectFrom("assessments").selectAll().where("id", "=", id).executeTakeFirst();
}
