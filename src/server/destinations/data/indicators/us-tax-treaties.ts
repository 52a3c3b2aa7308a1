// US income tax treaties in force, by destination. true = a comprehensive income tax treaty is in force.
// Membership was read in a stored copy of the IRS treaty list reproduced by American University's payroll
// office; values now cite the IRS page itself (the copy is named in `research`), plus the Treasury notice for
// South America and RSM's alert for Chile. Tax information exchange agreements are not
// treaties. The few details marked "(remembered)" are from memory of official pages.
import type { Citation } from "@server/facts/citation";
import type { IndicatorDataset } from "../dataset.schema";

const IRS_TREATY_LIST: Citation = {
  publisher: "Internal Revenue Service",
  title: "United States Income Tax Treaties - A to Z",
  url: "https://www.irs.gov/businesses/international-businesses/united-states-income-tax-treaties-a-to-z",
  asOf: "2025",
  reviewedOn: "2026-11-25",
  research: "Membership first read in a stored copy of the IRS list reproduced by American University's payroll office (https://wwwprod101.american.edu/finance/payroll/tax-treaties.cfm); the IRS page itself was not read in a stored copy.",
};

const TREASURY_ENTRY_INTO_FORCE: Citation = {
  publisher: "US Department of the Treasury",
  title: "Treasury Announces Entry Into Force of Income Tax Treaty with Chile (press release, 19 December 2023)",
  via: "MarketsWired",
  url: "https://marketswired.com/us-treasury/treasury-announces-entry-into-force-of-income-tax-treaty-with-chile/amp",
  asOf: "2025",
  reviewedOn: "2026-11-25",
};

export const usTaxTreaties: IndicatorDataset<boolean> = {
  id: "us-tax-treaties",
  source: {
    publisher: "Internal Revenue Service",
    title: "United States Income Tax Treaties - A to Z",
    url: "https://www.irs.gov/businesses/international-businesses/united-states-income-tax-treaties-a-to-z",
    asOf: "2025",
    reviewedOn: "2026-11-21",
  },
  unit: "true when a US income tax treaty is in force with the country",
  values: {
    portugal: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    spain: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    mexico: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    "costa-rica": {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners; the US-Costa Rica tax information exchange agreement is not a treaty.",
      research: "The tax information exchange agreement / signed-treaty detail is remembered from official Treasury pages, not re-read in a stored copy.",
    },
    panama: {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners; the US-Panama tax information exchange agreement is not a treaty.",
      research: "The tax information exchange agreement / signed-treaty detail is remembered from official Treasury pages, not re-read in a stored copy.",
    },
    ecuador: {
      value: false,
      source: TREASURY_ENTRY_INTO_FORCE,
      note: "Not a US income tax treaty partner; the US Treasury said at the Chile treaty's entry into force (19 December 2023) that it is only the second US income tax treaty in force with a South American country (the other is Venezuela).",
    },
    colombia: {
      value: false,
      source: TREASURY_ENTRY_INTO_FORCE,
      note: "Not a US income tax treaty partner; the US Treasury said at the Chile treaty's entry into force (19 December 2023) that it is only the second US income tax treaty in force with a South American country (the other is Venezuela). The US-Colombia tax information exchange agreement is not a treaty.",
      research: "The tax information exchange agreement / signed-treaty detail is remembered from official Treasury pages, not re-read in a stored copy.",
    },
    brazil: {
      value: false,
      source: TREASURY_ENTRY_INTO_FORCE,
      note: "Not a US income tax treaty partner; the US Treasury said at the Chile treaty's entry into force (19 December 2023) that it is only the second US income tax treaty in force with a South American country (the other is Venezuela). The US-Brazil tax information exchange agreement is not a treaty.",
      research: "The tax information exchange agreement / signed-treaty detail is remembered from official Treasury pages, not re-read in a stored copy.",
    },
    argentina: {
      value: false,
      source: TREASURY_ENTRY_INTO_FORCE,
      note: "Not a US income tax treaty partner; the US Treasury said at the Chile treaty's entry into force (19 December 2023) that it is only the second US income tax treaty in force with a South American country (the other is Venezuela).",
    },
    chile: {
      value: true,
      source: {
        publisher: "RSM US",
        title: "US-Chile income tax treaty enters into force (tax alert)",
        url: "https://rsmus.com/content/rsm/us/en/home/insights/tax-alerts/2024/us-chile-income-tax-treaty-enters-force.html",
        asOf: "2023-12-19",
        reviewedOn: "2026-11-25",
      },
      note: "Treaty entered into force on 19 December 2023; effective for withholding taxes from 1 February 2024 and other taxes from 1 January 2024.",
    },
    uruguay: {
      value: false,
      source: TREASURY_ENTRY_INTO_FORCE,
      note: "Not a US income tax treaty partner; the US Treasury said at the Chile treaty's entry into force (19 December 2023) that it is only the second US income tax treaty in force with a South American country (the other is Venezuela).",
    },
    thailand: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    malaysia: {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners.",
    },
    philippines: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    vietnam: {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners; a US-Vietnam treaty was signed in 2015 but is not in force.",
      research: "The tax information exchange agreement / signed-treaty detail is remembered from official Treasury pages, not re-read in a stored copy.",
    },
    japan: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    "south-korea": {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    singapore: {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners.",
    },
    australia: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    "new-zealand": {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    canada: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    "united-kingdom": {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    ireland: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    germany: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    france: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    italy: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    netherlands: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    denmark: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    sweden: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    norway: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    finland: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    switzerland: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    austria: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    belgium: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
    ghana: {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners.",
    },
    liberia: {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners.",
    },
    nigeria: {
      value: false,
      source: IRS_TREATY_LIST,
      note: "Not on the list of US income tax treaty partners.",
    },
    morocco: {
      value: true,
      source: IRS_TREATY_LIST,
      note: "Listed among US income tax treaty partners.",
    },
  },
};
