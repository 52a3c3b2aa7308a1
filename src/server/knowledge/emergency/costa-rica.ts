/**
 * Costa Rica. Embassy phone from an embassy message on cr.usembassy.gov (2018). 911 from a local news site
 * (Yo Amo Puntarenas) describing the national 9-1-1 system; no official 9-1-1 page was stored. No State
 * Department advisory page for Costa Rica was stored. Phones written in international form.
 */
import type { CountryEmergency } from "./emergency.schema";

export const costaRicaEmergency: CountryEmergency = {
  country: "costa-rica",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    general: "911",
    source: {
      publisher: "Yo Amo Puntarenas – Qué hacer y cómo reportar una emergencia al 9-1-1 en Costa Rica (9-1-1 coordinates Bomberos, Cruz Roja and Fuerza Pública)",
      title: "Yo Amo Puntarenas – Qué hacer y cómo reportar una emergencia al 9-1-1 en Costa Rica (9-1-1 coordinates Bomberos, Cruz Roja and Fuerza Pública)",
      url: "https://yoamopuntarenas.com/?p=14844",
      asOf: "2026-11",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "San José",
      phone: "+506 2519 2000",
      url: "https://cr.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in Costa Rica – Demonstration alert, San José, September 18, 2018",
        title: "U.S. Embassy in Costa Rica – Demonstration alert, San José, September 18, 2018",
        url: "https://cr.usembassy.gov/180918-public-strike/",
        asOf: "2018-09-18",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Costa Rica was found in the search store. Press reports have described Level 2 (Exercise Increased Caution, crime) since January 2020, the latest dated one citing an April 19, 2022 reissue; the current issue date could not be confirmed.",
  },
};
