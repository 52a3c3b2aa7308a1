/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Denmark. The embassy phone comes from the State Department's parental child abduction page for Greenland
 * (travel.state.gov), which gives the contact block of the U.S. Embassy in Copenhagen (the embassy also serves
 * Greenland). 112 from the European Commission's Your Europe page (the embassy's own 2017 security message also
 * says to dial 112 for police, rescue and fire). No dated State Department advisory page for Denmark was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { eu112Everywhere, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const denmarkEmergency: CountryEmergency = {
  country: "denmark",
  checked: "2026-11",
  numbers: eu112Everywhere(
    smartravellerLocalContacts({
      country: "Denmark",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/denmark",
      updated: "2025-08-13",
      reads: "Call 112. Call 112 If not life-threatening, call +45 1813 to be referred to a hospital. Call 112. Call 114 or go to the local police station to report a crime. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
  ),
  usPosts: [
    {
      kind: "embassy",
      city: "Copenhagen",
      phone: "+45 3341 7100",
      url: "https://dk.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Greenland International Parental Child Abduction Information",
        url: "https://travel.state.gov/content/travel/en/International-Parental-Child-Abduction/International-Parental-Child-Abduction-Country-Information/Greenland.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "The page gives 'U.S. Embassy Copenhagen, Dag Hammarskjölds Allé 24, 2100 Copenhagen, Denmark, Telephone: +(45) 3341-7100' and says the U.S. Consulate in Nuuk does not provide routine consular services. The copy read was stored under the host 'travel.state.gov.' (trailing dot); the link uses the normal host (as for Argentina's judicial-assistance page). The State Department's Denmark judicial-assistance page gives the same number but its stored copy is http only (http://travel.state.gov/content/travel/en/legal/Judicial-Assistance-Country-Information/Denmark.html). Replaces the College of Charleston study-abroad office's copy of the State Department country information of June 25, 2019 (https://cofc.abroadoffice.net/consular-info-sheet-denmark.html), which gives the same main number and +45 3341 7400 as the emergency after-hours line; the after-hours line is not on an official https page found. The page shows no issue date, so the month read is used.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Kingdom of Denmark",
    file: "kingdom_of_denmark",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2024-09-17",
    reads: "Reissued after periodic review with minor edits. Exercise increased caution in the Kingdom of Denmark due to terrorism. Country Summary: Terrorist groups continue plotting possible",
  }),
};
