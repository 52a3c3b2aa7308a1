/**
 * Singapore: official pages found in the search store are the Immigration & Checkpoints Authority (ICA), the Ministry
 * of Health (MediShield Life) and the Singapore Chartered Tax Professionals (SCTP, formerly SIATP) accreditation pages.
 * The tax authority entry is IRAS's own page for foreigners on who must file (iras.gov.sg; the stored version refers to
 * Year of Assessment 2021). The Law Society of Singapore and the Legal Services Regulatory Authority (Ministry of Law)
 * were only described on third-party pages, so lawyers have no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const singaporeDirectory: CountryDirectory = {
  country: "singapore",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Immigration & Checkpoints Authority (ICA)",
      use: "Who may apply for Singapore permanent residence (spouses of citizens/PRs, Employment Pass or S Pass holders, investors and others) and how to apply online; ICA endorses no migration agents.",
      url: "https://www.ica.gov.sg/reside/PR",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Inland Revenue Authority of Singapore (IRAS)",
      use: "Page for foreigners on filing: you must file an Income Tax Return if IRAS tells you to by letter, form or SMS; e-File on myTax Portal with Singpass from 1 March to 18 April (paper forms by 15 April).",
      url: "https://www.iras.gov.sg/irashome/Individuals/Foreigners/Filing-your-taxes/Individuals-Required-to-File-Tax/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
    },
    {
      category: "health-insurance",
      name: "Ministry of Health, Singapore",
      use: "Basic national health insurance that covers Singapore Citizens and Permanent Residents (not holders of other passes), regardless of age or health conditions.",
      url: "https://www.moh.gov.sg/home/our-healthcare-system/medishield-life/what-is-medishield-life",
      asOf: "2025-02-20",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Singapore Chartered Tax Professionals (SCTP)",
      use: "Accredits tax professionals as Accredited Tax Advisor or Accredited Tax Practitioner (income tax and/or GST); ask whether an adviser holds SCTP accreditation.",
      url: "https://www.sctp.org.sg/Accreditation-Criteria?from=tpg",
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
