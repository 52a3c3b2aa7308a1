/**
 * Japan. Embassy phone from a U.S. Embassy Tokyo security message (September 2012) reproduced by the Black Tokyo
 * blog; consulates (Osaka-Kobe, Naha, Sapporo, Fukuoka, Nagoya) were only seen on secondary pages without a
 * complete list, so they are not listed. Emergency numbers from USCIS Guide, an independent travel/immigration
 * guide (no official Japanese page was stored). No State Department advisory page for Japan was stored.
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
      publisher: "USCIS Guide – Safety and security tips for U.S. citizens traveling to Japan (police 110, fire and ambulance 119)",
      title: "USCIS Guide – Safety and security tips for U.S. citizens traveling to Japan (police 110, fire and ambulance 119)",
      url: "https://www.uscisguide.com/us-travel-visa/safety-and-security-tips-and-requirements-for-us-citizens-traveling-to-japan/",
      asOf: "2026-11",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Tokyo",
      // The message prints "Tel: 03-3224-5174, After Hours: 03-3224-5000"; the after-hours switchboard is recorded.
      phone: "+81 3 3224 5000",
      url: "https://jp.usembassy.gov/",
      source: {
        publisher: "Black Tokyo – Security Message about Demonstration in Japan (U.S. Embassy Tokyo, September 2012)",
        title: "Black Tokyo – Security Message about Demonstration in Japan (U.S. Embassy Tokyo, September 2012)",
        url: "https://blacktokyo.com/blog/2012/09/19/security-message-about-demonstration-in-japan?format=amp",
        asOf: "2012-09-19",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Japan was found in the search store, so the level and its issue date are not recorded.",
  },
};
