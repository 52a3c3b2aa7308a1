// Sweden tax. Official: the Swedish Tax Agency (skatteverket.se) for residence, and Nordisk eTax (the Nordic
// tax administrations' joint portal) for social contributions. Not official: TaxRaven (a tax-guide site) for the
// 2026 state-tax threshold, Deloitte Sweden for the expert tax relief, the IRS's own
// treaty list, and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const swedenTax: CountryTax = {
  country: "sweden",
  checked: "2026-11",
  residenceRule: {
    text: "People who are domiciled in Sweden, stay there regularly (a continuous stay of six months or more, short breaks ignored) or have significant connections to Sweden have unlimited tax liability and are taxed on all income wherever it comes from. A person moving to Sweden is liable from the day of arrival.",
    source: {
      publisher: "Swedish Tax Agency (Skatteverket)",
      title: "Liability for taxation (new in Sweden and will be employed here)",
      url: "https://skatteverket.se/servicelankar/otherlanguages/inenglishengelska/individualsandemployees/newinswedenandwillbeemployedhere/liabilityfortaxation.4.676f4884175c97df41930a7.html",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "SEK",
    period: "year",
    bands: [
      { from: 0, upTo: 643100, ratePercent: 0 },
      { from: 643100, upTo: null, ratePercent: 20 },
    ],
    topRatePercent: 20,
    note: "National (state) income tax only: 20% on taxable earned income above SEK 643,100. Municipal and regional income tax, paid by everyone on taxable income after the basic deduction, averages 32.38% in 2026 (about 28.9% to 35.7% depending on where you live) and is the largest part of the tax. Capital income is taxed separately at 30%.",
    source: {
      publisher: "TaxRaven",
      title: "Personal Income Taxation in Sweden in 2026: Complete Guide",
      url: "https://taxravens.com/en/blog/sweden-personal-taxation",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Re-checked November 2026: searches for the Skatteverket 2026 threshold (skiktgräns 2026, 'belopp och procent 2026') found only private pages (Bokio gives skiktgräns SEK 643,000, brytpunkt SEK 660,400); no skatteverket.se page with 2026 amounts in the store.",
    },
    crossCheck: {
      source: {
        publisher: "Bokio",
        title: "Brytgränser, belopp och procent för 2026",
        url: "https://www.bokio.se/siffror-procent-belopp-och-granser",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "Accounting software company's page of 2026 amounts, read in the search tool (pages, November 2026, query 'skatteverket.se belopp och procent inkomstår 2026 skiktgräns för statlig inkomstskatt 20 procent'): 'När din inkomst överstiger en viss nivå, en brytpunkt, så behöver du betala statlig skatt på 20 procent på den överskjutande delen'; 'För 2026 är skiktgränsen 643 000 kronor'; 'Brytpunkt för dig som är under 66 år: 660 400 kronor'. The 20% rate agrees; the threshold it gives is SEK 100 lower than TaxRaven's SEK 643,100. No skatteverket.se page with the 2026 amount is in the search store.",
      },
      differs: "SEK 643,000 as the 2026 threshold (skiktgräns) for the 20% state tax",
    },
    combinedTop: {
      ratePercent: 52.38,
      what: "National income tax of 20% plus municipal and regional income tax at its 2026 average of 32.38% (about 28.9% to 35.7% depending on the municipality).",
      source: {
        publisher: "TaxRaven",
        title: "Personal Income Taxation in Sweden in 2026: Complete Guide",
        url: "https://taxravens.com/en/blog/sweden-personal-taxation",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "The page gives the 20% state tax and the 32.38% average local rate (range about 28.9-35.7%); 52.38% is their sum at the average rate. PwC's Sweden page (2020 rates) shows the same structure: 20% national plus 32% average municipal. Re-checked November 2026: searches for the Skatteverket 2026 threshold (skiktgräns 2026, 'belopp och procent 2026') found only private pages (Bokio gives skiktgräns SEK 643,000, brytpunkt SEK 660,400); no skatteverket.se page with 2026 amounts in the store.",
      },
      crossCheck: {
        source: {
          publisher: "PwC",
          title: "Sweden: Individual - Taxes on personal income",
          url: "https://taxsummaries.pwc.com/sweden/individual/taxes-on-personal-income",
          asOf: "2020-01-20",
          reviewedOn: "2026-11-29",
          research:
            "PwC Worldwide Tax Summaries page ('Last reviewed - 20 January 2020'), the newest copy in the search store, read in the search tool (pages, November 2026, query 'PwC worldwide tax summaries Sweden individual taxes on personal income'): 'Employment income is taxed at the following rounded taxable income amounts (2020): ... Over 509,300 | 20 | 32', with the footnote that 32% 'equals the average municipal tax rate'. The same structure (20% state plus the average municipal rate) at the 2020 average of 32%.",
        },
        differs: "52% (20% state tax plus the 2020 average municipal rate of 32%)",
      },
    },
  },
  newcomerRegime: {
    text: "Expert tax relief: foreign experts, researchers and key personnel approved by the Taxation of Research Workers Board have 25% of their employment income exempt from Swedish tax (and from employer social charges), plus some tax-free moving and stay-related benefits, for their first seven years of work in Sweden. From 1 January 2025 the salary route requires monthly pay above SEK 88,201 (1.5 price base amounts); a competence route also exists.",
    source: {
      publisher: "Deloitte",
      title: "Reduced compensation level to obtain Swedish expert tax relief from January 1 2025 (Deloitte Sweden)",
      url: "https://www2.deloitte.com/se/sv/pages/tax/articles/reduced-compensation-level-to-obtain-swedish-expert-tax-relief-from-january-1-2025.html",
      asOf: "2024-12-13",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Employers pay employer's contributions (pension, survivors, sickness, parental, work injury, labour market charges and general payroll tax) of 31.42% of total salary and benefits (2020 figure in the source); a foreign employer without a fixed place of business in Sweden pays 19.8%. Self-employed people pay their own contributions (egenavgifter), at rates this source excerpt does not give.",
    source: {
      publisher: "Nordisk eTax",
      title: "Sweden: Social security",
      url: "https://www.nordisketax.net/main.asp?url=files/sve/eng/i08.asp&c=sve&l=eng",
      asOf: "2020",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Sweden is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Sweden totalization agreement in force since 1 January 1987.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
