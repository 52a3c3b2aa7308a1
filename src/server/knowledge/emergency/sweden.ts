/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Sweden. Embassy from the State Department's country information page (travel.state.gov). 112 from the
 * European Commission's Your Europe page. The country page carries the advisory text without a date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { eu112Everywhere, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const swedenEmergency: CountryEmergency = {
  country: "sweden",
  checked: "2026-11",
  numbers: eu112Everywhere(
    smartravellerLocalContacts({
      country: "Sweden",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/sweden",
      updated: "2025-08-13",
      reads: "Call 112. Call 112. Call 112. Always get a police report when reporting a crime. Your insurer should have a 24-hour emergency number.",
    }),
  ),
  usPosts: [
    {
      kind: "embassy",
      city: "Stockholm",
      phone: "+46 8 783 5300",
      url: "https://se.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Sweden International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Sweden.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "Main embassy number, from an older version of the page. Month read used as the date.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Sweden",
    file: "sweden",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-05-18",
    reads: "There were no changes to the advisory level or risk indicators. Advisory summary was updated. Exercise increased caution in Sweden due to terrorism. Advisory summary There is risk ",
  }),
};
