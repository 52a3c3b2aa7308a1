import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../../tests/support/test-databases";
import { findAssessmentById, groupCommittedInsert, insertAssessment } from "./assessments.repository";

const row = {
  id: 123456789012345,
  user_age: 61, user_job: "Retired teacher", monthly_budget: 1750.5, preferred_country: "Spain", preferred_city: "Valencia",
  location_preference: "beachside", climate_preference: "mediterranean",
  immigration_policies_importance: 2, healthcare_importance: 5, safety_importance: 4, internet_importance: 1,
  emigration_process_importance: 3, ease_of_immigration_importance: 3, local_acceptance_importance: 4,
  climate_importance: 4, overall_score: 74, match_level: "very_good", budget_compatibility: null,
  monthly_income: 3950.5, income_kind: "pension", income_basis: "household", savings: 120000, household_adults: 2, household_children: 0,
  breakdown: '{"factors":[]}', scoring_version: "test", created_at: "2026-11-21T10:00:00.000Z", updated_at: "2026-11-21T10:00:00.000Z",
};

describe.each(testDatabases())("assessments repository on $name", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database?.close());

  it("stores a row and reads it back unchanged, with the id as a number", async () => {
    await insertAssessment(database.db, row);
    expect(await findAssessmentById(database.db, row.id)).toEqual(row);
  });

  it("keeps the largest safe id exact", async () => {
    const id = Number.MAX_SAFE_INTEGER;
    await insertAssessment(database.db, { ...row, id });
    expect((await findAssessmentById(database.db, id))?.id).toBe(id);
  });

  it("finds nothing for an unknown id", async () => {
    expect(await findAssessmentById(database.db, 999999999999999)).toBeUndefined();
  });

  it("refuses a second row with the same id", async () => {
    await expect(insertAssessment(database.db, row)).rejects.toThrow();
  });

  it("stores every row of a burst of concurrent inserts (one shared commit)", async () => {
    const ids = Array.from({ length: 25 }, (_, index) => 200000000000000 + index);
    const insert = groupCommittedInsert(database.db);
    await Promise.all(ids.map((id) => insert({ ...row, id })));
    for (const id of ids) expect((await findAssessmentById(database.db, id))?.id).toBe(id);
  });

  it("fails only the row that fails when a burst contains a bad one", async () => {
    const good = [300000000000001, 300000000000002, 300000000000003];
    const insert = groupCommittedInsert(database.db);
    const results = await Promise.allSettled([
      insert({ ...row, id: good[0] as number }),
      insert(row), // duplicate id: already stored above
      insert({ ...row, id: good[1] as number }),
      insert({ ...row, id: good[2] as number }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    for (const id of good) expect((await findAssessmentById(database.db, id))?.id).toBe(id);
  });
});
