/**
 * The data audit as the operator page receives it: each citation as a reader sees it (citationLabel, link, date)
 * and each missing figure with its buyer-facing note. Research notes (how a figure was found or searched for) are
 * internal and never leave the server.
 */
import type { CitedFact, DataFreshnessResponse, FreshnessGroup } from "@shared/contracts/data-freshness";
import { STALE_AFTER_MONTHS } from "@shared/contracts/data-freshness";
import type { PlacedCitation } from "./all-citations";
import { citationLabel } from "./citation";
import type { DataAudit, GroupAudit } from "./data-audit";
import { REVIEW_RULES } from "./review-intervals";

const cited = ({ path, citation }: PlacedCitation): CitedFact => ({ path, label: citationLabel(citation), url: citation.url, asOf: citation.asOf });

function presentGroup(group: GroupAudit): FreshnessGroup {
  return {
    id: group.id,
    name: group.name,
    totals: group.totals,
    topics: group.topics.map((topic) => ({
      topic: topic.topic,
      overdue: topic.overdue.map((item) => ({ ...cited(item), reviewedOn: item.citation.reviewedOn ?? null, dueOn: item.dueOn, safetyCritical: item.safetyCritical })),
      differing: topic.differing.map((item) => ({
        ...cited(item),
        differs: item.differs,
        second: { label: citationLabel(item.second), url: item.second.url, asOf: item.second.asOf },
      })),
      missing: topic.missing.map(({ path, note }) => ({ path, note })),
      stale: topic.stale.map(cited),
      secondaryOnly: topic.secondaryOnly.map((placed) => ({ ...cited(placed), reason: placed.reason, safetyCritical: placed.safetyCritical })),
    })),
  };
}

/** The audit as the page shows it; the route adds the facts that changed since live reports (read from the database). */
export function presentDataAudit(audit: DataAudit): Omit<DataFreshnessResponse, "changedFacts"> {
  return {
    today: audit.today,
    staleAfterMonths: STALE_AFTER_MONTHS,
    reviewRules: REVIEW_RULES.map((rule) => rule.words),
    citations: audit.citations,
    totals: audit.totals,
    shared: presentGroup(audit.shared),
    countries: audit.countries.map(presentGroup),
  };
}
