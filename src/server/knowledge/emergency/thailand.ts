/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Thailand. Police 191, medical emergencies 1669, fire 199. The numbers block cites the UN DESA public-service
 * case study of Thailand's emergency medical system, which names 1669 as the nationwide emergency medical number;
 * police 191 and fire 199 are confirmed by the CIA World Factbook and OSAC (see research). Posts from the State
 * Department's country information page (travel.state.gov). The advisory is left unknown: no dated page.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "Thailand International Travel Information",
  url: "https://travel.state.gov/content/passports/en/country/thailand.html",
  asOf: "2026-11",
  reviewedOn: "2026-11-23",
  research:
    "The page gives the embassy's American Citizen Services line +66 2 205 4049 and the emergency after-hours line +66 2 205 4000 (the after-hours line is recorded; the CIA World Factbook 2026 also gives (2) 205-4000), and the Chiang Mai consulate general on +66 53 107 777 (after hours +66 81 881 1878). OSAC's March 14, 2025 Thailand report gives +66-53-107-700 for Chiang Mai.",
};

export const thailandEmergency: CountryEmergency = {
  country: "thailand",
  checked: "2026-11",
  numbers: {
    police: "191",
    ambulance: "1669",
    fire: "199",
    source: smartravellerLocalContacts({
      country: "Thailand",
      officialUrl: "https://www.smartraveller.gov.au/destinations/asia/thailand",
      updated: "2025-07-31",
      reads: "Call 199. Call 1669 for medical emergencies and rescue services. Call 1724 for an ambulance in Bangkok. Call 191 for police. Call 1155 for the tourist police, or contact them through the ‘Thailand Tourist Police’ application (app). The app is available to tourists who do not have a Thai SIM card. The app enables users to report incidents and provides alerts regarding natural disasters and unsafe situations. The app also provides information on tourist attractions. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    crossCheck: {
      source: {
        publisher: "United Nations Department of Economic and Social Affairs",
        title: "UN Public Service Awards case study: Improving Thailand Public Emergency Medical Service System through Meaningful Participatory Networks",
        url: "https://publicadministration.un.org/en/Research/Case-Studies/unpsacases/ctl/NominationProfile/mid/1170/id/1530",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The case study (nomination by the Emergency Medical Institute of Thailand) says 'The Emergency Call Number 1669 was the first number set up for nationwide EMS use with 24 hour standby'. Police 191 and fire 199: CIA World Factbook Thailand Travel Facts (https://www.cia.gov/the-world-factbook/countries/thailand/travel-facts, 'Ambulance: 191; Fire: 199; Police: 191') and OSAC's March 14, 2025 Thailand report ('The crime emergency line in Thailand is 191'). The Factbook's ambulance 191 was replaced by 1669, the dedicated medical line; 191 police dispatch can also pass on medical calls. No single official page listing all three numbers was found (searched NIEMS, TAT, Royal Thai Police, Thai embassies, th.usembassy.gov). Tourist police: 1155 (Tourist Police Bureau, reported by the press; the schema has no field for it).",
      },
    },
  },
  usPosts: [
    { kind: "embassy", city: "Bangkok", phone: "+66 2 205 4000", url: "https://th.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Chiang Mai", phone: "+66 53 107 777", url: "https://th.usembassy.gov/", source: countryPage },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Thailand",
    file: "thailand",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-07-07",
    areas: "Exercise Increased Caution near the Thai-Cambodian border, due to the risk of armed conflict, and in Yala, Pattani and Narathiwat provinces, due to the risk of unrest.",
    reads: "Exercise normal precaution in Thailand. Some areas have increased risk. Read the entire Travel Advisory. Thailand is generally a safe destination for travelers. Review our Travel G",
  }),
};
