/**
 * Portugal. Embassy and consulate from the State Department's country information page; advisory from the
 * State Department's advisory page. 112 from a Madeira newspaper report quoting the PSP (the stored State
 * Department pages are cut before their crime and emergency sections). Phones are written in international
 * form without the printed brackets (e.g. "+(351) (21) 727-3300" becomes "+351 21 727 3300").
 */
import type { CountryEmergency } from "./emergency.schema";

const countryPage = {
  publisher: "U.S. Department of State – Portugal International Travel Information",
  title: "U.S. Department of State – Portugal International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Portugal.html",
  asOf: "2024-05",
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
      publisher: "DNoticias.pt – PSP realiza operação 'Dia do 112' (112 reaches PSP/GNR police, fire brigades and INEM)",
      title: "DNoticias.pt – PSP realiza operação 'Dia do 112' (112 reaches PSP/GNR police, fire brigades and INEM)",
      url: "https://www.dnoticias.pt/2026/2/16/481618-psp-realiza-operacao-dia-do-112/",
      asOf: "2026-02-16",
    },
  },
  usPosts: [
    // The page lists +351 21 770 2122 as the daytime line and +351 21 727 3300 as an after-hours line.
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
      publisher: "U.S. Department of State – Travel advisory: Portuguese Republic",
      title: "U.S. Department of State – Travel advisory: Portuguese Republic",
      url: "https://travel.state.gov/en/international-travel/travel-advisories/portugal.html",
      asOf: "2025-03-03",
    },
  },
};
