/**
 * Argentina. The embassy's own services page (ar.usembassy.gov) was stored but shows no phone number, so the
 * phone is null. Emergency numbers in Argentina are set province by province; the only official page found
 * (Buenos Aires Province 911) is served over http only, so numbers are left unknown. No State Department
 * advisory page for Argentina was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const argentinaEmergency: CountryEmergency = {
  country: "argentina",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "Emergency numbers vary by province (911 coordinated systems in Buenos Aires Province and the City, with separate lines such as 107 for SAME ambulances in the City). No https official page listing national numbers was found, so none are given.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Buenos Aires",
      phone: null,
      url: "https://ar.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in Argentina – Services for U.S. citizens",
        title: "U.S. Embassy in Argentina – Services for U.S. citizens",
        url: "https://ar.usembassy.gov/services/",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Argentina was found in the search store. A press report records Level 1 (Exercise Normal Precautions) issued August 18, 2023, with Rosario at Level 2, but no later issue could be confirmed.",
  },
};
