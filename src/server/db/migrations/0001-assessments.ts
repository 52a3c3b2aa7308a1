import type { Kysely, Migration } from "kysely";

/** Assessments with their stored score. Ids are random (see assessments/assessment-id.ts), never serial. */
export const assessments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("assessments")
      .addColumn("id", "bigint", (col) => col.primaryKey())
      .addColumn("user_age", "integer", (col) => col.notNull())
      .addColumn("user_job", "text", (col) => col.notNull())
      .addColumn("monthly_budget", "double precision", (col) => col.notNull())
      .addColumn("preferred_country", "text", (col) => col.notNull())
      .addColumn("preferred_city", "text")
      .addColumn("location_preference", "text", (col) => col.notNull())
      .addColumn("climate_preference", "text", (col) => col.notNull())
      .addColumn("immigration_policies_importance", "integer", (col) => col.notNull())
      .addColumn("healthcare_importance", "integer", (col) => col.notNull())
      .addColumn("safety_importance", "integer", (col) => col.notNull())
      .addColumn("internet_importance", "integer", (col) => col.notNull())
      .addColumn("emigration_process_importance", "integer", (col) => col.notNull())
      .addColumn("ease_of_immigration_importance", "integer", (col) => col.notNull())
      .addColumn("local_acceptance_importance", "integer", (col) => col.notNull())
      .addColumn("climate_importance", "integer", (col) => col.notNull())
      .addColumn("overall_score", "integer", (col) => col.notNull())
      .addColumn("match_level", "text", (col) => col.notNull())
      .addColumn("budget_compatibility", "text")
      .addColumn("breakdown", "text", (col) => col.notNull())
      .addColumn("scoring_version", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("health_probe")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("health_probe").execute();
    await db.schema.dropTable("assessments").execute();
  },
};
