/**
 * Singapore tax facts. Rates: IRAS's own page, read in a GitHub copy, with Forvis Mazars Singapore ('Doing Business in
 * Singapore', accounting firm) as the second source; residence: Forvis Mazars. Foreign-income rule: Apexia (corporate services firm).
 * CPF: wis.it.com general-information page. Treaty: Open Company Singapore (company-formation firm) on the 1988
 * limited agreement. Totalization: SSA POMS (official). The Apexia and wis.it.com pages are undated; their asOf
 * values are estimates, not dates printed on the page.
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const singaporeTax: CountryTax = {
  country: "singapore",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident for a year of assessment if you were physically present or exercised employment in Singapore for 183 days or more in the preceding calendar year. Under IRAS concessions, an employee who works in Singapore for a continuous period of at least 183 days straddling two calendar years is resident for both years, and one who works there for three consecutive years is resident for all three.",
    source: {
      publisher: "Forvis Mazars",
      title: "Doing Business in Singapore: Tax Residency",
      url: "https://www.mazars.sg/Home/Services/International-services/Doing-Business-in-Singapore/Personal-Taxation/Tax-Residency",
      asOf: "2023",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "YA 2024 onwards (income from 2023)",
    currency: "SGD",
    period: "year",
    bands: [
      { from: 0, upTo: 20000, ratePercent: 0 },
      { from: 20000, upTo: 30000, ratePercent: 2 },
      { from: 30000, upTo: 40000, ratePercent: 3.5 },
      { from: 40000, upTo: 80000, ratePercent: 7 },
      { from: 80000, upTo: 120000, ratePercent: 11.5 },
      { from: 120000, upTo: 160000, ratePercent: 15 },
      { from: 160000, upTo: 200000, ratePercent: 18 },
      { from: 200000, upTo: 240000, ratePercent: 19 },
      { from: 240000, upTo: 280000, ratePercent: 19.5 },
      { from: 280000, upTo: 320000, ratePercent: 20 },
      { from: 320000, upTo: 500000, ratePercent: 22 },
      { from: 500000, upTo: 1000000, ratePercent: 23 },
      { from: 1000000, upTo: null, ratePercent: 24 },
    ],
    topRatePercent: 24,
    note:
      "Resident rates on chargeable income of the preceding calendar year. Non-residents pay different rates.",
    source: {
      publisher: "Inland Revenue Authority of Singapore",
      title: "Individual Income Tax rates",
      via: "GitHub (Momonganz/dify_tax_mammoth repository)",
      url: "https://github.com/Momonganz/dify_tax_mammoth/blob/d5959833cb469eb36e2d4a93ae2c0f4db3978dfd/tax_data/scraped_SGtax/www.iras.gov.sg_taxes__358.md",
      asOf: "2024",
      reviewedOn: "2026-11-29",
      research:
        "Markdown scrape of IRAS's page iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/tax-residency-and-tax-rates/individual-income-tax-rates, found with the search tool (code corpus) for 'iras.gov.sg individual income tax rates resident In excess of $1,000,000 24 YA 2024' and read with read_file (commit d595983, November 2026): 'Resident tax rates / From YA 2024 onwards': 'First $20,000 / Next $10,000 | 0 / 2'; 'Next $10,000 | 3.50'; 'Next $40,000 | 7'; 'Next $40,000 | 11.5'; 'Next $40,000 | 15'; 'Next $40,000 | 18'; 'Next $40,000 | 19'; 'Next $40,000 | 19.5'; 'Next $40,000 | 20'; 'First $320,000 / Next $180,000 | 22'; 'First $500,000 / Next $500,000 | 23'; 'First $1,000,000 / In excess of $1,000,000 | 24'. Same bands as the data. Replaces Forvis Mazars' page, the source before, now the second source. PwC's Worldwide Tax Summaries (copied in the Brigadirk/based.guide.move repository, reviewed 6 May 2024) give the same YA 2024 bands.",
    },
    crossCheck: {
      source: {
        publisher: "Forvis Mazars",
        title: "Doing Business in Singapore: Tax Rates (YA 2024)",
        url: "https://www.mazars.sg/Home/Services/International-services/Doing-Business-in-Singapore/Personal-Taxation/Tax-Rates",
        asOf: "2023",
        reviewedOn: "2026-11-29",
        research:
          "Accounting firm's page, read again with the search tool (pages) in November 2026: 'Income tax rates (for YA 2024 for tax residents)': 'First $20,000 / Next $10,000 | 0 / 2' ... 'First $320,000 / Next $180,000 | 22'; 'First $500,000 / Next $500,000 | 23'; 'First $1,000,000 / In excess of $1,000,000 | 24'. Same bands as IRAS's page.",
      },
    },
  },
  newcomerRegime: {
    text:
      "No special newcomer regime is needed for foreign income: income earned outside Singapore and received in Singapore by an individual is generally tax-exempt. The exceptions are foreign income received through a Singapore partnership, and pay for overseas work that is part of a Singapore employment.",
    source: {
      publisher: "Apexia",
      title: "Do I need to pay tax on overseas income?",
      url: "https://apexiacorp.com/faq/do-i-need-to-pay-tax-on-overseas-income.html",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "The Central Provident Fund (CPF) is compulsory only for Singapore citizens and permanent residents; foreign employees on work passes are generally exempt and have no Singapore social security contributions. New permanent residents pay graduated lower rates in their first two years. Self-employed citizens and PRs with annual net trade income above SGD 6,000 must pay MediSave contributions.",
    source: {
      publisher: "wis.it.com",
      title: "Who can apply for CPF? Mandatory and Voluntary Eligibility in Singapore",
      url: "https://wis.it.com/who-can-apply-for-cpf-eligibility-singapore",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "There is no comprehensive US-Singapore income tax treaty. The only agreement, in force since 1988, is a limited one exempting income from the international operation of ships and aircraft.",
    source: {
      publisher: "Open Company Singapore",
      title: "Singapore-US Limited Tax Treaty",
      url: "https://opencompanysingapore.com/singapore-us-limited-tax-treaty",
      asOf: "2016-05-19",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Singapore is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
