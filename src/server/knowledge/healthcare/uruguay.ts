/**
 * Uruguay healthcare.
 *
 * Source notes:
 * - No Ministry of Public Health (MSP), ASSE or BPS page surfaced in my searches. `system` comes from Guruguay's guide
 *   (last updated 10 July 2019); `publicAccess` from Compare Expat Plans, an insurance-comparison site (updated
 *   29 January 2026). An IOM-run portal (Sudamérica Abierta, undated) adds that foreigners whose residence is in
 *   process and who have no other cover can join ASSE free of charge; it is not cited because it shows no date.
 * - Gap: `privateInsuranceCost` – only ranges for mutualista membership found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const uruguayHealthcare: CountryHealthcare = {
  country: "uruguay",
  checked: "2026-11",
  system: {
    text:
      "Uruguay's National Health Fund (Fonasa), created in 2007, entitles employees and pensioners to care from private providers (mutualistas) outside the public system, while the public system stays free and serves people outside those categories. Government figures cited by the guide put about 2.5 million of the country's just over 3 million people in Fonasa.",
    source: {
      publisher: "Guruguay",
      title: "How healthcare works in Uruguay",
      url: "https://www.guruguay.com/how-healthcare-works-in-uruguay/",
      asOf: "2019-07-10",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Uruguay does not require health insurance for a residence visa. Employed residents contribute 4.5–8% of income to Fonasa, which pays for membership of a mutualista; self-employed people and retirees can join a mutualista directly for a monthly fee, and the public provider ASSE gives free care to all residents, though it is more crowded and less modern.",
    source: {
      publisher: "Compare Expat Plans",
      title: "Health Insurance in Uruguay",
      url: "https://compareexpatplans.com/countries/uruguay/insurance",
      asOf: "2026-01-29",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average fee for a mutualista or private plan is available. Quoted ranges are about USD 50 to 120 a month, plus co-payments.",
    research: "Searched the store for a typical mutualista or private-plan fee: found only ranges – International Living (undated) says USD 50–60 a month plus co-payments, Compare Expat Plans (January 2026) says '$60–120/month', and an expat forum says USD 70–100. No average from the Ministry of Public Health, which regulates mutualista fees, was found.",
  },
  premiumRating: { value: null, note: "No source read for this report says how health cover is priced with age here." },
  premiumsByAge: [],
};
