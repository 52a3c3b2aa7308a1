/**
 * Philippines healthcare.
 *
 * Source notes:
 * - Official content via a secondary page: `publicAccess` relays PhilHealth Circular 2017-0003 through a PhilHealth
 *   regional public-relations officer's article (South Cotabato News, December 2017). The PHP 15,000 / 17,000 annual
 *   premiums are the 2017 rates and may have changed since; no newer rate for foreigners was found in my searches.
 * - Secondary: `system` from Expat.com's guide (updated 6 July 2023).
 * - Gap: whether the Special Resident Retiree's Visa (SRRV) itself requires private health insurance was not found.
 * - Gap: `privateInsuranceCost` – no average HMO or insurance premium found.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const philippinesHealthcare: CountryHealthcare = {
  country: "philippines",
  checked: "2026-11",
  system: {
    text:
      "The Department of Health is the main health authority, and public health care is administered through PhilHealth, a government-owned corporation that subsidises treatment including inpatient care and non-emergency surgery. Citizens and legal residents can join PhilHealth; private care is well established, better equipped and usually faster than public care.",
    source: {
      publisher: "Expat.com",
      title: "The health system in the Philippines",
      url: "https://expat.com/en/guide/asia/philippines/12861-health-care-in-the-philippines.html",
      asOf: "2023-07-06",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Under PhilHealth Circular 2017-0003, foreign retirees holding a Special Resident Retiree's Visa (SRRV) and other foreigners residing or working in the Philippines with a valid ACR I-Card can enrol with PhilHealth as informal-economy members; foreigners on formal employment contracts share contributions with their employer instead. The annual premium was PHP 15,000 for retirees registered with the Philippine Retirement Authority and PHP 17,000 for other foreigners, and benefits require at least 9 months of contributions in the 12 months before admission, with the Z benefit package and confinement abroad excluded.",
    source: {
      publisher: "South Cotabato News",
      title: "PhilHealth to Enroll Foreign Nationals (PhilHealth Circular 2017-0003)",
      research: "Written by a PhilHealth public-relations officer.",
      url: "https://www.southcotabatonews.com/2017/12/philhealth-to-enroll-foreign-nationals.html?hl=ar",
      asOf: "2017-12",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average premium for HMO or private health insurance is available. A broad range of PHP 20,000 to over 150,000 a year is quoted for private HMOs.",
    research: "Searched the store for an average HMO or private health-insurance premium: found only a blog's broad PHP 20,000–150,000+ a year range for private HMOs. No average or typical figure.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "The price of private health insurance depends heavily on age, underwriting, benefit limits and networks.",
    source: {
      publisher: "Respicio & Co.",
      title: "Cost of Private Health Insurance for Retiring US Citizens in Philippines",
      url: "https://www.respicio.ph/commentaries/cost-of-private-health-insurance-for-retiring-us-citizens-in-philippines-1",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: The “cost” of private health insurance is not a single number because pricing depends heavily on age, underwriting, benefit limits, network access, and whether coverage includes the United States.",
    }
  },
  premiumsByAge: [],
};
