/**
 * South Korea healthcare.
 *
 * Source notes:
 * - No NHIS page surfaced in my searches. `system` comes from an expat blog (KoreaNows, 29 October 2025) that cites NHIS
 *   and the Ministry of Health and Welfare; `publicAccess` from Pulse (Maeil Business Newspaper, 16 July 2019), the
 *   day the rule took effect. The minimum premium it gives (about KRW 110,000 a month) is the 2019 floor; the floor
 *   is reset each year and no newer figure surfaced in my searches.
 * - Gap: `privateInsuranceCost` – no average private (silson) premium from an official or reputable page found.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const southKoreaHealthcare: CountryHealthcare = {
  country: "south-korea",
  checked: "2026-11",
  system: {
    text:
      "Korea's National Health Insurance is a mandatory public health-insurance system run by the National Health Insurance Service (NHIS). Long-term foreign residents are generally required to join once they have about six months of legal residence with registered residence status and are billed monthly like Korean citizens; short-term visitors are not covered.",
    source: {
      publisher: "KoreaNows",
      title: "National Health Insurance for Foreigners in Korea: How It Actually Works (2025 update)",
      url: "https://koreanows.com/2025/10/29/national-health-insurance-for-foreigners-in-korea-how-it-actually-works-cost-enrollment-what-you-get-2025-update",
      asOf: "2025-10-29",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Since 16 July 2019, foreign nationals who have lived in Korea for six months or longer must enrol in the national health insurance. The premium is set by income and assets but is at least the previous year's average for non-employee subscribers (about KRW 110,000 a month in 2019); those who fail to pay face uninsured rates, and foreigners already covered by an overseas medical-insurance scheme may apply for a waiver.",
    source: {
      publisher: "Maeil Business Newspaper",
      title: "Pulse: Health insurance goes mandatory for foreigners residing over 6 months in Korea",
      url: "https://m.pulsenews.co.kr/view.php?sc=30800022&year=2019&no=527227",
      asOf: "2019-07-16",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average premium for private indemnity health insurance (silson boheom) is available.",
    research: "Searched the store (in Korean) for an average premium for private indemnity health insurance (silson boheom): only blogs with partial tables were found. No average or typical figure from an official or reputable page.",
  },
  premiumRating: {
    kind: "income-based",
    text: "National Health Insurance contributions for the self-employed are calculated from income and property.",
    source: {
      publisher: "Easy Law",
      title: "National Health Insurance (Self-Employed Insured) - Calculation of national health insurance premiums",
      url: "https://m.easylaw.go.kr/MOM/SubCsmOvRetrieve.laf?langCd=700101&csmSeq=1532&ccfNo=4&cciNo=1&cnpClsNo=1",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Contribution points: Calculated based on the income and property of the self-employed insured",
    }
  },
  premiumsByAge: [
    {
      amount: 135280,
      currency: "KRW",
      period: "month",
      basis: "NHIS 'local (regional) subscriber' - average monthly premium per household for foreign residents in 2025; not age-dependent (income/asset based, with a floor at the national average premium for all subscribers)",
      forAges: {
        from: 18,
        to: 99,
      },
      source: {
        publisher: "The Korea Herald",
        title: "Why foreigners without employers' support pay higher health insurance premiums in South Korea",
        url: "https://www.koreaherald.com/article/10441959",
        asOf: "2025-03-14",
        reviewedOn: "2026-11-26",
        research: "figure read: the average monthly health insurance premium per household for foreign residents who are enrolled in the universal health care system as \"local subscribers\" has steadily increased over the past five years, rising from 118,180 won ($81) in 2021 to 135,280 won this year.",
      }
    },
  ],
};
