/**
 * South Korea tax facts. No National Tax Service page was in the search store.  Brackets, local tax and the 19% flat option, and social insurance: Korean Tax Expert (Korean tax
 * accounting firm blog, August 2024). Residence, non-permanent resident rule and the treaty statement: Seoulstart guide
 * (June 2026). Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const southKoreaTax: CountryTax = {
  country: "south-korea",
  checked: "2026-11",
  residenceRule: {
    text:
      "Resident if you have a domicile (address) in Korea or have resided in Korea for 183 days or more; the tax classification is unrelated to immigration status such as F-5 permanent residency.",
    source: {
      publisher: "Seoulstart",
      title: "Korea's 5-Year Non-Permanent Resident Tax Exemption (Income Tax Act Art. 1-2)",
      url: "https://seoulstart.com/guides/korea-non-permanent-resident-tax-guide",
      asOf: "2026-06",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2024",
    currency: "KRW",
    period: "year",
    bands: [
      { from: 0, upTo: 14000000, ratePercent: 6 },
      { from: 14000000, upTo: 50000000, ratePercent: 15 },
      { from: 50000000, upTo: 88000000, ratePercent: 24 },
      { from: 88000000, upTo: 150000000, ratePercent: 35 },
      { from: 150000000, upTo: 300000000, ratePercent: 38 },
      { from: 300000000, upTo: 500000000, ratePercent: 40 },
      { from: 500000000, upTo: 1000000000, ratePercent: 42 },
      { from: 1000000000, upTo: null, ratePercent: 45 },
    ],
    topRatePercent: 45,
    note:
      "National income tax. A local income tax of 10% of the national tax is added, so the top combined rate is 49.5%. Foreign workers may instead elect a flat 19% on gross employment income (20.9% with local tax), without deductions.",
    source: {
      publisher: "Korean Tax Expert",
      title: "2024 Income Tax Rates in Korea: Key Points for Foreign Workers",
      url: "https://koreantaxexpert.com/2024/08/01/2024-income-tax-rates-in-korea-key-points-for-foreign-workers/",
      asOf: "2024-08-01",
      reviewedOn: "2026-11-23",
      research:
          "No National Tax Service (nts.go.kr) or law.go.kr page with the 2023-onwards brackets was found in the search store (November 2026; queries '종합소득세 세율 국세청 1,400만원', 'nts.go.kr 종합소득세 세율표 2024년 귀속', 'National Tax Service English income tax rates ... local income tax 10% ... 19%', 'Easy Guide for Foreigners Year-end Tax Settlement ... 14 million won', and a docs-corpus query for Income Tax Act Article 55). Note: the cited Korean Tax Expert page lists the pre-2023 brackets (KRW 12 million / 46 million) although the bands above use the 2023-onwards KRW 14 million / 50 million limits; the top rate and the 10% local income tax are the same in both.",
    },
    combinedTop: {
      ratePercent: 49.5,
      what: "National income tax of 45% plus local income tax of 10% of the national tax (4.5 points).",
      source: {
        publisher: "Korean Tax Expert",
        title: "2024 Income Tax Rates in Korea: Key Points for Foreign Workers",
        url: "https://koreantaxexpert.com/2024/08/01/2024-income-tax-rates-in-korea-key-points-for-foreign-workers/",
        asOf: "2024-08-01",
        reviewedOn: "2026-11-25",
        research:
          "No National Tax Service page stating the 45% top rate and the 10% local income tax was found in the search store (November 2026; same searches as the income tax source). The page cited states 'all income is subject to a local income tax of 10% of the national income tax'.",
      },
    },
  },
  newcomerRegime: {
    text:
      "Foreign residents who have lived in Korea for 5 years or less in total during the past 10 years are taxed on Korea-source income in full but on foreign-source income only to the extent it is paid in Korea or remitted into Korea. After more than 5 years they are taxed on worldwide income. Separately, foreign workers can elect a flat 19% rate on Korean employment income (see the income tax note).",
    source: {
      publisher: "Seoulstart",
      title: "Korea's 5-Year Non-Permanent Resident Tax Exemption: A Guide for Foreigners Earning Foreign Income",
      url: "https://seoulstart.com/guides/korea-non-permanent-resident-tax-guide",
      asOf: "2026-06",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "In 2024 employees paid 4.5% of salary to the National Pension (capped; maximum contribution KRW 555,300 a month from July 2024, employer also 4.5%), about 3.55% to National Health Insurance plus 0.46% long-term care insurance, and 0.9% employment insurance. Self-employed rates and the 2025-2026 rates are not shown here.",
    source: {
      publisher: "Korean Tax Expert",
      title: "Korea's 4 Social Insurance Rates for 2024: What You Need to Know",
      url: "https://koreantaxexpert.com/2024/08/01/koreas-4-social-insurance-rates-for-2024-what-you-need-to-know/",
      asOf: "2024-08-01",
      reviewedOn: "2026-11-23",
      research: "No self-employed rates and no 2025-2026 rates were confirmed in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Korea has income tax treaties with over 90 countries, including the United States.",
    source: {
      publisher: "Seoulstart",
      title: "Korea's 5-Year Non-Permanent Resident Tax Exemption: key facts",
      url: "https://seoulstart.com/guides/korea-non-permanent-resident-tax-guide",
      asOf: "2026-06",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Korea totalization agreement effective 1 April 2001.",
    source: SSA_TOTALIZATION,
  },
};
