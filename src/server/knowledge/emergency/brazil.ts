/**
 * Brazil. Posts from the U.S. Mission's own contact page (br.usembassy.gov, Portuguese), which names the embassy
 * in Brasília and the consulates in Porto Alegre, Recife, Rio de Janeiro and São Paulo; no official page with
 * their phone numbers was found, so phones are null. Emergency numbers from a Brazilian guide (MDBF, 2025). No
 * State Department advisory page for Brazil was found.
 */
import type { CountryEmergency } from "./emergency.schema";

const missionContact = {
  publisher: "US Embassy in Brazil",
  title: "Contato, horários e agendamentos (Serviços para Cidadãos Americanos)",
  url: "https://br.usembassy.gov/pt/u-s-citizen-services-pt/contato-horarios-agendamentos/",
  asOf: "2026-11",
  research: "The page names the embassy and the four consulates and the consular agencies in Fortaleza, Manaus and Salvador, without phone numbers.",
};

export const brazilEmergency: CountryEmergency = {
  country: "brazil",
  checked: "2026-11",
  numbers: {
    police: "190",
    ambulance: "192",
    fire: "193",
    source: {
      publisher: "MDBF",
      title: "Quais os Números de Emergência: Guia Completo 2025",
      url: "https://mdbf.com.br/blog/quais-os-numeros-de-emergencia",
      asOf: "2025",
      research:
        "The guide's table gives 190 Polícia Militar, 192 SAMU, 193 Corpo de Bombeiros. Municipal pages (Campo Florido MG service charter for 190; Itaúna do Sul PR for 190 and 193) confirm parts; no national gov.br page listing all three was found.",
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
    note: "Check the current State Department travel advisory for Brazil at travel.state.gov before you go.",
    research:
      "No current State Department travel-advisory page for Brazil was found. An embassy notice records Level 2 (Exercise Increased Caution) from April 18 (2022) and press reports describe later Level 2 reissues.",
  },
};
