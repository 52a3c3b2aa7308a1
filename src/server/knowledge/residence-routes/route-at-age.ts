/**
 * A route as it applies to a person of a given age (issue 30): where the route's rules set a different money
 * threshold for an age band (the Netherlands' lower salary criterion under 30, Germany's floor from 45), the band
 * that holds for the person replaces the general threshold, so the eligibility answer, the report's route card and
 * the hub's plan all quote the figure that person must meet. The band's own basis says whom it is for.
 */
import type { AgeBandThreshold, ResidenceRoute } from "../knowledge.schema";

/** True when a person of `age` is in the band. */
export const inAgeBand = (band: Pick<AgeBandThreshold, "underYears" | "fromYears">, age: number): boolean =>
  (band.underYears === undefined || age < band.underYears) && (band.fromYears === undefined || age >= band.fromYears);

/** "Applicants under 30" / "Applicants aged 45 or over": whom a band's threshold is for. */
export const ageBandWords = (band: Pick<AgeBandThreshold, "underYears" | "fromYears">): string =>
  band.underYears !== undefined ? `Applicants under ${band.underYears}` : `Applicants aged ${band.fromYears} or over`;

/** The age band whose threshold holds at `age`, if the route sets one. */
export const ageBandAt = (route: ResidenceRoute, age: number): AgeBandThreshold | undefined => route.thresholdForAge?.find((band) => inAgeBand(band, age));

/** The route with the threshold that holds at `age`; the route itself when no band holds. */
export function routeAtAge(route: ResidenceRoute, age: number): ResidenceRoute {
  const band = ageBandAt(route, age);
  return band ? { ...route, threshold: band.threshold } : route;
}
