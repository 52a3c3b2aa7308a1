/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * United Kingdom. 999 from Devon & Cornwall Police's page on phoning 999 (112 reaches the same service).
 * London and Edinburgh from the State Department's country information page (travel.state.gov, version with the
 * 2025 ETA requirement); Belfast from the State Department's study-abroad page (2017), because the stored current
 * page is cut before it. The country page carries the advisory text without an issue date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "United Kingdom International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/UnitedKingdom.html",
  asOf: "2025",
  reviewedOn: "2026-11-23",
  research: "Version of the page with the 2025 ETA requirement; the embassy number is the main switchboard.",
};

export const unitedKingdomEmergency: CountryEmergency = {
  country: "united-kingdom",
  checked: "2026-11",
  numbers: {
    police: "999",
    ambulance: "999",
    fire: "999",
    source: smartravellerLocalContacts({
      country: "United Kingdom",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/united-kingdom",
      updated: "2025-06-05",
      reads: "Call 999. Call 999. Call 999. Always get a police report when reporting a crime. Your insurer should have a 24-hour emergency number. For criminal issues that aren't an emergency:",
    }),
    general: "999",
    crossCheck: {
      source: {
        publisher: "Devon & Cornwall Police",
        title: "Phoning 999",
        url: "https://www.devon-cornwall.police.uk/youth/8-10/phoning-999/",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The page says 999 calls are free from any phone, the operator asks which service you need (police, ambulance, fire service, coastguard), and that 112, the single emergency number for the EU, also reaches the emergency services. No gov.uk page stating the numbers was found in the search store; other police forces' pages (Cambridgeshire, Essex, Dorset) say the same. Month read used as the date.",
      },
    },
  },
  usPosts: [
    { kind: "embassy", city: "London", phone: "+44 20 7499 9000", url: "https://uk.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Edinburgh", phone: "+44 131 556 8315", url: "https://uk.usembassy.gov/", source: countryPage },
    {
      kind: "consulate",
      city: "Belfast",
      phone: "+44 28 9038 6100",
      url: "https://uk.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Students Abroad country information: United Kingdom",
        url: "https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/united-kingdom.html",
        asOf: "2017-03-27",
        reviewedOn: "2026-11-23",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "United Kingdom",
    file: "united_kingdom",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-08",
    reads: "Reissued after periodic review with minor edits. Exercise increased caution in the United Kingdom due to terrorism. Country Summary: There is risk of terrorist violence, including ",
  }),
};
