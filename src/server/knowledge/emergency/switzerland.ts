/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the page described below for the general number 112 is kept as its source.
 * Switzerland. Emergency numbers from ch.ch, the Swiss authorities' portal (117 police, 118 fire, 144
 * ambulance, 112). Embassy phones from the embassy's own emergency-contact page (ch.usembassy.gov). Switzerland
 * has no U.S. consulate, only part-time consular agencies in Geneva and Zurich, which are not listed. The State
 * Department's advisory page was found without a visible issue date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const switzerlandEmergency: CountryEmergency = {
  country: "switzerland",
  checked: "2026-11",
  numbers: {
    police: "117",
    ambulance: "144",
    fire: "118",
    source: smartravellerLocalContacts({
      country: "Switzerland",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/switzerland",
      updated: "2025-08-13",
      reads: "Call 118. Call 144. Call 117. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "112",
    generalSource: {
        publisher: "ch.ch, the Swiss authorities online",
        title: "Road accident: what should I do?",
        url: "https://ch.ch/en/road-accident-what-should-i-do",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The page says 112 is the most important emergency number in Switzerland and connects to the police emergency centre (also from a foreign SIM or a prepaid card without credit), and lists police 117, fire service 118, ambulance 144. Replaces IamExpat Switzerland (iamexpat.ch), which gave the same numbers. Month read used as the date.",
      },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Bern",
      phone: "+41 31 357 70 11",
      url: "https://ch.usembassy.gov/",
      source: {
        publisher: "US Embassy in Switzerland and Liechtenstein",
        title: "Emergency Contact Information for U.S. Citizens",
        url: "https://ch.usembassy.gov/u-s-citizen-services/emergency-contact/",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "Main switchboard; the same page gives +41 31 357 77 77 as the after-hours line. Month read used as the date.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Switzerland",
    file: "switzerland",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-05-20",
    reads: "Reissued after periodic review with minor edits. Exercise normal precautions in Switzerland. Read the country information page for additional information on travel to Switzerland. ",
  }),
};
