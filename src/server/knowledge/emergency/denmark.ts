/**
 * Denmark. The embassy phone comes from a college study-abroad office's verbatim copy of the State Department
 * country information (June 25, 2019): no official https page with the phone was found. 112 from the European
 * Commission's Your Europe page (the embassy's own 2017 security message also says to dial 112 for police,
 * rescue and fire). No dated State Department advisory page for Denmark was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const denmarkEmergency: CountryEmergency = {
  country: "denmark",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Copenhagen",
      phone: "+45 3341 7100",
      url: "https://dk.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Denmark Country Specific Information (June 25, 2019)",
        url: "https://cofc.abroadoffice.net/consular-info-sheet-denmark.html",
        asOf: "2019-06-25",
        via: "College of Charleston Center for International Education",
        research:
          "Main embassy number; the same copy gives +45 3341 7400 as the emergency after-hours line. The embassy's own pages in the search store (dk.usembassy.gov/services/, alerts) show no phone; the old http page denmark.usembassy.gov/service.html gives (45) 33 41 71 00 but is not https. Replace with an official page when one with the phone is found. Also searched (2026-11): OSAC Country Security Report for Denmark (the Canada one on osac.gov gives embassy phones), CIA World Factbook Travel Facts for Denmark, dk.usembassy.gov alerts, services, local-resources and temporary-changes pages, and travel.state.gov Denmark: none in the search store gives the phone on an https official page; a UNT End of Term web-archive copy of travel.state.gov (March 5, 2008) and traveldocs.com also give +45 33 41 71 00.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Denmark at travel.state.gov before you go.",
    research:
      "No current State Department travel-advisory page for Denmark was found in the search store; a third-party feed copy shows Level 2 (Exercise Increased Caution, terrorism) reissued June 7, 2023, and a travel-health site reports Level 2 issued June 25, 2019.",
  },
};
