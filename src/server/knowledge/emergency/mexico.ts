/**
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Mexico. Embassy phone from the embassy's own page (mx.usembassy.gov). The nine consulates general are named
 * on the embassy's own U.S. Citizen Services page (mx.usembassy.gov/services/); Guadalajara, Mérida, Monterrey and
 * Nogales also cite their own consulate pages on mx.usembassy.gov. Only Nogales' page gives a phone; the other
 * consulates' phones are not on an official page found, so they are null. 911 from the Secretaría de Gobernación
 * (gob.mx): the Executive Secretary of the National Public Security System's statement launching 9-1-1 as the single
 * emergency number (October 3, 2016; the remaining states followed on January 9, 2017). The State Department's
 * advisory of 29 May 2026, read through a verbatim GitHub archive of it (its copy stops before the list of states).
 * Phones written in international form.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const embassyPage = {
  publisher: "US Embassy in Mexico",
  title: "U.S. Embassy Mexico City",
  url: "https://mx.usembassy.gov/visas/u-s-embassy-mexico-city/",
  asOf: "2026-11",
  reviewedOn: "2026-11-23",
  research:
    "The embassy page gives the Mexico City switchboard +52 55 5080 2000. The embassy's June 17, 2021 advisory notice (https://mx.usembassy.gov/mexico-travel-advisory/) gives the same number and, for emergency assistance to U.S. citizens, (55) 8526 2561 from Mexico or 1-844-528-6611 from the United States.",
};

const SERVICES_RESEARCH =
  "The embassy's U.S. Citizen Services page (undated; it still links a COVID-19 operations notice) lists, under 'Emergency Consular Resources', the U.S. Embassy Mexico City and the U.S. Consulates General in Ciudad Juarez, Guadalajara, Hermosillo, Matamoros, Merida, Monterrey, Nogales, Nuevo Laredo and Tijuana, plus nine consular agencies. It gives no consulate phone numbers. Month read used as the date. Replaces The Yucatan Times' reproduction of the embassy's Change in Services Notice of October 20, 2020 (https://www.theyucatantimes.com/2020/10/american-citizen-consular-services-in-mexico-updates-services/), which named the same nine consulates general without phones. Searched for the consulates' phones (November 2026) on mx.usembassy.gov: the stored pages for Guadalajara and Mérida (mx.usembassy.gov/visas/u-s-embassy-mexico-city/u-s-consulate-general-guadalajara/ and .../u-s-consulate-general-merida/) and Monterrey's Spanish citizen-services page show only history or services in the stored text; searches for Tijuana, Ciudad Juárez, Hermosillo, Matamoros and Nuevo Laredo found only archived usconsulate.gov pages (2009-2013, some http only) and mx.usembassy.gov security alerts that give the Mexico-wide emergency line (55) 8526 2561 / 1-844-528-6611. A February 2026 press report (Uno TV) quotes the Tijuana consulate giving (55) 2579 2000 from Mexico for U.S. citizens needing consular assistance, a different number from the embassy switchboard used here.";

const consulateServices = {
  publisher: "US Embassy in Mexico",
  title: "U.S. Citizen Services",
  url: "https://mx.usembassy.gov/services/",
  asOf: "2026-11",
  reviewedOn: "2026-11-25",
  research: SERVICES_RESEARCH,
};

const consulatePages: Record<string, { url: string; title: string; phone: string | null; research: string }> = {
  Guadalajara: {
    url: "https://mx.usembassy.gov/visas/u-s-embassy-mexico-city/u-s-consulate-general-guadalajara/",
    title: "U.S. Consulate General Guadalajara",
    phone: null,
    research:
      "The embassy's page for the consulate general (history since 1881, sections and offices) confirms the post; its stored text gives no phone. Lake Chapala Society's page gives (333) 111-7800 for the consulate at its new Av. Manuel Acuña 3410 building, not entered because it is not an official page. Replaces The Yucatan Times (https://www.theyucatantimes.com/2020/10/american-citizen-consular-services-in-mexico-updates-services/). Month read used as the date.",
  },
  Mérida: {
    url: "https://mx.usembassy.gov/visas/u-s-embassy-mexico-city/u-s-consulate-general-merida/",
    title: "U.S. Consulate General Merida",
    phone: null,
    research:
      "The embassy's page for the consulate general (history since 1843) confirms the post; its stored text gives no phone. A press report (iamplaya.website) describes the consulate's move from Calle 60 to a new building by Vía Montejo on the Progreso road, so the older Calle 60 number 999-942-5700 is not entered. Replaces The Yucatan Times (https://www.theyucatantimes.com/2020/10/american-citizen-consular-services-in-mexico-updates-services/). Month read used as the date.",
  },
  Monterrey: {
    url: "https://mx.usembassy.gov/es/embassy-consulates-es/monterrey-es/servicios-a-ciudadanos-americanos/",
    title: "Servicios a Ciudadanos de Estados Unidos (Consulado General en Monterrey)",
    phone: null,
    research:
      "The consulate general's American Citizen Services page (Spanish) confirms the post and its district (Nuevo León, Zacatecas, Durango, San Luis Potosí and most of Coahuila); its stored text gives e-mail contacts but no phone. Replaces The Yucatan Times (https://www.theyucatantimes.com/2020/10/american-citizen-consular-services-in-mexico-updates-services/). Month read used as the date.",
  },
  Nogales: {
    url: "https://mx.usembassy.gov/embassy-consulates/nogales/",
    title: "Consulate General Nogales",
    phone: "+52 631 311 8150",
    research:
      "The consulate general's page reads 'When dialing from the U.S.: Telephone: 011 52 631 311 8150' and 'If dialing from Mexico: Telephone: 01 631 311 8150'. The page is undated and its dialing format (01 prefix) predates Mexico's August 2019 dialing change, and the State Department dedicated a new Nogales consulate building in 2024, so the number should be rechecked. Replaces The Yucatan Times (https://www.theyucatantimes.com/2020/10/american-citizen-consular-services-in-mexico-updates-services/). Month read used as the date.",
  },
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

const consulatePost = (city: string) => {
  const page = consulatePages[city];
  if (!page) return { kind: "consulate" as const, city, phone: null, url: "https://mx.usembassy.gov/services/", source: consulateServices };
  return {
    kind: "consulate" as const,
    city,
    phone: page.phone,
    url: page.url,
    source: { publisher: "US Embassy in Mexico", title: page.title, url: page.url, asOf: "2026-11", reviewedOn: "2026-11-25", research: page.research },
  };
};

export const mexicoEmergency: CountryEmergency = {
  country: "mexico",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    source: smartravellerLocalContacts({
      country: "Mexico",
      officialUrl: "https://www.smartraveller.gov.au/destinations/americas/mexico",
      updated: "2025-06-13",
      reads: "Call 911. Call 911 or go to the hospital. Call 911 or go to the local police station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "911",
    crossCheck: {
      source: {
        publisher: "Secretaría de Gobernación",
        title: "Conferencia de prensa del Secretario Ejecutivo del Sistema Nacional de Seguridad Pública, Álvaro Vizcaíno Zamora (inicio del 9-1-1)",
        url: "https://www.gob.mx/segob/prensa/conferencia-de-prensa-del-secretario-ejecutivo-del-sistema-nacional-de-seguridad-publica-alvaro-vizcaino-zamora",
        asOf: "2016-10-03",
        reviewedOn: "2026-11-28",
        research:
          "The SEGOB press page reads: 'A partir de hoy, la población de 16 entidades federativas, cuenta con el número único de atención de llamadas de emergencia, el 9-1-1', the other 16 states from January 9, 2017, with guidelines for migrating all other emergency numbers to 9-1-1; the national incident catalogue it cites covers security, medical and civil-protection incidents. Press reports of the same launch (El Informador, Capital México, October 3, 2016) say police, civil protection, fire, ambulances and the Red Cross are requested through 911. Replaces Akumal Now (https://akumalnow.com/emergency-services-in-mexico-part-1/), a local guide giving 911 for police, medical and fire. The CIA World Factbook 2023 archive Travel Facts page still lists the pre-2017 numbers (ambulance 065, fire 068, police 060), which are no longer the ones to give. Date of the launch statement used as the date.",
      },
    },
  },
  usPosts: [
    { kind: "embassy", city: "Mexico City", phone: "+52 55 5080 2000", url: "https://mx.usembassy.gov/", source: embassyPage },
    ...consulateCities.map(consulatePost),
  ],
  advisory: stateDepartmentAdvisory({
    country: "Mexico",
    file: "mexico_travel_advisory",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-05-29",
    areas: "Conditions vary widely from state to state and within states. US government employees may not travel to certain high-risk areas (the US embassy publishes maps of them), between cities after dark, or by road between the border cities and the interior, and the State Department advises US citizens to follow the same restrictions.",
    reads: "Exercise increased caution in Mexico due to terrorism, crime, and kidnapping. Some areas have increased risk. Read the entire Travel Advisory. Many violent crimes take place in Mexi",
  }),
};
