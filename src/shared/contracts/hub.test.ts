/**
 * The hub's request schemas answer every failure in plain words that name the field (issue 27.9), as the other
 * contracts do, never zod's own text ("Invalid input: expected string, received undefined").
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  eraseRequestSchema,
  hubOrderParamsSchema,
  hubStepParamsSchema,
  planItemRequestSchema,
  planStartRequestSchema,
  signInLinkRequestSchema,
  signInRequestSchema,
} from "./hub";

/** The first message a schema answers for `input`, as the error handler shows it. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

const cases: [name: string, input: unknown, message: string, schema: z.ZodType][] = [
  ["email missing", {}, "email is required", signInLinkRequestSchema],
  ["email not text", { email: 42 }, "email must be text", signInLinkRequestSchema],
  ["email empty", { email: "   " }, "email must not be empty", signInLinkRequestSchema],
  ["email too long", { email: `${"a".repeat(250)}@example.com` }, "email must be at most 254 characters", signInLinkRequestSchema],
  ["email not an address", { email: "buyer at example" }, "email must be a valid e-mail address", signInLinkRequestSchema],
  ["token missing", {}, "token is required", signInRequestSchema],
  ["token not text", { token: ["abc"] }, "token must be text", signInRequestSchema],
  ["token empty", { token: "" }, "token must not be empty", signInRequestSchema],
  ["token too long", { token: "A".repeat(201) }, "token must be at most 200 characters", signInRequestSchema],
  ["startDate missing", {}, "startDate is required", planStartRequestSchema],
  ["startDate not text", { startDate: 20270115 }, "startDate must be a date as YYYY-MM-DD", planStartRequestSchema],
  ["startDate empty", { startDate: "" }, "startDate must be a date as YYYY-MM-DD", planStartRequestSchema],
  ["startDate too long", { startDate: "2027-01-15T00:00:00Z" }, "startDate must be a date as YYYY-MM-DD", planStartRequestSchema],
  ["startDate not a day", { startDate: "2027-02-30" }, "startDate is not a real calendar date. Enter a real calendar date.", planStartRequestSchema],
  ["done missing", {}, "done is required", planItemRequestSchema],
  ["done not a boolean", { done: "yes" }, "done must be true or false", planItemRequestSchema],
  ["done null", { done: null }, "done must be true or false", planItemRequestSchema],
  ["confirm missing", {}, "confirm is required", eraseRequestSchema],
  ["confirm not text", { confirm: true }, "confirm must be the word DELETE", eraseRequestSchema],
  ["confirm empty", { confirm: "" }, "confirm must be the word DELETE", eraseRequestSchema],
  ["confirm another word", { confirm: "delete" }, "confirm must be the word DELETE", eraseRequestSchema],
  ["orderId too long", { orderId: "o".repeat(101) }, "orderId must be at most 100 characters", hubOrderParamsSchema],
  ["orderId missing", {}, "orderId is required", hubOrderParamsSchema],
  ["stepId too long", { orderId: "ord_1", stepId: "s".repeat(21) }, "stepId must be at most 20 characters", hubStepParamsSchema],
  ["stepId missing", { orderId: "ord_1" }, "stepId is required", hubStepParamsSchema],
  ["orderId too long beside a step", { orderId: "o".repeat(101), stepId: "m1-1" }, "orderId must be at most 100 characters", hubStepParamsSchema],
];

describe("the hub's request schemas", () => {
  it.each(cases)("%s: %j answers %j", (_name, input, message, schema) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it.each([
    [signInLinkRequestSchema, "email"],
    [signInRequestSchema, "token"],
    [planStartRequestSchema, "startDate"],
    [planItemRequestSchema, "done"],
    [eraseRequestSchema, "confirm"],
  ] as const)("a body that is not an object names what it must hold (%#)", (schema, field) => {
    for (const body of [undefined, null, [], "text"]) expect(firstMessage(schema, body)).toBe(`Request body must be a JSON object with ${field}`);
  });

  it("never answers in zod's own words", () => {
    for (const [, input, , schema] of cases) expect(firstMessage(schema, input)).not.toMatch(/Invalid input|expected/i);
  });

  it("still takes what the hub's pages send", () => {
    expect(signInLinkRequestSchema.parse({ email: "  Buyer@Example.com " })).toEqual({ email: "Buyer@Example.com" });
    expect(signInRequestSchema.parse({ token: "A".repeat(43) })).toEqual({ token: "A".repeat(43) });
    expect(planStartRequestSchema.parse({ startDate: "2027-01-31" })).toEqual({ startDate: "2027-01-31" });
    expect(planItemRequestSchema.parse({ done: false })).toEqual({ done: false });
    expect(eraseRequestSchema.parse({ confirm: "DELETE" })).toEqual({ confirm: "DELETE" });
    expect(hubStepParamsSchema.parse({ orderId: "ord_1", stepId: "m1-1" })).toEqual({ orderId: "ord_1", stepId: "m1-1" });
  });
});
