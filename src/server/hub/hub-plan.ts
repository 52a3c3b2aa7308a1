/**
 * The buyer's relocation plan as a checklist (issue 20.4): the report's month-by-month timeline (the same
 * planTimeline, for the same route, with the knowledge in force on the day the report was paid for), each step an
 * item with a stable id and, once the buyer picks a start date, the date it is due by.
 */
import type { Assessment } from "@shared/contracts/assessments";
import type { HubPlanItem } from "@shared/contracts/hub";
import { eligibilityFor } from "@server/eligibility/eligibility";
import { factsInForce, type InForce } from "@server/in-force";
import { planTimeline, timelineInputFor, type TimelineMonth } from "@server/reports/relocation-timeline";

/** The timeline the buyer's report holds, from the editions in force when it was paid for. */
export function buyerTimeline(assessment: Assessment, inForce: InForce): TimelineMonth[] {
  const { catalog, data } = inForce;
  const destination = catalog.findByName(assessment.preferred_country);
  if (!destination) return [];
  const verdicts = eligibilityFor(assessment, destination, factsInForce(inForce), data.exchangeRates).verdicts;
  return planTimeline(timelineInputFor(assessment, destination, factsInForce(inForce), verdicts));
}

/** "YYYY-MM-DD" of the last day of the `month`-th month from `start` (month 1 ends the day before start + 1 month). */
export function dueDate(start: string, month: number): string {
  const [year, monthIndex, day] = start.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, monthIndex - 1 + month, 1));
  // Clamp to the target month's length (31 January + 1 month is the end of February, not 3 March).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  target.setUTCDate(target.getUTCDate() - 1);
  return target.toISOString().slice(0, 10);
}

/** Every step of the timeline as a checklist item: `m{by}-{n}` ids, due dates when a start date is set. */
export function planItems(months: readonly TimelineMonth[], startDate: string | null, done: ReadonlySet<string>): HubPlanItem[] {
  return months.flatMap((month) =>
    month.steps.map((text, position) => {
      const id = `m${month.by}-${position + 1}`;
      return { id, when: month.when, title: month.title, text, due: startDate ? dueDate(startDate, month.by) : null, done: done.has(id) };
    }),
  );
}
