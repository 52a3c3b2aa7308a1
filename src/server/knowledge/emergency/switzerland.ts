/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the page described below for the general number 112 is kept as its source.
 * Switzerland. Emergency numbers from ch.ch, the Swiss authorities' portal (117 police, 118 fire, 144
 * ambulance, 112). Embassy phones from the embassy's own emergency-contact page (ch.usembassy.gov). Switzerland
 * has no U.S. consulate, only part-time consular agencies in Geneva and Zurich, which are not listed. The State
 * Department's advisory page was found without a visible issue date.
 */
import type { CountryEmergency } from "./emergency.schema";

export const switzerlandEmergency: CountryEmergency = {
  country: "switzerland",
  checked: "2026-11",
  numbers: {
    police: "117",
    ambulance: "144",
    fire: "118",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Switzerland travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Switzerland/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/switzerland (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 118. Call 144. Call 117. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    generalSource: {
        publisher: "ch.ch, the Swiss authorities online",
        title: "Road accident: what should I do?",
        url: "https://ch.ch/en/road-accident-what-should-i-do",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The page says 112 is the most important emergency number in Switzerland and connects to the police emergency centre (also from a foreign SIM or a prepaid card without credit), and lists police 117, fire service 118, ambulance 144. Replaces IamExpat Switzerland (iamexpat.ch), which gave the same numbers. Month read used as the date.",
      },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Bern",
      phone: "+41 31 357 70 11",
      url: "https://ch.usembassy.gov/",
      source: {
        publisher: "US Embassy in Switzerland and Liechtenstein",
        title: "Emergency Contact Information for U.S. Citizens",
        url: "https://ch.usembassy.gov/u-s-citizen-services/emergency-contact/",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "Main switchboard; the same page gives +41 31 357 77 77 as the after-hours line. Month read used as the date.",
      },
    },
  ],
  advisory: {
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-05-20",
    source: {
      publisher: "US Department of State",
      title: "Switzerland Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Switzerland/Advisory.md",
      asOf: "2025-05-20",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Switzerland (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory May 20, 2025, Switzerland - Level 1: Exercise Normal Precautions. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review with minor edits.*** Exercise normal precautions in Switzerland. Read the [country information page](https://travel.state.gov/content/t",
    },
  },
};
