// United Kingdom tax. No GOV.UK/HMRC page with these figures was stored, so this file relies on well-known
// UK advisers (Royal London adviser centre, Withers, FT Adviser, Butterworths Accountants), on American
// University's copy of the IRS treaty list, and on the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const unitedKingdomTax: CountryTax = {
  country: "united-kingdom",
  checked: "2026-11",
  residenceRule: {
    text: "The Statutory Residence Test (since April 2013) decides residence for each tax year (6 April to 5 April). Spending 183 days or more in the UK in a tax year makes you resident. With fewer days you can still be resident under the other automatic tests (for example having your only home in the UK) or the 'sufficient ties' test, which weighs days against ties such as family, accommodation and work. Residents are taxed on worldwide income and gains, except in the first four years for those who qualify for the regime for new residents below.",
    source: {
      publisher: "FT Adviser",
      title: "Tax residency: What clients and advisers must consider",
      url: "https://www.ftadviser.com/pensions/2018/03/29/tax-residency-what-clients-and-advisers-must-consider/",
      asOf: "2018-03-29",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025-26",
    currency: "GBP",
    period: "year",
    bands: [
      { from: 0, upTo: 12570, ratePercent: 0 },
      { from: 12570, upTo: 50270, ratePercent: 20 },
      { from: 50270, upTo: 125140, ratePercent: 40 },
      { from: 125140, upTo: null, ratePercent: 45 },
    ],
    topRatePercent: 45,
    note: "England, Wales and Northern Ireland; Scotland sets its own bands and rates on earned income. The first band is the GBP 12,570 personal allowance, which shrinks by GBP 1 for every GBP 2 of income over GBP 100,000 and is gone at GBP 125,140. Dividends and savings have their own rates. National Insurance is charged on top.",
    source: {
      publisher: "Royal London",
      title: "Adviser centre: Income Tax Rates & Allowances (UK excluding Scotland), 2025/26",
      url: "https://adviser.royallondon.com/technical-central/rates-and-factors/tax-rates-and-allowances/income-tax-rates-and-allowances/",
      research: "Searched (November 2026, search tool, pages): 'gov.uk Income Tax rates and Personal Allowances current tax year basic rate 20% £12,571 to £50,270 higher rate 40% additional rate 45% over £125,140', 'www.gov.uk income-tax-rates Current rates and allowances tax year 6 April 2026 to 5 April 2027'. GOV.UK's 'Income Tax rates and Personal Allowances' text came back only on unrelated mirror hosts (dgncngndz.com, cheonmugeuk.org), which cannot be cited as GOV.UK, and a govdiff.njk.onl change log of the HMRC 'Rates and allowances: Income Tax' page; no www.gov.uk URL for the rates was found in the search store.",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
    crossCheck: {
      source: {
        publisher: "CalculateSalary.uk",
        title: "UK Income Tax Bands (2025/26 tax year)",
        url: "https://calculatesalary.uk/tax-bands",
        asOf: "2025",
        reviewedOn: "2026-11-29",
        research:
          "Salary calculator's tax-band page, read in the search tool (pages, November 2026, query 'United Kingdom Individual - Taxes on personal income 2025/26 basic rate 20% £12,571 to £50,270 higher rate 40% additional rate 45% over £125,140'): 'Income Tax Rates 2025/26 — England, Wales & Northern Ireland: Personal Allowance £0 - £12,570 0% ... Basic Rate £12,571 - £50,270 20% ... Higher Rate £50,271 - £125,140 40% ... Additional Rate Over £125,140 45%', and the allowance 'reduces by £1 for every £2 you earn over £100,000'. yoursalarycalculator.com and ukcalculator.com give the same bands. No www.gov.uk copy of the rates page is in the search store.",
      },
    },
  },
  newcomerRegime: {
    text: "From 6 April 2025 the non-dom remittance basis was abolished. People who become UK resident after 10 consecutive tax years of non-residence can claim the 4-year foreign income and gains (FIG) regime: foreign income and gains arising in their first four tax years of UK residence are exempt from UK tax, even if brought to the UK. It is claimed on the Self Assessment return. UK income and gains stay taxable.",
    source: {
      publisher: "Withers",
      title: "Destination UK: Tax regime for new residents from 6 April 2025",
      url: "https://withersworldwide.com/en-gb/insight/read/destination-uk-tax-regime-for-new-residents-from-6-april-2025",
      asOf: "2024-12-05",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "2025/26 National Insurance: employees pay Class 1 at 8% on earnings between the primary threshold (GBP 12,570 a year) and the upper earnings limit (GBP 50,270), and 2% above it; employers pay 15% above GBP 96 a week. Self-employed people pay Class 4 at 6% on profits between GBP 12,570 and GBP 50,270 and 2% above.",
    source: {
      publisher: "Butterworths Accountants",
      title: "National Insurance - Your Way Around the Maze (2025/26)",
      url: "https://butterworthsaccountants.co.uk/resources/tax-helpsheets/?hs=12",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The United Kingdom is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-UK totalization agreement: coverage provisions in force since 1 January 1985, benefit provisions since 1 January 1988.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
