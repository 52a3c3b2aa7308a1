/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Morocco. Embassy phone and emergency numbers from the CIA World Factbook "Travel Facts" page for Morocco (2023
 * archive, U.S. government). The Consulate General in Casablanca, where consular services are given, is not
 * listed: no official page with its phone was found. No State Department advisory page was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const factbook = {
  publisher: "Central Intelligence Agency",
  title: "The World Factbook (2023 archive): Morocco, Travel Facts",
  url: "https://cia.gov/the-world-factbook/about/archives/2023/countries/morocco/travel-facts",
  asOf: "2023",
  reviewedOn: "2026-11-23",
  research:
    "Emergency numbers: police 19, ambulance and fire 15. Embassy Rabat main number. OSAC's Morocco 2020 Crime & Safety Report (copy on DocsLib) names the Consulate General in Casablanca; a third-party copy of the State Department page gives Casablanca +212 522 642 099 and an after-hours line +212 661 13 19 39, not used because no official page with them was found.",
};

export const moroccoEmergency: CountryEmergency = {
  country: "morocco",
  checked: "2026-11",
  numbers: {
    police: "190",
    ambulance: "190",
    fire: "190",
    source: smartravellerLocalContacts({
      country: "Morocco",
      officialUrl: "https://www.smartraveller.gov.au/destinations/africa/morocco",
      updated: "2024-12-10",
      reads: "Call 190 Call 190 or go to the nearest hospital. Contact your travel insurer’s 24-hour emergency number as soon as you can. Call 190 or visit the nearest police station. Most emergency phone operators don't speak English. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "190",
    crossCheck: {
      source: factbook,
      differs: "19 for the police and 15 for ambulance and fire",
    },
  },
  usPosts: [{ kind: "embassy", city: "Rabat", phone: "+212 537 637 200", url: "https://ma.usembassy.gov/", source: factbook }],
  advisory: stateDepartmentAdvisory({
    country: "Morocco",
    file: "morocco",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-04-21",
    reads: "Exercise increased caution inMorocco due to terrorism. Terrorist groups continue plotting possible attacks in Morocco. Terrorists may attack with little or no warning. They target ",
  }),
};
