/**
 * The operator area's calls (operator spec sections 3, 7; decisions.md "Operator area"): request schemas
 * (zod, shared by the server routes and the pages) and the response shapes the pages read. Field names are
 * the spec's. A secret is never part of an answer: keys are described by prefix, mode, length and their
 * last four characters only.
 */
import { z } from "zod";

/** Operator spec section 8/5: every text the operator pages and calls show, written once. */
export const OPERATOR_MESSAGES = {
  invalidPassword: "Invalid password. Access denied.",
  loginFailed: "Login failed. Please try again.",
  notConfigured: "Operator access is not configured. Set ADMIN_PASSWORD on the server and restart it.",
  signInRequired: "Operator sign-in required.",
  crossSite: "Cross-site request refused: operator actions must come from this site's own pages.",
  tooManyAttempts: "Too many failed sign-in attempts. Please wait before trying again.",
  restrictedKey: "You entered a Restricted API Key. Please use a Secret Key instead (starts with sk_test_ or sk_live_).",
  publishableKey: "You entered a Publishable Key. Please use a Secret Key instead (starts with sk_test_ or sk_live_).",
  invalidKeyFormat: "Invalid key format. Must start with sk_test_ or sk_live_",
  enterKeyFirst: "Please enter a Stripe key first",
  enterEmail: "Please enter an email address",
} as const;

/** Login delay of the gate (spec section 4/9): the check answers after 0.5 s at the earliest. */
export const LOGIN_DELAY_MS = 500;
/** sessionStorage flag: only the client's hint for which screen to show (the server decides). */
export const SYSTEM_LOGIN_FLAG = "systemLoginAuthenticated";
/** Spec section 9. */
export const KEY_UPDATE_REDIRECT_MS = 3_000;
export const REPORT_TEST_POLL = { firstPollMs: 5_000, intervalMs: 5_000, timeoutMs: 300_000 } as const;
export const TEST_CARD_NUMBER = "4242 4242 4242 4242";

/** The spec's fixed test profile (section 9). */
export const TEST_USER = { age: 35, job: "software engineer", country: "Portugal", city: "Lisbon", monthlyBudget: 3500 } as const;

/**
 * A typed Stripe secret key: the problem with it (the spec's messages), or null when it may be stored.
 * Used by the page before it calls, and by the server, which decides.
 */
export function secretKeyProblem(key: string): string | null {
  const value = key.trim();
  if (value === "") return OPERATOR_MESSAGES.enterKeyFirst;
  if (/^rk_(test|live)_/.test(value)) return OPERATOR_MESSAGES.restrictedKey;
  if (/^pk_(test|live)_/.test(value)) return OPERATOR_MESSAGES.publishableKey;
  if (!/^sk_(test|live)_[A-Za-z0-9]{8,}$/.test(value)) return OPERATOR_MESSAGES.invalidKeyFormat;
  return null;
}

export function publishableKeyProblem(key: string): string | null {
  return /^pk_(test|live)_[A-Za-z0-9]{8,}$/.test(key.trim()) ? null : "A publishable key must start with pk_test_ or pk_live_";
}

/** An operator action that takes no body (a JSON content type with none, or `{}`): Fastify hands the schema null. */
export const noBodySchema = z.strictObject({}, { error: "This call takes no body" }).nullish();

// ---- access ---------------------------------------------------------------------------------------------

export const loginRequestSchema = z.object(
  { password: z.string({ error: "password is required" }).min(1, "password is required").max(200, "password is too long") },
  { error: "Request body must be a JSON object with password" },
);
/** GET /api/admin/session: whether the gate is configured and this browser holds a live session. */
export type OperatorSessionState = { configured: boolean; authenticated: boolean; expiresAt: string | null };
export type LoginResponse = { success: true; expiresAt: string };

// ---- payment keys ---------------------------------------------------------------------------------------

