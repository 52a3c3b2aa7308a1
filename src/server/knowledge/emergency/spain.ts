/**
 * Spain. Posts and 112 from the U.S. Embassy's own contact page (es.usembassy.gov). The advisory comes from the
 * State Department's advisory page as stored on its adoptions.state.gov mirror of the travel.state.gov layout.
 * Phones are written in international form without the printed brackets; undated pages carry the month read.
 */
import type { CountryEmergency } from "./emergency.schema";

const embassyContact = {
  publisher: "U.S. Embassy & Consulate in Spain and Andorra – Contact Us",
  title: "U.S. Embassy & Consulate in Spain and Andorra – Contact Us",
  url: "https://es.usembassy.gov/contact/",
  asOf: "2026-11",
};

export const spainEmergency: CountryEmergency = {
  country: "spain",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    general: "112",
    source: embassyContact,
  },
  usPosts: [
    { kind: "embassy", city: "Madrid", phone: "+34 91 587 2200", url: "https://es.usembassy.gov/", source: embassyContact },
    {
      kind: "consulate",
      city: "Barcelona",
      phone: "+34 93 280 2227",
      url: "https://es.usembassy.gov/barcelona/",
      source: embassyContact,
    },
  ],
  advisory: {
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-12",
    source: {
      publisher: "U.S. Department of State – Travel advisory: Kingdom of Spain",
      title: "U.S. Department of State – Travel advisory: Kingdom of Spain",
      url: "https://adoptions.state.gov/en/international-travel/travel-advisories/spain.html",
      asOf: "2025-05-12",
    },
  },
};
