/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Japan. Embassy phone from the embassy's own contact page (jp.usembassy.gov/contact), which gives the Tokyo
 * switchboard; after business hours the switchboard directs U.S. citizens with emergencies to the duty officer.
 * Emergency numbers from the CIA World Factbook "Travel Facts" page for Japan (2022 edition, U.S. government).
 * Consulates (Osaka-Kobe, Naha, Sapporo, Fukuoka, Nagoya) are not listed: no official page with their phones was
 * found. No State Department advisory page for Japan was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const japanEmergency: CountryEmergency = {
  country: "japan",
  checked: "2026-11",
  numbers: {
    police: "110",
    ambulance: "119",
    fire: "119",
    note: "Tokyo's English-speaking police line is +81 3 3501 0110 (Monday to Friday, 8:30 to 17:15).",
    source: smartravellerLocalContacts({
      country: "Japan",
      officialUrl: "https://www.smartraveller.gov.au/destinations/asia/japan",
      updated: "2025-07-31",
      reads: "Call 119. Call 119. Call 110 or contact the local police at the nearest police station. For Tokyo English-speaking Police, call (+81 3) 3501 0110 (Monday to Friday 8:30am to 5:15pm). Always get a police report when you report a crime. If a report is hard to get, seek advice from a lawyer or the English-speaking Police. Your travel insurer should have a 24-hour emergency number. Call TELL Lifeline services in English (+81 3) 5774 0992. Call TELL Counselling services in English (+81 3) 4550 1146. English information on living in Japan is available from the: In Tokyo, for advice from the Foreign Residents' Advisory Centre, call (+81 3) 5320 7744.",
    }),
    crossCheck: {
      source: {
        publisher: "Central Intelligence Agency",
        title: "The World Factbook 2022: Japan, Travel Facts",
        url: "https://www.cia.gov/the-world-factbook/about/archives/2022/countries/japan/travel-facts",
        asOf: "2022",
        reviewedOn: "2026-11-28",
        research:
          "Local Emergency Phone: 'Ambulance: 119; Fire: 119; Police: 110'. Replaces USCIS Guide (https://www.uscisguide.com/us-travel-visa/safety-and-security-tips-and-requirements-for-us-citizens-traveling-to-japan/), an independent guide giving the same numbers. Odate City's official page (https://www.city.odate.lg.jp/city/foreign-language/english/emergency-call) also gives 110 for police and 119 for fire and ambulance.",
      },
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Tokyo",
      phone: "+81 3 3224 5000",
      url: "https://jp.usembassy.gov/",
      source: {
        publisher: "US Embassy in Japan",
        title: "Contact Us",
        url: "https://jp.usembassy.gov/contact/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "The page prints 'Tel: (03) 3224-5000 / DSN 224-5000 switchboard; From the U.S.: 011-81-3-3224-5000' for the embassy (Tokyo jurisdiction) and says that after business hours a U.S. citizen with a serious emergency is directed to an officer on duty. This is the main switchboard. Replaces a 2012 embassy security message reproduced by the Black Tokyo blog (ACS 03-3224-5174, after hours 03-3224-5000).",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Japan",
    file: "japan",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-05-15",
    reads: "Exercise normal precaution in Japan. U.S. citizens should always exercise caution when traveling abroad. Use these general tips to stay safe.",
  }),
};
