/**
 * Australia tax facts. Resident rates for 2026-27: the ATO legal database's copy of the Treasury Laws Amendment
 * (More Cost of Living Relief) Act 2025, which sets the Income Tax Rates Act table for that year (official); the 2%
 * Medicare levy: the ATO legal database's Medicare Levy Act 1986, section 6 (official). Residence tests: ISM
 * Accountants. Temporary-resident rule: the ATO's legal database (Tax Laws Amendment (2006 Measures No. 1) Act
 * 2006, official). Super guarantee: Xero Australia guide. Treaty: DFAT Australian Treaties Database (official).
 * Totalization: SSA POMS (official). The ISM page is undated; its asOf is an estimate.
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const australiaTax: CountryTax = {
  country: "australia",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you meet any of the residency tests: the 'resides' test (you live in Australia in the ordinary sense, judged on presence, intention, family, work, assets and living arrangements); the domicile test (your legal home is Australia unless your permanent place of abode is abroad); or the 183-day test (you are in Australia for more than half the income year, unless your usual place of abode is outside Australia and you do not intend to take up residence). Residents are taxed on worldwide income.",
    source: {
      publisher: "ISM Accountants",
      title: "Tax residency guide",
      url: "https://ismaccountants.com.au/guide/tax-residency/",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026-27",
    currency: "AUD",
    period: "year",
    bands: [
      { from: 0, upTo: 18200, ratePercent: 0 },
      { from: 18200, upTo: 45000, ratePercent: 15 },
      { from: 45000, upTo: 135000, ratePercent: 30 },
      { from: 135000, upTo: 190000, ratePercent: 37 },
      { from: 190000, upTo: null, ratePercent: 45 },
    ],
    topRatePercent: 45,
    note:
      "Resident rates for the income year 1 July 2026 to 30 June 2027: the first rate fell from 16% (2024-25 and 2025-26) to 15%, and is legislated to fall to 14% from 2027-28. A Medicare levy of 2% of taxable income is charged on top. Foreign residents have no tax-free threshold: 30% up to AUD 135,000, then 37% and 45%.",
    source: {
      publisher: "Australian Taxation Office",
      title: "Legal database: Treasury Laws Amendment (More Cost of Living Relief) Act 2025, Schedule 1: tax rates for resident taxpayers for the 2026-27 year of income",
      url: "https://www.ato.gov.au/law/view/document?DocID=PAC%2F20250028%2FSch1-Cl2&PiT=99991231235958",
      asOf: "2026-07",
      reviewedOn: "2026-11-25",
      research:
        "Found with the search tool (pages) for 'Treasury Laws Amendment More Cost of Living Relief 2026-27 tax rates'. The page adds to the Income Tax Rates Act 1986, Schedule 7, the table 'Tax rates for resident taxpayers for the 2026-27 year of income': exceeds the tax-free threshold but does not exceed $45,000: 15%; exceeds $45,000 but not $135,000: 30%; exceeds $135,000 but not $190,000: 37%; exceeds $190,000: 45% (and 14% for the first band from 2027-28). The $18,200 tax-free threshold is not on that page: the ATO's copy of the 2024 Explanatory Memorandum (https://www.ato.gov.au/law/view/print?DocID=NEM%2FEM20241%2FNAT%2FATO%2F00003&PiT=99991231235958) and Treasury's page (https://treasury.gov.au/tax-cuts) give it as '0 – 18,200 Tax free'. The foreign-resident rates in the note come from the Treasury Laws Amendment (Cost of Living Tax Cuts) Act 2024 (https://ato.gov.au/law/view/fulldocument?filename=PAC20240003), which the 2025 Act did not change. The ATO's own 'tax rates - Australian residents' page was not found in the search store. Replaces https://kaskertaxation.com.au/income-tax-rates (Kasker Taxation, 2025-26 rates, first band 16%).",
    },
    combinedTop: {
      ratePercent: 47,
      what: "Top rate of 45% plus the 2% Medicare levy on taxable income.",
      source: {
        publisher: "Australian Taxation Office",
        title: "Legal database: Medicare Levy Act 1986, section 6: rate of levy",
        url: "https://ato.gov.au/law/view/document?DocID=PAC%2F19860110%2F6&PiT=99991231235958",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research:
          "Found with the search tool (pages) for 'Medicare Levy Act 1986 section 6 rate of levy'. Section 6(1): 'The rate of levy payable by a person upon a taxable income is 2%.' The 45% top rate on taxable income over $190,000 is in the 2026-27 rates table cited for the bands (https://www.ato.gov.au/law/view/document?DocID=PAC%2F20250028%2FSch1-Cl2&PiT=99991231235958); 45% + 2% = 47%. Replaces https://kaskertaxation.com.au/income-tax-rates (Kasker Taxation).",
      },
    },
  },
  newcomerRegime: {
    text:
      "A 'temporary resident' is exempt from Australian tax on most foreign-source income. You are a temporary resident if you hold a temporary visa under the Migration Act 1958, you are not an Australian resident for Social Security Act purposes, and your spouse is not either. Holders of permanent visas, and people married to Australian residents, do not qualify.",
    source: {
      publisher: "Australian Taxation Office",
      title: "Legal database: Tax Laws Amendment (2006 Measures No. 1) Act 2006, Schedule 1, Foreign source income exemptions for temporary residents",
      url: "https://ato.gov.au/law/view/document?LocID=%22PAC%2F20060032%2FSch1-Cl2%22",
      asOf: "2006",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Australia has no separate employee social security contribution. Instead, employers must pay the superannuation guarantee, 12% of ordinary time earnings from 1 July 2025, into the employee's super fund on top of wages. Self-employed people are not covered by the superannuation guarantee figure shown here.",
    source: {
      publisher: "Xero",
      title: "Super guarantee: What you need to know about the 12% rate (Xero Australia)",
      url: "https://www.xero.com/au/guides/super-guarantee-changes",
      asOf: "2025-12-18",
      reviewedOn: "2026-11-23",
      research: "No compulsory super rate for the self-employed was confirmed in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The 1982 Australia-US income tax convention entered into force on 31 October 1983 and is in force, as amended by the Protocol of 27 September 2001.",
    source: {
      publisher: "Department of Foreign Affairs and Trade (Australia)",
      title: "Australian Treaties Database: DTA with USA [1983] ATS 16",
      url: "https://info.dfat.gov.au/Info/Treaties/treaties.nsf/AllDocIDs/CACCC20D830654A2CA256B72007AD518",
      asOf: "2012-04-03",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Australia totalization agreement effective 1 October 2002.",
    source: SSA_TOTALIZATION,
  },
};
