// Canada tax. No Canada Revenue Agency page with the figures was stored, so this file relies on Canadian
// accounting firms that reproduce the CRA figures (Rise Partners, TAAG, Faber LLP, Harper Greene), on
// the IRS treaty list (A to Z), and on the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const canadaTax: CountryTax = {
  country: "canada",
  checked: "2026-11",
  residenceRule: {
    text: "Tax residence is a question of fact: you are resident from the day you settle in Canada with significant residential ties (a home, a spouse or common-law partner, or dependants in Canada). Separately, spending 183 days or more in Canada in a calendar year (any part of a day counts) makes you a deemed resident for the whole year even without such ties. Residents are taxed on worldwide income.",
    source: {
      publisher: "Faber LLP",
      title: "Personal tax residency",
      url: "https://faberllp.ca/personal-tax-residency/",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "CAD",
    period: "year",
    bands: [
      { from: 0, upTo: 58523, ratePercent: 14 },
      { from: 58523, upTo: 117045, ratePercent: 20.5 },
      { from: 117045, upTo: 181440, ratePercent: 26 },
      { from: 181440, upTo: 258482, ratePercent: 29 },
      { from: 258482, upTo: null, ratePercent: 33 },
    ],
    topRatePercent: 33,
    note: "Federal rates only. Every province and territory adds its own income tax on top (for example Ontario 5.05% to 13.16%; Quebec runs its own system), for a combined top rate of 44.5% to 54.8%. The federal basic personal amount of CAD 16,452 (2026) is given as a credit at the lowest rate. The lowest rate fell from 15% to 14% on 1 July 2025 (14.5% for 2025 as a whole).",
    source: {
      publisher: "Rise Partners",
      title: "Canada 2026 Tax Rates and Key Tax Changes",
      url: "https://www.risepartners.ca/insights/21",
      research: "Searched (November 2026, search tool, pages and docs): 'canada.ca Canada Revenue Agency tax rates and income brackets for individuals 2026 federal 14% 58,523', 'Tax rates and income brackets for individuals Canada.ca federal tax rates for 2026', 'Income tax rates and income thresholds calculate payroll deductions 2026 federal thresholds', 'canada.ca revenue-agency canadian income tax rates individuals current previous years' (docs). The CRA pages appear only as links inside search-engine result pages; accounting-firm copies (tntbooks.ca 'Excerpt from CRA Website', ubmtax.com) give the same 2026 brackets. No CRA page was found in the search store.",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
    },
    crossCheck: {
      source: {
        publisher: "Tax Service Canada",
        title: "Tax Rates and Income Brackets for Individuals in Canada (2026)",
        url: "https://taxservicecanada.ca/tax-rates-and-income-brackets-for-individuals-in-canada",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "Tax preparer's page, read in the search tool (pages, November 2026): 'For the 2026 tax year, the federal personal income tax brackets are structured as follows: 14.0% on the first $58,523 of taxable income; 20.5% on the portion over $58,523 up to $117,045; 26.0% on the portion over $117,045 up to $181,440; 29.0% on the portion over $181,440 up to $258,482; 33.0% on the portion over $258,482'. Apex CPA (apexcpa.net/news), Canadianow and UBM Tax give the same 2026 brackets. CRA's own page still not in the search store.",
      },
    },
    combinedTop: {
      ratePercent: 54.8,
      what: "Federal 33% plus provincial income tax, at the top rate: 54.80% in Newfoundland and Labrador (the highest), 53.53% in Ontario, 53.50% in British Columbia, 53.31% in Quebec, 48% in Alberta, down to 44.50% in Nunavut (the lowest), as at January 2026.",
      source: {
        publisher: "Kim G C Moody",
        title: "Maximum Combined Personal Tax Rates (current as at January 2026)",
        url: "https://kimgcmoody.com/maximum-combined-personal-tax-rates",
        research: "Searched (November 2026, search tool, pages): the CRA and provincial queries for the federal rates above also looked for a page stating the combined top rates; none came back. A CRA or provincial page stating a combined federal-plus-provincial top rate was not found in the search store.",
        asOf: "2026-01",
        reviewedOn: "2026-11-25",
      },
      crossCheck: {
        source: {
          publisher: "PaycheckGuru",
          title: "Newfoundland and Labrador Personal Marginal Income Tax Rates 2025",
          url: "https://paycheckguru.com/tax-brackets-and-marginal-tax-rates-in-canada/newfoundland-labrador-personal-marginal-income-tax-rates",
          asOf: "2025",
          reviewedOn: "2026-11-29",
          research:
            "Tax-calculator site's page, read in the search tool (pages, November 2026): 'Newfoundland and Labrador's provincial tax rates start at 8.70% for lower incomes and increase to 21.80% for the highest earners. When combined with federal tax rates, Newfoundland and Labrador's marginal tax rates can reach 54.80% for the highest income levels.' It describes 2025; TaxTips.ca's 2026 page (taxtips.ca/taxrates/nl.htm) shows the same top NL rate for 2026 ('over $1,141,275 21.8%'), and the federal top rate is 33% in both years, so 54.80% stands for 2026. TransCanada Wealth Management's 2026 tables give the same Ontario (53.53%) and British Columbia (53.50%) top rates as the primary source.",
        },
      },
    },
  },
  newcomerRegime: {
    text: "Canada has no special tax regime for newcomers: there is no flat-tax, lump-sum or remittance option, and tax residents are taxed on worldwide income. Foreign assets costing over CAD 100,000 must be reported on Form T1135.",
    source: {
      publisher: "Harper Greene",
      title: "Tax Residency & Special Tax Regimes (Canada)",
      url: "https://www.harpergreene.com/guides/tax-residency-special-tax-regimes-5",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "2026: Canada Pension Plan (outside Quebec) 5.95% from the employee and 5.95% from the employer on earnings between CAD 3,500 and CAD 74,600 (employee maximum CAD 4,230.45), plus 4% each (CPP2) on earnings from CAD 74,600 to CAD 85,000. Self-employed people pay both halves: 11.9% (maximum CAD 8,460.90) plus 8% CPP2. Employment Insurance premium 1.63% for employees on insurable earnings up to CAD 68,900 (maximum CAD 1,123.07); the employer pays 1.4 times that.",
    source: {
      publisher: "TAAG",
      title: "Canada Pension Plan and Employment Insurance Rates in 2026",
      url: "https://taag.ca/canada-pension-plan-and-employment-insurance-rates-in-2026",
      asOf: "2026-01-12",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Canada is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Canada totalization agreement in force since 1 August 1984.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
