/**
 * Norway: official bodies found in the search store (UDI, Skatteetaten, Tilsynsrådet for advokatvirksomhet, the Norwegian
 * Bar Association, Work in Norway – the public agencies' joint guide). No page of a tax-adviser body was stored, so tax
 * advisers have no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const norwayDirectory: CountryDirectory = {
  country: "norway",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Norwegian Directorate of Immigration (UDI)",
      use: "Non-EU/EEA citizens who want to work in Norway need a residence permit for work (e.g. skilled worker, self-employed); apply through UDI.",
      url: "https://udi.no/en/want-to-apply/work-immigration/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Tilsynsrådet for advokatvirksomhet (Supervisory Council for Legal Practice)",
      use: "Issues lawyers' licences and supervises practising lawyers; all practising lawyers and legal-aid providers must be in its register.",
      url: "https://www.tilsynet.no/om-oss",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Den Norske Advokatforening (Norwegian Bar Association)",
      use: "Its disciplinary committees and the Disciplinary Board handle complaints about breaches of good legal practice and excessive fees.",
      url: "https://www.advokatforeningen.no/advokatetikk/disiplinar--og-tilsynssystemet/disiplinar-og-tilsynsfunksjonen/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Norwegian Tax Administration (Skatteetaten)",
      use: "Everyone who works in Norway needs a tax deduction card and a national ID or D number; non-EU citizens bring a passport and residence card to an ID check.",
      url: "https://www.skatteetaten.no/en/person/Tax-deduction-card-and-advance-tax/Foreign-employees/Apply-for-a-tax-deduction-card/Apply-for-a-tax-deduction-card/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Work in Norway (Norwegian public agencies' guide)",
      use: "When you work and pay tax in Norway you are an obligatory member of the National Insurance Scheme and ordinarily entitled to public health services and NAV benefits.",
      url: "https://workinnorway.no/en/Guide+for+citizens+from+countries+outside+EU+and+EEA/Living+and+working+in+Norway/Social+security",
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
