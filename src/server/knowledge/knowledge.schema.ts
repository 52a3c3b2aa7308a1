/**
 * The shape of the relocation knowledge base: typed data files, one folder per topic, validated by zod at
 * start-up. The destination data's rules hold here too (users make life decisions with these facts):
 * - every fact carries its source (publisher, https URL, as-of date);
 * - a fact no source gives is `{ value: null, note }`, never a guess, and the site and report say so;
 * - a money threshold always carries its currency and its period.
 */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema, crossCheckSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { routeConditionsSchema } from "./residence-routes/route-conditions.schema";

/** "No source gives this": the note says what was looked for and why there is no figure. */
export const unknownSchema = z.object({
  value: z.null(),
  /** Shown to the reader: what is missing, in plain words. */
  note: z.string().min(10),
  /** What was searched and why nothing could be used: internal, never shown. */
  research: z.string().optional(),
});
export type Unknown = z.infer<typeof unknownSchema>;

/** Whether an entry holds facts rather than "no source gives this". */
export const isResearched = <T extends object>(entry: T | Unknown): entry is T => !("value" in entry && entry.value === null);

const currencySchema = z.string().regex(/^[A-Z]{3}$/, "currency must be an ISO 4217 code");

/** A sourced statement; `crossCheck` is a second source for a part its own page does not state. */
export const sourcedTextSchema = z.object({ text: z.string().min(3), source: citationSchema, crossCheck: crossCheckSchema.optional() });
export type SourcedText = z.infer<typeof sourcedTextSchema>;

/** A US rule or step that applies to a US citizen wherever they move (the IRS's, the FBI's, Medicare's...). */
export const usFactSchema = z.object({ topic: z.string().min(3), rule: sourcedTextSchema });
export type UsFact = z.infer<typeof usFactSchema>;

export const sourcedYearsSchema = z.object({
  years: z.number().nonnegative().max(30),
  /** What the years count from, or a caveat (e.g. a pending change in the law). */
  note: z.string().optional(),
  source: citationSchema,
});
export type SourcedYears = z.infer<typeof sourcedYearsSchema>;

export const THRESHOLD_KINDS = ["income", "salary", "savings", "investment"] as const;
export const THRESHOLD_PERIODS = ["month", "year", "once"] as const;

const oneOffRule = [
  (threshold: { kind: string; period: string }) => (threshold.kind === "savings" || threshold.kind === "investment") === (threshold.period === "once"),
  "savings and investment thresholds are one-off amounts (period once); income and salary are per month or year",
] as const;

/**
 * Where the route's law raises the amount for a family (issue 29.3): either the share of the main applicant's amount
 * added for each further adult and for each child (Portugal's D7: 0.5 and 0.3), or a flat sum in the threshold's
 * currency for each dependant beyond those the base amount already covers (a deposit that covers two dependants,
 * each further one adding USD 15,000). Absent when the law sets neither or none was found: the amount is then the
 * main applicant's alone.
 */
const householdSchema = z
  .union([
    z.object({ perAdditionalAdult: z.number().min(0).max(2), perChild: z.number().min(0).max(2) }),
    /** `source`: where the rule is stated, when not on the threshold's own source. */
    z.object({
      perDependant: z.number().positive(),
      includedDependants: z.number().int().min(0).max(10),
      source: citationSchema.optional(),
      crossCheck: crossCheckSchema.optional(),
    }),
  ])
  .optional();

/** Set when an amount was computed from a base quantity: the day its edition applies from, and its citation. */
const editionInForceSchema = z.object({ appliesFrom: z.string(), citation: citationSchema, crossCheck: crossCheckSchema.optional() });
export type EditionInForce = z.infer<typeof editionInForceSchema>;

/** How an amount is computed from a base quantity (facts/base-quantities): its edition in force on the day, times `times`. */
const basedOnSchema = z.object({ quantity: z.string().regex(/^[a-z-]+\.[a-z0-9-]+$/), times: z.number().positive() });

