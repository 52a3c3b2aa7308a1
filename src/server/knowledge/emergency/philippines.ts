/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Philippines. Emergency number and embassy phone from the embassy's own services page (ph.usembassy.gov/services):
 * 911 is the Philippine National Emergency Hotline for life-or-death emergencies, and 117 the Philippine National
 * Police hotline for reporting a crime. 911 is recorded for police, ambulance and fire. No State Department advisory
 * page with a date was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const servicesPage = {
  publisher: "US Embassy in the Philippines",
  title: "U.S. Citizen Services",
  url: "https://ph.usembassy.gov/services/",
  asOf: "2026-11",
  reviewedOn: "2026-11-25",
  research:
    "The page reads: 'If you need emergency assistance ... please call us at (+63) 2 5301-2000 or email us at ACSInfoManila@state.gov. Call 911 to contact the Philippine National Emergency Hotline in a life-or-death emergency. Call 117 to reach the Philippine National Police Hotline to report a crime or an emergency requiring a police response.' Executive Order 56 (2017) made 911 the nationwide emergency hotline, replacing 117 as the general number (press reports: Coconuts Manila). Previously the numbers were left unknown because the only U.S. government page found, the CIA World Factbook 2023 archive Philippines Travel Facts page, prints '166117'. The embassy phone was previously cited from the embassy's March 17, 2020 health alert (https://ph.usembassy.gov/health-alert-u-s-embassy-manila-philippines-march-17-2020/), which gives the same number. Month read used as the date.",
};

export const philippinesEmergency: CountryEmergency = {
  country: "philippines",
  checked: "2026-11",
  numbers: {
    police: "117",
    ambulance: "911",
    fire: "911",
    source: smartravellerLocalContacts({
      country: "Philippines",
      officialUrl: "https://www.smartraveller.gov.au/destinations/asia/philippines",
      updated: "2025-07-31",
      reads: "Call 911. Call 911. Call 117 for the Police National Operations Center hotline. Or contact your nearest Philippines National Police (PNP) station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    crossCheck: {
      source: servicesPage,
      differs: "911 for the police as well",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Manila",
      phone: "+63 2 5301 2000",
      url: "https://ph.usembassy.gov/",
      source: servicesPage,
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Philippines",
    file: "philippines",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-08",
    areas: "Do Not Travel to the Sulu Archipelago and the southern Sulu Sea (crime, terrorism, civil unrest, kidnapping) or to Marawi City in Mindanao (terrorism, civil unrest); Reconsider Travel to the rest of Mindanao except Davao City, Davao del Norte province, Siargao Island and the Dinagat Islands.",
    reads: "Reissued after periodic review with minor edits. Exercise increased caution in the Philippines due to crime, terrorism, civil unrest, and kidnapping. Some areas have increased risk",
  }),
};
