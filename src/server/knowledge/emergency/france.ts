/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * France. Posts from the State Department's consular-notification country page for France (travel.state.gov,
 * 2017), which lists the embassy and the two consulates general. 112 from the European Commission's Your Europe
 * page (France also keeps 17 police, 15 SAMU and 18 fire). No dated State Department advisory page for France was
 * found. Phones written in international form without brackets.
 */
import type { CountryEmergency } from "./emergency.schema";
import { eu112Everywhere, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "Consular Notification and Access: France",
  url: "https://travel.state.gov/content/travel/en/consularnotification/ConsularNotificationandAccess/France.html",
  asOf: "2017-10",
  reviewedOn: "2026-11-23",
  research: "Country information and embassies section of the consular-notification page; the embassy number is the main switchboard.",
};

export const franceEmergency: CountryEmergency = {
  country: "france",
  checked: "2026-11",
  numbers: eu112Everywhere(
    smartravellerLocalContacts({
      country: "France",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/france",
      updated: "2025-08-13",
      reads: "Call 112. Call 112. Call 112. Always get a police report when you report a crime. Call 3919 for victims of domestic violence. Your insurer should have a 24-hour emergency number.",
    }),
  ),
  usPosts: [
    { kind: "embassy", city: "Paris", phone: "+33 1 43 12 22 22", url: "https://fr.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Marseille", phone: "+33 1 43 12 48 85", url: "https://fr.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Strasbourg", phone: "+33 1 43 12 48 80", url: "https://fr.usembassy.gov/", source: countryPage },
  ],
  advisory: stateDepartmentAdvisory({
    country: "France",
    file: "france",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-28",
    reads: "Exercise increased caution in France due to terrorism and unrest. Pickpocketing and phone thefts are common, especially in crowded places. Terrorist groups continue to plan possibl",
  }),
};
