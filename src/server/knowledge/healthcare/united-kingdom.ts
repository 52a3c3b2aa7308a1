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
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const usayComparePrices: Citation = {
  publisher: "Usay Compare",
  title: "How Much Does Health Insurance Cost?",
  url: "https://www.usaycompare.co.uk/blog/how-much-does-health-insurance-cost?hs_amp=true",
  asOf: "2021-01-12",
  reviewedOn: "2026-11-26",
  research: "figures read: 25 year old - £25.86/month • 45 year old - £39.70/month • 65 year old - £80.17/month",
};

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
      reviewedOn: "2026-11-23",
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
      reviewedOn: "2026-11-23",
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
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "community-rated",
    text: "Most visa holders pay the Immigration Health Surcharge for NHS care: GBP 1,035 a year per adult from 6 February 2024, whatever the age. Private medical insurance is priced by age.",
    source: {
      publisher: "Electronic Immigration Network",
      title: "House of Commons Library updates its briefing on immigration health surcharge ahead of increase to £1,035 next week",
      url: "https://www.ein.org.uk/news/house-commons-library-publishes-updated-briefing-immigration-health-surcharge-which-now-raises",
      asOf: "2024-01-31",
      reviewedOn: "2026-11-26",
      research: "statement read: From Tuesday, 6th February, the surcharge will be increased from £624 to £1,035 per person per year for adults and from £470 to £776 per person per year for children under 18, students and their dependants",
    }
  },
  premiumsByAge: [
    {
      amount: 1035,
      currency: "GBP",
      period: "year",
      basis: "Immigration Health Surcharge (NHS access), adult rate, any age",
      forAges: {
        from: 18,
        to: 99,
      },
      source: {
        publisher: "Electronic Immigration Network",
        title: "House of Commons Library updates its briefing on immigration health surcharge ahead of increase to £1,035 next week",
        url: "https://www.ein.org.uk/news/house-commons-library-publishes-updated-briefing-immigration-health-surcharge-which-now-raises",
        asOf: "2024-01-31",
        reviewedOn: "2026-11-26",
        research: "figure read: the surcharge will be increased from £624 to £1,035 per person per year for adults",
      },
    },
    {
      amount: 25.86,
      currency: "GBP",
      period: "month",
      basis: "Mid-range private medical insurance, £250 excess, non-smoker in good health, Gloucestershire postcode",
      forAges: {
        from: 25,
        to: 25,
      },
      source: usayComparePrices,
    },
    {
      amount: 39.7,
      currency: "GBP",
      period: "month",
      basis: "Mid-range private medical insurance, £250 excess, non-smoker in good health, Gloucestershire postcode",
      forAges: {
        from: 45,
        to: 45,
      },
      source: usayComparePrices,
    },
    {
      amount: 80.17,
      currency: "GBP",
      period: "month",
      basis: "Mid-range private medical insurance, £250 excess, non-smoker in good health, Gloucestershire postcode",
      forAges: {
        from: 65,
        to: 65,
      },
      source: usayComparePrices,
    },
    {
      amount: 50,
      currency: "GBP",
      period: "month",
      basis: "Example price, single person outside London, non-smoker (Bupa research on comparison sites and own quote tool)",
      forAges: {
        from: 25,
        to: 25,
      },
      source: {
        publisher: "Bupa UK",
        title: "How much is private health insurance?",
        url: "https://www.bupa.co.uk/health/health-insurance/understanding-health-insurance/costs",
        asOf: "2024-06",
        reviewedOn: "2026-11-26",
        research: "figure read: Around £50 a month for a single person, aged 25, who lives outside of London and doesn’t smoke.",
      },
    },
  ],
};
