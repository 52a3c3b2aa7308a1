/** The buyer's hub (issue 20.4, 20.5): sign-in by e-mailed link, reports, the plan as a checklist, official links. */
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./payments";

export const HUB_MESSAGES = {
  signedOut: "Sign in with a link sent to the e-mail address you bought your report with.",
  linkSent: "If a report was bought with this address, a sign-in link is on its way to it. The link works once, within 60 minutes.",
  linkUnknown: "This sign-in link is not valid. Check that you copied the whole link, or ask for a new one.",
  linkUsed: "This sign-in link has already been used. Ask for a new one below.",
  linkExpired: "This sign-in link has expired. Ask for a new one below.",
  notInHub: "This report is not in your hub.",
  noStartDate: "Choose the month your plan starts before downloading its calendar.",
  unknownItem: "That step is not in your plan.",
  upToDate: "Your report is up to date: nothing it printed has changed since its latest edition.",
  editionWaiting: "Your updated edition is already being made. It will be ready in a few minutes.",
  noSuchEdition: "This edition of your report does not exist or is not ready yet.",
  erased: "Your data has been deleted. The order's amount, date and payment reference are kept for our accounts, as the law asks.",
} as const;

/** "token is required" when the field is missing, else `message`: every failure names its field in plain words. */
const requiredOr = (field: string, message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : message);

/** A report's edition in a path (/api/hub/orders/:orderId/editions/:edition/pdf): a whole number from 1. */
export const hubEditionParamsSchema = z.object({
  orderId: z.string({ error: requiredOr("orderId", "orderId must be text") }).max(100, { error: "orderId must be at most 100 characters" }),
  edition: z.coerce.number({ error: "edition must be a whole number" }).int({ error: "edition must be a whole number" }).min(1, { error: "edition must be 1 or more" }).max(1000, { error: "edition must be at most 1000" }),
});

/** A text field: required, text, not empty, at most `max` characters. */
const text = (field: string, max: number) =>
  z
    .string({ error: requiredOr(field, `${field} must be text`) })
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** What a body that is not a JSON object (an array, a string, nothing) is told. */
const objectWith = (fields: string) => ({ error: `Request body must be a JSON object with ${fields}` });

const dayFormat = "startDate must be a date as YYYY-MM-DD";
// The hub's page shows this under its date field, so an impossible day also says what to do.
const startDate = z
  .string({ error: requiredOr("startDate", dayFormat) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dayFormat })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: "startDate is not a real calendar date. Enter a real calendar date.",
  });

export const signInLinkRequestSchema = z.object(
  {
    email: z
      .string({ error: requiredOr("email", "email must be text") })
      .trim()
      .min(1, { error: "email must not be empty" })
      .max(EMAIL_MAX_LENGTH, { error: `email must be at most ${EMAIL_MAX_LENGTH} characters` })
      .pipe(z.email({ error: "email must be a valid e-mail address" })),
  },
  objectWith("email"),
);
export const signInRequestSchema = z.object({ token: text("token", 200) }, objectWith("token"));
export const planStartRequestSchema = z.object({ startDate }, objectWith("startDate"));
export const planItemRequestSchema = z.object({ done: z.boolean({ error: requiredOr("done", "done must be true or false") }) }, objectWith("done"));
/** Deleting is one action, confirmed by typing DELETE. */
export const eraseRequestSchema = z.object(
  { confirm: z.literal("DELETE", { error: requiredOr("confirm", "confirm must be the word DELETE") }) },
  objectWith("confirm"),
);

/** The hub's order in a path (/api/hub/orders/:orderId/...). */
export const hubOrderParamsSchema = z.object({ orderId: z.string({ error: requiredOr("orderId", "orderId must be text") }).max(100, { error: "orderId must be at most 100 characters" }) });
/** A step of an order's plan in a path (/api/hub/orders/:orderId/plan/steps/:stepId). */
export const hubStepParamsSchema = hubOrderParamsSchema.extend({
  stepId: z.string({ error: requiredOr("stepId", "stepId must be text") }).max(20, { error: "stepId must be at most 20 characters" }),
});

export type HubPlanItem = { id: string; when: string; title: string; text: string; due: string | null; done: boolean };

export type OfficialLink = { role: string; name: string; url: string; phone: string | null };

/** A fact the buyer's report printed that has changed since (issue 31), in plain words, with its new source. */
export type HubFactChange = {
  what: string;
  was: string;
  now: string;
  /** YYYY-MM-DD: the day the new value applies from, or the day the change was found. */
  since: string;
  source: { name: string; url: string };
  /** A fee, an emergency number or a fact of a route marked for the buyer. */
  important: boolean;
};

/** One edition of the report: 1 is the report bought; 2, 3, ... the updated editions asked for from the hub. */
export type HubEdition = { edition: number; status: "pending" | "rendering" | "ready" | "failed"; madeOn: string | null; pageCount: number | null; score: number | null };

export type HubReport = {
  orderId: string;
  assessmentId: number;
  country: string;
  city: string | null;
  score: number;
  paidAt: string;
  hubAccessUntil: string;
  report: { ready: boolean; pageCount: number | null };
  plan: { startDate: string | null; items: HubPlanItem[] };
  officialLinks: OfficialLink[];
  /** The offices the fact catalogue has no official page for yet, said plainly rather than left out. */
  officialGaps: string[];
  /** What changed since the report's latest edition, important first, then newest first. */
  changes: HubFactChange[];
  /** Every edition, oldest first; each ready one downloads from /api/hub/orders/:orderId/editions/:edition/pdf. */
  editions: HubEdition[];
  /** True when something changed and no edition is being made: the buyer may ask for an updated edition. */
  canUpdate: boolean;
};

/**
 * GET /api/hub. Signed out is an ordinary state of the page, not an error: `signedIn: false` and no reports. `email`
 * is shown masked ("j***@example.com").
 */
export type BuyerHub = { signedIn: boolean; email: string | null; reports: HubReport[] };
