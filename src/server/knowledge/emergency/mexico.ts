/**
 * Mexico. Embassy phone from the embassy's own page (mx.usembassy.gov). The nine consulates general are named
 * in a U.S. Embassy "Change in Services" notice reproduced by The Yucatan Times (2020); their phones are not on an
 * official page found, so they are null. 911 from the Secretaría de Gobernación (gob.mx): the Executive Secretary of
 * the National Public Security System's statement launching 9-1-1 as the single emergency number (October 3, 2016;
 * the remaining states followed on January 9, 2017). The State Department's advisory wording has no issue date on
 * the page found, so the advisory is left unknown. Phones written in international form.
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
      publisher: "Secretaría de Gobernación",
      title: "Conferencia de prensa del Secretario Ejecutivo del Sistema Nacional de Seguridad Pública, Álvaro Vizcaíno Zamora (inicio del 9-1-1)",
      url: "https://www.gob.mx/segob/prensa/conferencia-de-prensa-del-secretario-ejecutivo-del-sistema-nacional-de-seguridad-publica-alvaro-vizcaino-zamora",
      asOf: "2016-10-03",
      research:
        "The SEGOB press page reads: 'A partir de hoy, la población de 16 entidades federativas, cuenta con el número único de atención de llamadas de emergencia, el 9-1-1', the other 16 states from January 9, 2017, with guidelines for migrating all other emergency numbers to 9-1-1; the national incident catalogue it cites covers security, medical and civil-protection incidents. Press reports of the same launch (El Informador, Capital México, October 3, 2016) say police, civil protection, fire, ambulances and the Red Cross are requested through 911. Replaces Akumal Now (https://akumalnow.com/emergency-services-in-mexico-part-1/), a local guide giving 911 for police, medical and fire. The CIA World Factbook 2023 archive Travel Facts page still lists the pre-2017 numbers (ambulance 065, fire 068, police 060), which are no longer the ones to give. Date of the launch statement used as the date.",
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
