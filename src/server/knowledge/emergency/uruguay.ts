/**
 * Uruguay. Embassy phone and local emergency numbers from the CIA World Factbook's "Travel Facts" page for
 * Uruguay (U.S. government), which lists the local emergency phone as "999, 911"; 911 is recorded as the general
 * number for all three services. The Factbook repeats the State Department's advice (increased caution due to
 * crime) without a date.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "Central Intelligence Agency",
  title: "The World Factbook: Uruguay, Travel Facts",
  url: "https://cia.gov/the-world-factbook/countries/uruguay/travel-facts",
  asOf: "2026-11",
  research: "Local Emergency Phone: '999, 911'; US Embassy: [598] 1770-2000. No uy.usembassy.gov page with the phone was found.",
};

export const uruguayEmergency: CountryEmergency = {
  country: "uruguay",
  checked: "2026-11",
  numbers: { police: "911", ambulance: "911", fire: "911", general: "911", source: factbook },
  usPosts: [{ kind: "embassy", city: "Montevideo", phone: "+598 1770 2000", url: "https://uy.usembassy.gov/", source: factbook }],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Uruguay at travel.state.gov before you go; it has advised increased caution due to crime.",
    research: "The CIA World Factbook repeats 'exercise increased caution in Uruguay due to crime' (Level 2 wording) without a date; no State Department advisory page with an issue date was found.",
  },
};
