/**
 * Malaysia healthcare.
 *
 * Source notes:
 * - No Ministry of Health page surfaced in my searches; both text fields come from secondary expat guides.
 * - `system`: Movehub's healthcare guide (undated; asOf 2016 is the latest date it refers to, the amendment of the
 *   Fees Act, so the page is at least that recent).
 * - `publicAccess`: Angloinfo's Malaysia health-insurance page. It shows no date and refers to no dated event
 *   beyond a 1998 Act, so asOf 2026 is the year the stored copy was read, not a publication date.
 * - Gap: the MM2H programme's own insurance terms (amount, age limits) did not surface in my searches.
 * - Gap: `privateInsuranceCost` – no market average found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const malaysiaHealthcare: CountryHealthcare = {
  country: "malaysia",
  checked: "2026-11",
  system: {
    text:
      "Malaysia has a government-funded universal system paid for by general taxation and run by the Ministry of Health, which also regulates the private sector; public services are heavily subsidised with a small co-payment. Since the Fees Act (Medical) 1951 was amended in 2016, these subsidised services are open only to Malaysian nationals.",
    source: {
      publisher: "Movehub",
      title: "Healthcare in Malaysia for expats",
      url: "https://www.movehub.com/us/international-moving/malaysia/healthcare-for-expats/",
      asOf: "2016",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Private medical insurance is a requirement for some work visas, covering the visa holder and dependants, and for entrants on the Malaysia My Second Home (MM2H) programme; many employers include it in pay packages, though it may not cover dental or some outpatient care. Private practices usually require payment at the time of treatment.",
    source: {
      publisher: "Angloinfo",
      title: "The Health Insurance System in Malaysia",
      url: "https://www.angloinfo.com/how-to/malaysia/healthcare/health-system/health-insurance",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average medical-card premium for foreign residents is available. As an example, one writer paid RM169 a month in January 2026 for an AIA plan in his late 30s; the government's proposed base plan for Malaysians (planned for 2027) is RM80 to 120 a month at ages 31 to 35.",
    research: "Searched the store for an average medical-card premium: found only one writer's own premium (CodeBlue, January 2026: RM169 a month for a person in his late 30s on an AIA plan) and the government's proposed base MHIT plan premiums for Malaysians (RM80–120 a month at ages 31–35, planned for 2027). Neither is a market average for foreign residents.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "Insurers price medical plans by age bracket, and premiums rise steeply from 60.",
    source: {
      publisher: "Asia Insurance Review",
      title: "Malaysia: Member of parliament questions the logic of raising premiums to 50% in a new age bracket",
      url: "https://asiainsurancereview.com/News/ViewNewsLetterArticle/id/91538/type/eDaily/Malaysia-Member-of-parliament-questions-the-logic-of-raising-premiums-to-50-in-a-new-age-bracket",
      asOf: "2025-05-08",
      reviewedOn: "2026-11-26",
      research: "statement read: Insurance companies offer affordable plans to customers when they are young, then drastically increase the premiums once they are 60 years old and above, justifying them with the 'age bracket changes'.",
    },
  },
  premiumsByAge: [
    {
      amount: 169,
      currency: "MYR",
      period: "month",
      basis: "A policyholder in their late 30s: AIA medical plan bought in 2021 (RM1,375,000 annual limit, RM300 deductible per disability), 2026 premium",
      forAges: { from: 37, to: 39 },
      source: {
        publisher: "CodeBlue",
        title: "My Medical Plan Is Better Value Than Government's Base MHIT",
        url: "https://codeblue.galencentre.org/2026/01/my-medical-plan-is-better-value-than-governments-base-mhit",
        asOf: "2026-01",
        reviewedOn: "2026-11-26",
        research: "figure read: My monthly premium for this year is RM169 in my late 30s, while my deductible is RM300 per disability.",
      },
    },
    {
      amount: 5454,
      currency: "MYR",
      period: "year",
      basis: "A 62-year-old's existing individual medical policy (insurer not named), 2026 renewal premium, about 30% above 2025",
      forAges: { from: 62, to: 62 },
      source: {
        publisher: "The Star (Malaysia)",
        title: "Premium hike looms for seniors as moratorium ends",
        url: "https://www.thestar.com.my/news/nation/2026/01/03/premium-hike-looms-for-seniors-as-moratorium-ends",
        asOf: "2026-01-03",
        reviewedOn: "2026-11-26",
        research: "figure read: M. Sivam, 62, has been told he has to pay RM5,454 this year, about 30% higher than the previous year.",
      },
    },
  ],
};
