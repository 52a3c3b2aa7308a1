/**
 * Philippines. Embassy phone from the embassy's own health alert (ph.usembassy.gov, March 17, 2020). The only
 * U.S. government page read for local emergency numbers (CIA World Factbook 2023 archive) prints them run
 * together as "166117", which cannot be split with certainty, so the numbers are left unknown. No State
 * Department advisory page with a date was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const philippinesEmergency: CountryEmergency = {
  country: "philippines",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "The CIA World Factbook (2023 archive) Philippines travel-facts page prints the local emergency phone as '166117', which cannot be split into police, ambulance and fire numbers with certainty; no other page read gave them.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Manila",
      phone: "+63 2 5301 2000",
      url: "https://ph.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in the Philippines – Health Alert: U.S. Embassy Manila (March 17, 2020)",
        title: "U.S. Embassy in the Philippines – Health Alert: U.S. Embassy Manila (March 17, 2020)",
        url: "https://ph.usembassy.gov/health-alert-u-s-embassy-manila-philippines-march-17-2020/",
        asOf: "2020-03-17",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for the Philippines was found in the search store. The CIA World Factbook (2023) repeats Level 2 wording (increased caution due to crime, terrorism, civil unrest and kidnapping; some areas higher) without a date, so no level or date is recorded.",
  },
};
