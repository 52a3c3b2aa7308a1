import type { Kysely, Migration } from "kysely";

/**
 * Whose income the assessment's monthly income is when two or more adults move (issue 29.6): "own" or "household".
 * Nullable: older rows and clients that leave it out read as "not told".
 */
export const incomeBasis: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("assessments").addColumn("income_basis", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("assessments").dropColumn("income_basis").execute();
  },
};
