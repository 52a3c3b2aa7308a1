/**
 * Brazil. Posts from the U.S. Mission's own contact page (br.usembassy.gov, Portuguese), which names the
 * embassy in Brasília and the consulates in Porto Alegre, Recife, Rio de Janeiro and São Paulo; no https page
 * with their phone numbers was stored, so phones are null. Emergency numbers from a Brazilian guide (MDBF,
 * 2025); no official page was stored. No State Department advisory page for Brazil was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const missionContact = {
  publisher: "Embaixada e Consulados dos EUA no Brasil – Contato, horários e agendamentos (Serviços para Cidadãos Americanos)",
  title: "Embaixada e Consulados dos EUA no Brasil – Contato, horários e agendamentos (Serviços para Cidadãos Americanos)",
  url: "https://br.usembassy.gov/pt/u-s-citizen-services-pt/contato-horarios-agendamentos/",
  asOf: "2026-11",
};

export const brazilEmergency: CountryEmergency = {
  country: "brazil",
  checked: "2026-11",
  numbers: {
    police: "190",
    ambulance: "192",
    fire: "193",
    source: {
      publisher: "MDBF – Quais os Números de Emergência: Guia Completo 2025 (190 Polícia Militar, 192 SAMU, 193 Corpo de Bombeiros)",
      title: "MDBF – Quais os Números de Emergência: Guia Completo 2025 (190 Polícia Militar, 192 SAMU, 193 Corpo de Bombeiros)",
      url: "https://mdbf.com.br/blog/quais-os-numeros-de-emergencia",
      asOf: "2025",
    },
  },
  usPosts: [
    { kind: "embassy", city: "Brasília", phone: null, url: "https://br.usembassy.gov/", source: missionContact },
    ...["Porto Alegre", "Recife", "Rio de Janeiro", "São Paulo"].map((city) => ({
      kind: "consulate" as const,
      city,
      phone: null,
      url: "https://br.usembassy.gov/",
      source: missionContact,
    })),
  ],
  advisory: {
    value: null,
    note: "No current State Department travel-advisory page for Brazil was found in the search store. An embassy notice records Level 2 (Exercise Increased Caution) from April 18 (2022) and press reports describe later Level 2 reissues, but the current issue date could not be confirmed.",
  },
};
