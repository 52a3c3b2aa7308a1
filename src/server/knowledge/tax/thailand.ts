/**
 * Thailand tax facts. No Revenue Department page in English with these figures was in the search store over
 * https. Rates, residence and the 2024 remittance rule: PwC Worldwide Tax Summaries (well-known guide). LTR
 * regime: The Nation (Thai newspaper) commentary. Social security: PKF Thailand (accounting firm) on the Royal
 * Gazette announcement. Treaty: Siam Legal's publication of the 1998 US-Thailand convention (law firm).
 * Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const thailandTax: CountryTax = {
  country: "thailand",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you stay in Thailand 180 days or more in a calendar (tax) year. Since 1 January 2024 a resident who brings foreign-source income into Thailand is taxed on it in the year it is brought in, whatever year it was earned (income earned before 2024 is excluded).",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Thailand, Individual - Significant developments (Departmental Instructions Paw. 161/2566 and 162/2566)",
      url: "https://taxsummaries.pwc.com/thailand/individual/significant-developments",
      asOf: "2024-02-13",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2024",
    currency: "THB",
    period: "year",
    bands: [
      { from: 0, upTo: 150000, ratePercent: 0 },
      { from: 150000, upTo: 300000, ratePercent: 5 },
      { from: 300000, upTo: 500000, ratePercent: 10 },
      { from: 500000, upTo: 750000, ratePercent: 15 },
      { from: 750000, upTo: 1000000, ratePercent: 20 },
      { from: 1000000, upTo: 2000000, ratePercent: 25 },
      { from: 2000000, upTo: 5000000, ratePercent: 30 },
      { from: 5000000, upTo: null, ratePercent: 35 },
    ],
    topRatePercent: 35,
    note:
      "Annual brackets on net income after allowances. Thai-source employment and business income is taxed wherever it is paid; foreign-source income of residents is taxed only when brought into Thailand (see residence rule).",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Thailand, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/thailand/individual/taxes-on-personal-income",
      asOf: "2024-02-13",
      reviewedOn: "2026-11-23",
    },
  },
  newcomerRegime: {
    text:
      "The Long-Term Resident (LTR) visa, run by the Board of Investment since September 2022, gives a 10-year visa and tax benefits: a 17% flat rate on employment income for Highly Skilled Professionals working for an employer in a targeted business in Thailand, and an exemption for overseas income earned in the previous tax year and brought into Thailand for the Wealthy Global Citizen, Wealthy Pensioner and Work-From-Thailand Professional categories. Each category has income or investment thresholds (typically USD 80,000 a year of personal income, or USD 40,000 plus extra conditions).",
    source: {
      publisher: "The Nation (Thailand)",
      title: "Privileges will be offered to LTR visa holders",
      url: "https://www.nationthailand.com/blogs/more/commentary/40021428",
      asOf: "2022-10-27",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees (Section 33) pay 5% of salary, matched by the employer, on a capped salary base. The cap was THB 15,000 a month (maximum THB 750) from 2011; it rises to THB 17,500 in 2026-2028 (maximum THB 875 a month), THB 20,000 in 2029-2031 and THB 23,000 from 2032. Self-employed people are not in Section 33; they can join voluntary schemes, whose rates are not shown here.",
    source: {
      publisher: "PKF Thailand",
      title: "Thailand Social Security Office raises salary base for contribution calculations effective 2026",
      url: "https://pkfthailand.asia/thailand-social-security-office-raises-salary-base-for-contribution-calculations-effective-2026/4",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Voluntary-scheme rates were not confirmed in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The 1998 US-Thailand income tax convention is in force. Its saving clause (Article 1) lets the US keep taxing its citizens.",
    source: {
      publisher: "Siam Legal",
      title: "U.S.-Thailand Tax Treaty 1998: Personal Scope (Article 1)",
      url: "https://library.siam-legal.com/thai-law/u-s-thai-tax-treaty-personal-scope-article-1/",
      asOf: "1998",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Thailand is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