/** The money a route asks for, as the source states it (or as resolved from a base quantity on a date). */
export const thresholdSchema = z
  .object({
    kind: z.enum(THRESHOLD_KINDS),
    amount: z.number().positive(),
    currency: currencySchema,
    period: z.enum(THRESHOLD_PERIODS),
    /** How the figure is set, e.g. "four times the national minimum wage, EUR 920 a month from 1 January 2026". */
    basis: z.string().min(3),
    source: citationSchema,
    crossCheck: crossCheckSchema.optional(),
    household: householdSchema,
    edition: editionInForceSchema.optional(),
  })
  .refine(...oneOffRule);
export type Threshold = z.infer<typeof thresholdSchema>;

/**
 * A threshold defined as a multiple of a base quantity (facts/base-quantities), e.g. four times the minimum wage:
 * the amount is never typed; it is computed from the edition in force on the day the threshold is shown. `basis`
 * says the rule with "{base}" where the quantity and its edition go.
 */
export const derivedThresholdSchema = z
  .object({
    kind: z.enum(THRESHOLD_KINDS),
    basedOn: basedOnSchema,
    period: z.enum(THRESHOLD_PERIODS),
    basis: z.string().includes("{base}", { message: "a derived threshold's basis names the base quantity with {base}" }),
    source: citationSchema,
    crossCheck: crossCheckSchema.optional(),
    household: householdSchema,
  })
  .refine(...oneOffRule);
export type DerivedThreshold = z.infer<typeof derivedThresholdSchema>;

export const feeSchema = z.object({
  amount: z.number().nonnegative(),
  currency: currencySchema,
  /** What the fee pays for, e.g. "consular residence visa fee". */
  what: z.string().min(3),
  /** The fee for each person who joins the main applicant, where the rules set a different one (first-year costs multiply it out). */
  perDependant: z.number().nonnegative().optional(),
  source: citationSchema,
  crossCheck: crossCheckSchema.optional(),
  /** Set on a fee a rule re-sets (resolved from a derived fee): the rule in a reader's words. */
  basis: z.string().min(10).optional(),
  edition: editionInForceSchema.optional(),
});
export type Fee = z.infer<typeof feeSchema>;

/**
 * A fee a rule re-sets on a date (Canada's permanent residence fees, indexed every two years on 30 April): the amount
 * is never typed; it is the base quantity's edition in force on the day the fee is shown. `source` states the rule.
 */
export const derivedFeeSchema = z.object({
  basedOn: basedOnSchema,
  what: z.string().min(3),
  /** The rule in a reader's words: who re-sets the fee, when, and by what. */
  basis: z.string().min(10),
  perDependant: z.number().nonnegative().optional(),
  source: citationSchema,
  crossCheck: crossCheckSchema.optional(),
});
export type DerivedFee = z.infer<typeof derivedFeeSchema>;

