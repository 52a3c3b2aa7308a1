// Ghana tax. Rates from the Ghana Revenue Authority's notice on Act 1111; PwC Worldwide Tax Summaries
// (residence), Rivermate (an employer of record) for SSNIT rates, the IRS treaty list (A to Z), and the SSA's
// manual (POMS).
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const ghanaTax: CountryTax = {
  country: "ghana",
  checked: "2026-11",
  residenceRule: {
    text: "You are resident in Ghana for a year if you are present for an aggregate of 183 days or more in any 12-month period that starts or ends in that year (citizens and government officials posted abroad have extra rules). A person resident at any time in a year is treated as resident for the whole year. Residents are taxed on worldwide income; non-residents pay a flat 25% on Ghana-source income.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Ghana, Individual - Residence (last reviewed 3 June 2024)",
      url: "https://taxsummaries.pwc.com/ghana/individual/residence",
      asOf: "2024-06-03",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2024 onward (Act 1111, effective 1 January 2024)",
    currency: "GHS",
    period: "year",
    bands: [
      { from: 0, upTo: 5880, ratePercent: 0 },
      { from: 5880, upTo: 7200, ratePercent: 5 },
      { from: 7200, upTo: 8760, ratePercent: 10 },
      { from: 8760, upTo: 46760, ratePercent: 17.5 },
      { from: 46760, upTo: 238760, ratePercent: 25 },
      { from: 238760, upTo: 605000, ratePercent: 30 },
      { from: 605000, upTo: null, ratePercent: 35 },
    ],
    topRatePercent: 35,
    note: "Annual chargeable income of resident individuals (Income Tax (Amendment) (No.2) Act 2023, Act 1111). The Ghana Revenue Authority lists the bands as successive slices (first 5,880; next 1,320; next 1,560; next 38,000; next 192,000; next 366,240); the cumulative limits here are added up from those slices. The slices add up to GHS 605,000, while the table's last line reads 'exceeding GHS 600,000'; payroll providers report that the 35% band is applied from GHS 605,000.",
    source: {
      publisher: "Ghana Revenue Authority",
      title: "Implementation of New Tax Laws and Amendments (Income Tax (Amendment) (No.2) Act, 2023, Act 1111)",
      url: "https://gra.gov.gh/implementation-of-new-tax-laws-and-amendments/",
      asOf: "2024-01",
      reviewedOn: "2026-11-23",
      research:
        "GRA public notice announcing the coming into force of Acts 1106-1112; section 6 (Act 1111) gives the table 'chargeable income and rate of tax of a resident individual for a year of assessment': first GH¢5,880 nil; next GH¢1,320 5 per cent; next GH¢1,560 10 per cent; next GH¢38,000 17.5 per cent; next GH¢192,000 25 per cent; next GH¢366,240 30 per cent; exceeding GH¢600,000 35 per cent. The notice is undated in the stored copy; asOf is the month the Act's rates took effect (1 January 2024, as reported by PaySpace's support note on Act 1111). The Act text itself is also on legal.ghanainfocentre.com (not official). Replaces https://mercans.com/resources/statutory-alerts/ghana-amends-income-tax-rates-for-resident-individuals (Mercans, a payroll provider).",
    },
  },
  newcomerRegime: {
    value: null,
    note: "No published information on a special tax regime for people moving to Ghana is available.",
    research: "No stored page described a special tax regime for people moving to Ghana, nor a source stating that none exists.",
  },
  socialSecurity: {
    text: "Social Security and National Insurance Trust (SSNIT, tier 1): the employer contributes 13% of the employee's basic salary and the employee 5.5% (18.5% in total), up to a periodically adjusted maximum salary. A tier 2 occupational pension (minimum 5% of basic salary) is also mandatory; tier 3 is voluntary. Expatriate employees are covered.",
    source: {
      publisher: "Rivermate",
      title: "Ghana: Tax obligations detailed",
      url: "https://rivermate.com/en/guides/ghana/taxes",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "Ghana is not on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Ghana is not on the SSA list of countries with a US totalization agreement in force.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
