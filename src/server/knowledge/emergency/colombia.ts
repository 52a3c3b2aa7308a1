/**
 * Colombia. 123 from W Radio (2023) quoting Función Pública: the national single emergency line for all
 * emergency and security services. Embassy phone from a U.S. Embassy Bogotá security alert (2023). The U.S.
 * presence outside Bogotá is a consular agency in Barranquilla, not a consulate, so it is not listed. No State
 * Department advisory page for Colombia was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const colombiaEmergency: CountryEmergency = {
  country: "colombia",
  checked: "2026-11",
  numbers: {
    police: "123",
    ambulance: "123",
    fire: "123",
    general: "123",
    source: {
      publisher: "W Radio – Número para llamar a emergencias: ¿es el mismo en toda Colombia? (123, the national single emergency line)",
      title: "W Radio – Número para llamar a emergencias: ¿es el mismo en toda Colombia? (123, the national single emergency line)",
      url: "https://wradio.com.co/2023/08/25/numero-para-llamar-a-emergencias-es-el-mismo-en-toda-colombia/?outputType=amp",
      asOf: "2023-08-25",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Bogotá",
      phone: "+57 601 275 2000",
      url: "https://co.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in Colombia – Security Alert: U.S. Embassy Bogota (February 7, 2023)",
        title: "U.S. Embassy in Colombia – Security Alert: U.S. Embassy Bogota (February 7, 2023)",
        url: "https://co.usembassy.gov/security-alert-u-s-embassy-bogota-improvised-explosive-devices-launched-near-universidad-distrital-francisco-jose-de-caldas-in-macarena/",
        asOf: "2023-02-07",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Colombia was found in the search store. Press reports from 2023 to 2025 describe Level 3 (Reconsider Travel) with several departments at Level 4, but give differing issue dates, so no level or date is recorded.",
  },
};
