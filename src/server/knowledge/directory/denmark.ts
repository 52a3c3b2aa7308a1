/**
 * Denmark: official bodies found in the search store (SIRI, Danish Bar and Law Society, Danish Tax Agency, Aarhus
 * Municipality's International Citizen Service page). No page of FSR – danske revisorer was stored, so tax advisers
 * have no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const denmarkDirectory: CountryDirectory = {
  country: "denmark",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Danish Agency for International Recruitment and Integration (SIRI)",
      use: "Processes residence and work permits for non-EU nationals; nyidanmark.dk has the application pages, fees and processing times.",
      url: "https://www.nyidanmark.dk/en-GB/You-have-received-an-answer/Work/Yes/?anchor=932BF799C177460986E499267E499BAF&callbackItem=167B7B1AFC81445EBE21EDF9DC5D0D40&callbackAnchor=6C14220209254220AF9133F5F451CF1F932BF799C177460986E499267E499BAF",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Danish Bar and Law Society (Advokatsamfundet)",
      use: "Membership is mandatory for every 'advokat'; the Society supervises lawyers' compliance with the legal and ethical rules.",
      url: "https://www.advokatsamfundet.dk/english/about-us/advocacy/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Danish Tax Agency (Skattestyrelsen)",
      use: "Explains the tax card, preliminary income assessment (forskudsopgørelse), annual tax assessment and when you have full tax liability after moving.",
      url: "https://skat.dk/skat.aspx?oid=2274194",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Aarhus Municipality (International Citizen Service)",
      use: "After you register your address and get a CPR number, you receive the yellow health insurance card that entitles you to the national health insurance scheme and a GP.",
      url: "https://international.aarhus.dk/coming-to-aarhus/citizens-from-outside-the-eueea-intending-to-work-or-study-in-aarhus/step-2-register-your-address-and-get-a-cpr-number/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
