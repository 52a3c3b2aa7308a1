/** Kysely's view of the tables. Columns are snake_case, as the API names them (spec section 3). */
import type { Generated } from "kysely";

export interface AssessmentTable {
  id: number;
  user_age: number;
  user_job: string;
  monthly_budget: number;
  preferred_country: string;
  preferred_city: string | null;
  location_preference: string;
  climate_preference: string;
  immigration_policies_importance: number;
  healthcare_importance: number;
  safety_importance: number;
  internet_importance: number;
  emigration_process_importance: number;
  ease_of_immigration_importance: number;
  local_acceptance_importance: number;
  climate_importance: number;
  overall_score: number;
  match_level: string;
  budget_compatibility: string | null;
  /** The optional money answers (migration 0006); null when not given and for older rows. */
  monthly_income: number | null;
  income_kind: string | null;
  /** Whose income it is (migration 0009): "own" or "household"; null when not told. */
  income_basis: string | null;
  savings: number | null;
  household_adults: number | null;
  household_children: number | null;
  /** JSON text of the score breakdown (see scoring/score-assessment.ts). */
  breakdown: string;
  scoring_version: string;
  /** ISO 8601 UTC text. */
  created_at: string;
  updated_at: string;
}

/**
 * `paid`: the assessment's report order. A second succeeded payment for an assessment already bought is
 * recorded `duplicate_refund_pending` until the provider confirms its refund, then `refunded_duplicate`. A succeeded
 * payment whose assessment no longer exists (the buyer deleted it while paying, or it never existed) is recorded
 * `no_assessment_refund_pending`, then `refunded_no_assessment` (issue 27.3). Neither kind has a job or report.
 */
export type OrderStatus = "paid" | RefundPendingStatus | RefundedStatus;
export type RefundPendingStatus = "duplicate_refund_pending" | "no_assessment_refund_pending";
export type RefundedStatus = "refunded_duplicate" | "refunded_no_assessment";
/** `customer`: a real purchase; `operator_test`: made by the operator area's report test, never shown to customers. */
export type OrderPurpose = "customer" | "operator_test";

export interface OrderTable {
  id: string;
  payment_intent_id: string;
  provider: "stripe" | "demo";
  /** Null once the buyer deleted their data (`erased_at`): the order keeps only its accounting fields. */
  assessment_id: number | null;
  amount_cents: number;
  currency: string;
  customer_email: string | null;
  status: OrderStatus;
  purpose: OrderPurpose;
  paid_at: string;
  created_at: string;
  updated_at: string;
  /** The provider's refund of a duplicate payment, and when it was made. */
  refund_id: string | null;
  refunded_at: string | null;
  /** When the buyer deleted their data (migration 0007); null while it is held. */
  erased_at: Generated<string | null>;
}

/**
 * One row per assessment that has had a payment: the attempt number (the last part of create-intent's
 * idempotency key) and the payment opened for it, if any. Fulfilment locks this row.
 */
export interface PaymentAttemptTable {
  assessment_id: number;
  attempt: number;
  provider: "stripe" | "demo" | null;
  payment_intent_id: string | null;
  created_at: string;
  updated_at: string;
}

export type JobStatus = "pending" | "processing" | "completed" | "failed";
export type JobStage = "research" | "sections" | "summary" | "pdf";

export interface ReportJobTable {
  id: string;
  order_id: string;
  assessment_id: number;
  status: JobStatus;
  stage: JobStage | null;
  /** Claims so far; also the fencing token of the current claim. */
  attempts: Generated<number>;
  max_attempts: number;
  run_after: string;
  lease_until: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
}

export interface ReportTable {
  id: string;
  order_id: string;
  job_id: string;
  assessment_id: number;
  file_name: string;
  pdf: Buffer;
  byte_size: number;
  page_count: number;
  created_at: string;
}

/** `hub`: issued to a signed-in buyer from their hub. */
export type TokenChannel = "browser" | "email" | "hub";

export interface DownloadTokenTable {
  /** SHA-256 (hex) of the token; the raw token is never stored. */
  token_hash: string;
  order_id: string;
  assessment_id: number;
  channel: TokenChannel;
  expires_at: string;
  created_at: string;
}

export type MailStatus = "pending" | "sent" | "failed";

export interface MailMessageTable {
  id: string;
  /** One message per purpose, e.g. `report-ready:{orderId}`: a second enqueue of the same key is a no-op. */
  dedupe_key: string;
  /** The order the message is about; null for one about an address (a hub sign-in link). */
  order_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** The one-click unsubscribe address (List-Unsubscribe, RFC 8058) of a message that has one; null otherwise. */
  list_unsubscribe: Generated<string | null>;
}

export interface SettingTable {
  key: string;
  value: string;
  /** 1 when `value` is sealed with APP_SECRET (AES-256-GCM). */
  encrypted: Generated<number>;
  updated_at: string;
}

export type DemoPaymentStatus = "requires_payment_method" | "succeeded" | "canceled";

export interface DemoPaymentTable {
  id: string;
  client_secret: string;
  assessment_id: number;
  amount_cents: number;
  currency: string;
  receipt_email: string | null;
  status: DemoPaymentStatus;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
  /** Unique when present: a second create with the same key answers this payment. */
  idempotency_key: string | null;
  refund_id: string | null;
  refunded_at: string | null;
}

