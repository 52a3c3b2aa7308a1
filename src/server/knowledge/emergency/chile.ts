/**
 * Chile. Embassy phone from the embassy's own emergency-assistance page (cl.usembassy.gov), which also gives
 * police 133 and emergency medical services 131; it gives no fire number and no other page read did, so the
 * numbers block is left unknown with the two known numbers in its note. No State Department advisory page for
 * Chile was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const chileEmergency: CountryEmergency = {
  country: "chile",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "The U.S. Embassy's emergency-assistance page (cl.usembassy.gov) gives police 133 and emergency medical services 131, but no page read gave the fire brigade number, which the schema requires, so the set is not recorded.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Santiago",
      // The same page gives +56 2 2330 3716 for emergencies during business hours.
      phone: "+56 2 2330 3000",
      url: "https://cl.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in Chile – Emergency Assistance (U.S. citizen services)",
        title: "U.S. Embassy in Chile – Emergency Assistance (U.S. citizen services)",
        url: "https://cl.usembassy.gov/u-s-citizen-services/local-resources-of-u-s-citizens/emergency-assistance/",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Chile was found in the search store, so the level and its issue date are not recorded.",
  },
};
