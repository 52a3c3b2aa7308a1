/**
 * Vietnam healthcare.
 *
 * Source notes:
 * - No Vietnam Social Security or Ministry of Health page surfaced in my searches. `system` comes from Bonjour Vietnam
 *   (14 July 2017) on the Law on Health Insurance and Decree 105/2014/ND-CP; `publicAccess` from DB Legal, a Da Nang
 *   labour-law firm (8 November 2024).
 * - Gap: no stored page says whether a foreign resident without a Vietnamese labour contract can join the national
 *   scheme, so nothing is claimed about them.
 * - Gap: `privateInsuranceCost` – no average premium found.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const vietnamHealthcare: CountryHealthcare = {
  country: "vietnam",
  checked: "2026-11",
  system: {
    text:
      "Vietnam's Law on Health Insurance (2008, revised 2014) applies equally to Vietnamese and foreigners who work for Vietnamese organisations or manage businesses and are paid in Vietnam; eligible foreign employees get a health-insurance card through their employer. Under Decree 105/2014/ND-CP the insurance covers up to 80% of a foreign employee's medical-care costs, and 100% in some cases.",
    source: {
      publisher: "Bonjour Vietnam",
      title: "Law on health insurance for foreigners in Vietnam",
      url: "https://www.bonjourvietnam.asia/2017/07/14/law-on-health-insurance-for-foreigners-in-vietnam/",
      asOf: "2017-07-14",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Foreign employees must join the national health-insurance scheme if they hold a valid Vietnamese work permit and a labour contract of at least three months (fixed or indefinite term). The contribution is 4.5% of the monthly salary used for social-insurance purposes, 3% paid by the employer and 1.5% by the employee (Law on Health Insurance, consolidated 2020; Decree 143/2018/ND-CP).",
    source: {
      publisher: "DB Legal",
      title: "Paying health insurance for foreign workers",
      url: "https://dblegal.vn/legal-updates/work-pemit-in-vietnam/paying-health-insurance-for-foreign-workers-1194.html",
      asOf: "2024-11-08",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average private premium is available. One undated range is about VND 1 million to over VND 10 million a year for voluntary plans.",
    research: "No page read for this entry gives an average private premium; the only figure seen is an undated aggregator's range (about VND 1 million to over VND 10 million a year for voluntary plans), and no dedicated search was run within the look-up budget.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "Premiums rise with age, usually in 5-year brackets.",
    source: {
      publisher: "AsiaLIFE Magazine",
      title: "Health insurance in Vietnam",
      url: "https://www.asialifemagazine.com/vietnam/health-insurance-vietnam/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Like a fine wine, the cost tends to rise with age as the likelihood of you making a claim increases. Most providers clump people in age brackets, typically rising in 5 year increments, and calculate premiums from there.",
    }
  },
  premiumsByAge: [],
};
