/**
 * Mexico. Embassy phone from the embassy's own page (mx.usembassy.gov). The nine consulates general are named
 * in a U.S. Embassy "Change in Services" notice reproduced by The Yucatan Times (2020); their phones were not
 * on a page read, so they are null. 911 from Akumal Now, a local news and guide site (no official Mexican page
 * was stored). The State Department advisory page for Mexico was not in the search store, so the advisory is
 * left unknown with the press-reported level in its note. Phones written in international form.
 */
import type { CountryEmergency } from "./emergency.schema";

const embassyPage = {
  publisher: "U.S. Embassy & Consulates in Mexico – U.S. Embassy Mexico City",
  title: "U.S. Embassy & Consulates in Mexico – U.S. Embassy Mexico City",
  url: "https://mx.usembassy.gov/visas/u-s-embassy-mexico-city/",
  asOf: "2026-11",
};

const consulateNotice = {
  publisher: "The Yucatan Times – Change in Services Notice, U.S. Embassy Mexico City (October 20, 2020)",
  title: "The Yucatan Times – Change in Services Notice, U.S. Embassy Mexico City (October 20, 2020)",
  url: "https://www.theyucatantimes.com/2020/10/american-citizen-consular-services-in-mexico-updates-services/",
  asOf: "2020-10-22",
};

const consulateCities = [
  "Ciudad Juárez",
  "Guadalajara",
  "Hermosillo",
  "Matamoros",
  "Mérida",
  "Monterrey",
  "Nogales",
  "Nuevo Laredo",
  "Tijuana",
];

export const mexicoEmergency: CountryEmergency = {
  country: "mexico",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    general: "911",
    source: {
      publisher: "Akumal Now – Emergency Services in Mexico, part 1 (911 for police, medical and fire)",
      title: "Akumal Now – Emergency Services in Mexico, part 1 (911 for police, medical and fire)",
      url: "https://akumalnow.com/emergency-services-in-mexico-part-1/",
      asOf: "2026-11",
    },
  },
  usPosts: [
    { kind: "embassy", city: "Mexico City", phone: "+52 55 5080 2000", url: "https://mx.usembassy.gov/", source: embassyPage },
    ...consulateCities.map((city) => ({
      kind: "consulate" as const,
      city,
      phone: null,
      url: "https://mx.usembassy.gov/",
      source: consulateNotice,
    })),
  ],
  advisory: {
    value: null,
    note: "The State Department advisory page for Mexico was not in the search store. Press reports (e.g. Islands.com, August 27, 2025) describe Level 2 (Exercise Increased Caution: terrorism, crime, kidnapping) issued August 12, 2025, with six states at Level 4; not recorded as structured data because no official page was read.",
  },
};
