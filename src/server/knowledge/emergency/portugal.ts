/**
 * Portugal. 112 from the European Commission's Your Europe emergency page (112 works in every EU country).
 * Embassy and consulate from the State Department's country information page; advisory from the State
 * Department's advisory page. Phones are written in international form without the printed brackets
 * (e.g. "+(351) (21) 727-3300" becomes "+351 21 727 3300").
 */
import type { CountryEmergency } from "./emergency.schema";

const countryPage = {
  publisher: "US Department of State",
  title: "Portugal International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Portugal.html",
  asOf: "2024-05",
  research:
    "The page lists +351 21 770 2122 as the daytime line and +351 21 727 3300 as the after-hours line; the after-hours line is recorded for the embassy.",
};

export const portugalEmergency: CountryEmergency = {
  country: "portugal",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    general: "112",
    source: {
      publisher: "European Commission",
      title: "Your Europe: Perguntas frequentes em caso de emergência (112)",
      url: "https://europa.eu/youreurope/citizens/travel/security-and-emergencies/emergency/faq/index_pt.htm",
      asOf: "2026-11",
      research:
        "Replaces a Madeira newspaper report quoting the PSP (https://www.dnoticias.pt/2026/2/16/481618-psp-realiza-operacao-dia-do-112/, 2026-02-16), which said 112 reaches PSP/GNR police, fire brigades and INEM. The Your Europe FAQ says 112 works in every EU country and the operator transfers the call to the right service; the Portuguese-language page is the one already used in sources.ts.",
    },
  },
  usPosts: [
    { kind: "embassy", city: "Lisbon", phone: "+351 21 727 3300", url: "https://pt.usembassy.gov/", source: countryPage },
    {
      kind: "consulate",
      city: "Ponta Delgada (Azores)",
      phone: "+351 296 308 330",
      url: "https://pt.usembassy.gov/",
      source: countryPage,
    },
  ],
  advisory: {
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-03-03",
    source: {
      publisher: "US Department of State",
      title: "Portugal Travel Advisory",
      url: "https://travel.state.gov/en/international-travel/travel-advisories/portugal.html",
      asOf: "2025-03-03",
    },
  },
};
