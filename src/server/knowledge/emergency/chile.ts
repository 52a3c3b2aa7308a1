/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Chile. Police 133, ambulance 131 and fire 132 from the Australian government's Smartraveller advice for Chile
 * (the US Embassy's emergency-assistance page gives the same police and ambulance numbers but no fire number).
 * Embassy phone from the embassy's own emergency-assistance page (cl.usembassy.gov). No State Department advisory
 * page for Chile was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { stateDepartmentAdvisory } from "./sources";

export const chileEmergency: CountryEmergency = {
  country: "chile",
  checked: "2026-11",
  numbers: {
    police: "133",
    ambulance: "131",
    fire: "132",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Chile travel advice (Smartraveller): local emergency contacts",
      url: "https://smartraveller.gov.au/destinations/americas/chile",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Smartraveller's Chile page lists its local emergency contacts as 'Police - Call 133', 'Medical - Call 131', 'Fire and Rescue - Call 132', with the advice level 'Exercise a high degree of caution in Chile due to the risk of civil unrest and the threat of violent crime'. The page shows no issue date, so the month read is used. The US Embassy's emergency-assistance page (https://cl.usembassy.gov/u-s-citizen-services/local-resources-of-u-s-citizens/emergency-assistance/) gives the same police (133) and ambulance (131) numbers but no fire number; La Tercera (2022 and 2025) and a telecom dialing reference (DIDWW) also give 132 for Bomberos.",
    },
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
        reviewedOn: "2026-11-23",
        research: "The page gives +56 2 2330 3000 (main line, used after hours) and +56 2 2330 3716 for emergencies during business hours.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Chile",
    file: "chile",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-05-20",
    reads: "The health risk indicator was added. There were no changes to the advisory level. Updated to include Health Information. Exercise increased caution in Chile due to crime and civil ",
  }),
};
