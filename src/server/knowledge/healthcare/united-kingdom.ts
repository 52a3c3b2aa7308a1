/**
 * United Kingdom: healthcare for a resident foreigner.
 * Source notes:
 * - Official: Ashford and St Peter's Hospitals NHS Foundation Trust overseas visitor policy (ratified April 2023),
 *   describing the NHS charging rules for England; House of Commons Library briefing on the immigration health
 *   surcharge (31 January 2024) as reproduced by the Electronic Immigration Network.
 * - Secondary: WeCovr (FCA-authorised broker) 2025 estimate for the private premium.
 * - The charging rules described are England's; Scotland, Wales and Northern Ireland run their own NHS bodies.
 * - No gaps.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const unitedKingdomHealthcare: CountryHealthcare = {
  country: "united-kingdom",
  checked: "2026-11",
  system: {
    text: "In England, free NHS hospital treatment depends on being 'ordinarily resident' (living in the UK lawfully, voluntarily and for settled purposes), not on nationality, UK taxes or National Insurance contributions. Anyone not ordinarily resident is an 'overseas visitor' who may be charged under the NHS (Charges to Overseas Visitors) Regulations 2015, while A&E, walk-in centres and GP surgeries remain free for all.",
    source: {
      publisher: "Ashford and St Peter's Hospitals NHS Foundation Trust",
      title: "Overseas Visitor Policy",
      url: "https://ashfordstpeters.info/finance/6970-overseas-visitor-policy",
      asOf: "2023-04",
    },
  },
  publicAccess: {
    text: "Most migrants applying for a visa to live in the UK for more than 6 months must pay the Immigration Health Surcharge as part of the application, which gives them access to the NHS. From 6 February 2024 the surcharge is £1,035 per person per year for adults and £776 per year for children under 18, students and their dependants and Youth Mobility Scheme applicants.",
    source: {
      publisher: "House of Commons Library",
      title: "Briefing on the immigration health surcharge (31 January 2024)",
      via: "Electronic Immigration Network",
      url: "https://www.ein.org.uk/news/house-commons-library-publishes-updated-briefing-immigration-health-surcharge-which-now-raises",
      asOf: "2024-01-31",
    },
  },
  privateInsuranceCost: {
    amount: 85,
    currency: "GBP",
    period: "month",
    basis: "A healthy person in their 30s: a broker's estimate of the average monthly premium for private medical insurance in 2025.",
    forAges: { from: 30, to: 39 },
    source: {
      publisher: "WeCovr",
      title: "What is the average cost of health insurance in the UK?",
      url: "https://wecovr.com/guides/what-is-the-average-cost-of-health-insurance-in-the-uk",
      asOf: "2025",
    },
  },
};
