/**
 * Singapore. Embassy phone from the OSAC country security report for Singapore (U.S. Department of State,
 * published November 24, 2025), which also gives 999 as the crime emergency line. A relocation guide (Ask
 * Explorer) gives 995 for emergencies and ambulances; no page read gave the fire number explicitly, so the set
 * is left unknown. OSAC states Level 1 at publication, but no advisory page with its issue date was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const singaporeEmergency: CountryEmergency = {
  country: "singapore",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "OSAC (U.S. State Department, November 2025) gives 999 as Singapore's crime emergency line and a relocation guide gives 995 for emergencies and ambulances, but no page read stated the fire number, so the set is not recorded.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Singapore",
      phone: "+65 6476 9100",
      url: "https://sg.usembassy.gov/",
      source: {
        publisher: "OSAC (U.S. Department of State) – Singapore Country Security Report",
        title: "OSAC (U.S. Department of State) – Singapore Country Security Report",
        url: "https://www.osac.gov/Content/Report/b7a3c1e6-630b-4cd9-abc5-1c2ea2b19903",
        asOf: "2025-11-24",
      },
    },
  ],
  advisory: {
    value: null,
    note: "OSAC's report published November 24, 2025 says the State Department advisory for Singapore was Level 1 (Exercise Normal Precautions) at that date, but the advisory's own issue date was not on a stored page, so it is not recorded.",
  },
};
