/**
 * South Korea tax facts. No National Tax Service page was in the search store. Brackets: the Income Tax Act, Article 55,
 * and the local income tax: the Local Tax Act, Article 92, both read in a verbatim copy of law.go.kr's text on GitHub
 * (November 2026). The 19% flat option and social insurance: Korean Tax Expert (Korean tax accounting firm blog,
 * August 2024), also the second source for the rates. Residence, non-permanent resident rule and the treaty statement: Seoulstart guide
 * (June 2026). Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

const LAW_COPY = "GitHub (legalize-kr/legalize-kr repository)";
const KOREAN_TAX_EXPERT_RATES = {
  publisher: "Korean Tax Expert",
  title: "2024 Income Tax Rates in Korea: Key Points for Foreign Workers",
  url: "https://koreantaxexpert.com/2024/08/01/2024-income-tax-rates-in-korea-key-points-for-foreign-workers/",
  asOf: "2024-08-01",
} as const;

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
    taxYear: "2026",
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
      publisher: "Korea Ministry of Government Legislation",
      title: "Income Tax Act (소득세법), Article 55 (tax rates), as published on law.go.kr",
      via: LAW_COPY,
      url: "https://github.com/legalize-kr/legalize-kr/blob/b952a9ebc0c9af641afb14376976d1ba17ac3379/kr/%EC%86%8C%EB%93%9D%EC%84%B8%EB%B2%95/%EB%B2%95%EB%A5%A0.md",
      asOf: "2026",
      reviewedOn: "2026-11-29",
      research:
        "Verbatim Markdown copy of the Income Tax Act from the National Law Information Center (front matter '출처: https://www.law.go.kr/법령/소득세법', version promulgated 2026-09-08), read with the search tool (read_file, commit b952a9e). Article 55(1), table last amended 2022.12.31: '1,400만원 이하 과세표준의 6퍼센트; 1,400만원 초과 5,000만원 이하 84만원 + (1,400만원을 초과하는 금액의 15퍼센트); 5,000만원 초과 8,800만원 이하 ... 24퍼센트; 8,800만원 초과 1억5천만원 이하 ... 35퍼센트; 1억5천만원 초과 3억원 이하 ... 38퍼센트; 3억원 초과 5억원 이하 ... 40퍼센트; 5억원 초과 10억원 이하 ... 42퍼센트; 10억원 초과 3억8,406만원 + (10억원을 초과하는 금액의 45퍼센트)'. These are the bands above, in force from tax year 2023 and unchanged in the 2026 text. Earlier searches for an nts.go.kr page found none (queries '종합소득세 세율 국세청 1,400만원', 'nts.go.kr 종합소득세 세율표 2024년 귀속').",
    },
    crossCheck: {
      source: {
        ...KOREAN_TAX_EXPERT_RATES,
        reviewedOn: "2026-11-23",
        research:
          "Korean tax accounting firm's blog, read November 2026: national income tax from 6% to a top rate of 45%, plus 'a local income tax of 10% of the national income tax'; 19% flat option for foreign workers. Its table has the pre-2023 brackets (KRW 12 million and 46 million limits).",
      },
      differs: "the pre-2023 bracket limits (6% up to KRW 12 million, 15% up to KRW 46 million); the rates and the 45% top rate are the same",
    },
    combinedTop: {
      ratePercent: 49.5,
      what: "National income tax of 45% plus local income tax of 10% of the national tax (4.5 points).",
      source: {
        publisher: "Korea Ministry of Government Legislation",
        title: "Local Tax Act (지방세법), Article 92 (rates of the individual local income tax), as published on law.go.kr",
        via: LAW_COPY,
        url: "https://github.com/legalize-kr/legalize-kr/blob/6574135b3394811220ab911665433214e932dfe6/kr/%EC%A7%80%EB%B0%A9%EC%84%B8%EB%B2%95/%EB%B2%95%EB%A5%A0.md",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "Verbatim Markdown copy of the Local Tax Act from law.go.kr, read with the search tool (read_file, commit 6574135). Article 92(1), standard rates of the individual local income tax on global income: '10억원 초과 3천840만6천원 + (10억원을 초과하는 금액의 1천분의 45)', i.e. 4.5% at the top, one tenth of the national 45% (Income Tax Act Article 55, same repository); Article 92(2) lets a local government vary the standard rate by ordinance within 50%. Article 103-13(1): employers withhold as individual local income tax '원천징수하는 소득세 ... 의 100분의 10'. 45% + 4.5% = 49.5%.",
      },
      crossCheck: {
        source: {
          ...KOREAN_TAX_EXPERT_RATES,
          reviewedOn: "2026-11-25",
          research:
            "The page states 'all income is subject to a local income tax of 10% of the national income tax' and a 45% top national rate, so 49.5% combined.",
        },
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
