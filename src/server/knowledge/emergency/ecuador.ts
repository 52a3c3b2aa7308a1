/**
 * Ecuador. 9-1-1 from the official ECU 911 service site. The embassy and consulate phones come from LegalClarity
 * guides (no https page of ec.usembassy.gov or travel.state.gov with the phones was stored). No current State
 * Department advisory page was stored. Phones written in international form without brackets.
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
      publisher: "Servicio Integrado de Seguridad ECU 911 – ¿Por qué debemos llamar como 'nueve uno uno' (9-1-1)? (the single emergency line)",
      title: "Servicio Integrado de Seguridad ECU 911 – ¿Por qué debemos llamar como 'nueve uno uno' (9-1-1)? (the single emergency line)",
      url: "https://www.ecu911.gob.ec/5447-2/",
      asOf: "2026-11",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Quito",
      phone: "+593 2 398 5000",
      url: "https://ec.usembassy.gov/",
      source: {
        publisher: "LegalClarity – US Embassy in Ecuador: Services and Contact Information",
        title: "LegalClarity – US Embassy in Ecuador: Services and Contact Information",
        url: "https://legalclarity.org/us-embassy-in-ecuador-services-and-contact-information",
        asOf: "2026-11",
      },
    },
    {
      kind: "consulate",
      city: "Guayaquil",
      phone: "+593 4 371 7000",
      url: "https://ec.usembassy.gov/",
      source: {
        publisher: "LegalClarity – US Consulate Guayaquil: Services, Hours, and Appointments",
        title: "LegalClarity – US Consulate Guayaquil: Services, Hours, and Appointments",
        url: "https://legalclarity.org/us-consulate-guayaquil-services-hours-and-appointments",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No current State Department travel-advisory page for Ecuador was found in the search store. Stored items are older embassy copies (Level 2, November 7, 2019) and press reports of later changes (Level 3 in June 2022), so the current level and date are not recorded.",
  },
};
