/**
 * Liberia: healthcare for a resident foreigner.
 * Source notes:
 * - Secondary only: MyWorld.Health country profile (undated) and APRIL International (expat insurer) guide (undated);
 *   asOf 2026 is the year the stored copies were read. No Ministry of Health or US embassy page was returned.
 * - Gap: private premium. Insurer pages (Pacific Prime, APRIL International) only invite quotes.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const liberiaHealthcare: CountryHealthcare = {
  country: "liberia",
  checked: "2026-11",
  system: {
    text: "Many Liberian health facilities are run by the government, donors or NGOs, including faith-based organisations; government health spending is modest and depends heavily on external donors. Out-of-pocket payments make up around 35% of total health spending, mostly paid to private providers, and shortages of doctors, specialists, pharmacists and medical supplies are major problems.",
    source: {
      publisher: "MyWorld.Health",
      title: "Country information: Liberia",
      url: "https://myworld.health/country_info/Liberia/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Expatriates can use Liberia's public health system without registering, but may have to pay out of pocket for some treatment; the system is managed by the Ministry of Health and suffers from staff shortages and long waits. The Essential Package of Health Services launched in 2021 is still being implemented unevenly, and the most complex cases are treated mainly at John F. Kennedy Memorial Hospital in Monrovia.",
    source: {
      publisher: "APRIL International",
      title: "Health insurance in Liberia",
      url: "https://www.april-international.com/en/destinations/africa/health-insurance-in-liberia",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published typical premium is available: insurers quote individually, and travel advice stresses cover for medical evacuation.",
    research: "Looked for a local or international health insurance premium for Liberia; insurer pages found (Pacific Prime, APRIL International) only offer quotes, and travel-advice pages stress medical evacuation cover, so no page gives a dated typical premium.",
  },
  premiumRating: { value: null, note: "Liberia has no national insurance scheme a newcomer can join, and no source read for this report gives private premiums or how they vary with age." },
  premiumsByAge: [],
};
