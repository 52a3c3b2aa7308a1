/** All SQL about assessments. Functions take the database (or a transaction) first. */
import type { Insertable, Selectable } from "kysely";
import type { Database } from "@server/db/database";
import type { AssessmentTable } from "@server/db/schema";

export type AssessmentRow = Selectable<AssessmentTable>;

export async function insertAssessment(db: Database, row: Insertable<AssessmentTable>): Promise<void> {
  await db.insertInto("assessments").values(row).execute();
}

export async function findAssessmentById(db: Database, id: number): Promise<AssessmentRow | undefined> {
  return db.selectFrom("assessments").selectAll().where("id", "=", id).executeTakeFirst();
}
