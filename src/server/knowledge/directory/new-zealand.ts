/**
 * New Zealand: official bodies found in the search store. The Ministry of Health eligibility guide was stored at its
 * http:// address; the https form of the same address is used here. No professional tax-adviser body page was
 * stored, so tax advisers have no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const newZealandDirectory: CountryDirectory = {
  country: "new-zealand",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Immigration New Zealand (INZ)",
      use: "Explains how immigration advice is regulated and that INZ only accepts applications from licensed or exempt advisers; INZ decides visas.",
      url: "https://www.immigration.govt.nz/process-to-apply/information-for-immigration-professionals/how-immigration-advice-is-regulated",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Immigration Advisers Authority (IAA)",
      use: "Anyone giving New Zealand immigration advice must be licensed (or exempt, e.g. lawyers); check an adviser's licence on the IAA register.",
      url: "https://iaa.govt.nz/for-advisers/frequently-asked-questions",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "New Zealand Law Society (Te Kāhui Ture o Aotearoa)",
      use: "Issues practising certificates; it is an offence to call yourself a lawyer without one. The Society keeps the public register of lawyers.",
      url: "https://www.lawsociety.org.nz/professional-practice/legal-practice/practising-certificates/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Inland Revenue (IRD)",
      use: "When you become a New Zealand tax resident (183 days in 12 months or a permanent place of abode) and what that means.",
      url: "https://www.ird.govt.nz/topics/income-tax/tax-residency/tax-residency-status",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Ministry of Health, New Zealand",
      use: "Which visa holders (residents, some work-visa holders) are eligible for publicly funded health and disability services, and what proof to show.",
      url: "https://www.health.govt.nz/new-zealand-health-system/eligibility-publicly-funded-health-services/guide-eligibility-publicly-funded-health-services-0?mega=NZ%20health%20system&title=Guide%20to%20eligibility",
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
