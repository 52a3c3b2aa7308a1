/**
 * Canada. Embassy phone from LegalClarity's guide (no official page with the phone was stored). The consulates
 * general are named in the State Department's "Tips for Travelers to Canada" (June 2003), read through the U.S.
 * government web archive (webharvest.gov); their phones were not given, and posts opened since 2003 (such as
 * Winnipeg) are not listed. No page read gave Canada's emergency number, and no State Department advisory page
 * was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const tips2003 = {
  publisher: "U.S. Department of State – Tips for Travelers to Canada (Publication 11046, June 2003, via webharvest.gov archive)",
  title: "U.S. Department of State – Tips for Travelers to Canada (Publication 11046, June 2003, via webharvest.gov archive)",
  url: "https://webharvest.gov/peth04/20041024211201/http://www.travel.state.gov/travel/tips_canada.html",
  asOf: "2003-06",
};

export const canadaEmergency: CountryEmergency = {
  country: "canada",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "No page read in the search store gave Canada's police, ambulance and fire numbers, so none are recorded.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Ottawa",
      // The same guide gives +1 613 238 5335 for after-hours emergencies.
      phone: "+1 613 688 5335",
      url: "https://ca.usembassy.gov/",
      source: {
        publisher: "LegalClarity – U.S. Embassy Ottawa: Services and Contact Information",
        title: "LegalClarity – U.S. Embassy Ottawa: Services and Contact Information",
        url: "https://legalclarity.org/u-s-embassy-ottawa-services-and-contact-information",
        asOf: "2026-11",
      },
    },
    ...["Halifax", "Quebec City", "Montreal", "Toronto", "Calgary", "Vancouver"].map((city) => ({
      kind: "consulate" as const,
      city,
      phone: null,
      url: "https://ca.usembassy.gov/",
      source: tips2003,
    })),
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Canada was found in the search store, so the level and its issue date are not recorded.",
  },
};
