/**
 * Uruguay. Embassy phone and local emergency numbers from the CIA World Factbook's "Travel Facts" page for
 * Uruguay (a U.S. government source), which lists the local emergency phone as "999, 911"; 911 is recorded as the
 * general number for all three services. The Factbook states the State Department advises increased caution due
 * to crime but gives no advisory date, and no State Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "CIA World Factbook – Uruguay: Travel Facts",
  title: "CIA World Factbook – Uruguay: Travel Facts",
  url: "https://cia.gov/the-world-factbook/countries/uruguay/travel-facts",
  asOf: "2026-11",
};

export const uruguayEmergency: CountryEmergency = {
  country: "uruguay",
  checked: "2026-11",
  numbers: { police: "911", ambulance: "911", fire: "911", general: "911", source: factbook },
  usPosts: [{ kind: "embassy", city: "Montevideo", phone: "+598 1770 2000", url: "https://uy.usembassy.gov/", source: factbook }],
  advisory: {
    value: null,
    note: "The CIA World Factbook says the State Department recommends increased caution in Uruguay due to crime (Level 2 wording), but no State Department advisory page with an issue date was stored, so no level or date is recorded.",
  },
};
