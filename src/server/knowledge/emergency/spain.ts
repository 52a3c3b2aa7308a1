/**
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Spain. Posts and 112 from the U.S. Embassy's own contact page (es.usembassy.gov). The advisory comes from a
 * verbatim archive of the State Department's advisory pages (it was read before on the State Department's
 * adoptions.state.gov host, with the same level and date). Phones are written in international form without the
 * printed brackets; undated pages carry the month read.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const embassyContact = {
  publisher: "US Embassy in Spain and Andorra",
  title: "Contact Us",
  url: "https://es.usembassy.gov/contact/",
  asOf: "2026-11",
  reviewedOn: "2026-11-23",
  research: "The embassy's contact page gives the Madrid switchboard, the Barcelona consulate general and 112 for local emergencies.",
};

export const spainEmergency: CountryEmergency = {
  country: "spain",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    source: smartravellerLocalContacts({
      country: "Spain",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/spain",
      updated: "2025-08-13",
      reads: "### Emergency phone numbers Call 112. Call 112. Call 112. For non-emergency criminal issues, contact the local police. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "112",
    crossCheck: {
      source: embassyContact,
    },
  },
  usPosts: [
    { kind: "embassy", city: "Madrid", phone: "+34 91 587 2200", url: "https://es.usembassy.gov/", source: embassyContact },
    {
      kind: "consulate",
      city: "Barcelona",
      phone: "+34 93 280 2227",
      url: "https://es.usembassy.gov/barcelona/",
      source: embassyContact,
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Spain",
    file: "spain",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-12",
    reads: "Reissued after periodic review with minor edits. Exercise increased caution in Spain due to terrorism and civil unrest. Country Summary: Terrorist groups continue plotting possible",
  }),
};
