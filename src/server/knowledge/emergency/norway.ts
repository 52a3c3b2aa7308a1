/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Norway. Emergency numbers from the Norwegian Communications Authority (Nkom): 110 fire, 112 police, 113
 * medical. Embassy phone from the embassy's own message page (no.usembassy.gov, March 2017). No dated State
 * Department advisory page for Norway was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const norwayEmergency: CountryEmergency = {
  country: "norway",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "113",
    fire: "110",
    source: smartravellerLocalContacts({
      country: "Norway",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/norway",
      updated: "2025-08-13",
      reads: "Call 110. Call 113. If not life-threatening, out-of-hours medical advice is available on +47 116117. Call 112. Always get a police report when reporting a crime. Your insurer should have a 24-hour emergency number. Keep in mind that there might not be mobile phone coverage where you are heading. Emergency telephones can be found on some mountain trails and in tunnels.",
    }),
    crossCheck: {
      source: {
        publisher: "Norwegian Communications Authority (Nkom)",
        title: "Nødnummer, nødanrop og lokalisering",
        url: "https://nkom.no/telefoni-og-telefonnummer/nodnummer-nodanrop-og-lokalisering",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The page lists the emergency numbers in Norway: 110 fire, 112 police, 113 medical emergency, 1412 for the hearing-impaired, and says 112 (the common European number, in Norway the police) can be reached without SIM or credit where any network covers. Replaces a travel-magazine source (A weekend in…, via PressReader, April 2020) that gave the same numbers. Month read used as the date.",
      },
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Oslo",
      phone: "+47 21 30 85 40",
      url: "https://no.usembassy.gov/",
      source: {
        publisher: "US Embassy in Norway",
        title: "Security Message for U.S. Citizens: Worldwide Caution (6 March 2017)",
        url: "https://no.usembassy.gov/security-message-u-s-citizens-worldwide-caution-6-march-2017/",
        asOf: "2017-03-06",
        reviewedOn: "2026-11-23",
        research: "The message gives +47 21 30 85 40 both as the main number and as the after-hours emergency number.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Norway",
    file: "norway",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-07-06",
    reads: "There was no change to the advisory level or risk indicators. Advisory summary was updated. Exercise normal precautions in Norway. Advisory Summary Norway is generally a safe desti",
  }),
};
