/** The buyer's hub (issue 20.4, 20.5): sign-in by e-mailed link, reports, the plan as a checklist, official links. */
import { z } from "zod";

export const HUB_MESSAGES = {
  signedOut: "Sign in with a link sent to the e-mail address you bought your report with.",
  linkSent: "If a report was bought with this address, a sign-in link is on its way to it. The link works once, within 60 minutes.",
  linkUnknown: "This sign-in link is not valid. Check that you copied the whole link, or ask for a new one.",
  linkUsed: "This sign-in link has already been used. Ask for a new one below.",
  linkExpired: "This sign-in link has expired. Ask for a new one below.",
  notInHub: "This report is not in your hub.",
  noStartDate: "Choose the month your plan starts before downloading its calendar.",
  unknownItem: "That step is not in your plan.",
  erased: "Your data has been deleted. The order's amount, date and payment reference are kept for our accounts, as the law asks.",
} as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Enter a real calendar date.");

export const signInLinkRequestSchema = z.object({ email: z.string().trim().max(254).pipe(z.email({ error: "Enter the e-mail address you bought your report with." })) });
export const signInRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const planStartRequestSchema = z.object({ startDate: isoDay });
export const planItemRequestSchema = z.object({ done: z.boolean() });
/** Deleting is one action, confirmed by typing DELETE. */
export const eraseRequestSchema = z.object({ confirm: z.literal("DELETE", { error: "Type DELETE to confirm." }) });

export type HubPlanItem = { id: string; when: string; title: string; text: string; due: string | null; done: boolean };

export type OfficialLink = { role: string; name: string; url: string; phone: string | null };

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
};

/**
 * GET /api/hub. Signed out is an ordinary state of the page, not an error: `signedIn: false` and no reports. `email`
 * is shown masked ("j***@example.com").
 */
export type BuyerHub = { signedIn: boolean; email: string | null; reports: HubReport[] };
