/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Netherlands. Posts from the State Department's country information page (travel.state.gov, version listing the
 * embassy at John Adams Park 1, Wassenaar); all consular services are given at the Consulate General in
 * Amsterdam. 112 from the European Commission's Your Europe page. The country page carries the advisory text but
 * no advisory date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { eu112Everywhere, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "Netherlands International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Netherlands.html",
  asOf: "2026-11",
  reviewedOn: "2026-11-23",
  research: "Version listing the embassy at John Adams Park 1, Wassenaar; the page gives one number for the embassy and the Amsterdam consulate. Month read used as the date.",
};

export const netherlandsEmergency: CountryEmergency = {
  country: "netherlands",
  checked: "2026-11",
  numbers: eu112Everywhere(
    smartravellerLocalContacts({
      country: "Netherlands",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/netherlands",
      updated: "2025-08-13",
      reads: "Call 112. Call 112. Call 112. For non-urgent criminal issues, contact the nearest police station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
  ),
  usPosts: [
    { kind: "embassy", city: "The Hague (Wassenaar)", phone: "+31 70 310 2209", url: "https://nl.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Amsterdam", phone: "+31 70 310 2209", url: "https://nl.usembassy.gov/", source: countryPage },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Netherlands",
    file: "netherlands",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2024-08-09",
    reads: "Reissued after periodic review without changes. Exercise increased caution in the Netherlands due to terrorism. Country Summary: Terrorists continue plotting possible attacks in th",
  }),
};