export const updateStripeKeyRequestSchema = z.object(
  {
    secretKey: z.string({ error: "secretKey is required" }).max(300, "secretKey is too long"),
    /** Beyond the spec: Stripe.js needs the publishable key of the same mode; optional. */
    publishableKey: z.string({ error: "publishableKey must be text" }).max(300, "publishableKey is too long").optional(),
  },
  { error: "Request body must be a JSON object with secretKey" },
);
export type UpdateStripeKeyResponse = { success: true; message: string; keyInForce: KeySource };

export type KeySource = "environment" | "stored" | "none";
export type KeyMode = "test" | "live" | "invalid";

/** A key described without revealing it. */
export type KeyDescription = {
  /** Masked: prefix + "****" + last four characters. */
  value: string;
  prefix: string;
  isTest: boolean;
  isLive: boolean;
  length: number;
  last4: string;
};

/** GET /api/test/stripe-key */
export type StripeKeyTestResponse =
  | {
      success: true;
      keyDetails: { mode: KeyMode; source: KeySource; prefix: string; last4: string };
      stripeAccount: { id: string; country: string | null; charges_enabled: boolean };
    }
  | { success: false; error: string; suggestion: string; troubleshooting: { possibleCauses: string[] } };

/** GET /api/admin/stripe-key-status */
export type StripeKeyStatusResponse = {
  success: true;
  status: {
    analysis: { issues: string[]; bothAreTest: boolean; bothAreLive: boolean; keyMismatch: boolean };
    environment: { secret?: KeyDescription; publishable?: KeyDescription };
    kv: { foundKeys: string[] };
    /** Which secret key the product uses now. */
    inForce: KeySource;
  };
  recommendations: string[];
  /** The spec's five-step fix, present on a mode mismatch. */
  urgentFix?: string[];
};

export type EmergencyCleanResponse = { success: true; removed: number; message: string };

/** GET /api/debug/stripe-config */
export type StripeConfigDiagnostics = {
  success: true;
  configuration: {
    provider: "stripe" | "demo" | "needs_config";
    secretKey: { source: KeySource; prefix: string | null; isTestMode: boolean | null; length: number; last4: string | null };
    publishableKey: { prefix: string | null; isTestMode: boolean | null; length: number; last4: string | null };
    keyMismatch: { mismatchDetected: boolean };
    diagnosis: { explanation: string; impact: string; solution: string };
    stripeConnectionTest: { success: boolean; accountLiveMode: boolean | null; error: string | null };
  };
};

/** POST /api/test/payment-flow */
export type PaymentFlowTestResponse = {
  success: boolean;
  message: string;
  error?: string;
  details: {
    keyMode: KeyMode | null;
    testPaymentIntentId: string | null;
    steps: { step: string; success: boolean; detail: string }[];
    errorMessage: string | null;
    diagnosis: string | null;
  };
};

// ---- report test, preview, e-mail -----------------------------------------------------------------------

export const testUserSchema = z.object(
  {
    age: z.number({ error: "testUser.age must be a number" }).int("testUser.age must be a whole number").min(18, "testUser.age must be 18 to 100").max(100, "testUser.age must be 18 to 100"),
    job: z.string({ error: "testUser.job is required" }).trim().min(1, "testUser.job is required").max(100, "testUser.job must be at most 100 characters"),
    country: z.string({ error: "testUser.country is required" }).trim().min(1, "testUser.country is required").max(100),
    city: z.string().trim().max(100).nullable().optional(),
    monthlyBudget: z.number({ error: "testUser.monthlyBudget must be a number" }).positive("testUser.monthlyBudget must be above 0").max(1_000_000, "testUser.monthlyBudget is too large"),
  },
  { error: "testUser must be an object with age, job, country, city and monthlyBudget" },
);
export const generateTestReportRequestSchema = z.object(
  { testUser: testUserSchema.optional() },
  { error: "Request body must be a JSON object with testUser" },
);
export type TestUser = z.infer<typeof testUserSchema>;
export type GenerateTestReportResponse =
  | { success: true; immediate: true; downloadToken: string }
  | { success: true; immediate: false; jobId: string };

