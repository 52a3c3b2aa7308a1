/** All SQL about assessments. Functions take the database (or a transaction) first. */
import { CompiledQuery, type Insertable, type Selectable } from "kysely";
import type { Database, Executor } from "@server/db/database";
import type { AssessmentTable } from "@server/db/schema";

export type AssessmentRow = Selectable<AssessmentTable>;
type NewAssessment = Insertable<AssessmentTable>;

const COLUMNS = [
  "id", "user_age", "user_job", "monthly_budget", "preferred_country", "preferred_city", "location_preference",
  "climate_preference", "immigration_policies_importance", "healthcare_importance", "safety_importance",
  "internet_importance", "emigration_process_importance", "ease_of_immigration_importance",
  "local_acceptance_importance", "climate_importance", "overall_score", "match_level", "budget_compatibility",
  "monthly_income", "income_kind", "income_basis", "savings", "household_adults", "household_children",
  "breakdown", "scoring_version", "created_at", "updated_at",
] as const satisfies readonly (keyof AssessmentTable)[];

/**
 * Creating an assessment is the hot write path and its SQL never changes, so it is compiled once per
 * database (the dialect decides the placeholders) instead of rebuilt by the query builder per request.
 */
const insertSql = new WeakMap<object, string>();

function compiledInsertSql(db: Executor): string {
  // Keyed by the dialect adapter, which a database and its transactions share.
  const key = db.getExecutor().adapter;
  let text = insertSql.get(key);
  if (!text) {
    const template = Object.fromEntries(COLUMNS.map((column) => [column, null])) as unknown as NewAssessment;
    text = db.insertInto("assessments").values(template).compile().sql;
    insertSql.set(key, text);
  }
  return text;
}

function insertQuery(db: Executor, row: NewAssessment): CompiledQuery {
  return CompiledQuery.raw(compiledInsertSql(db), COLUMNS.map((column) => row[column] ?? null));
}

/** Inserts one assessment (in the caller's transaction when given one). */
export async function insertAssessment(executor: Executor, row: NewAssessment): Promise<void> {
  await executor.executeQuery(insertQuery(executor, row));
}

/** Rows per multi-row insert: 35 x 28 columns stays under SQLite's oldest limit of 999 parameters. */
const ROWS_PER_STATEMENT = Math.floor(999 / COLUMNS.length);

/** Inserts several assessments, each statement atomic, many rows per round trip. */
async function insertAssessments(executor: Executor, rows: NewAssessment[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await executor.insertInto("assessments").values(rows.slice(start, start + ROWS_PER_STATEMENT)).execute();
  }
}

/**
 * Group commit, opt-in for the hot create route: inserts that arrive in the same turn of the event loop
 * are written in one multi-row statement (one transaction for very large batches), so under load many
 * assessments share one round trip and one commit. Each caller's
 * promise settles only after the commit (nothing is acknowledged before it is stored). If the shared
 * transaction fails, the rows are retried one by one, so only a row that fails on its own reports an error.
 */
export type AssessmentInsert = (row: NewAssessment) => Promise<void>;

type Pending = { row: NewAssessment; resolve: () => void; reject: (error: unknown) => void };

export function groupCommittedInsert(db: Database): AssessmentInsert {
  let pending: Pending[] | undefined;

  async function flush(): Promise<void> {
    const batch = pending ?? [];
    pending = undefined;
    if (batch.length > 1) {
      try {
        const rows = batch.map((item) => item.row);
        if (rows.length <= ROWS_PER_STATEMENT) await insertAssessments(db, rows);
        else await db.transaction().execute((trx) => insertAssessments(trx, rows));
        for (const item of batch) item.resolve();
        return;
      } catch {
        // fall through: one by one
      }
    }
    for (const item of batch) {
      try {
        await insertAssessment(db, item.row);
        item.resolve();
      } catch (error) {
        item.reject(error);
      }
    }
  }

  return (row) =>
    new Promise((resolve, reject) => {
      if (pending) {
        pending.push({ row, resolve, reject });
        return;
      }
      pending = [{ row, resolve, reject }];
      setImmediate(() => void flush());
    });
}

export async function findAssessmentById(db: Executor, id: number): Promise<AssessmentRow | undefined> {
  return db.selectFrom("assessments").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Locks these assessments' rows until the transaction ends, with a write that changes nothing (PostgreSQL: row locks;
 * SQLite: the write lock), and answers the ids that still exist: a payment's fulfilment and the buyer's erase take
 * these locks, so one waits for the other.
 */
export async function lockAssessments(executor: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .updateTable("assessments")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "in", [...ids])
    .returning("id")
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}
