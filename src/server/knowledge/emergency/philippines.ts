/**
 * Philippines. Embassy phone from the embassy's own health alert (ph.usembassy.gov, March 17, 2020). The only
 * U.S. government page found for local emergency numbers (CIA World Factbook 2023 archive) prints them run together
 * as "166117", which cannot be split with certainty, so the numbers are left unknown. No State Department advisory
 * page with a date was found.
 */
import type { CountryEmergency } from "./emergency.schema";

export const philippinesEmergency: CountryEmergency = {
  country: "philippines",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "Ask the US Embassy in Manila or your local barangay for the police, ambulance and fire numbers where you will live, and save them before you need them.",
    research:
      "The CIA World Factbook 2023 archive Philippines Travel Facts page (https://cia.gov/the-world-factbook/about/archives/2023/countries/philippines/travel-facts) prints the local emergency phone as '166117' (apparently the old 166 and 117 run together); the national 911 line was not found on an official page. Searched ph.usembassy.gov and gov.ph.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Manila",
      phone: "+63 2 5301 2000",
      url: "https://ph.usembassy.gov/",
      source: {
        publisher: "US Embassy in the Philippines",
        title: "Health Alert: U.S. Embassy Manila (March 17, 2020)",
        url: "https://ph.usembassy.gov/health-alert-u-s-embassy-manila-philippines-march-17-2020/",
        asOf: "2020-03-17",
        research: "The alert gives the embassy's main number +63 (2) 5301-2000 (older pages print (632) 301-2000 before Manila's 2019 eight-digit change).",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for the Philippines at travel.state.gov before you go; it has advised increased caution, with some areas at a higher level.",
    research:
      "No State Department travel-advisory page for the Philippines with a date was found. The CIA World Factbook (2023) repeats Level 2 wording (increased caution due to crime, terrorism, civil unrest and kidnapping; some areas higher) without a date.",
  },
};
