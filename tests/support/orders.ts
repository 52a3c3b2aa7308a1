/** Rows a test makes for itself: an assessment (scored for real) and a paid order for it. */
import { randomBytes } from "node:crypto";
import type { Database } from "@server/db/database";
import { insertAssessment } from "@server/assessments/assessments.repository";
import { newAssessmentId } from "@server/assessments/assessment-id";
import { insertOrderOnce, type OrderRow } from "@server/payments/orders.repository";
import { portugalRequest } from "./requests";

/** A stored assessment's row as the tests insert it (without the columns later migrations add unless given). */
export function testAssessmentRow(overrides: { preferred_country?: string; preferred_city?: string | null } = {}) {
  const now = new Date().toISOString();
  return {
    id: newAssessmentId(),
    ...portugalRequest,
    preferred_country: overrides.preferred_country ?? "Portugal",
    preferred_city: overrides.preferred_city === undefined ? "Lisbon" : overrides.preferred_city,
    climate_importance: 3,
    overall_score: 80,
    match_level: "very_good",
    budget_compatibility: null,
    breakdown: JSON.stringify({ method: "test", version: "test", factors: [], weightedAverage: 80, balancePenalty: 0, balanceReason: "", notes: [] }),
    scoring_version: "test",
    created_at: now,
    updated_at: now,
  };
}

export async function insertTestAssessment(db: Database, overrides: { preferred_country?: string; preferred_city?: string | null } = {}): Promise<number> {
  const row = testAssessmentRow(overrides);
  await insertAssessment(db, row);
  return row.id;
}

export async function insertTestOrder(db: Database, assessmentId: number, overrides: Partial<OrderRow> = {}): Promise<OrderRow> {
  const now = new Date().toISOString();
  const order: OrderRow = {
    id: `ord_${randomBytes(8).toString("hex")}`,
    payment_intent_id: `pi_test_${randomBytes(8).toString("hex")}`,
    provider: "demo",
    assessment_id: assessmentId,
    amount_cents: 4999,
    currency: "usd",
    customer_email: null,
    status: "paid",
    purpose: "customer",
    paid_at: now,
    created_at: now,
    updated_at: now,
    refund_id: null,
    refunded_at: null,
    erased_at: null,
    ...overrides,
  };
  await insertOrderOnce(db, order);
  return order;
}
