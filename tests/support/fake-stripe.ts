/**
 * A local Stripe-compatible server for tests (the machines are offline; tests never reach Stripe). It
 * speaks the subset the product uses, with Stripe's JSON shapes and error format, so the real `stripe`
 * SDK talks to it unchanged: PaymentIntents (create, retrieve, update, confirm, cancel) and the account.
 * Test hooks: `succeed(id)` (a browser paid), `failNext(status, error)`, `requests`.
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

export type FakeStripe = {
  url: string;
  port: number;
  paymentIntents: Map<string, FakePaymentIntent>;
  requests: { method: string; path: string }[];
  succeed(id: string): FakePaymentIntent;
  failNext(status: number, error: StripeError): void;
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

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const mask = (key: string) => `${key.slice(0, 8)}****${key.slice(-4)}`;

export async function startFakeStripe(options: { rejectedKeys?: string[] } = {}): Promise<FakeStripe> {
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const requests: { method: string; path: string }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let nextFailure: { status: number; error: StripeError } | undefined;

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
      if (nextFailure) {
        const failure = nextFailure;
        nextFailure = undefined;
        return send(failure.status, { error: failure.error });
      }
      const idempotencyKey = request.headers["idempotency-key"];
      const remembered = typeof idempotencyKey === "string" && method === "POST" ? idempotent.get(idempotencyKey) : undefined;
      if (remembered) return send(remembered.status, remembered.body);
      const form = method === "GET" ? Object.fromEntries(url.searchParams) : parseForm(body);
      const answer = route(method, url.pathname, form, key.includes("_live_"));
      if (typeof idempotencyKey === "string" && method === "POST") idempotent.set(idempotencyKey, answer);
      return send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    paymentIntents,
    requests,
    succeed(intentId) {
      const intent = paymentIntents.get(intentId);
      if (!intent) throw new Error(`No such payment_intent: ${intentId}`);
      intent.status = "succeeded";
      intent.payment_method = "pm_card_visa";
      return intent;
    },
    failNext(status, error) {
      nextFailure = { status, error };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
