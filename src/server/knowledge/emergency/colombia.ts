/**
 * Colombia. 123, the national single emergency line, as Función Pública describes it, quoted by W Radio (2023).
 * Embassy phone from a U.S. Embassy Bogotá security alert (2023). The U.S. presence outside Bogotá is a consular
 * agency in Barranquilla, not a consulate, so it is not listed. No State Department advisory page for Colombia
 * was found.
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
      publisher: "Departamento Administrativo de la Función Pública",
      title: "Línea 123, la línea única de emergencias nacional",
      url: "https://wradio.com.co/2023/08/25/numero-para-llamar-a-emergencias-es-el-mismo-en-toda-colombia/?outputType=amp",
      asOf: "2023-08-25",
      via: "W Radio",
      research:
        "W Radio's article 'Número para llamar a emergencias: ¿es el mismo en toda Colombia?' quotes Función Pública: 'El 123 es la línea única de emergencias Nacional, que permite que en un solo número los colombianos puedan acceder a todos los servicios de emergencia y seguridad'. No gov.co page stating this was found.",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Bogotá",
      phone: "+57 601 275 2000",
      url: "https://co.usembassy.gov/",
      source: {
        publisher: "US Embassy in Colombia",
        title: "Security Alert: U.S. Embassy Bogotá (February 7, 2023)",
        url: "https://co.usembassy.gov/security-alert-u-s-embassy-bogota-improvised-explosive-devices-launched-near-universidad-distrital-francisco-jose-de-caldas-in-macarena/",
        asOf: "2023-02-07",
        research: "The alert gives the embassy's main number.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Colombia at travel.state.gov before you go.",
    research:
      "No State Department travel-advisory page for Colombia was found. Press reports from 2023 to 2025 describe Level 3 (Reconsider Travel) with several departments at Level 4, with differing issue dates.",
  },
};
