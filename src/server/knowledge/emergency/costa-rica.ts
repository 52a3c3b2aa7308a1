/**
 * Costa Rica. Embassy phone from an embassy message on cr.usembassy.gov (2018). 911 from a local news site
 * (Yo Amo Puntarenas) describing the national 9-1-1 system; the 9-1-1 system's own site was only found over http.
 * No State Department advisory page for Costa Rica was found. Phones written in international form.
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
      publisher: "Yo Amo Puntarenas",
      title: "Qué hacer y cómo reportar una emergencia al 9-1-1 en Costa Rica",
      url: "https://yoamopuntarenas.com/?p=14844",
      asOf: "2026-11",
      research:
        "The article says 9-1-1 is the single official emergency line and coordinates Bomberos, Cruz Roja and Fuerza Pública. The Sistema de Emergencias 9-1-1's own history page (http://www.911.go.cr/quienes-somos/resena-historica/) was only found over http, and Ley 7566 creates the 9-1-1 system and merges the emergency numbers into 9-1-1.",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "San José",
      phone: "+506 2519 2000",
      url: "https://cr.usembassy.gov/",
      source: {
        publisher: "US Embassy in Costa Rica",
        title: "Demonstration alert, San José (September 18, 2018)",
        url: "https://cr.usembassy.gov/180918-public-strike/",
        asOf: "2018-09-18",
        research: "The alert gives the embassy's main number (+506) 2519-2000.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Costa Rica at travel.state.gov before you go.",
    research:
      "No State Department travel-advisory page for Costa Rica was found. Press reports describe Level 2 (Exercise Increased Caution, crime) since January 2020, the latest dated one citing an April 19, 2022 reissue.",
  },
};
