import { describe, expect, it } from "vitest";
import { DATA_TOPICS, type DataFreshnessResponse, type FreshnessGroup } from "@shared/contracts/data-freshness";
import { ALL_GROUPS, countsText, groupOptions, visibleGroups } from "./data-freshness-rules";

const group = (id: string, name: string): FreshnessGroup => ({
  id,
  name,
  topics: DATA_TOPICS.map((topic) => ({ topic, overdue: [], differing: [], missing: [], stale: [], secondaryOnly: [] })),
  totals: { overdue: 0, overdueSafetyCritical: 0, differing: 0, missing: 0, stale: 0, secondaryOnly: 0, safetyCritical: 0 },
});
const data: DataFreshnessResponse = {
  changedFacts: [],
  today: "2026-11-25",
  staleAfterMonths: 18,
  reviewRules: [],
  citations: 0,
  totals: { overdue: 0, overdueSafetyCritical: 0, differing: 0, missing: 0, stale: 0, secondaryOnly: 0, safetyCritical: 0 },
  shared: group("shared", "Shared sources"),
  countries: [group("japan", "Japan"), group("portugal", "Portugal")],
};

describe("data freshness filter", () => {
  it("offers everything, the shared sources, then each country in the order given", () => {
    expect(groupOptions(data).map((option) => option.value)).toEqual([ALL_GROUPS, "shared", "japan", "portugal"]);
  });

  it("shows one country when one is chosen", () => {
    expect(visibleGroups(data, "portugal").map((shown) => shown.name)).toEqual(["Portugal"]);
  });

  it("shows the shared sources and every country for 'all' or a value it does not know", () => {
    expect(visibleGroups(data, ALL_GROUPS)).toHaveLength(3);
    expect(visibleGroups(data, "atlantis")).toHaveLength(3);
  });
});

describe("counts text", () => {
  it("says 'no' for a zero count", () => {
    expect(countsText({ overdue: 0, overdueSafetyCritical: 0, differing: 0, missing: 3, stale: 0, secondaryOnly: 1, safetyCritical: 0 })).toBe("no overdue, no differing, 3 missing, no stale, 1 secondary-only");
  });

  it("says how many overdue and secondary-only citations back safety-critical figures, and how many figures' sources differ", () => {
    expect(countsText({ overdue: 4, overdueSafetyCritical: 1, differing: 2, missing: 0, stale: 2, secondaryOnly: 5, safetyCritical: 2 })).toBe(
      "4 overdue (1 safety-critical), 2 differing, no missing, 2 stale, 5 secondary-only (2 safety-critical)",
    );
  });
});
