/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the page described below for the general number 112 is kept as its source.
 * Germany. Embassy phone from the embassy's American Citizen Services page (de.usembassy.gov); the Frankfurt
 * phone from the State Department's study-abroad country page (2017). Munich, Hamburg, Düsseldorf and Leipzig
 * are not listed: no official https page with their phones was found. 112 from the European Commission's Your
 * Europe page (Germany also has 110 for police). No dated State Department advisory page for Germany was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_EMERGENCY_NUMBER, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const germanyEmergency: CountryEmergency = {
  country: "germany",
  checked: "2026-11",
  numbers: {
    police: "110",
    ambulance: "112",
    fire: "112",
    source: smartravellerLocalContacts({
      country: "Germany",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/germany",
      updated: "2025-08-13",
      reads: "Call 112. Call 112. Call 110. For non-urgent criminal issues, contact the local police. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "112",
    generalSource: EU_EMERGENCY_NUMBER,
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Berlin",
      phone: "+49 30 8305 0",
      url: "https://de.usembassy.gov/",
      source: {
        publisher: "US Embassy and Consulates in Germany",
        title: "American Citizen Services at the U.S. Embassy Berlin",
        url: "https://de.usembassy.gov/embassy-consulates/embassy/american-citizen-services-u-s-embassy-berlin/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "Main embassy switchboard. The page also names the Consulate General in Munich, without a phone. Month read used as the date.",
      },
    },
    {
      kind: "consulate",
      city: "Frankfurt am Main",
      phone: "+49 69 7535 0",
      url: "https://de.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Students Abroad country information: Germany",
        url: "https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/germany.html",
        asOf: "2017-04-19",
        reviewedOn: "2026-11-23",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Germany",
    file: "germany",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-13",
    reads: "Exercise increased caution in Germany due to terrorism. Terrorist groups and lone actors remain a constant threat in Germany and Europe, attacking people in public locations with k",
  }),
};
