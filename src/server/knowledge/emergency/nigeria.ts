/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Nigeria. 112 for police, ambulance and fire from Australia's Smartraveller Nigeria page (which gives "119 or 112"
 * for each; 112 is the national number run by the Nigerian Communications Commission). Embassy and consulate
 * phones from the U.S. Embassy's own security notice (ng.usembassy.gov, October 23, 2022). No State Department
 * advisory page for Nigeria was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { stateDepartmentAdvisory } from "./sources";

const securityNotice = {
  publisher: "US Embassy and Consulate in Nigeria",
  title: "Security Notice – Elevated Risk of Terror Attacks (October 23, 2022)",
  url: "https://ng.usembassy.gov/security-notice-elevated-risk-of-terror-attacks/",
  asOf: "2022-10-23",
  reviewedOn: "2026-11-23",
  research:
    "Assistance block: U.S. Embassy Abuja +234 (9) 461-4328 and after hours +234 (9) 461-4000 press zero; U.S. Consulate General Lagos +234 (1) 460-3400 during business hours and after hours. A copy of a March 2025 embassy alert writes the same lines as +234 209 461 4328 / 4000 and +234 201 460 3400 (new dialling format). Replaces CKN Nigeria's reproduction of the same alert.",
};

export const nigeriaEmergency: CountryEmergency = {
  country: "nigeria",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    said: { police: "112 or 119", ambulance: "112 or 119", fire: "112 or 119" },
    general: "112",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Nigeria travel advice (Smartraveller): local emergency contacts",
      url: "https://www.smartraveller.gov.au/destinations/africa/nigeria",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Smartraveller's Nigeria page lists 'Fire and rescue services: Call 119 or 112', 'Medical emergencies: Call 119, 112 or go to the nearest hospital', 'Police: Call 119, 112 or go to the nearest police station' (two stored copies, both with the same numbers; the newer one under 'Reconsider your need to travel to Nigeria overall due to the volatile security situation and threat of terrorism, kidnapping, violent crime and the risk of civil unrest'). 112 is entered for all three because it is the number the page gives for every service and the national number the NCC runs; the page's 119 is not explained (Nigeria's older police line is 199, given by the CIA World Factbook 2022 archive). The page shows no issue date, so the month read is used. Found November 2026 (fourth round) by searching Smartraveller for Nigeria's emergency contacts. Replaces Technology Times, 'How Nigeria's three-digit emergency number works' (https://technologytimes.ng/dial-122-how-nigerias-three-digit-emergency-number-works/). Earlier research: Technology Times quotes the Nigerian Communications Commission: '112 is a toll-free line and can be called from any network'; calls go to Emergency Communications Centres that pass them to the police, fire service, FRSC, NSCDC and ambulance services. Coverage is by state (centres in most states and the FCT; other reports list 17 to 24 states). The Nigeria Police also publish state emergency lines (e.g. FCT 08032003913, 08061581938, 07057337653, 08028940883, October 2022). Searched for an official NCC or police page: none found in the search store (2026-11 also: ncc.gov.ng press releases, Nigeria Police Force, ng.usembassy.gov alerts, OSAC Nigeria reports, travel.state.gov Nigeria). The only official page found with a number is the CIA World Factbook 2022 archive, Nigeria Travel Facts (https://cia.gov/the-world-factbook/about/archives/2022/countries/nigeria/travel-facts): 'Local Emergency Phone: 199' and US Embassy [234] (9) 461-4000. 199 is the older police emergency line; 112 is the NCC number, run through Emergency Communications Centres in 27 state capitals by August 2023 (NCC statement reported by Rifnote, August 28, 2023). Switching to 199 on the CIA page was not done because it would drop the number the NCC now promotes; a decision for the lead. Technology Times shows no date; the month read was used. Searched again (November 2026, third round): ncc.gov.ng press releases and ng.usembassy.gov alerts (the assistance blocks give only embassy lines); only press reports of NCC statements were found (ThisDay, April 6, 2020, quoting the NCC's Director of Public Affairs: the 'three-digit toll-free number 112' reaches Police, Fire Service, FRSC and others through the Emergency Communication Centres; Leadership, September 24, 2019: President Buhari flagged off the National Emergency Number 112).",
    },
  },
  usPosts: [
    // After hours: +234 9 461 4000, press zero (same notice).
    { kind: "embassy", city: "Abuja", phone: "+234 9 461 4328", url: "https://ng.usembassy.gov/", source: securityNotice },
    { kind: "consulate", city: "Lagos", phone: "+234 1 460 3400", url: "https://ng.usembassy.gov/", source: securityNotice },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Nigeria",
    file: "nigeria",
    level: 3,
    label: "Reconsider Travel",
    issued: "2026-06-12",
    areas: "Do Not Travel to Borno, Jigawa, Kogi, Kwara, Niger, Plateau, Taraba, Yobe and northern Adamawa states (terrorism, crime, kidnapping); Bauchi, Gombe, Kaduna, Kano, Katsina, Sokoto and Zamfara states (unrest, crime, kidnapping); or Abia, Anambra, Bayelsa, Delta, Enugu, Imo and Rivers states except Port Harcourt (crime, kidnapping, unrest).",
    reads: "There was no change to the advisory level or risk indicators. Advisory summary was updated. Reconsider travel to Nigeria due to crime , terrorism , unrest , kidnapping , and incons",
  }),
};
