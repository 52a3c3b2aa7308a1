/**
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
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
  reviewedOn: "2026-11-23",
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
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Portugal travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Portugal/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/portugal (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 112. Call 112. Call 112. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number. For non-urgent criminal issues, contact the nearest police station. To contact tourist police stations in Lisbon, Porto, Lagos and Cascais: Lisbon Porto Lagos Cascais You can email to ask for a police report after leaving Portugal. If you're a victim of crime, get support from Portugal's Victims of Crime support unit, APAV. English support services are available. Rua José Estévão, 135 A, Pisos 1/2 150-201 Lisbon Phone: 21 358 7900 Email: apav.sede@apav.pt Website: APAV Victim Support Free Phone Victim Support Helpline (only within Portugal and the EU): 116 006 Outside of Portugal use SKYPE:  APAV\\_LAV Email:  lav@apav.pt Infovictims (a European platform to support victims of crime) has information about criminal proceedings, victim's rights and support services available. Expat support information: Local Centres of migrants’ Integration Support (CLAIM) - ePortugal.gov.pt Foreigners in Portugal (eportugal.gov.pt)",
    },
    general: "112",
    crossCheck: {
      source: {
        publisher: "European Commission",
        title: "Your Europe: Perguntas frequentes em caso de emergência (112)",
        url: "https://europa.eu/youreurope/citizens/travel/security-and-emergencies/emergency/faq/index_pt.htm",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "Replaces a Madeira newspaper report quoting the PSP (https://www.dnoticias.pt/2026/2/16/481618-psp-realiza-operacao-dia-do-112/, 2026-02-16), which said 112 reaches PSP/GNR police, fire brigades and INEM. The Your Europe FAQ says 112 works in every EU country and the operator transfers the call to the right service; the Portuguese-language page is the one already used in sources.ts.",
      },
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
      reviewedOn: "2026-11-23",
    },
  },
};
