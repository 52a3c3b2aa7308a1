/**
 * Netherlands: healthcare for a resident foreigner.
 * Source notes:
 * - Official: Government of the Netherlands (government.nl) Q&A on when to take out health insurance.
 * - Secondary: VGZ (statutory basic-insurance provider) page for newcomers; Consumentenbond (consumer association)
 *   analysis of 2026 premiums.
 * - In the Netherlands the compulsory basic insurance is bought from private insurers, so the "private" premium below
 *   is the premium of that compulsory basic package (before any income-related contribution).
 * - The government.nl and VGZ pages show no date; asOf 2026 is the year the stored copies were read.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const netherlandsHealthcare: CountryHealthcare = {
  country: "netherlands",
  checked: "2026-11",
  system: {
    text: "Everyone who lives or works in the Netherlands must have health insurance under the Health Insurance Act (Zorgverzekeringswet): adults buy a basic policy from an insurer of their choice and may add supplementary cover. Children under 18 are insured free, and the system rests on social solidarity through everyone's basic premiums.",
    source: {
      publisher: "VGZ",
      title: "What you need to know when moving or going to work in The Netherlands",
      url: "https://www.vgz.nl/english/insurance/coming-to-the-netherlands",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Health insurance is compulsory from the moment you register with a Dutch municipality or start working for a Dutch employer, and must be taken out with a Dutch insurer no later than 4 months after arriving, even if you are insured abroad. If you take it out within 4 months, cover and premiums run back to the start; after 4 months there is no retroactive cover and the CAK may fine you.",
    source: {
      publisher: "Government of the Netherlands",
      title: "When do I need to take out health insurance if I come to live in the Netherlands?",
      url: "https://www.government.nl/topics/health-insurance/question-and-answer/when-do-i-need-to-take-out-health-insurance-if-i-come-to-live-in-the-netherlands",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 159,
    currency: "EUR",
    period: "month",
    basis: "Average monthly premium of the compulsory basic health insurance (basisverzekering) for 2026, with the standard EUR 385 deductible, per the consumer association's market survey; the same premium at every adult age (community rating).",
    source: {
      publisher: "Consumentenbond",
      title: "Zorgverzekeringen 2026: zorgpremies stijgen amper",
      url: "https://www.consumentenbond.nl/zorgverzekering/zorgverzekeringen-2026-zorgpremies-stijgen-amper",
      asOf: "2025-11-14",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "community-rated",
    text: "Insurers must accept anyone for the standard package and charge all policyholders the same premium, regardless of age or health.",
    source: {
      publisher: "Government of the Netherlands",
      title: "Standard health insurance",
      url: "https://www.government.nl/topics/health-insurance/standard-health-insurance",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Healthcare insurers are obliged to accept anyone who applies for the standard insurance package and must charge all policyholders the same premium, regardless of their age or state of health.",
    }
  },
  premiumsByAge: [
    {
      amount: 159,
      currency: "EUR",
      period: "month",
      basis: "Basic insurance (basisverzekering), average premium for 2026 across insurers with the standard EUR 385 deductible (Consumentenbond); the same premium at every adult age",
      forAges: {
        from: 18,
        to: 99,
      },
      source: {
        publisher: "Consumentenbond",
        title: "Zorgverzekeringen 2026: zorgpremies stijgen amper",
        url: "https://www.consumentenbond.nl/zorgverzekering/zorgverzekeringen-2026-zorgpremies-stijgen-amper",
        asOf: "2025-11-14",
        reviewedOn: "2026-11-28",
        research: "The 2026 average replaces Zorgwijzer's 2025 average (EUR 158.72, DutchNews.nl, November 2024), so the report shows one premium, the edition in force, on every page. The premium does not depend on age (community rating, see premiumRating).",
      },
    },
  ],
};
