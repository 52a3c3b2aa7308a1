/**
 * Australia healthcare.
 *
 * Source notes:
 * - No Services Australia or Department of Health page on current Medicare eligibility surfaced in my searches (a 2012
 *   Department of Health review page covers only retirement-visa holders). `system` comes from Australian Unity,
 *   an insurer's overseas-visitor-cover page; it shows no date, so asOf 2026 is the year the stored copy was read,
 *   not a publication date. `publicAccess` comes from a migration law firm (Agape Henry & Co, 18 November 2024).
 *   The United States was not among the Reciprocal Health Care Agreement countries named on the stored pages.
 * - Secondary: the premium is Canstar's average across its ratings database (a comparison site, 28 April 2023); it
 *   is for standard Australian policies, not the overseas visitor cover that temporary-visa holders buy.
 */
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const canstarPrices: Citation = {
  publisher: "Canstar",
  title: "How much does private health insurance cost?",
  url: "https://www.canstar.com.au/health-insurance/what-does-health-insurance-cost",
  asOf: "2023-04-28",
  reviewedOn: "2026-11-26",
  research: "figures read: The average annual cost of hospital-only health insurance for singles is $2,257 for those under 36, $2,713 for people between 36 to 59, and $3,076 for those aged 60 and over. | The average annual cost of combined hospital and extras health insurance for singles is $3,017 for those under 36, $3,456 for those between 36 to 59, and $3,829 for those aged 60 and over.",
};

export const australiaHealthcare: CountryHealthcare = {
  country: "australia",
  checked: "2026-11",
  system: {
    text:
      "Through Medicare the Australian Government provides free or subsidised health care to Australian residents, funded by taxpayers who pay a percentage of their income towards it. People who are not citizens or permanent residents may be required by their visa to hold and maintain adequate health insurance for their whole stay (visa condition 8501); Reciprocal Health Care Agreements give visitors from some countries limited Medicare access for essential treatment.",
    source: {
      publisher: "Australian Unity",
      title: "Healthcare in Australia (Overseas Visitors Health Cover)",
      url: "https://australianunity.com.au/health-insurance/overseas-visitor-cover/healthcare-in-australia",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Medicare eligibility is decided by the Department of Human Services: permanent visa holders, holders of the regional provisional visas (subclasses 491 and 494), applicants for a permanent visa other than a parent visa who meet conditions such as having work rights, and some temporary visa holders from Reciprocal Health Care Agreement countries can enrol. Enrolment is done at a service centre with the Medicare enrolment form, identity and travel documents and proof of visa status.",
    source: {
      publisher: "Agape Henry & Co",
      title: "Which Visa Types Qualify for Medicare?",
      url: "https://agapehenryco.squarespace.com/news-articles/2024/11/18/which-visa-types-qualify-for-medicare",
      asOf: "2024-11-18",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 3456,
    currency: "AUD",
    period: "year",
    basis: "A single person aged 36 to 59: average yearly premium for combined hospital and extras cover, after the private health insurance rebate, across the policies in Canstar's 2023 Health Insurance Star Ratings (AUD 3,017 under 36; AUD 3,829 at 60 and over).",
    forAges: { from: 36, to: 59 },
    source: {
      publisher: "Canstar",
      title: "How much does private health insurance cost?",
      url: "https://www.canstar.com.au/health-insurance/what-does-health-insurance-cost",
      asOf: "2023-04-28",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "community-rated",
    text: "Private health insurance is community-rated: everyone pays the same premium for the same policy regardless of age or health (Private Health Insurance Act 2007); a Lifetime Health Cover loading applies to those who first take hospital cover after 30.",
    source: {
      publisher: "ABC News",
      title: "Private health insurance: The pros and cons of community rating",
      url: "https://abc.net.au/news/2015-11-10/smith-private-health-insurance/6927486",
      asOf: "2015-11-10",
      reviewedOn: "2026-11-26",
      research: "statement read: Private health insurance premiums are not risk rated like other forms of insurance, so that all consumers pay the same premiums as others for the same policy, regardless of their age or health status. As set out in the Private Health Insurance Act 2007, ... the principle of community rating prevents",
    }
  },
  premiumsByAge: [
    {
      amount: 2257,
      currency: "AUD",
      period: "year",
      basis: "Hospital-only cover, single, 'young person' profile (under 36). Canstar average across policies on its database, single, rebate factored in; Canstar notes older profiles assume more comprehensive cover, so differences are not pure age pricing (hospital premiums are community-rated)",
      forAges: {
        from: 18,
        to: 35,
      },
      source: canstarPrices,
    },
    {
      amount: 2713,
      currency: "AUD",
      period: "year",
      basis: "Hospital-only cover, single, 'established person' profile (36-59). Canstar average across policies on its database, single, rebate factored in; Canstar notes older profiles assume more comprehensive cover, so differences are not pure age pricing (hospital premiums are community-rated)",
      forAges: {
        from: 36,
        to: 59,
      },
      source: canstarPrices,
    },
    {
      amount: 3076,
      currency: "AUD",
      period: "year",
      basis: "Hospital-only cover, single, 'mature person' profile (60+). Canstar average across policies on its database, single, rebate factored in; Canstar notes older profiles assume more comprehensive cover, so differences are not pure age pricing (hospital premiums are community-rated)",
      forAges: {
        from: 60,
        to: 99,
      },
      source: canstarPrices,
    },
    {
      amount: 3017,
      currency: "AUD",
      period: "year",
      basis: "Combined hospital + extras, single, under 36. Canstar average across policies on its database, single, rebate factored in; Canstar notes older profiles assume more comprehensive cover, so differences are not pure age pricing (hospital premiums are community-rated)",
      forAges: {
        from: 18,
        to: 35,
      },
      source: canstarPrices,
    },
    {
      amount: 3456,
      currency: "AUD",
      period: "year",
      basis: "Combined hospital + extras, single, 36-59. Canstar average across policies on its database, single, rebate factored in; Canstar notes older profiles assume more comprehensive cover, so differences are not pure age pricing (hospital premiums are community-rated)",
      forAges: {
        from: 36,
        to: 59,
      },
      source: canstarPrices,
    },
    {
      amount: 3829,
      currency: "AUD",
      period: "year",
      basis: "Combined hospital + extras, single, 60+. Canstar average across policies on its database, single, rebate factored in; Canstar notes older profiles assume more comprehensive cover, so differences are not pure age pricing (hospital premiums are community-rated)",
      forAges: {
        from: 60,
        to: 99,
      },
      source: canstarPrices,
    },
  ],
};
