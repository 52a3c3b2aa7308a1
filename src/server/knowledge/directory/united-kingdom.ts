/**
 * United Kingdom: official bodies found in the search store (GOV.UK, SRA, CIOT). No page of the British Association
 * of Removers' own site was stored, so movers point to FIDI. The OISC was renamed the Immigration Advice Authority
 * (IAA) on 16 January 2025 (reported by a third-party charity page); the GOV.UK page read still uses the old name.
 * The immigration health surcharge page is a GOV.UK visa page, so it is named as UK Visas and Immigration.
 */
import type { CountryDirectory } from "./directory.schema";

export const unitedKingdomDirectory: CountryDirectory = {
  country: "united-kingdom",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "UK Visas and Immigration (Home Office)",
      use: "GOV.UK guide to applying for a visa to live in the UK from abroad: choosing the route, paying the fee and the immigration health charge, biometrics.",
      url: "https://www.gov.uk/guidance/living-in-the-uk-applying-from-overseas?utm_source=43b215c4-5749-43b6-9e32-162ce20b633a&utm_medium=email&utm_campaign=govuk-notifications&utm_content=immediate",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Solicitors Regulation Authority (SRA)",
      use: "Look up whether a solicitor or law firm in England and Wales is regulated and read any disciplinary decisions.",
      url: "https://www.sra.org.uk/consumers/register/glossary/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Office of the Immigration Services Commissioner (OISC, now the Immigration Advice Authority)",
      use: "Regulates immigration advisers who are not solicitors or barristers; giving immigration advice without regulation is a criminal offence. Check an adviser is registered.",
      url: "https://gov.uk/government/publications/regulations-that-immigration-advisers-must-follow--2/regulations-that-immigration-advisers-must-follow",
      asOf: "2024-10-25",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Chartered Institute of Taxation (CIOT)",
      use: "Professional body for Chartered Tax Advisers (CTA); firms of CTAs may show the CIOT Practicemark.",
      url: "https://tax.org.uk/practicemark/faq",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "HM Revenue and Customs (HMRC)",
      use: "GOV.UK guide to the Statutory Residence Test and when UK residents pay tax on foreign income.",
      url: "https://gov.uk/tax-foreign-income/residence",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "UK Visas and Immigration (Home Office)",
      use: "Who must pay the immigration health surcharge with a visa application, which gives access to the National Health Service.",
      url: "https://gov.uk/healthcare-immigration-application/who-needs-pay",
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
