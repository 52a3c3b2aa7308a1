/**
 * Argentina. The embassy's own services page (ar.usembassy.gov) shows no phone number, so the phone is null.
 * Emergency numbers in Argentina are set province by province; the only official page found (Buenos Aires
 * Province 911) is served over http only, so numbers are left unknown. No State Department advisory page for
 * Argentina was found.
 */
import type { CountryEmergency } from "./emergency.schema";

export const argentinaEmergency: CountryEmergency = {
  country: "argentina",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "Emergency numbers in Argentina vary by province: Buenos Aires City and Province use 911, with separate lines such as 107 for ambulances in the City. Ask the US Embassy in Buenos Aires or your province for the numbers where you will live.",
    research:
      "The only official page found (Buenos Aires Province 911) is served over http. A telecom dialing reference (DIDWW) lists 911 general, 100 fire, 101 police, 107 ambulance, but it is not an official page. Searched ar.usembassy.gov and argentina.gob.ar.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Buenos Aires",
      phone: null,
      url: "https://ar.usembassy.gov/",
      source: {
        publisher: "US Embassy in Argentina",
        title: "Services for U.S. citizens",
        url: "https://ar.usembassy.gov/services/",
        asOf: "2026-11",
        research: "The page gives the e-mail BuenosAires-ACS@state.gov but no phone number.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Argentina at travel.state.gov before you go.",
    research:
      "No State Department travel-advisory page for Argentina was found. A press report records Level 1 (Exercise Normal Precautions) issued August 18, 2023, with Rosario at Level 2.",
  },
};