export const previewReportRequestSchema = noBodySchema;
export type ReportPreviewResponse = {
  success: true;
  mode: "knowledge-base";
  emergency: false;
  note: string;
  stats: { totalSections: number; totalCharacters: number; averageSectionLength: number };
  report: {
    title: string;
    country: string;
    city: string | null;
    generatedAt: string;
    executiveSummary: string;
    sections: { title: string; contentLength: number; hasSubsections: boolean; subsectionCount: number; preview: string }[];
  };
};

export const sendTestEmailRequestSchema = z.object(
  { email: z.email({ error: "email must be a valid e-mail address" }).max(254, "email is too long") },
  { error: "Request body must be a JSON object with email" },
);
export type SendTestEmailResponse = { success: true; messageId: string; transport: "smtp" | "outbox" };

// ---- health -----------------------------------------------------------------------------------------------

export type HealthCheck = { status: "pass" | "fail"; message: string; details?: Record<string, unknown> };
export type HealthResponse = { status: "healthy" | "unhealthy"; message: string; timestamp: string; checks: Record<string, HealthCheck> };
export type PingResponse = { pong: true; timestamp: string };

// ---- jobs -------------------------------------------------------------------------------------------------

export type ProcessJobsResponse = {
  success: true;
  processed: number;
  completed: string[];
  failed: string[];
  retrying: string[];
  remainingDue: number;
  message: string;
};
export type PendingJobsResponse = {
  success: true;
  counts: { pending: number; processing: number; completed: number; failed: number };
  oldestPending: { id: string; ageSeconds: number; attempts: number } | null;
  stuck: { id: string; leaseExpiredSecondsAgo: number; attempts: number }[];
  pending: { id: string; status: string; stage: string | null; attempts: number; ageSeconds: number }[];
};
export type RestoreJobsResponse = {
  success: true;
  restored: number;
  requeuedStuckJobs: string[];
  requeuedFailedJobs: string[];
  createdJobsForOrders: string[];
  message: string;
};

// ---- orders (beyond the spec) ------------------------------------------------------------------------------

export const ORDERS_PAGE_SIZE = 20;
export const ordersQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a whole number from 1" }).int("page must be a whole number from 1").min(1, "page must be a whole number from 1").max(100_000).default(1),
});
export const orderIdParamsSchema = z.object({
  orderId: z.string().regex(/^ord_[A-Za-z0-9]{1,64}$/, "orderId must be an order id (ord_...)"),
});
/**
 * `paid`: the assessment's report. A second payment for an assessment already bought is refunded
 * automatically (decision 0013): `duplicate_refund_pending` until the provider has made the refund, then
 * `refunded_duplicate`. A payment whose assessment no longer exists (deleted by its buyer while the payment was being
 * made, or unknown) is refunded the same way: `no_assessment_refund_pending`, then `refunded_no_assessment`. Neither
 * has a job or report.
 */
export type OperatorOrderStatus = "paid" | "duplicate_refund_pending" | "refunded_duplicate" | "no_assessment_refund_pending" | "refunded_no_assessment";
export type OperatorOrder = {
  id: string;
  /** Null once the buyer deleted their data (`erasedAt`). */
  assessmentId: number | null;
  /** When the buyer deleted their data from their hub; absent while it is held. The order keeps its accounting fields. */
  erasedAt?: string;
  country: string | null;
  purpose: "customer" | "operator_test";
  provider: "stripe" | "demo";
  amountCents: number;
  hasEmail: boolean;
  paidAt: string;
  ageSeconds: number;
  status: OperatorOrderStatus;
  /** The provider's refund of a duplicate payment. */
  refund: { id: string; refundedAt: string } | null;
  job: { id: string; status: string; stage: string | null; attempts: number; maxAttempts: number; lastError: string | null } | null;
  /** `editions`: the report bought (1) and the updated editions made since (issue 31). */
  report: { pages: number; bytes: number; createdAt: string; editions: number } | null;
};
export type OrdersResponse = { success: true; page: number; pageSize: number; total: number; orders: OperatorOrder[] };
export type OrderActionResponse = { success: true; message: string };
export type AuditEntry = { id: string; sessionId: string | null; action: string; detail: string | null; at: string };
export type AuditLogResponse = { success: true; entries: AuditEntry[] };
