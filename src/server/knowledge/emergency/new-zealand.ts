/**
 * New Zealand. Embassy and consulate phones from the U.S. Mission's own pages (nz.usembassy.gov). All consular
 * services are given at the Consulate General in Auckland; the embassy number is the after-hours duty line. No
 * page read gave New Zealand's emergency number, and no State Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const newZealandEmergency: CountryEmergency = {
  country: "new-zealand",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "No page read in the search store gave New Zealand's police, ambulance and fire numbers, so none are recorded.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Wellington",
      phone: "+64 4 462 6000",
      url: "https://nz.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy & Consulate in New Zealand – Consular Services: Emergency Contact Information",
        title: "U.S. Embassy & Consulate in New Zealand – Consular Services: Emergency Contact Information",
        url: "https://nz.usembassy.gov/services/",
        asOf: "2026-11",
      },
    },
    {
      kind: "consulate",
      city: "Auckland",
      phone: "+64 9 303 2724",
      url: "https://nz.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy & Consulate in New Zealand – Consulate General Auckland: Contact Us",
        title: "U.S. Embassy & Consulate in New Zealand – Consulate General Auckland: Contact Us",
        url: "https://nz.usembassy.gov/embassy-consulates/auckland/contact-us/",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department advisory page for New Zealand was stored; a third-party feed copy shows Level 1 (Exercise Normal Precautions) reissued January 3, 2025, but no official page was read, so no level or date is recorded.",
  },
};
