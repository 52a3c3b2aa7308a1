/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Liberia. 911 from the Liberia National Police's own page (calls go to the police, who also call fire or
 * paramedic services; 0770 800 911 works in place of 911). Embassy phone from the State Department's country
 * information page (travel.state.gov, May 2024 version). The country page carries the advisory text without an
 * issue date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const liberiaEmergency: CountryEmergency = {
  country: "liberia",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    note: "Calls to 911 may go unanswered: go to the nearest police station or hospital if they do.",
    source: smartravellerLocalContacts({
      country: "Liberia",
      officialUrl: "https://www.smartraveller.gov.au/destinations/africa/liberia",
      updated: "2025-01-10",
      reads: "Call 911 Call 911 If you call 911, authorities may not answer. Plan for other ways to get help in an emergency. Call 911 or go to a local police station. If you call 911, authorities may not answer. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "911",
    crossCheck: {
      source: {
        publisher: "Liberia National Police",
        title: "911 Use and Abuse",
        url: "https://lnp.gov.lr/lnp/index.php/911-number-use-and-abuse/",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The page says to always call 911 (free, no credit needed) for a crime or a life-or-death emergency needing the police 'or other services that we can call such fire or paramedic services'; calls are answered at LNP headquarters, and 0770800911 can be called in place of 911. So ambulance and fire are reached through the police 911 line; no separate ambulance or fire number was found. The search store holds the page at http://lnp.gov.lr/...; the link is written in https (the same host serves https, e.g. lnp.gov.lr/corporate-faq/). Caveat: a Bush Chicken report says 911 did not connect for some callers and that even officers cite 0770-800-911 as the working hotline. Month read used as the date.",
      },
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Monrovia",
      phone: "+231 77 677 7000",
      url: "https://lr.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Liberia International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Liberia.html",
        asOf: "2024-05",
        reviewedOn: "2026-11-23",
        research:
          "Main embassy number; the embassy's own alerts (lr.usembassy.gov, April 22, 2021) give the same +231 77-677-7000, and an older embassy message says to call 077-677-7000 for urgent help outside business hours.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Liberia",
    file: "liberia",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-12-11",
    reads: "There was no change to the advisory level. The \"health\" risk indictor was added. Advisory summary was updated. Exercise increased caution in Liberia due to crime, unrest, and healt",
  }),
};
