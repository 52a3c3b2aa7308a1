import type { Citation } from "../dataset.schema";

// What a one-person US household ("one person consumer unit") spends a year, from the US Bureau of Labor
// Statistics' Consumer Expenditure Survey 2024, table by size of consumer unit: the reference basket the cost
// estimates price at each country's price level (cost-estimates.ts).
// Where read: BLS's own tables and FRED's series pages for these series are not in the stored copies searched, so the
// figures were read in two public GitHub files that download them (cited with `via`). The two copies agree where
// they overlap: food 5,644 in one is food at home 3,395 + food away 2,249 in the other, and transportation 6,953 in
// one is 3,836 + 2,383 + 734 in the other.

export type BasketItem = {
  /** Dollars a year. */
  annualUsd: number;
  /** What the figure covers, in the words shown to a reader. */
  what: string;
  sources: Citation[];
};

export type SpendingBasket = { year: number; items: { groceries: BasketItem; utilities: BasketItem; transport: BasketItem } };

const fetchCes: Citation = {
  publisher: "US Bureau of Labor Statistics",
  title: "Consumer Expenditure Survey 2024, one-person consumer units (food at home, telephone services, public and other transportation)",
  url: "https://github.com/Homayounhemmati/YT/blob/2a217853b726c10afd6e55f48a823829ebd1a03a/src/data/ces-2024/baseline.json",
  asOf: "2024",
  reviewedOn: "2026-11-26",
  via: "GitHub (Homayounhemmati/YT repository)",
  research:
    "baseline.json written by scripts/fetch_ces.py from series CXU<item>LB0502M (size of consumer unit: one person) for 2024; the script's notes say food at home 3,395 was cross-checked against the BLS API; FRED's own series pages for these IDs were searched (25 phrasings) and not found in the stored copies",
};

const collegeTab: Citation = {
  publisher: "US Bureau of Labor Statistics",
  title: "Consumer Expenditure Survey 2024, one-person consumer units (utilities, fuels and public services)",
  url: "https://github.com/johnhaley12408/CollegeTab/blob/8f5618d422f56501136e326fe68b49a122e023ff/cost-of-living-data-2026.js",
  asOf: "2024",
  reviewedOn: "2026-11-26",
  via: "GitHub (johnhaley12408/CollegeTab repository)",
  research: "BASELINE_2024.housingUtilities = 2978, labelled '2024 One Person Consumer Unit - annual expenditures' from the BLS Consumer Expenditure Surveys",
};

/** Telephone services are part of BLS's utilities line; the estimate is for energy and water, so they come off. */
const TELEPHONE_SERVICES_2024 = 849;
const UTILITIES_FUELS_PUBLIC_SERVICES_2024 = 2978;

export const usOnePersonSpending: SpendingBasket = {
  year: 2024,
  items: {
    groceries: { annualUsd: 3395, what: "food at home", sources: [fetchCes] },
    utilities: {
      annualUsd: UTILITIES_FUELS_PUBLIC_SERVICES_2024 - TELEPHONE_SERVICES_2024,
      what: "electricity, gas, other fuels, water and other public services (utilities less telephone)",
      sources: [collegeTab, fetchCes],
    },
    transport: { annualUsd: 734, what: "public and other transportation (fares, including air fares)", sources: [fetchCes] },
  },
};
