import type { Kysely, Migration } from "kysely";

/**
 * The assessment's optional money and household answers (issue 19): monthly income before tax and its kind,
 * savings, adults and children moving. Nullable: older rows and clients that leave them out read as "not told".
 */
export const moneyAnswers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("assessments").addColumn("monthly_income", "double precision").execute();
    await db.schema.alterTable("assessments").addColumn("income_kind", "text").execute();
    await db.schema.alterTable("assessments").addColumn("savings", "double precision").execute();
    await db.schema.alterTable("assessments").addColumn("household_adults", "integer").execute();
    await db.schema.alterTable("assessments").addColumn("household_children", "integer").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["household_children", "household_adults", "savings", "income_kind", "monthly_income"]) {
      await db.schema.alterTable("assessments").dropColumn(column).execute();
    }
  },
};
