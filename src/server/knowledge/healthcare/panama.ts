/**
 * Panama healthcare.
 *
 * Source notes:
 * - No official MINSA or CSS page surfaced in my searches; both text fields come from secondary expat guides.
 * - `system`: Expat Focus's Panama health-insurance guide. The page shows no date and refers to no dated event, so
 *   asOf 2026 is the year the stored copy was read, not a publication date.
 * - `publicAccess`: Retire in Panama Tours' guide (undated; asOf 2014 is the latest year it cites, for coverage
 *   data, so the page is at least that recent). It does not spell out whether retirees can contribute voluntarily
 *   to the CSS; no stored page confirmed that.
 * - Gap: `privateInsuranceCost` – only broad ranges found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const panamaHealthcare: CountryHealthcare = {
  country: "panama",
  checked: "2026-11",
  system: {
    text:
      "The Ministry of Health (MINSA) runs public-sector health care and the Social Security Fund (Caja de Seguro Social, CSS) provides public health insurance; both offer only basic coverage and many expats take private cover or pay out of pocket. Health insurance is not compulsory, and patients are expected to pay up front, including for emergency treatment.",
    source: {
      publisher: "Expat Focus",
      title: "Panama Health Insurance, the complete guide",
      url: "https://www.expatfocus.com/panama/health/health-insurance-panama",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Employees and business owners who pay into the Social Security fund can use the CSS hospitals free of charge. The guide says Panama has no universal health care for people outside its working economy: others use the MINSA regional hospitals and polyclinics, which charge per service but much less than private hospitals.",
    source: {
      publisher: "Retire in Panama Tours",
      title: "The Health Care System in Panama and Your Health Insurance Options",
      url: "https://www.retireinpanamatours.com/post/the-health-care-system-in-panama-and-your-health-insurance-options/",
      asOf: "2014",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average private premium is available. Expat guides give ranges of about USD 80 to 200 a month for a basic plan and USD 100 to 500 a month overall.",
    research: "Searched the store (English and Spanish) for an average private premium: found only ranges – USD 80–200 a month for a basic plan (USCIS Guide, undated) and USD 100–500 a month (ExpatsList, December 2025) – and market totals (about USD 465 million of health premiums a year, La Prensa), not a per-person figure.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "Private health plans cost more with age, significantly after 65.",
    source: {
      publisher: "ExpatsList",
      title: "Health Insurance in Panama: Options and Coverage for Expats",
      url: "https://expatslist.org/panama-city/blogs/health-insurance-in-panama-options-and-coverage-fo-20251215",
      asOf: "2025-12-15",
      reviewedOn: "2026-11-26",
      research: "statement read: Costs: Basic plans: $100-200/month. Comprehensive plans: $250-500/month. Premiums increase with age (significantly after 65)",
    }
  },
  premiumsByAge: [],
};
