/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Finland. Embassy phone from the embassy's own services page (fi.usembassy.gov: "call the main Embassy number
 * at +358-9-616-250 and select 0"). 112 from the European Commission's Your Europe page. No dated State
 * Department advisory page for Finland was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { eu112Everywhere, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const finlandEmergency: CountryEmergency = {
  country: "finland",
  checked: "2026-11",
  numbers: eu112Everywhere(
    smartravellerLocalContacts({
      country: "Finland",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/finland",
      updated: "2025-08-13",
      reads: "Call 112. Call 112 or go to a hospital. Call 112 or go to the local police station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
  ),
  usPosts: [
    {
      kind: "embassy",
      city: "Helsinki",
      phone: "+358 9 616 250",
      url: "https://fi.usembassy.gov/",
      source: {
        publisher: "US Embassy in Finland",
        title: "Services for U.S. citizens",
        url: "https://fi.usembassy.gov/services/",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "Main embassy number; for emergencies the page says to call it and select 0. Month read used as the date.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Finland",
    file: "finland",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-03-13",
    reads: "There were no changes to the advisory level or risk indicators. Advisory summary was updated. Exercise normal precautions in Finland. If you decide to travel to Finland: Enroll in ",
  }),
};
