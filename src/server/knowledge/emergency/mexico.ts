/**
 * Mexico. Embassy phone from the embassy's own page (mx.usembassy.gov). The nine consulates general are named
 * in a U.S. Embassy "Change in Services" notice reproduced by The Yucatan Times (2020); their phones are not on an
 * official page found, so they are null. 911 from Akumal Now, a local news and guide site: no official Mexican or
 * U.S. page stating 911 was found. The State Department's advisory wording has no issue date on the page found,
 * so the advisory is left unknown. Phones written in international form.
 */
import type { CountryEmergency } from "./emergency.schema";

const embassyPage = {
  publisher: "US Embassy in Mexico",
  title: "U.S. Embassy Mexico City",
  url: "https://mx.usembassy.gov/visas/u-s-embassy-mexico-city/",
  asOf: "2026-11",
  research:
    "The embassy page gives the Mexico City switchboard +52 55 5080 2000. The embassy's June 17, 2021 advisory notice (https://mx.usembassy.gov/mexico-travel-advisory/) gives the same number and, for emergency assistance to U.S. citizens, (55) 8526 2561 from Mexico or 1-844-528-6611 from the United States.",
};

const consulateNotice = {
  publisher: "US Embassy in Mexico",
  title: "Change in Services Notice (October 20, 2020)",
  url: "https://www.theyucatantimes.com/2020/10/american-citizen-consular-services-in-mexico-updates-services/",
  asOf: "2020-10-22",
  via: "The Yucatan Times",
  research: "The newspaper reproduces the embassy notice naming the nine consulates general; it gives no phone numbers.",
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
      publisher: "Akumal Now",
      title: "Emergency Services in Mexico, part 1",
      url: "https://akumalnow.com/emergency-services-in-mexico-part-1/",
      asOf: "2026-11",
      research:
        "The article says 911 is the number for police, medical and fire emergencies. 911 replaced 066/060/065/068 nationwide between October 2016 and January 2017 (Secretariado Ejecutivo del Sistema Nacional de Seguridad Pública, as reported by El Informador and Capital México). No gob.mx or U.S. embassy page stating 911 was found.",
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
    note: "Check the current State Department travel advisory for Mexico at travel.state.gov before you go: it advises increased caution in Mexico due to crime and sets a separate level for each state, with some states at Do Not Travel.",
    research:
      "The State Department country page (https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Mexico.html) reads 'Exercise increased caution in Mexico due to crime. Some areas have increased risk' (Level 2 wording) and lists Colima, Guerrero, Michoacán, Sinaloa and Tamaulipas as Do Not Travel, but shows no issue date. Press reports (e.g. Islands.com, August 27, 2025) describe a Level 2 reissue of August 12, 2025.",
  },
};
