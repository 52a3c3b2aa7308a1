/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Ghana. 112 (police, fire and ambulance merged into one number in January 2020) from Graphic Online's report of
 * the President's announcement: no Ghanaian government page stating the numbers was found in the search store.
 * Embassy phone from the embassy's own alert page (gh.usembassy.gov, December 2020). No State Department
 * advisory page for Ghana was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const ghanaEmergency: CountryEmergency = {
  country: "ghana",
  checked: "2026-11",
  numbers: {
    police: "191",
    ambulance: "193",
    fire: "192",
    source: smartravellerLocalContacts({
      country: "Ghana",
      officialUrl: "https://www.smartraveller.gov.au/destinations/africa/ghana",
      updated: "2025-07-28",
      reads: "Call 192. Call 193 or go to the hospital. Call 191 or go to the nearest police station. Other numbers for the police are: Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    crossCheck: {
      source: {
        publisher: "Graphic Online",
        title: "Avoid emergency prank calls – Akufo-Addo says as he distributes 307 ambulances",
        url: "https://www.graphic.com.gh/news/general-news/avoid-emergency-prank-calls-akufo-addo-says-as-he-distributes-307-ambulances.html",
        asOf: "2020-01",
        reviewedOn: "2026-11-28",
        research:
          "Report of President Akufo-Addo's announcement of January 28, 2020: 'For any form of emergency, whether police, fire or ambulance services, the number to dial on all mobile networks is 112.' Citi Newsroom (January 28, 2020) reports the same. The old numbers (191 police, 192 fire, 193 ambulance) are still quoted by the services in later press reports (Ghana News Agency 2021-2022: the Fire Service says 192 and the national number 112; police 191 or 18555). Searched for an official page (presidency, Ghana Police Service, National Ambulance Service, Ghana National Fire Service, gh.usembassy.gov, travel.state.gov Ghana page): none found in the search store. Replace with an official page when one is found. Also searched (2026-11): CIA World Factbook Travel Facts for Ghana, OSAC Ghana reports (osac.gov 2018 and 2019 reports show only their opening sections; the 2019 one predates 112), Ministry of Communications statement of March 26, 2020 on blocking prank calls to 112 (only press copies: Graphic Online, Pulse, MyNewsGh), National Communications Authority, National Ambulance Service (press only: MyJoyOnline quotes NAS on the toll-free 112, reviewing its 2021 calls) and Ghana National Fire Service (GNA via GhanaWeb: 192 and the national 112). Searched again (November 2026, third round): gov.gh, nca.org.gh (only a 2020 NCA newsletter on DocsLib), gh.usembassy.gov alerts (no emergency number) and a search for foreign governments' Ghana travel advice (Smartraveller, SafeTravel): none in the search store states 112. Press copies of the announcement also at MyNewsGhana, Citi Newsroom (https://citinewsroom.com/2020/01/nana-addo-commissions-307-ambulances-photos/) and The Chronicle. Searched again (November 2026, fourth round) without finding an official page whose stored copy states the numbers: Smartraveller's Ghana page (no stored copy found; its Nigeria page was found this way), SafeTravel (safetravel.govt.nz) Ghana, gov.uk Ghana travel advice (only third-party reproductions), Canada's travel advice (only a French Library and Archives Canada copy of August 2019, https://webarchiveweb.wayback.bac-lac.canada.ca/web/20190827192514/https://voyage.gc.ca/destinations/ghana, whose stored text stops before the emergency section and predates 112), Ireland's DFA, Germany's Auswärtiges Amt, gh.usembassy.gov alerts and victims-of-crime pages, OSAC Ghana reports (2018 and 2019 on osac.gov; 2020 only on ghanacrimereport.com), CIA World Factbook Travel Facts, and the National Ambulance Service (press only: MyJoyOnline quotes NAS on the toll-free 112). Fifth round (November 2026): searched gh.usembassy.gov emergency/ACS pages (only alerts without local numbers), Smartraveller Ghana (no stored copy), gov.uk Ghana travel advice (only third-party reproductions, e.g. allaboutaccra.com), Ghana Police Service (press only: GhanaWeb 2018 '191 and 18555'), National Communications Authority 112 pages (none; Ministry of Communications statement of 26 March 2020 only via Graphic, Pulse, Ghana Guardian, Kuulpeeps), National Ambulance Service (press only: MyJoyOnline, Daily Guide); no official page states 112.",
      },
      differs: "112 for all three services",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Accra",
      phone: "+233 30 274 1000",
      url: "https://gh.usembassy.gov/",
      source: {
        publisher: "US Embassy in Ghana",
        title: "Traffic Alert: U.S. Embassy Accra, Ghana (December 9, 2020)",
        url: "https://gh.usembassy.gov/traffic-alert-u-s-embassy-accra-ghana/",
        asOf: "2020-12-09",
        reviewedOn: "2026-11-25",
        research:
          "The alert's assistance block gives the embassy number as +(233) 30-27-41-000 (main switchboard). An older copy of the State Department country information (2010) gave +233 30 274 1775 as the after-hours line; it is not used because no official page with it was found. Replaces a blog reproducing a 2013 security message, which had no phone.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Ghana",
    file: "ghana",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-07-07",
    areas: "Reconsider Travel to the northern border in the Upper East Region, the Northeast Region, the Upper West Region, and the areas west of the N12 highway in the Savannah Region, due to crime.",
    reads: "There was no change to the advisory level. The \"health\" risk indicator was added. The \"unrest\" indicator was removed from the area of increased risk. Advisory summary was updated. ",
  }),
};
