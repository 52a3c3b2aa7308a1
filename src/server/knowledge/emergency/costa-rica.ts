/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Costa Rica. Embassy phone from an embassy message on cr.usembassy.gov (2018). 911 from the embassy's own
 * quarterly U.S. citizen newsletter (September 2022: "In an emergency, call 911"); 9-1-1 is Costa Rica's single
 * emergency line for police (Fuerza Pública), the Red Cross and the fire brigade (Ley 7566). No State Department
 * advisory page for Costa Rica was found. Phones written in international form.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const costaRicaEmergency: CountryEmergency = {
  country: "costa-rica",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    said: { ambulance: "911 or 128", fire: "911 or 118" },
    source: smartravellerLocalContacts({
      country: "Costa Rica",
      officialUrl: "https://www.smartraveller.gov.au/destinations/americas/costa-rica",
      updated: "2024-11-28",
      reads: "Call 911 or 118. Call 911 or 128. Call 911. Tourist police operate in many tourist areas. You can contact them by calling 911. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "911",
    crossCheck: {
      source: {
        publisher: "US Embassy in Costa Rica",
        title: "Quarterly U.S. Citizen Newsletter, September 2022",
        url: "https://cr.usembassy.gov/september-2022-quarterly-u-s-citizen-newsletter/",
        asOf: "2022-09",
        reviewedOn: "2026-11-28",
        research:
          "The newsletter's water-safety item ends 'In an emergency, call 911.' An embassy security message (https://cr.usembassy.gov/security-message-u-s-citizens-revised-message-regarding-increase-violent-criminal-activity-san-jose-area/) tells U.S. citizens to report incidents to the local police by calling 911. Replaces Yo Amo Puntarenas (https://yoamopuntarenas.com/?p=14844), a local news site saying 9-1-1 is the single official emergency line coordinating Bomberos, Cruz Roja and Fuerza Pública. The 9-1-1 system's own history page (http://www.911.go.cr/quienes-somos/resena-historica/) is served over http only, and Ley 7566 creates the 9-1-1 system. A UNHCR help page for Costa Rica (2017 archive, http) describes 9-1-1 as the toll-free call centre for police, hospitals, firemen and the Red Cross.",
      },
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
        reviewedOn: "2026-11-23",
        research: "The alert gives the embassy's main number (+506) 2519-2000.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Costa Rica",
    file: "costa_rica",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-04-02",
    reads: "Exercise increased caution in Costa Rica due to crime. Petty crime is common throughout Costa Rica. Violent crime also affects tourists. This includes armed robbery, homicide, and ",
  }),
};
