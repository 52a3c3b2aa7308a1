/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Ireland. Embassy from the State Department's country information page. 112 from the European Commission's
 * Your Europe page (Ireland also answers 999). The country page carries the advisory text without its date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { eu112Everywhere, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const irelandEmergency: CountryEmergency = {
  country: "ireland",
  checked: "2026-11",
  numbers: eu112Everywhere(
    smartravellerLocalContacts({
      country: "Ireland",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/ireland",
      updated: "2025-03-12",
      reads: "Call 112. Call 112. Call 112 or contact the nearest police station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number. If you're a victim of a crime, police may refer you to the Irish Tourist SOS. Irish Tourist SOS can:",
    }),
  ),
  usPosts: [
    {
      kind: "embassy",
      city: "Dublin",
      phone: "+353 1 668 8777",
      url: "https://ie.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Ireland International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Ireland.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research:
          "The search store names this page with a trailing dot after the host (travel.state.gov./content/...); the link is written without it. Main embassy number. Month read used as the date.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Ireland",
    file: "ireland",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-03-20",
    reads: "Exercise normal precaution in Ireland. Ireland is generally a safe destination for travelers. Travelers should remain vigilant as petty crime is common, especially in popular touri",
  }),
};
