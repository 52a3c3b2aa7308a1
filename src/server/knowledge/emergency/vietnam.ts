/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Vietnam. Police 113, fire 114, ambulance 115 from the Ho Chi Minh City government portal (2015). Post phones from
 * the U.S. Mission's own message "Quarantines in Vietnam" (vn.usembassy.gov, July 28, 2021), which gives the
 * Embassy in Hanoi and the Consulate General in Ho Chi Minh City. No State Department advisory page was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const missionMessage = {
  publisher: "US Embassy in Vietnam",
  title: "Quarantines in Vietnam (July 28, 2021)",
  url: "https://vn.usembassy.gov/quarantines-in-vietnam/",
  asOf: "2021-07-28",
  reviewedOn: "2026-11-25",
  research:
    "The message asks U.S. citizens to 'Notify the U.S. Consulate General at (84) 028 3520 4200, hcmcacsmail@state.gov or the U.S. Embassy in Hanoi at (84) 24 3850 5000, ACSHanoi@state.gov'. Replaces a Vietnamese site (OIB Records, https://oibrecords.com/lanh-su-quan-my-tai-tp-hcm/) reproducing the Mission's contact text 'U.S. Citizens with emergencies, please call: Hanoi (024) 3850-5000 - Ho Chi Minh City (028) 3520-4200', the same numbers and the source of the 24-hour wording.",
};

export const vietnamEmergency: CountryEmergency = {
  country: "vietnam",
  checked: "2026-11",
  numbers: {
    police: "113",
    ambulance: "115",
    fire: "114",
    source: smartravellerLocalContacts({
      country: "Vietnam",
      officialUrl: "https://www.smartraveller.gov.au/destinations/asia/vietnam",
      updated: "2025-07-21",
      reads: "Call 114 Call 115 Call 113 Emergency numbers in Vietnam are operated in Vietnamese only and may be unreliable. You may have a long wait before emergency services arrive. Always get a police report when you report a crime. Take a translator with you to report a crime to the local police. Cases reported by foreigners may be accepted at the discretion of local police. Your insurer should have a 24-hour emergency number.",
    }),
    crossCheck: {
      source: {
        publisher: "Ho Chi Minh City People's Committee",
        title: "HCMC connects three emergency switchboards",
        url: "https://eng.hochiminhcity.gov.vn/-/hcmc-connects-three-emergency-switchboards",
        asOf: "2015-03-09",
        reviewedOn: "2026-11-28",
        research:
          "The city portal says emergency numbers 113, 114 and 115 cover 'order and security, fire, and ambulance' and have been connected so each transfers calls to the others. These are the national numbers; guides (e.g. kienthucykhoa.edu.vn) add 112 for search and rescue. Previously no numbers were recorded.",
      },
    },
  },
  usPosts: [
    { kind: "embassy", city: "Hanoi", phone: "+84 24 3850 5000", url: "https://vn.usembassy.gov/", source: missionMessage },
    { kind: "consulate", city: "Ho Chi Minh City", phone: "+84 28 3520 4200", url: "https://vn.usembassy.gov/", source: missionMessage },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Vietnam",
    file: "vietnam",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-06-24",
    reads: "There were no changes to the advisory level or risk indicators. Advisory summary was updated. Exercise normal precautions in Vietnam. Exercise Normal Precautions inVietnam. Advisor",
  }),
};
