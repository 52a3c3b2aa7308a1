/**
 * New Zealand: healthcare for a resident foreigner.
 * Source notes:
 * - Official: Ministry of Health (health.govt.nz) overview of the health system; Immigration New Zealand page on
 *   access to public services by visa type. Neither page shows a date; asOf 2026 is the year the stored copies were read.
 * - Secondary: InsureNZ (insurance broker) 2025 pricing guide for the premium, an average of three insurers' quotes.
 * - The Ministry's detailed eligibility guide (Health and Disability Services Eligibility Direction 2011) was only
 *   returned as an http:// copy, so the Immigration New Zealand page is cited for access instead.
 * - No gaps.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const newZealandHealthcare: CountryHealthcare = {
  country: "new-zealand",
  checked: "2026-11",
  system: {
    text: "Most core health services in New Zealand are publicly funded and universally available, with many delivered by Health New Zealand – Te Whatu Ora. Other providers (community, hauora Māori, private and individual practitioners) are fully or partly government-funded or are paid directly or through private health insurance; the main law is the Pae Ora (Healthy Futures) Act 2022.",
    source: {
      publisher: "Ministry of Health (New Zealand)",
      title: "About the health system: overview and statutory framework",
      url: "https://www.health.govt.nz/about-us/new-zealands-health-system/overview-and-statutory-framework",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Resident visa holders will likely have access to publicly funded health and disability services. Holders of a work visa valid for 2 years or longer may be eligible for publicly funded health care if the requirements are met, while people on visitor, student or working holiday visas are generally not eligible; Immigration New Zealand advises checking the visa conditions and the health eligibility rules.",
    source: {
      publisher: "Immigration New Zealand",
      title: "Access to public services while in New Zealand",
      url: "https://www.immigration.govt.nz/live/setting-up-your-life-in-new-zealand/access-to-public-services-while-in-new-zealand",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 1837,
    currency: "NZD",
    period: "year",
    basis: "A 35-year-old on a mid-level comprehensive plan with a NZD 500 excess: average of Southern Cross, nib and AIA prices in 2025, as compiled by a broker.",
    forAges: { from: 35, to: 35 },
    source: {
      publisher: "InsureNZ",
      title: "Health Insurance Cost NZ 2025: Complete Pricing Guide",
      url: "https://insurenz.co.nz/blog/health-insurance-cost-nz-2025",
      asOf: "2025-10-06",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "age-rated",
    text: "Premiums rise with age; a flat-rate policy that does not rise with age is not offered.",
    source: {
      publisher: "Chris Lynch Media",
      title: "What’s driving the sharp rise in health insurance costs for retirees?",
      url: "https://www.chrislynchmedia.com/news-items/whats-driving-the-sharp-rise-in-health-insurance-costs-for-retirees",
      asOf: "2025-07-21",
      reviewedOn: "2026-11-26",
      research: "statement read: A common question from members is whether it is possible to get a flat-rate policy that does not increase with age. Savage said while the idea is raised occasionally, it is not practical.",
    }
  },
  premiumsByAge: [
    {
      amount: 1560,
      currency: "NZD",
      period: "year",
      basis: "Southern Cross, 'mid-level comprehensive plan' with $500 excess (page's generic pricing table; provenance of figures not stated)",
      forAges: {
        from: 30,
        to: 30,
      },
      source: {
        publisher: "InsureNZ",
        title: "Health Insurance Cost NZ 2025: Complete Pricing Guide",
        url: "https://insurenz.co.nz/blog/health-insurance-cost-nz-2025",
        asOf: "2025-10-06",
        reviewedOn: "2026-11-26",
        research: "figure read: AgeSouthern CrossnibAIAAverage ... 30$1,560/year$1,420/year$1,490/year$1,490/year",
      }
    },
  ],
};
