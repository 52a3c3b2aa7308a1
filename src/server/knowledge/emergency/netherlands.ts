/**
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Netherlands. Posts from the State Department's country information page (travel.state.gov, version listing the
 * embassy at John Adams Park 1, Wassenaar); all consular services are given at the Consulate General in
 * Amsterdam. 112 from the European Commission's Your Europe page. The country page carries the advisory text but
 * no advisory date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "Netherlands International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Netherlands.html",
  asOf: "2026-11",
  research: "Version listing the embassy at John Adams Park 1, Wassenaar; the page gives one number for the embassy and the Amsterdam consulate. Month read used as the date.",
};

export const netherlandsEmergency: CountryEmergency = {
  country: "netherlands",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Netherlands travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Netherlands/Local_contacts.md",
      asOf: "2025-08-13",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/netherlands (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 112. Call 112. Call 112. For non-urgent criminal issues, contact the nearest police station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    crossCheck: {
      source: EU_112_NUMBERS.source,
    },
  },
  usPosts: [
    { kind: "embassy", city: "The Hague (Wassenaar)", phone: "+31 70 310 2209", url: "https://nl.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Amsterdam", phone: "+31 70 310 2209", url: "https://nl.usembassy.gov/", source: countryPage },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for the Netherlands at travel.state.gov before you go.",
    research:
      "The State Department country page for the Netherlands says 'Exercise normal precautions in the Netherlands' (Level 1) but shows no issue date, and no dated advisory page was found.",
  },
};
