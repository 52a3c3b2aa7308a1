/**
 * Chile. Embassy phone from the embassy's own emergency-assistance page (cl.usembassy.gov), which also gives
 * police 133 and emergency medical services 131; it gives no fire number and no official page found did, so the
 * numbers block is left unknown with the two known numbers in its note. No State Department advisory page for
 * Chile was found.
 */
import type { CountryEmergency } from "./emergency.schema";

export const chileEmergency: CountryEmergency = {
  country: "chile",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "In Chile, call 133 for the police (Carabineros) and 131 for an ambulance, as the US Embassy in Santiago lists them. Check the fire brigade (Bomberos) number for your area when you arrive.",
    research:
      "The embassy's emergency-assistance page (https://cl.usembassy.gov/u-s-citizen-services/local-resources-of-u-s-citizens/emergency-assistance/) gives police 133 and emergency medical services 131 but no fire number. A telecom dialing reference (DIDWW) lists 132 for firefighters, but no official page stating it was found, and the schema needs all three numbers.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Santiago",
      phone: "+56 2 2330 3000",
      url: "https://cl.usembassy.gov/",
      source: {
        publisher: "US Embassy in Chile",
        title: "Emergency Assistance (U.S. citizen services)",
        url: "https://cl.usembassy.gov/u-s-citizen-services/local-resources-of-u-s-citizens/emergency-assistance/",
        asOf: "2026-11",
        research: "The page gives +56 2 2330 3000 (main line, used after hours) and +56 2 2330 3716 for emergencies during business hours.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Chile at travel.state.gov before you go.",
    research: "No State Department travel-advisory page for Chile was found.",
  },
};
