/**
 * Ecuador. 9-1-1 from the official ECU 911 service site. The embassy and consulate phones come from LegalClarity
 * guides: no ec.usembassy.gov or travel.state.gov page with the phones was found. No current State Department
 * advisory page was found. Phones written in international form without brackets.
 */
import type { CountryEmergency } from "./emergency.schema";

export const ecuadorEmergency: CountryEmergency = {
  country: "ecuador",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    general: "911",
    source: {
      publisher: "Servicio Integrado de Seguridad ECU 911",
      title: "¿Por qué debemos llamar como 'nueve uno uno' (9-1-1)?",
      url: "https://www.ecu911.gob.ec/5447-2/",
      asOf: "2026-11",
      research: "ECU 911's page explains 9-1-1 as the single emergency line for all emergency services.",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Quito",
      phone: "+593 2 398 5000",
      url: "https://ec.usembassy.gov/",
      source: {
        publisher: "LegalClarity",
        title: "US Embassy in Ecuador: Services and Contact Information",
        url: "https://legalclarity.org/us-embassy-in-ecuador-services-and-contact-information",
        asOf: "2026-11",
        research:
          "LegalClarity gives the main switchboard +593-2-398-5000; its Spanish guide says the same number serves after-hours emergencies. Searched ec.usembassy.gov (FAQ, relations pages) and travel.state.gov without finding the phone.",
      },
    },
    {
      kind: "consulate",
      city: "Guayaquil",
      phone: "+593 4 371 7000",
      url: "https://ec.usembassy.gov/",
      source: {
        publisher: "LegalClarity",
        title: "US Consulate Guayaquil: Services, Hours, and Appointments",
        url: "https://legalclarity.org/us-consulate-guayaquil-services-hours-and-appointments",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Ecuador at travel.state.gov before you go.",
    research:
      "No current State Department travel-advisory page for Ecuador was found. Older embassy copies give Level 2 (November 7, 2019) and press reports describe later changes (Level 3 in June 2022).",
  },
};
