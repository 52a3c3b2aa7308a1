/**
 * Japan. Embassy phone from the embassy's own contact page (jp.usembassy.gov/contact), which gives the Tokyo
 * switchboard; after business hours the switchboard directs U.S. citizens with emergencies to the duty officer.
 * Emergency numbers from the CIA World Factbook "Travel Facts" page for Japan (2022 edition, U.S. government).
 * Consulates (Osaka-Kobe, Naha, Sapporo, Fukuoka, Nagoya) are not listed: no official page with their phones was
 * found. No State Department advisory page for Japan was found.
 */
import type { CountryEmergency } from "./emergency.schema";

export const japanEmergency: CountryEmergency = {
  country: "japan",
  checked: "2026-11",
  numbers: {
    police: "110",
    ambulance: "119",
    fire: "119",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook 2022: Japan, Travel Facts",
      url: "https://www.cia.gov/the-world-factbook/about/archives/2022/countries/japan/travel-facts",
      asOf: "2022",
      research:
        "Local Emergency Phone: 'Ambulance: 119; Fire: 119; Police: 110'. Replaces USCIS Guide (https://www.uscisguide.com/us-travel-visa/safety-and-security-tips-and-requirements-for-us-citizens-traveling-to-japan/), an independent guide giving the same numbers. Odate City's official page (https://www.city.odate.lg.jp/city/foreign-language/english/emergency-call) also gives 110 for police and 119 for fire and ambulance.",
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
        research:
          "The page prints 'Tel: (03) 3224-5000 / DSN 224-5000 switchboard; From the U.S.: 011-81-3-3224-5000' for the embassy (Tokyo jurisdiction) and says that after business hours a U.S. citizen with a serious emergency is directed to an officer on duty. This is the main switchboard. Replaces a 2012 embassy security message reproduced by the Black Tokyo blog (ACS 03-3224-5174, after hours 03-3224-5000).",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Japan at travel.state.gov before you go.",
    research:
      "No State Department travel-advisory page for Japan with a level and issue date was found. The CIA World Factbook 2022 Travel Facts page repeats 'exercise normal precautions' (Level 1 wording) without a date.",
  },
};
