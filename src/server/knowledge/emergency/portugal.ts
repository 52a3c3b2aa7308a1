/**
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Portugal. 112 is also on the European Commission's Your Europe emergency page (112 works in every EU country).
 * Embassy and consulate from the State Department's country information page; advisory from a verbatim archive of
 * the State Department's advisory pages. Phones are written in international form without the printed brackets
 * (e.g. "+(351) (21) 727-3300" becomes "+351 21 727 3300").
 */
import type { CountryEmergency } from "./emergency.schema";
import { eu112Everywhere, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

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
  numbers: eu112Everywhere(
    smartravellerLocalContacts({
      country: "Portugal",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/portugal",
      updated: "2025-08-13",
      reads: "Call 112. Call 112. Call 112. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number. For non-urgent criminal issues, contact the nearest police station. To contact tourist police stations in Lisbon, Porto, Lagos and Cascais: Lisbon Porto Lagos Cascais You can email to ask for a police report after leaving Portugal. If you're a victim of crime, get support from Portugal's Victims of Crime support unit, APAV. English support services are available. Rua José Estévão, 135 A, Pisos 1/2 150-201 Lisbon Phone: 21 358 7900 Email: apav.sede@apav.pt Website: APAV Victim Support Free Phone Victim Support Helpline (only within Portugal and the EU): 116 006 Outside of Portugal use SKYPE:  APAV\\_LAV Email:  lav@apav.pt Infovictims (a European platform to support victims of crime) has information about criminal proceedings, victim's rights and support services available. Expat support information: Local Centres of migrants’ Integration Support (CLAIM) - ePortugal.gov.pt Foreigners in Portugal (eportugal.gov.pt)",
    }),
  ),
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
  advisory: stateDepartmentAdvisory({
    country: "Portugal",
    file: "portugal",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-12-23",
    reads: "Exercise normal precaution in Portugal. Portugal is generally a safe destination for travelers. Travelers should remain vigilant against petty theft, particularly in crowded touris",
  }),
};