export interface OperatorSessionTable {
  /** Public id of the session, written in the audit log (never the token). */
  id: string;
  /** SHA-256 (hex) of the cookie's token; the raw token is never stored. */
  token_hash: string;
  client: string;
  created_at: string;
  expires_at: string;
}

export interface OperatorLoginFailureTable {
  id: string;
  client: string;
  failed_at: string;
}

export interface OperatorAuditTable {
  id: string;
  /** The operator session that acted; null for sign-in attempts before a session exists. */
  session_id: string | null;
  /** `METHOD /route` or a named event such as `login.failed`. */
  action: string;
  detail: string | null;
  status_code: number | null;
  client: string | null;
  created_at: string;
}

/**
 * The buyer's proof of purchase (a cookie's hashed token). It opens the orders listed for it in
 * `buyer_session_orders`; `customer_email` is an address it proved by a sign-in link (null for the buying browser's).
 */
export interface BuyerSessionTable {
  id: string;
  token_hash: string;
  customer_email: string | null;
  created_at: string;
  expires_at: string;
}

/** One order a buyer session opens: paid for in that browser, or bought with the address a sign-in link proved. */
export interface BuyerSessionOrderTable {
  session_id: string;
  order_id: string;
}

/** A one-time sign-in link e-mailed to a purchase address (hashed token). */
export interface HubSignInLinkTable {
  token_hash: string;
  customer_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The buyer's relocation checklist for one order: the chosen start date and the ticked item ids (JSON array). */
export interface HubPlanTable {
  order_id: string;
  /** YYYY-MM-DD; null until the buyer chooses one. */
  start_date: string | null;
  done_items: string;
  updated_at: string;
}

/** One counted key of a shared limit (limits/limit-counters.ts): its count within the window ending at window_ends_at. */
export interface LimitCounterTable {
  key: string;
  count: number;
  window_ends_at: string;
}

/** A list of printed facts (migration 0010, issue 31), stored once per distinct list: JSON of ManifestFact[]. */
export interface PrintedFactsTable {
  hash: string;
  facts: string;
  created_at: string;
}

/** Which printed facts an order's report edition holds (1 for the first report), with the versions it used. */
export interface ReportManifestTable {
  order_id: string;
  edition: number;
  printed_facts: string;
  scoring_version: string;
  /** The base-quantity editions in force when it was rendered (editionsInForce). */
  data_editions: string;
  created_at: string;
}

/** A fact that changed since an order's report: one row per fact and new value (a second run records nothing twice). */
export interface ReportFactChangeTable {
  order_id: string;
  fact_id: string;
  new_fingerprint: string;
  old_value: string;
  new_value: string;
  /** YYYY-MM-DD: the first day of the new edition, or the day the corrected figure was found. */
  since: string;
  source_name: string;
  source_url: string;
  /** 1 for a fee, an emergency number or a fact of a route marked for the buyer. */
  important: number;
  detected_at: string;
  /** When the buyer was e-mailed about it; null while it waits for the next notice. */
  notified_at: string | null;
}

/** Per address (lower-case): the last e-mail about changes, and the buyer's choice to get none (issue 31). */
export interface ReportUpdateNoticeTable {
  email: string;
  last_notified_at: string | null;
  unsubscribed_at: string | null;
}

/** `pending` waits for the edition worker; `rendering` is claimed until `lease_until`; `failed` after its attempts. */
export type EditionStatus = "pending" | "rendering" | "ready" | "failed";

/** An updated edition of an order's report (issue 31): 2, 3, ...; edition 1 is the `reports` row. */
export interface ReportEditionTable {
  order_id: string;
  edition: number;
  status: EditionStatus;
  requested_at: string;
  lease_until: string | null;
  attempts: Generated<number>;
  pdf: Buffer | null;
  file_name: string | null;
  byte_size: number | null;
  page_count: number | null;
  score: number | null;
  scoring_version: string | null;
  completed_at: string | null;
  error_message: string | null;
}

export interface DatabaseSchema {
  assessments: AssessmentTable;
  orders: OrderTable;
  payment_attempts: PaymentAttemptTable;
  report_jobs: ReportJobTable;
  reports: ReportTable;
  download_tokens: DownloadTokenTable;
  mail_messages: MailMessageTable;
  settings: SettingTable;
  demo_payments: DemoPaymentTable;
  operator_sessions: OperatorSessionTable;
  operator_login_failures: OperatorLoginFailureTable;
  operator_audit_log: OperatorAuditTable;
  limit_counters: LimitCounterTable;
  buyer_sessions: BuyerSessionTable;
  buyer_session_orders: BuyerSessionOrderTable;
  hub_sign_in_links: HubSignInLinkTable;
  hub_plans: HubPlanTable;
  printed_facts: PrintedFactsTable;
  report_manifests: ReportManifestTable;
  report_fact_changes: ReportFactChangeTable;
  report_editions: ReportEditionTable;
  report_update_notices: ReportUpdateNoticeTable;
  /** Round-trip target of the health check; holds no data. */
  health_probe: { id: Generated<number> };
}
