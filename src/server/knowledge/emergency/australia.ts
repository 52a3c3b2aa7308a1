/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Australia. 000 from the Queensland Government's Triple Zero page (official). Embassy phone from the CIA World
 * Factbook's "Travel Facts" page for Australia (2022 edition, U.S. government). Consulate phones (Sydney, Melbourne,
 * Perth) from the US Mission in Australia's own weather alert of 30 October 2020 on au.usembassy.gov, which lists
 * all three consulates general with their telephone numbers; no later official page listing them was found, so they
 * may be dated. No dated State Department advisory page for Australia was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { stateDepartmentAdvisory } from "./sources";

const usMissionAlert = {
  publisher: "US Embassy in Australia",
  title: "Weather Alert – U.S. Mission Australia (October 30, 2020)",
  url: "https://au.usembassy.gov/weather-alert-u-s-mission-australia/",
  asOf: "2020-10-30",
  reviewedOn: "2026-11-25",
  research:
    "Found with the search tool (pages) after queries for au.usembassy.gov consulate contacts and '(03) 9526-5900'. The alert's 'Assistance' block lists: U.S. Consulate General Sydney, Level 10, MLC Center, 19-29 Martin Place, Telephone (02) 9373-9200; U.S. Consulate General Melbourne, 553 St. Kilda Road, Telephone (03) 9526-5900; U.S. Consulate General Perth, Level 4, 16 St. Georges Terrace, Telephone (08) 6144-5100. The same Sydney number appears in the embassy's Health Alert of 7 July 2021 (https://au.usembassy.gov/health-alert-u-s-consulate-general-sydney-july-7-2021/). The embassy's Sydney page (https://au.usembassy.gov/sydney/) now gives the consulate's address as Suite 2, 50 Miller Street, North Sydney, with e-mail only and no phone; the consulate contacts page (https://au.usembassy.gov/u-s-citizen-services/consulate-contacts-page/) gives Melbourne's after-hours line (03) 9389-3601. Replaces https://www.travelguard.com/travel-news/destinations/australia (Travel Guard reproducing older State Department information with the same Sydney and Melbourne numbers).",
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
      reviewedOn: "2026-11-23",
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
        reviewedOn: "2026-11-25",
        research:
          "US Embassy/Consulate: '[61] (02) 6214-5600; US Embassy in Canberra, Moonah Place, Yarralumla, ACT 2600, Australia'; Local Emergency Phone: '000 (112 on cell phone)'. Previously cited from Travel Guard, which reproduces older State Department consular information with the same number.",
      },
    },
    { kind: "consulate", city: "Sydney", phone: "+61 2 9373 9200", url: "https://au.usembassy.gov/sydney/", source: usMissionAlert },
    { kind: "consulate", city: "Melbourne", phone: "+61 3 9526 5900", url: "https://au.usembassy.gov/", source: usMissionAlert },
    { kind: "consulate", city: "Perth", phone: "+61 8 6144 5100", url: "https://au.usembassy.gov/", source: usMissionAlert },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Australia",
    file: "australia",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-05-30",
    reads: "Reissued after periodic review with minor edits. Exercise normal precautions in Australia. Read the country information page for additional information on travel to Australia. If y",
  }),
};
