/**
 * Nigeria. Post phones from a U.S. Embassy Abuja security alert (October 23, 2022) reproduced word for word by
 * CKN Nigeria; the embassy's own copy was not stored. No page read gave Nigeria's emergency numbers, and no
 * State Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const alertCopy = {
  publisher: "CKN Nigeria – Security Alert: U.S. Embassy Abuja (October 23, 2022), reproduced in full",
  title: "CKN Nigeria – Security Alert: U.S. Embassy Abuja (October 23, 2022), reproduced in full",
  url: "https://www.cknnigeria.com/2022/10/breaking-us-embassy-issues-alert-of.html",
  asOf: "2022-10-23",
};

export const nigeriaEmergency: CountryEmergency = {
  country: "nigeria",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "No page read in the search store gave Nigeria's police, ambulance and fire numbers, so none are recorded.",
  },
  usPosts: [
    // After hours: +234 9 461 4000, press zero (same alert).
    { kind: "embassy", city: "Abuja", phone: "+234 9 461 4328", url: "https://ng.usembassy.gov/", source: alertCopy },
    { kind: "consulate", city: "Lagos", phone: "+234 1 460 3400", url: "https://ng.usembassy.gov/", source: alertCopy },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Nigeria was found in the search store. Press reports describe Level 3 (Reconsider Travel) with many states at Level 4, most recently reissued in 2025, but the issue date could not be read on an official page.",
  },
};
