/**
 * Australia healthcare.
 *
 * Source notes:
 * - No Services Australia or Department of Health page on current Medicare eligibility surfaced in my searches (a 2012
 *   Department of Health review page covers only retirement-visa holders). `system` comes from Australian Unity,
 *   an insurer's overseas-visitor-cover page; it shows no date, so asOf 2026 is the year the stored copy was read,
 *   not a publication date. `publicAccess` comes from a migration law firm (Agape Henry & Co, 18 November 2024).
 *   The United States was not among the Reciprocal Health Care Agreement countries named on the stored pages.
 * - The premium is before the Australian Government Rebate on private health insurance: Services Australia says
 *   'You must be eligible for Medicare and the policy must cover you to get the rebate', so a temporary visa holder
 *   without Medicare pays the full premium. The average is Compare the Market's, from privatehealth.gov.au data of
 *   January 2023 ('They don't include rebates, discounts or loadings'), for standard Australian hospital policies,
 *   not the overseas visitor cover that temporary-visa holders usually buy. Canstar's averages (28 April 2023), used
 *   before, had the rebate factored in without saying at what rate, so they could not be turned into pre-rebate
 *   premiums and were removed.
 */
import type { CountryHealthcare } from "./healthcare.schema";

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
    amount: 158.86,
    currency: "AUD",
    period: "month",
    basis:
      "a single adult, at any age: the average monthly premium of hospital-only cover with a AUD 750 excess across the policies listed on privatehealth.gov.au in January 2023 (Basic AUD 100.55, Bronze 121.41, Silver 182.15, Gold 245.24), before the Australian Government Rebate and without discounts or Lifetime Health Cover loading. Services Australia says only people eligible for Medicare can get the rebate, so a temporary visa holder without Medicare pays the full premium; a temporary visa may instead require health insurance for the whole stay (visa condition 8501), and the overseas visitors cover sold for that is priced separately",
    forAges: { from: 18, to: 99 },
    source: {
      publisher: "Compare the Market",
      title: "Cost of private health insurance",
      url: "https://www.comparethemarket.com.au/health-insurance/cost-health-insurance/",
      asOf: "2023-01",
      reviewedOn: "2026-11-28",
      research:
        "Found with the search tool (pages) for 'comparethemarket cost of private health insurance average monthly premium single hospital policies $750 excess'. Table 'Tier | National | VIC | QLD | NSW | TAS | WA | NT | SA': Overall $158.86 national ($167.59 NSW, $180.75 VIC, $176.79 QLD, $143.18 WA, $163.28 SA); Basic $100.55, Bronze $121.41, Silver $182.15, Gold $245.24. 'Source: Privatehealth.gov.au, current as of January 2023.' 'These figures are based on the monthly premium for single-only hospital policies with an excess of $750 that exempts you from the Medicare levy surcharge (MLS). They don't include rebates, discounts or loadings.' The rebate rule: Services Australia, 'Who can get the private health insurance rebate' (https://servicesaustralia.gov.au/who-can-get-rebate-private-health-insurance, read in the store): 'You must be eligible for Medicare and the policy must cover you to get the rebate. You must also meet the income thresholds.' Not used: Canstar (28 April 2023, and a later undated update at AUD 3,199 / 3,719 / 4,176 combined cover) says 'Canstar Research factored in the private health insurance rebate in these calculations' without the rate, so no pre-rebate figure could be computed; Finder's tier averages ('before any surcharges or the private health insurance rebate') are only in a chart; money.com.au's January 2026 averages (Basic $85 to Gold $270 a month) do not say whether the rebate is deducted. Overseas visitors cover: only single insurers' 'from' prices were found (CBHS International Health, Overseas Worker Base Hospital AUD 59.97 a month, Mid 95.98, Top 184.99, undated; Finder's 2020 table of working-visa covers from AUD 64.50 a month), no market average.",
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
  premiumsByAge: [],
};
