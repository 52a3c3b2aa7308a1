/**
 * A local Stripe-compatible server for tests (the machines are offline; tests never reach Stripe). It
 * speaks the subset the product uses, with Stripe's JSON shapes and error format, so the real `stripe`
 * SDK talks to it unchanged: PaymentIntents (create, retrieve, update, confirm, cancel), refunds (create,
 * retrieve, list by PaymentIntent) and the account.
 * Idempotency like Stripe's: a POST with an `Idempotency-Key` seen before answers the first answer again
 * (the same object, no second one), and the same key with other parameters or another endpoint is refused
 * with an `idempotency_error`. A PaymentIntent refunded in full refuses another refund
 * (`charge_already_refunded`), as Stripe does.
 * Test hooks: `succeed(id)` (a browser paid), `failNext(status, error, path?)` (the next request, or the
 * next to that path), `requests`, `refunds`,
 * `idempotencyKeyOf(id)` and `createParamsOf(id)` (the key and parameters an object was created with).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type StripeError = { type: string; message: string; code?: string; param?: string };
export type FakePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "requires_payment_method" | "succeeded" | "canceled";
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  description: string | null;
  livemode: boolean;
  created: number;
  last_payment_error: StripeError | null;
  payment_method: string | null;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  reason: string | null;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
};

export type FakeStripe = {
  url: string;
  port: number;
  paymentIntents: Map<string, FakePaymentIntent>;
  refunds: Map<string, FakeRefund>;
  requests: { method: string; path: string }[];
  /** The Idempotency-Key of the POST that created an object (undefined when it was sent without one). */
  idempotencyKeyOf(objectId: string): string | undefined;
  /** The parameters an object was created with, as the server parsed them. */
  createParamsOf(objectId: string): Record<string, unknown> | undefined;
  succeed(id: string): FakePaymentIntent;
  failNext(status: number, error: StripeError, path?: string): void;
  close(): Promise<void>;
};

