/** GET /api/assessments/:id/eligibility: each residence route of the assessed country checked against the answers. */
import type { Source } from "./source";

/**
 * meets: every condition the answers show is met; below: the money falls short (by `shortfallUsd`); not-open: a
 * condition the answers show shuts the route (the occupation's skill, an age limit, a kind of income it does not
 * count); points-tested: nothing the answers show fails, but a points test decides; unknown: an answer or a sourced
 * figure is missing.
 */
export type EligibilityStatus = "meets" | "below" | "not-open" | "points-tested" | "unknown";

/** The condition that decides the verdict. */
export type DecidingCondition = "money" | "income-kind" | "occupation" | "age" | "family" | "partner-income" | "points" | "missing-answer" | "no-figure";

export type RouteVerdict = {
  /** The route's stable id within its country (the key its facts are known by). */
  routeId: string;
  route: string;
  kind: "work" | "retirement" | "remote-work" | "investment";
  status: EligibilityStatus;
  decidedBy: DecidingCondition;
  /**
   * True when the route is meant for someone like the person (it counts their kind of income, or, without an income
   * answer, suits their age and occupation) and no condition the answers show fails: every known condition is met or
   * unknown. Only these routes move the score.
   */
  forYou: boolean;
  /** One or two plain sentences: the verdict and why. */
  summary: string;
  /** The threshold as the source states it, with its USD equivalent, or null when no source gives one. */
  threshold: string | null;
  /** How far the monthly budget falls short of a monthly income threshold, in USD. */
  shortfallUsd: number | null;
  source: Source | null;
  officialPage: string;
};

export type EligibilityResponse = {
  country: string;
  /** False when the knowledge base has no detailed routes for the country yet (`note` says so). */
  researched: boolean;
  note: string | null;
  /** When the routes were last checked against their sources. */
  checked: string | null;
  /** The answers that would settle routes now "unknown": an income (with its kind) or savings the person did not give. */
  missingAnswers: ("income" | "savings")[];
  verdicts: RouteVerdict[];
};
