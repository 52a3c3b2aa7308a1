/**
 * Australia. 000 from the Queensland Government's Triple Zero page (official). Embassy phone from the CIA World
 * Factbook's "Travel Facts" page for Australia (2022 edition, U.S. government). Consulate phones (Sydney, Melbourne)
 * from Travel Guard (an AIG travel-insurance site) reproducing older State Department consular information; no
 * current official page with them was found, so they may be dated. The Perth consulate is not listed. No dated
 * State Department advisory page for Australia was found.
 */
import type { CountryEmergency } from "./emergency.schema";

const travelGuard = {
  publisher: "US Department of State",
  title: "Embassy and consulate contact information for Australia",
  url: "https://www.travelguard.com/travel-news/destinations/australia",
  asOf: "2026-11",
  via: "Travel Guard",
  research:
    "Travel Guard's Australia travel-planning page reproduces older State Department consular information with the Canberra, Sydney and Melbourne phones. The consulate's own contacts page (https://au.usembassy.gov/u-s-citizen-services/consulate-contacts-page/) gives Melbourne's after-hours line as (03) 9389-3601, different from the number recorded here; it was not used because it is an after-hours line for Melbourne only and the page does not give the embassy's number.",
};

export const australiaEmergency: CountryEmergency = {
  country: "australia",
  checked: "2026-11",
  numbers: {
    police: "000",
    ambulance: "000",
    fire: "000",
    general: "000",
    source: {
      publisher: "Queensland Government",
      title: "Triple Zero (000)",
      url: "https://www.qld.gov.au/emergency/emergencies-services/assistance/triple-000",
      asOf: "2026-11",
      research: "The page says Triple Zero (000) is the emergency number in Australia for police, fire fighters or ambulance.",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Canberra",
      phone: "+61 2 6214 5600",
      url: "https://au.usembassy.gov/",
      source: {
        publisher: "Central Intelligence Agency",
        title: "The World Factbook 2022: Australia, Travel Facts",
        url: "https://www.cia.gov/the-world-factbook/about/archives/2022/countries/australia/travel-facts",
        asOf: "2022",
        research:
          "US Embassy/Consulate: '[61] (02) 6214-5600; US Embassy in Canberra, Moonah Place, Yarralumla, ACT 2600, Australia'; Local Emergency Phone: '000 (112 on cell phone)'. Previously cited from Travel Guard, which reproduces older State Department consular information with the same number.",
      },
    },
    { kind: "consulate", city: "Sydney", phone: "+61 2 9373 9200", url: "https://au.usembassy.gov/", source: travelGuard },
    { kind: "consulate", city: "Melbourne", phone: "+61 3 9526 5900", url: "https://au.usembassy.gov/", source: travelGuard },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Australia at travel.state.gov before you go.",
    research: "No State Department travel-advisory page for Australia was found; an OSAC report (2020) cites Level 1 at its publication.",
  },
};
