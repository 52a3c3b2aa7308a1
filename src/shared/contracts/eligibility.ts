/** GET /api/assessments/:id/eligibility: each residence route of the assessed country checked against the answers. */
import type { Source } from "./source";

export type EligibilityStatus = "meets" | "below" | "unknown";

export type RouteVerdict = {
  route: string;
  kind: "work" | "retirement" | "remote-work" | "investment";
  status: EligibilityStatus;
  /**
   * True when the route is meant for someone like the person: their kind of income (a pension for a retirement
   * route, a salary for a work route, remote income for a remote-work route, savings for an investment route), or,
   * without an income answer, their age and occupation. Only these routes move the score.
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
