/** The Data freshness page's rules: which groups a filter shows, the filter's choices, and the words for topics and reasons. */
import type { DataFreshnessResponse, DataTopic, FreshnessGroup, SecondaryReason } from "@shared/contracts/data-freshness";

export const ALL_GROUPS = "all";

export const TOPIC_LABELS: Record<DataTopic, string> = {
  cities: "Cities and costs",
  indicators: "Indicators",
  routes: "Residence routes",
  tax: "Tax",
  healthcare: "Healthcare",
  housing: "Housing",
  culture: "Culture",
  emergency: "Emergency",
  directory: "Directory",
  content: "City guides",
  recognition: "Qualification recognition",
  "retiree-tax": "Retirees' tax",
  schools: "Schools",
};

export const REASON_LABELS: Record<SecondaryReason, string> = {
  republished: "republished by another site",
  press: "a press page",
  other: "a site that is not the publisher",
  unregistered: "site not registered yet",
  "other-host": "not on the publisher's own site",
};

/** The filter's choices: everything, the shared sources, then each country by name. */
export function groupOptions(data: DataFreshnessResponse): { value: string; label: string }[] {
  return [
    { value: ALL_GROUPS, label: "All countries and shared sources" },
    { value: data.shared.id, label: data.shared.name },
    ...data.countries.map((country) => ({ value: country.id, label: country.name })),
  ];
}

/** The groups a filter value shows; an unknown value shows everything. */
export function visibleGroups(data: DataFreshnessResponse, filter: string): FreshnessGroup[] {
  const all = [data.shared, ...data.countries];
  const picked = all.filter((group) => group.id === filter);
  return picked.length ? picked : all;
}

/** "2 overdue (1 safety-critical), 1 differing, 3 missing, 1 stale, 4 secondary-only (2 safety-critical)" for a group's heading. */
export function countsText(totals: FreshnessGroup["totals"]): string {
  const part = (count: number, what: string) => `${count === 0 ? "no" : count} ${what}`;
  const critical = (count: number) => (count > 0 ? ` (${count} safety-critical)` : "");
  return [
    part(totals.overdue, "overdue") + critical(totals.overdueSafetyCritical),
    part(totals.differing, "differing"),
    part(totals.missing, "missing"),
    part(totals.stale, "stale"),
    part(totals.secondaryOnly, "secondary-only") + critical(totals.safetyCritical),
  ].join(", ");
}
