/**
 * Ecuador tax facts. No SRI (tax authority) page was in the search store: bands and social security come from
 * the PwC Worldwide Tax Summaries (well-known guide); the residence rule from iContable's transcription of
 * Art. 4.1 of the Internal Tax Regime Law; the temporary tax residence regime from NMS Law (Ecuadorian law
 * firm). The treaty flag relies on Bloomberg Tax reporting the US Treasury's statement that Chile is only the
 * second US comprehensive tax treaty in force with a South American country (the other is Venezuela).
 * Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const ecuadorTax: CountryTax = {
  country: "ecuador",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident for a fiscal year if you stay in Ecuador 183 calendar days or more, consecutive or not, in that fiscal year, or 183 days or more within a 12-month period spanning two fiscal years (unless you prove tax residence elsewhere); sporadic absences count as days in Ecuador. You are also resident if the main core of your activities or economic interests is in Ecuador, which is presumed when you earned more income there in the last 12 months than in any other country.",
    source: {
      publisher: "iContable",
      title: "Residencia Fiscal de Personas Naturales (Art. 4.1 Ley de Régimen Tributario Interno)",
      url: "https://www.icontable.com/definiciones/tributacion/residencia-fiscal-de-personas-naturales",
      asOf: "2023",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "USD",
    period: "year",
    bands: [
      { from: 0, upTo: 12081, ratePercent: 0 },
      { from: 12081, upTo: 15387, ratePercent: 5 },
      { from: 15387, upTo: 19978, ratePercent: 10 },
      { from: 19978, upTo: 26422, ratePercent: 12 },
      { from: 26422, upTo: 34770, ratePercent: 15 },
      { from: 34770, upTo: 46089, ratePercent: 20 },
      { from: 46089, upTo: 61359, ratePercent: 25 },
      { from: 61359, upTo: 81817, ratePercent: 30 },
      { from: 81817, upTo: 108810, ratePercent: 35 },
      { from: 108810, upTo: null, ratePercent: 37 },
    ],
    topRatePercent: 37,
    note:
      "Annual taxable income in US dollars (Ecuador uses the US dollar). Residents are taxed on foreign income too, with a credit for foreign tax. There are no provincial or municipal income taxes, but self-employed professionals pay a municipal licence ('patente') of USD 10 to 700. The SRI updates the table every year for inflation.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Ecuador, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/ID/Ecuador-Individual-Taxes-on-personal-income",
      asOf: "2025-03-13",
      reviewedOn: "2026-11-23",
      research: "The 2026 table was published in December 2025 but was not found complete in a stored source, so the table shown is the one on the cited page.",
    },
  },
  newcomerRegime: {
    text:
      "Since the Organic Law on Economic Efficiency (20 December 2023) there is a five-year temporary tax residence regime for people who were not Ecuadorian tax residents before: they pay income tax only on Ecuadorian-source income. To qualify you must, within 120 days of arrival, either invest at least USD 150,000 in real estate or productive activities and keep it for five years, or show foreign income of at least USD 2,500 a month and join the Ecuadorian social security system (IESS).",
    source: {
      publisher: "NMS Law",
      title: "Ley Orgánica de Eficiencia Económica en Ecuador",
      url: "https://nmslaw.com.ec/blog/2023/12/26/ley-organica-eficiencia-economica-en-ecuador/",
      asOf: "2023-12-26",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay 9.45% of pay to the Ecuadorian Social Security Institute (IESS); employers pay 12.15%. Voluntary contributors pay 17.6% of their income; the source gives no separate rate for the self-employed.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Ecuador, Individual - Other taxes",
      url: "https://taxsummaries.pwc.com:443/ecuador?topicTypeId=f9678149-92f6-471d-b322-26f18e1c8a25",
      asOf: "2024-03-04",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "No US-Ecuador income tax treaty. When the US-Chile treaty entered into force in December 2023 it was only the second US comprehensive tax treaty in force with a South American country (the other is Venezuela).",
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
    note: "Ecuador is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
