/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * New Zealand. 111 from New Zealand Police's own page. Embassy and consulate phones from the U.S. Mission's own
 * pages (nz.usembassy.gov). All consular services are given at the Consulate General in Auckland; the embassy
 * number is the after-hours duty line. No dated State Department advisory page was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const newZealandEmergency: CountryEmergency = {
  country: "new-zealand",
  checked: "2026-11",
  numbers: {
    police: "111",
    ambulance: "111",
    fire: "111",
    note: "For a police matter that is not an emergency, call 105.",
    source: smartravellerLocalContacts({
      country: "New Zealand",
      officialUrl: "https://www.smartraveller.gov.au/destinations/pacific/new-zealand",
      updated: "2025-07-31",
      reads: "Call 111. Call 111. Call 111 or contact the nearest police station. Call 105 or go online for Police non-emergencies. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "111",
    crossCheck: {
      source: {
        publisher: "New Zealand Police",
        title: "Calling emergency 111",
        url: "https://www.police.govt.nz/contact-us/calling-emergency-111",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The page says 111 calls are free and the operator asks which service you need (Fire, Ambulance or Police) and connects you. The government portal govt.nz (111 emergency service page) says the same. Month read used as the date.",
      },
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Wellington",
      phone: "+64 4 462 6000",
      url: "https://nz.usembassy.gov/",
      source: {
        publisher: "US Embassy and Consulate in New Zealand",
        title: "Consular Services: Emergency Contact Information",
        url: "https://nz.usembassy.gov/services/",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "The embassy number is given as the after-hours emergency duty line; routine consular services are in Auckland.",
      },
    },
    {
      kind: "consulate",
      city: "Auckland",
      phone: "+64 9 303 2724",
      url: "https://nz.usembassy.gov/",
      source: {
        publisher: "US Embassy and Consulate in New Zealand",
        title: "Consulate General Auckland: Contact Us",
        url: "https://nz.usembassy.gov/embassy-consulates/auckland/contact-us/",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "New Zealand",
    file: "new_zealand",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-04-29",
    reads: "There were no changes to the advisory level or risk indicators. Advisory summary was updated. Exercise normal precautions in New Zealand. New Zealand is generally a safe destinatio",
  }),
};
