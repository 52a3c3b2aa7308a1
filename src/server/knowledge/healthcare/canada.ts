/**
 * Canada: healthcare for a resident foreigner.
 * Source notes:
 * - Quasi-official: the Canada Health Act s. 11(1)(a) as read into the record of a House of Commons immigration
 *   committee meeting (41st Parliament, 2nd session), reproduced by openparliament.ca.
 * - Secondary: cannyvr.ca newcomer guide for how the system works; PolicyMe (online insurer) product page for the premium.
 * - No federal (canada.ca) or provincial newcomer page was returned by the search; provincial waiting periods
 *   differ and change (secondary guides disagree province by province), so only the federal three-month ceiling is given.
 * - The openparliament, cannyvr and PolicyMe pages show no date; asOf 2026 is the year the stored copies were read.
 * - Private cover in Canada is supplementary (drugs, dental, vision, therapies), not a substitute for the provincial
 *   plan; the figure is one insurer's published example, not a market average.
 */
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const policyadvisorPrices: Citation = {
  publisher: "PolicyAdvisor",
  title: "What is the cost of health insurance for visitors to Canada?",
  url: "https://www.policyadvisor.com/visitor-insurance-canada/cost-of-visitors-insurance-to-canada/",
  asOf: "2025",
  reviewedOn: "2026-11-26",
  research: "figures read: younger travellers (for example, under 40 years) may pay between $50 and $100 monthly, while those aged 60 years and older may see costs rise between $200 and $400 per month.",
};

export const canadaHealthcare: CountryHealthcare = {
  country: "canada",
  checked: "2026-11",
  system: {
    text: "Canada's publicly funded health care is delivered by each province or territory and covers most basic medical costs and emergency services for citizens and permanent residents. Each resident registers with the provincial or territorial health plan and receives a health card to show at hospitals and clinics.",
    source: {
      publisher: "cannyvr.ca",
      title: "Life in Canada: applying for documents (health card)",
      url: "https://www.cannyvr.ca/life-in-canada/applying-for-documents",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Each province runs its own health insurance plan and some make new residents wait before coverage starts. Under the portability criterion of the Canada Health Act (s. 11(1)(a)), a provincial plan must not impose a minimum residence or waiting period longer than three months before residents are entitled to insured health services.",
    source: {
      publisher: "House of Commons of Canada",
      title: "Standing Committee on Citizenship and Immigration (41st Parliament, 2nd session, meeting 33), testimony citing Canada Health Act s. 11",
      via: "openparliament.ca",
      url: "https://openparliament.ca/committees/immigration/41-2/33/daniel-macdonald-28/only",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 173,
    currency: "CAD",
    period: "month",
    basis: "A 32-year-old in Ontario: supplementary health and dental plan (drugs, dental, vision, therapists) at one insurer's published rates. Not a market average.",
    forAges: { from: 32, to: 32 },
    source: {
      publisher: "PolicyMe",
      title: "About PolicyMe's Health and Dental Insurance",
      url: "https://www.policyme.com/fr/health-and-dental-product-information",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "age-rated",
    text: "During the provincial waiting period (3 months in Ontario) newcomers buy visitor-type insurance, whose cost depends on the company, the package, age and health.",
    source: {
      publisher: "Settlement.Org",
      title: "Do I need private health insurance?",
      url: "https://settlement.org/ontario/health/ohip-and-health-insurance/private-insurance/do-i-need-private-health-insurance/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: When you are new to Ontario, there is a 3-month waiting period for OHIP. ... Look for the same insurance that visitors to Canada buy. ... The cost depends on: The company you choose • The package you choose • How old you are • How healthy you are",
    }
  },
  premiumsByAge: [
    {
      amount: 50,
      currency: "CAD",
      period: "month",
      basis: "Visitor health insurance (emergency medical), typical range; the source gives a range of CAD 50 to 100, the lower end shown",
      forAges: {
        from: 18,
        to: 39,
      },
      source: policyadvisorPrices,
    },
    {
      amount: 200,
      currency: "CAD",
      period: "month",
      basis: "Visitor health insurance (emergency medical), typical range; the source gives a range of CAD 200 to 400, the lower end shown",
      forAges: {
        from: 60,
        to: 99,
      },
      source: policyadvisorPrices,
    },
  ],
};
