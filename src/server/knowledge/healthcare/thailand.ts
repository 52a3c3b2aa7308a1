/**
 * Thailand healthcare.
 *
 * Source notes:
 * - Official: the O-A visa insurance rule comes from the Royal Thai Embassy in Madrid (page updated 30 November
 *   2022); the Washington embassy's page surfaced in my searches but its stored excerpt was cut before the insurance
 *   amounts.
 * - Secondary: `system` from ExpatDen's 2024 overview of Thai social security for foreigners; no Social Security
 *   Office page surfaced in my searches.
 * - Gap: no stored page says whether a non-working foreign resident (e.g. an O-A retiree) can join any public
 *   scheme other than keeping Section 39 cover after earlier employment.
 * - Gap: `privateInsuranceCost` – only broad ranges found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const thailandHealthcare: CountryHealthcare = {
  country: "thailand",
  checked: "2026-11",
  system: {
    text:
      "Foreigners who work legally for a company in Thailand are normally registered by their employer with the social security system; employee and employer both contribute and the member receives medical and employment benefits. Section 33 covers employees under 60, and Section 39 lets people who were insured under Section 33 (for example freelancers or retirees) keep their cover.",
    source: {
      publisher: "ExpatDen",
      title: "The Complete Overview to Social Security in Thailand for Foreigners (2024)",
      url: "https://www.expatden.com/thailand/thailand-social-security/?replytocom=210735",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Since 1 October 2021, applicants for the one-year Non-Immigrant O-A (long-stay retirement) visa must hold a Thai or foreign health-insurance policy for the whole stay that expressly covers general sickness and COVID-19, with minimum coverage of USD 100,000 or THB 3,000,000, plus an insurer's certificate. If insurers reject them, they may instead show THB 3,000,000 kept in a Thai bank account for the past two months, on top of the THB 800,000 deposit required for living costs.",
    source: {
      publisher: "Royal Thai Embassy, Madrid",
      title: "Health Insurance Requirements for Applicants of a Non-Immigrant Visa Type O-A (1-year period)",
      url: "https://madrid.thaiembassy.org/en/publicservice/health-insurance-requirements-for-applicants-of-non-o-a?cate=5d7ce71215e39c3e04000548",
      asOf: "2022-11-30",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average private premium is available. Quoted ranges are THB 2,000 to 8,000 a month for basic local plans and THB 8,000 to 20,000 for comprehensive local plans (2025).",
    research: "Searched the store twice for an average private premium: found only broad ranges (TheBaht.com 2025: THB 2,000–8,000 a month for basic local plans, THB 8,000–20,000 for comprehensive local plans) and an undated illustrative THB 130,000 a year for a healthy 65-year-old (ThaiCitizenship.com). No average or typical figure.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "Insurers price cover by the area of cover and the applicant's age.",
    source: {
      publisher: "thailand-health-insurance.com",
      title: "Thailand Health Insurance Premiums",
      url: "https://www.thailand-health-insurance.com/coverage/premiums/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Thailand health insurance providers will generally use two standard criteria to determine the cost of premiums and they are: the Geographical Area of Coverage requested under the plan and the age of the applicant.",
    }
  },
  premiumsByAge: [],
};
