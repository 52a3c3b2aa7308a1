/**
 * GET /api/admin/data-freshness (operator only, issue 18 point 7): per country and topic, the facts the data
 * says no source gives, the citations older than 18 months, and the citations whose link does not open the
 * publisher's own page. The same audit `npm run data:audit` prints. Internal research notes are never part of it.
 */

/** The topics of the audit, in the order pages and the script list them. */
export const DATA_TOPICS = ["cities", "indicators", "routes", "tax", "healthcare", "housing", "culture", "emergency", "directory", "content", "recognition", "retiree-tax", "schools"] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];

/** A citation counts as stale when its as-of date ended more than this many months ago. */
export const STALE_AFTER_MONTHS = 18;

/**
 * Why a citation's page is not the publisher's own: the link opens a republication (`via`), a press or other
 * page (the registered site's kind), a site nobody has registered yet, or a host the publisher's registered site
 * does not serve.
 */
export const SECONDARY_REASONS = ["republished", "press", "other", "unregistered", "other-host"] as const;
export type SecondaryReason = (typeof SECONDARY_REASONS)[number];

/** What counts as safety-critical, in the words the operator page and `npm run data:audit` use. */
export const SAFETY_CRITICAL_WORDS = "visa thresholds and fees, the minimum wages they are defined from, income-tax rates, emergency numbers and embassy phones";

/**
 * `safetyCritical`: how many of the secondary-only citations back a figure a person acts on directly and that needs
 * an official or publisher page (a visa threshold or fee, a base quantity such as a minimum wage, an income-tax rate,
 * an emergency number or embassy phone).
 */
export type FreshnessCounts = {
  /** Facts whose review day has come (a citation's `reviewedOn` plus its kind's interval), and how many are safety-critical. */
  overdue: number;
  overdueSafetyCritical: number;
  /** Figures whose second source gives another value: the report says the sources differ. */
  differing: number;
  missing: number;
  stale: number;
  secondaryOnly: number;
  safetyCritical: number;
};

export type MissingFact = { path: string; note: string };
export type CitedFact = { path: string; label: string; url: string; asOf: string };
export type SecondaryFact = CitedFact & { reason: SecondaryReason; safetyCritical: boolean };

/** A fact due for review: when it was last confirmed against its source (null: never recorded) and when it fell due. */
export type OverdueFact = CitedFact & { reviewedOn: string | null; dueOn: string; safetyCritical: boolean };
/** A figure whose two sources differ: the figure's own source, the second one, and what the second gives. */
export type DifferingFact = CitedFact & { differs: string; second: { label: string; url: string; asOf: string } };

export type TopicFreshness = { topic: DataTopic; overdue: OverdueFact[]; differing: DifferingFact[]; missing: MissingFact[]; stale: CitedFact[]; secondaryOnly: SecondaryFact[] };

/** One country's audit, or the shared sources' (indicator datasets, exchange rates, the US pages). */
export type FreshnessGroup = { id: string; name: string; topics: TopicFreshness[]; totals: FreshnessCounts };

/** A fact that changed since live reports printed it (issue 31): how many printed it and how many buyers were told. */
export type ChangedFact = { factId: string; what: string; liveReports: number; buyersTold: number; lastFound: string };

export type DataFreshnessResponse = {
  /** Facts that changed since live reports printed them, most reports first. */
  changedFacts: ChangedFact[];
  /** The day the audit was computed for (UTC, YYYY-MM-DD). */
  today: string;
  staleAfterMonths: number;
  /** How often each kind of fact is confirmed again, in words (src/server/facts/review-intervals.ts). */
  reviewRules: string[];
  /** Citations counted (every citation is checked for staleness and for its page). */
  citations: number;
  totals: FreshnessCounts;
  /** The sources every country relies on, listed once. */
  shared: FreshnessGroup;
  /** Every destination country, by name. */
  countries: FreshnessGroup[];
};
