import { describe, expect, it } from "vitest";
import type { IncomeTax } from "@server/knowledge/tax/tax.schema";
import { TEST_SOURCE } from "../../../tests/support/knowledge";
import { ratePercent, topRateRows } from "./top-rate";
import { premiumForBuyer } from "./healthcare-section";
import { buildFactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { data, knowledge } from "../../../tests/support/report-documents";

/** A catalogue that holds none of these made-up rates: the rows name no fact. */
const noFacts = buildFactCatalogue({ knowledge, data });

const tax: IncomeTax = { taxYear: "2025", currency: "JPY", period: "year", bands: [{ from: 0, upTo: null, ratePercent: 45 }], topRatePercent: 45, source: TEST_SOURCE };

describe("a top income-tax rate says its scope", () => {
  it("a country with no regional or local income tax says the national rate is the whole rate", () => {
    expect(topRateRows(tax, noFacts).map((row) => [row.label, row.value])).toEqual([["Top income-tax rate (no regional or local income tax added)", "45% (2025)"]]);
  });

  it("a country with local taxes gives the national rate and the combined one with what it combines", () => {
    const rows = topRateRows({ ...tax, combinedTop: { ratePercent: 55.945, what: "national 45% plus the 2.1% surtax and the 10% inhabitant's tax", source: TEST_SOURCE } }, noFacts);
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ["Top national income-tax rate", "45% (2025)"],
      ["Top rate with regional and local taxes", "about 55.9%: national 45% plus the 2.1% surtax and the 10% inhabitant's tax"],
    ]);
  });

  it("a second source giving other rates is shown as 'Sources differ on ...' beside the rate it questions; one that agrees adds nothing", () => {
    const second = { ...TEST_SOURCE, publisher: "Second fixture source", title: "Second fixture source" };
    const rows = topRateRows({
      ...tax,
      crossCheck: { source: second, differs: "a top rate of 40%" },
      combinedTop: { ratePercent: 55.945, what: "national 45% plus local taxes", source: TEST_SOURCE, crossCheck: { source: second, differs: "about 55% combined" } },
    }, noFacts);
    expect(rows.map((row) => row.label)).toEqual(["Top national income-tax rate", "Sources differ on the income-tax bands", "Top rate with regional and local taxes", "Sources differ on the rate with regional and local taxes"]);
    expect(rows[1]).toMatchObject({ value: "Second fixture source gives a top rate of 40%; confirm on the official page before you rely on it.", source: second });
    expect(rows[3]?.value).toContain("gives about 55% combined");
    expect(topRateRows({ ...tax, crossCheck: { source: second } }, noFacts).map((row) => row.label)).toEqual(["Top income-tax rate (no regional or local income tax added)"]);
  });

  it("a published rate is printed as published when it has at most one decimal, and says 'about' when rounded", () => {
    expect(ratePercent(24.5)).toBe("24.5%");
    expect(ratePercent(47.475)).toBe("about 47.5%");
  });
});

describe("a private premium is for the buyer's age or says whom it was quoted for", () => {
  const premium = { amount: 100, currency: "EUR", period: "month" as const, basis: "basic plan", source: TEST_SOURCE };
  it("within the quoted ages it says it is the buyer's band", () => {
    expect(premiumForBuyer({ ...premium, forAges: { from: 30, to: 39 } }, 35)).toContain("Quoted for people aged 30 to 39, your age band.");
  });
  it("for an older buyer it says the quote is for younger people and to expect more", () => {
    expect(premiumForBuyer({ ...premium, forAges: { from: 35, to: 35 } }, 67)).toContain("Quoted for a 35-year-old, not for your age (67): expect to pay more");
  });
  it("without a stated age it says it is not quoted for the buyer's age", () => {
    expect(premiumForBuyer(premium, 67)).toContain("Not quoted for your age (67): premiums rise with age");
  });
});
