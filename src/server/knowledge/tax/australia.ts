/**
 * Australia tax facts. The ATO's rates page was not in the search store: rates come from Kasker Taxation
 * (Australian accounting firm) and match the Stage 3 scale for 2024-25 and 2025-26. Residence tests: ISM
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
    },
  },
  incomeTax: {
    taxYear: "2025-26",
    currency: "AUD",
    period: "year",
    bands: [
      { from: 0, upTo: 18200, ratePercent: 0 },
      { from: 18200, upTo: 45000, ratePercent: 16 },
      { from: 45000, upTo: 135000, ratePercent: 30 },
      { from: 135000, upTo: 190000, ratePercent: 37 },
      { from: 190000, upTo: null, ratePercent: 45 },
    ],
    topRatePercent: 45,
    note:
      "Resident rates for the income year 1 July 2025 to 30 June 2026 (same as 2024-25). A Medicare levy of 2% of taxable income is charged on top. Foreign residents have no tax-free threshold: 30% up to AUD 135,000, then 37% and 45%.",
    source: {
      publisher: "Kasker Taxation",
      title: "Income Tax Rates (Australian resident tax rates 2025-26)",
      url: "https://kaskertaxation.com.au/income-tax-rates",
      asOf: "2025",
    },
    combinedTop: {
      ratePercent: 47,
      what: "Top rate of 45% plus the 2% Medicare levy on taxable income.",
      source: {
        publisher: "Kasker Taxation",
        title: "Income Tax Rates (Australian resident tax rates 2025-26)",
        url: "https://kaskertaxation.com.au/income-tax-rates",
        asOf: "2025",
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
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Australia totalization agreement effective 1 October 2002.",
    source: SSA_TOTALIZATION,
  },
};
