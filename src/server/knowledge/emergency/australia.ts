/**
 * Australia. 000 from the Queensland Government's Triple Zero page (official). Post phones from Travel Guard (an
 * AIG travel-insurance site) reproducing older State Department consular information; no current official page
 * with the phones was stored, so they may be dated. The Perth consulate's details were cut off on that page and
 * it is not listed. No dated State Department advisory page for Australia was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const travelGuard = {
  publisher: "Travel Guard – Australia travel planning: embassy and consulate contact information (reproduced State Department text)",
  title: "Travel Guard – Australia travel planning: embassy and consulate contact information (reproduced State Department text)",
  url: "https://www.travelguard.com/travel-news/destinations/australia",
  asOf: "2026-11",
};

export const australiaEmergency: CountryEmergency = {
  country: "australia",
  checked: "2026-11",
  numbers: {
    police: "000",
    ambulance: "000",
    fire: "000",
    general: "000",
    source: {
      publisher: "Queensland Government – Triple Zero (000): the emergency phone number in Australia for police, fire fighters or ambulance",
      title: "Queensland Government – Triple Zero (000): the emergency phone number in Australia for police, fire fighters or ambulance",
      url: "https://www.qld.gov.au/emergency/emergencies-services/assistance/triple-000",
      asOf: "2026-11",
    },
  },
  usPosts: [
    { kind: "embassy", city: "Canberra", phone: "+61 2 6214 5600", url: "https://au.usembassy.gov/", source: travelGuard },
    { kind: "consulate", city: "Sydney", phone: "+61 2 9373 9200", url: "https://au.usembassy.gov/", source: travelGuard },
    { kind: "consulate", city: "Melbourne", phone: "+61 3 9526 5900", url: "https://au.usembassy.gov/", source: travelGuard },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Australia was found in the search store; an OSAC report (2020) cites Level 1 at its publication, but no current dated advisory was read, so no level or date is recorded.",
  },
};
