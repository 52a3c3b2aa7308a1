/**
 * Vietnam. Post phones come from a Vietnamese site (OIB Records) that reproduces the U.S. Mission's contact text
 * ("U.S. Citizens with emergencies, please call: Hanoi (024) 3850-5000 – Ho Chi Minh City (028) 3520-4200");
 * no official page with the phones was stored. No page read gave Vietnam's emergency numbers, and no State
 * Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const missionCopy = {
  publisher: "OIB Records – copy of the U.S. Mission Vietnam contact text for U.S. citizens with emergencies",
  title: "OIB Records – copy of the U.S. Mission Vietnam contact text for U.S. citizens with emergencies",
  url: "https://oibrecords.com/lanh-su-quan-my-tai-tp-hcm/",
  asOf: "2026-11",
};

export const vietnamEmergency: CountryEmergency = {
  country: "vietnam",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "No page read in the search store gave Vietnam's police, ambulance and fire numbers, so none are recorded.",
  },
  usPosts: [
    { kind: "embassy", city: "Hanoi", phone: "+84 24 3850 5000", url: "https://vn.usembassy.gov/", source: missionCopy },
    { kind: "consulate", city: "Ho Chi Minh City", phone: "+84 28 3520 4200", url: "https://vn.usembassy.gov/", source: missionCopy },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Vietnam was found in the search store; only OSAC reports citing Level 1 at their (2019-2020) publication, so no current level or date is recorded.",
  },
};
