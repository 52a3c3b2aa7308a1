/**
 * Switzerland. Embassy phones from the embassy's own emergency-contact page (ch.usembassy.gov). Switzerland has
 * no U.S. consulate, only part-time consular agencies in Geneva and Zurich, which are not listed. Emergency
 * numbers from IamExpat Switzerland (no official Swiss page was stored). The State Department's advisory page
 * for Switzerland was stored without a visible issue date, so the advisory is left unknown.
 */
import type { CountryEmergency } from "./emergency.schema";

export const switzerlandEmergency: CountryEmergency = {
  country: "switzerland",
  checked: "2026-11",
  numbers: {
    police: "117",
    ambulance: "144",
    fire: "118",
    general: "112",
    source: {
      publisher: "IamExpat Switzerland – Swiss emergency numbers & services (117 police, 118 fire, 144 medical, 112)",
      title: "IamExpat Switzerland – Swiss emergency numbers & services (117 police, 118 fire, 144 medical, 112)",
      url: "https://www.iamexpat.ch/expat-info/swiss-emergency-numbers-services",
      asOf: "2026-11",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Bern",
      // +41 31 357 77 77 is the after-hours line printed on the same page.
      phone: "+41 31 357 70 11",
      url: "https://ch.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in Switzerland and Liechtenstein – Emergency Contact Information for U.S. Citizens",
        title: "U.S. Embassy in Switzerland and Liechtenstein – Emergency Contact Information for U.S. Citizens",
        url: "https://ch.usembassy.gov/u-s-citizen-services/emergency-contact/",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "The State Department advisory page for Switzerland was stored ('Reissued after periodic review with minor edits'; Switzerland is 'generally a safe destination') but the stored text shows neither the level line nor the issue date, so none is recorded.",
  },
};
