/**
 * Liberia. Embassy phone from the State Department's country information page (travel.state.gov, May 2024
 * version). No page read gave Liberia's emergency numbers. The country page carries the advisory text ("Exercise
 * increased caution in Liberia due to crime and civil unrest") without an issue date, so it is left unknown.
 */
import type { CountryEmergency } from "./emergency.schema";

export const liberiaEmergency: CountryEmergency = {
  country: "liberia",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "No page read in the search store gave Liberia's police, ambulance and fire numbers, so none are recorded.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Monrovia",
      phone: "+231 77 677 7000",
      url: "https://lr.usembassy.gov/",
      source: {
        publisher: "U.S. Department of State – Liberia International Travel Information",
        title: "U.S. Department of State – Liberia International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Liberia.html",
        asOf: "2024-05",
      },
    },
  ],
  advisory: {
    value: null,
    note: "The State Department country page for Liberia (May 2024 version) says 'Exercise increased caution in Liberia due to crime and civil unrest' (Level 2) but shows no issue date, so no level or date is recorded.",
  },
};