export const ROUTE_KINDS = ["work", "retirement", "remote-work", "investment"] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** A route's stable id within its country: the key its facts are known by (issue 31), kept when the route is renamed. */
export const ROUTE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const residenceRouteSchema = z.object({
  /** Stable within the country, e.g. "d7", "blue-card", "skills-in-demand-482": never reused for another route. */
  id: z.string().regex(ROUTE_ID, "a route id is lower-case words joined by hyphens"),
  kind: z.enum(ROUTE_KINDS),
  /** The official name, e.g. "D7 residence visa (passive income / retirement)". */
  name: z.string().min(3),
  whoFor: z.string().min(10),
  /** Youngest age the route accepts, when the route sets one. */
  minimumAge: z.union([z.object({ years: z.number().int().min(18).max(100), source: citationSchema }), z.null()]),
  /** True when the route needs a job offer from an employer in the country. */
  needsLocalJobOffer: z.boolean(),
  threshold: z.union([thresholdSchema, derivedThresholdSchema, unknownSchema]),
  /** Savings the route accepts in place of its income threshold (Mexico's temporary residence: an average balance). */
  savingsInstead: z.union([thresholdSchema, derivedThresholdSchema]).optional(),
  /**
   * A different money threshold for applicants of some ages, where the route's rules set one (the Netherlands'
   * lower salary criterion under 30; Germany's salary floor for a first skilled-worker permit from 45). The band
   * that holds for a person replaces `threshold` in their eligibility answer and report (route-at-age.ts).
   */
  thresholdForAge: z
    .array(
      z
        .object({
          underYears: z.number().int().min(18).max(100).optional(),
          fromYears: z.number().int().min(18).max(100).optional(),
          threshold: z.union([thresholdSchema, derivedThresholdSchema]),
        })
        .refine((band) => (band.underYears === undefined) !== (band.fromYears === undefined), "an age band is either under an age or from an age"),
    )
    .optional(),
  /** What the route asks of the person beyond money (issue 28); absent while the route's conditions are being researched. */
  conditions: routeConditionsSchema.optional(),
  fee: z.union([feeSchema, derivedFeeSchema, unknownSchema]),
  /**
   * A further fee each adult who moves pays beside the application fee, where the rules set one (Canada's right of
   * permanent residence fee, due before landing; children are exempt). The first-year costs count it per adult.
   */
  adultFee: z.union([feeSchema, derivedFeeSchema]).optional(),
  processingTime: z.union([sourcedTextSchema, unknownSchema]),
  /** How long the first permit lasts and how it is renewed. */
  durationAndRenewal: z.union([sourcedTextSchema, unknownSchema]),
  permanentResidence: z.union([sourcedYearsSchema, unknownSchema]),
  citizenship: z.union([sourcedYearsSchema, unknownSchema]),
  /** The government page that governs the route. */
  officialPage: z.url({ protocol: /^https$/ }),
});
/** A route as its data file writes it: a threshold or a fee may be derived from a base quantity. */
export type ResidenceRouteData = z.infer<typeof residenceRouteSchema>;
/** An age band's threshold, resolved for the day. */
export type AgeBandThreshold = { underYears?: number; fromYears?: number; threshold: Threshold };
/** A route as everything else reads it: every threshold and fee resolved to an amount for the day it is shown. */
export type ResidenceRoute = Omit<ResidenceRouteData, "threshold" | "savingsInstead" | "thresholdForAge" | "fee" | "adultFee"> & {
  threshold: Threshold | Unknown;
  fee: Fee | Unknown;
  adultFee?: Fee;
  savingsInstead?: Threshold;
  thresholdForAge?: AgeBandThreshold[];
};

/**
 * A route kind missing from `routes`: either the country does not offer it (`not-offered`, with the source
 * that says so), or it exists but is not researched yet (`not-researched`), which the report says plainly.
 */
const absentRouteSchema = z
  .object({
    kind: z.enum(ROUTE_KINDS),
    status: z.enum(["not-offered", "not-researched"]),
    note: z.string().min(10),
    source: citationSchema.optional(),
  })
  .refine((entry) => entry.status !== "not-offered" || entry.source !== undefined, "a route kind marked not-offered needs the source that says so");

export const countryRoutesSchema = z
  .object({
    country: z.enum(COUNTRY_SLUGS),
    /** When the routes below were last checked against their sources. */
    checked: asOfSchema,
    routes: z.array(residenceRouteSchema).min(1),
    absent: z.array(absentRouteSchema),
  })
  .refine(
    (entry) => ROUTE_KINDS.every((kind) => entry.routes.some((r) => r.kind === kind) || entry.absent.some((a) => a.kind === kind)),
    "every route kind (work, retirement, remote-work, investment) must be either a route or listed as absent",
  )
  .refine((entry) => new Set(entry.routes.map((route) => route.id)).size === entry.routes.length, "each route of a country needs its own id");
export type CountryRoutesData = z.infer<typeof countryRoutesSchema>;
export type CountryRoutes = Omit<CountryRoutesData, "routes"> & { routes: ResidenceRoute[] };
