/**
 * Ghana. The only https page read naming the U.S. Embassy in Accra is a blog reproducing an embassy security
 * message (August 2013); no https page with the embassy phone was stored (the phone appears only on an http
 * forum copy of old State Department text), so the phone is null. No page read gave Ghana's emergency numbers,
 * and no State Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const ghanaEmergency: CountryEmergency = {
  country: "ghana",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "No page read in the search store gave Ghana's police, ambulance and fire numbers, so none are recorded.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Accra",
      phone: null,
      url: "https://gh.usembassy.gov/",
      source: {
        publisher: "Paa Kwasi Otchere blog – U.S. Embassy Ghana security message (August 2013), reproduced",
        title: "Paa Kwasi Otchere blog – U.S. Embassy Ghana security message (August 2013), reproduced",
        url: "https://paakwasiotchere.blogspot.com/2013/08/us-embassy-warns-citizens-of-potential.html",
        asOf: "2013-08",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Ghana was found in the search store, so the level and its issue date are not recorded.",
  },
};