/** Stripe's form encoding: `metadata[assessmentId]=1` -> { metadata: { assessmentId: "1" } }. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]/).filter(Boolean);
    let target = out as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts[parts.length - 1] as string] = value;
  }
  return out;
}

/** The parameters in a fixed key order, so a replay with the same parameters compares equal. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const mask = (key: string) => `${key.slice(0, 8)}****${key.slice(-4)}`;

export async function startFakeStripe(options: { rejectedKeys?: string[] } = {}): Promise<FakeStripe> {
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const refunds = new Map<string, FakeRefund>();
  const requests: { method: string; path: string }[] = [];
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const created = new Map<string, { key: string | undefined; params: Record<string, unknown> }>();
  let nextFailure: { status: number; error: StripeError; path: string | undefined } | undefined;

  function route(method: string, path: string, form: Record<string, unknown>, livemode: boolean): { status: number; body: unknown } {
    const error = (status: number, e: StripeError) => ({ status, body: { error: e } });
    if (method === "GET" && path === "/v1/account") {
      return { status: 200, body: { id: "acct_fake_newshores", object: "account", country: "US", charges_enabled: true, details_submitted: true, email: null } };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50) return error(400, { type: "invalid_request_error", message: "Amount must be at least $0.50 usd", param: "amount" });
      if (typeof form.currency !== "string") return error(400, { type: "invalid_request_error", message: "Missing required param: currency.", param: "currency" });
      const intentId = id("pi");
      const intent: FakePaymentIntent = {
        id: intentId,
        object: "payment_intent",
        amount,
        currency: form.currency.toLowerCase(),
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        receipt_email: typeof form.receipt_email === "string" ? form.receipt_email : null,
        description: typeof form.description === "string" ? form.description : null,
        livemode,
        created: Math.floor(Date.now() / 1000),
        last_payment_error: null,
        payment_method: null,
      };
      paymentIntents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    if (path === "/v1/refunds" || path.startsWith("/v1/refunds/")) return refundRoute(method, path, form, livemode);
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (!match) return error(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
    const intent = paymentIntents.get(match[1] as string);
    if (!intent) return error(404, { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${match[1]}'`, param: "intent" });
    const action = match[2];
    if (method === "GET" && !action) return { status: 200, body: intent };
    if (method !== "POST") return error(405, { type: "invalid_request_error", message: "Method not allowed" });
    if (!action) {
      if (form.metadata) intent.metadata = { ...intent.metadata, ...(form.metadata as Record<string, string>) };
      if (typeof form.receipt_email === "string") intent.receipt_email = form.receipt_email;
      return { status: 200, body: intent };
    }
    if (action === "cancel") {
      intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (intent.status !== "requires_payment_method") {
      return error(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent's status is ${intent.status}.` });
    }
    if (form.payment_method === "pm_card_visa") {
      intent.status = "succeeded";
      intent.payment_method = "pm_card_visa";
      return { status: 200, body: intent };
    }
    if (form.payment_method === "pm_card_chargeDeclined") {
      const declined = { type: "card_error", code: "card_declined", message: "Your card was declined." };
      intent.last_payment_error = declined;
      return error(402, declined);
    }
    return error(400, { type: "invalid_request_error", message: `No such PaymentMethod: '${String(form.payment_method)}'`, param: "payment_method" });
  }

  function refundRoute(method: string, path: string, form: Record<string, unknown>, livemode: boolean): { status: number; body: unknown } {
    const error = (status: number, e: StripeError) => ({ status, body: { error: e } });
    const one = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === "GET" && one) {
      const refund = refunds.get(one[1] as string);
      return refund ? { status: 200, body: refund } : error(404, { type: "invalid_request_error", code: "resource_missing", message: `No such refund: '${one[1]}'`, param: "id" });
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = [...refunds.values()].filter((refund) => !form.payment_intent || refund.payment_intent === form.payment_intent).reverse();
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
    }
    if (method !== "POST" || path !== "/v1/refunds") return error(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
    if (typeof form.payment_intent !== "string") return error(400, { type: "invalid_request_error", message: "One of the following params should be provided for this request: payment_intent or charge." });
    const intent = paymentIntents.get(form.payment_intent);
    if (!intent) return error(404, { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${form.payment_intent}'`, param: "payment_intent" });
    if (intent.status !== "succeeded") {
      return error(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.` });
    }
    const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
    if (refunded >= intent.amount) {
      return error(400, { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge for ${intent.id} has already been refunded.` });
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount - refunded) {
      return error(400, { type: "invalid_request_error", code: "amount_too_large", message: "Refund amount is greater than unrefunded amount on charge.", param: "amount" });
    }
    const refund: FakeRefund = {
      id: id(livemode ? "re_live" : "re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: null,
      reason: typeof form.reason === "string" ? form.reason : null,
      status: "succeeded",
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const method = request.method ?? "GET";
      requests.push({ method, path: url.pathname });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
        response.end(JSON.stringify(payload));
      };
      const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!/^(sk|rk)_(test|live)_/.test(key) || options.rejectedKeys?.includes(key)) {
        return send(401, { error: { type: "invalid_request_error", message: `Invalid API Key provided: ${key ? mask(key) : "(none)"}` } });
      }
      if (nextFailure && (nextFailure.path === undefined || nextFailure.path === url.pathname)) {
        const failure = nextFailure;
        nextFailure = undefined;
        return send(failure.status, { error: failure.error });
      }
      const idempotencyKey = typeof request.headers["idempotency-key"] === "string" && method === "POST" ? request.headers["idempotency-key"] : undefined;
      const form = method === "GET" ? Object.fromEntries(url.searchParams) : parseForm(body);
      const fingerprint = `${method} ${url.pathname} ${canonical(form)}`;
      const remembered = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (remembered && remembered.request !== fingerprint) {
        return send(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (remembered) return send(remembered.status, remembered.body);
      const answer = route(method, url.pathname, form, key.includes("_live_"));
      if (idempotencyKey) idempotent.set(idempotencyKey, { request: fingerprint, ...answer });
      const createdId = (answer.body as { id?: unknown }).id;
      if (method === "POST" && answer.status === 200 && typeof createdId === "string" && !created.has(createdId)) {
        created.set(createdId, { key: idempotencyKey, params: form });
      }
      return send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    paymentIntents,
    refunds,
    requests,
    idempotencyKeyOf: (objectId) => created.get(objectId)?.key,
    createParamsOf: (objectId) => created.get(objectId)?.params,
    succeed(intentId) {
      const intent = paymentIntents.get(intentId);
      if (!intent) throw new Error(`No such payment_intent: ${intentId}`);
      intent.status = "succeeded";
      intent.payment_method = "pm_card_visa";
      return intent;
    },
    failNext(status, error, path) {
      nextFailure = { status, error, path };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
