/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Uruguay. Embassy phone and local emergency numbers from the CIA World Factbook's "Travel Facts" page for
 * Uruguay (U.S. government), which lists the local emergency phone as "999, 911"; 911 is recorded as the general
 * number for all three services. The Factbook repeats the State Department's advice (increased caution due to
 * crime) without a date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const factbook = {
  publisher: "Central Intelligence Agency",
  title: "The World Factbook: Uruguay, Travel Facts",
  url: "https://cia.gov/the-world-factbook/countries/uruguay/travel-facts",
  asOf: "2026-11",
  reviewedOn: "2026-11-23",
  research: "Local Emergency Phone: '999, 911'; US Embassy: [598] 1770-2000. No uy.usembassy.gov page with the phone was found.",
};

export const uruguayEmergency: CountryEmergency = {
  country: "uruguay",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    said: { police: "911 in Montevideo; 02911 outside Montevideo", ambulance: "911 in Montevideo; 02911 outside Montevideo", fire: "911 in Montevideo; 02911 outside Montevideo" },
    source: smartravellerLocalContacts({
      country: "Uruguay",
      officialUrl: "https://www.smartraveller.gov.au/destinations/americas/uruguay",
      updated: "2025-05-21",
      reads: "Call 911 in Montevideo or 02911 outside Montevideo. Call 911 in Montevideo or 02911 outside Montevideo. Call 911 in Montevideo or 02911 outside Montevideo. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "911",
    crossCheck: {
      source: factbook,
      differs: "911 for the whole country",
    },
  },
  usPosts: [{ kind: "embassy", city: "Montevideo", phone: "+598 1770 2000", url: "https://uy.usembassy.gov/", source: factbook }],
  advisory: stateDepartmentAdvisory({
    country: "Uruguay",
    file: "uruguay",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-07-28",
    reads: "Exercise increased caution in Uruguay due to crime. Exercise increased caution in Uruguay due to crime. Crime is most common in these departments: Montevideo Canelones Maldonado Ri",
  }),
};
