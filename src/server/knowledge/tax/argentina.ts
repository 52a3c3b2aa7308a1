/**
 * Argentina tax facts. No ARCA (ex-AFIP) page with the full current scale was in the search store; the scale is
 * updated twice a year for inflation. Residence, the non-resident rule for assignees and the 35% threshold come
 * from the PwC Worldwide Tax Summaries (well-known guide). Social security: Ius Laboris / Funes de Rioja (law
 * firm guide, 2020). Treaty flag: Bloomberg Tax reporting the US Treasury. Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const argentinaTax: CountryTax = {
  country: "argentina",
  checked: "2026-11",
  residenceRule: {
    text:
      "A foreign individual becomes tax resident on obtaining permanent residence for immigration purposes, or after living in Argentina for more than 12 months (resident from the 13th month) on temporary permits for reasons other than an employment assignment. Foreign nationals assigned to work in Argentina for less than five years stay non-resident; those assigned for more than five years are resident.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Argentina, Individual - Residence",
      url: "https://taxsummaries.pwc.com/argentina/individual/residence",
      asOf: "2024-05-13",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "ARS",
    period: "year",
    bands: [],
    topRatePercent: 35,
    note:
      "Residents pay progressive rates on annual net taxable income after deductions (5% in the lowest bracket, per PwC's rates page). For fiscal year 2025 the 35% top rate applies above ARS 53,153,257; the thresholds are updated for inflation twice a year (January and July), so the full bracket table changes often and is not shown.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Argentina, Individual - Significant developments",
      url: "https://taxsummaries.pwc.com/argentina/individual/significant-developments",
      asOf: "2025-02-05",
      reviewedOn: "2026-11-23",
    },
  },
  newcomerRegime: {
    text:
      "There is no general newcomer tax break, but timing matters: a foreigner living in Argentina on temporary permits is not tax resident until the 13th month, and a foreign national assigned to work in Argentina for less than five years is treated as non-resident, taxed only on Argentine-source income.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Argentina, Individual - Residence",
      url: "https://taxsummaries.pwc.com/argentina/individual/residence",
      asOf: "2024-05-13",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay 17% of salary (pension, health insurance and the retirees' health fund), withheld by the employer and subject to a monthly cap; employers pay 24% to 26.4% depending on size. Self-employed people pay under separate rules (not shown here).",
    source: {
      publisher: "Ius Laboris",
      title: "Social security guide: Argentina (Funes de Rioja & Asociados)",
      url: "https://theword.iuslaboris.com/hrlaw/social-security-guide/argentina",
      asOf: "2020-04",
      reviewedOn: "2026-11-23",
      research: "No current figure for self-employed contributions was found in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "No US-Argentina income tax treaty. When the US-Chile treaty entered into force in December 2023 it was only the second US comprehensive tax treaty in force with a South American country (the other is Venezuela).",
    source: {
      publisher: "Bloomberg Tax",
      title: "US-Chile Treaty Builds Tax Certainty for MNEs With MAPs and APAs",
      url: "https://news.bloombergtax.com/tax-management-international/us-chile-treaty-builds-tax-certainty-for-mnes-with-maps-and-apas-1",
      asOf: "2023-12",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Argentina is not on the SSA's list of totalization agreements in force, so US citizens working in Argentina can face both countries' social security contributions.",
    source: SSA_TOTALIZATION,
  },
};
