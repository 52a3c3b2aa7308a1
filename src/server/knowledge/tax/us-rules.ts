// US tax rules that follow a US citizen abroad. Official where the store held it: the Taxpayer Advocate Service
// (taxpayeradvocate.irs.gov) for citizenship-based filing and an IRS page for the foreign tax credit.
// Not official (no IRS/FinCEN copy was stored): the FEIE amounts come from a news report quoting the IRS; the
// housing rule and the self-employment/totalization rule from TaxAct's quotations of IRS Publication 54 and the
// Schedule SE instructions; FBAR from a tax preparer's summary (Taxmen Solutions); Form 8938 thresholds from
// NSG Global reproducing the Form 8938 instructions.
import type { SourcedText } from "../knowledge.schema";

export const usTaxRules: { topic: string; rule: SourcedText }[] = [
  {
    topic: "Citizenship-based taxation",
    rule: {
      text: "If you are a US citizen (or resident alien), the rules for filing income tax returns and paying estimated tax are generally the same whether you live in the United States or abroad: your worldwide income is subject to US tax wherever you live. Whether you must file depends on your income, filing status and age, not on where you live. Publication 54 is the IRS guide for citizens abroad.",
      source: {
        publisher: "Taxpayer Advocate Service (IRS)",
        title: "Tax Responsibilities of U.S. Citizens and Resident Aliens Living Abroad (last updated 4 November 2024)",
        url: "https://taxpayeradvocate.irs.gov/get-help/international/tax-response-of-us-citizens-resident-aliens-living-abroad",
        asOf: "2024-11-04",
        reviewedOn: "2026-11-23",
      },
    },
  },
  {
    topic: "Foreign Earned Income Exclusion (FEIE)",
    rule: {
      text: "A US citizen whose tax home is abroad can exclude foreign earned income up to USD 130,000 for tax year 2025 and USD 132,900 for tax year 2026. To qualify you must meet either the bona fide residence test (a resident of a foreign country for an uninterrupted period that includes an entire tax year) or the physical presence test (present in a foreign country or countries for at least 330 full days in any period of 12 consecutive months, which need not match the calendar year).",
      source: {
        publisher: "Internal Revenue Service",
        title: "Foreign earned income exclusion of $132,900 for 2026",
        via: "Nepyork",
        research: "Nepyork's article 'IRS increases foreign earned income exclusion to $132,900 for 2026' quotes the IRS.",
        url: "https://nepyork.com/2025/10/11/irs-increases-foreign-earned-income-exclusion-to-132900-for-2026/",
        asOf: "2025-10-11",
        reviewedOn: "2026-11-23",
      },
    },
  },
  {
    topic: "Foreign housing exclusion or deduction",
    rule: {
      text: "On top of the FEIE you can claim an exclusion or a deduction for your housing amount if your tax home is abroad and you qualify under the bona fide residence or physical presence test. The housing exclusion applies only to amounts paid with employer-provided amounts; the housing deduction applies only to amounts paid with self-employment earnings. Both are figured on Form 2555.",
      source: {
        publisher: "Internal Revenue Service",
        title: "Publication 54: Form 2555, Foreign Housing Exclusion and Deduction",
        via: "TaxAct",
        research: "TaxAct's support page quotes IRS Publication 54.",
        url: "https://www.taxact.com/support/15163/2020/form-2555-foreign-housing-exclusion-and-deduction",
        asOf: "2020",
        reviewedOn: "2026-11-23",
      },
    },
  },
  {
    topic: "Foreign Tax Credit",
    rule: {
      text: "Foreign tax credits let US taxpayers avoid or reduce double taxation: income tax paid to another country can be credited against US tax on the same income (Form 1116), or taken instead as an itemized deduction. In most cases the credit is more advantageous.",
      source: {
        publisher: "Internal Revenue Service",
        title: "Foreign Tax Credit (International Tax Gap Series)",
        url: "https://www.irs.gov/businesses/foreign-tax-credit-1",
        asOf: "2025",
        reviewedOn: "2026-11-23",
      },
    },
  },
  {
    topic: "FBAR (FinCEN Form 114)",
    rule: {
      text: "If you have a financial interest in or signature authority over foreign financial accounts (bank, brokerage, mutual fund, trust or pension accounts) whose aggregate value exceeds USD 10,000 during the year, you must file an FBAR (FinCEN Form 114). It is an annual report due 15 April after the calendar year reported, with an automatic extension to 15 October (no request needed). It is filed electronically through FinCEN's BSA E-Filing System, not with the federal tax return.",
      source: {
        publisher: "Taxmen Solutions",
        title: "Foreign bank account reporting (FBAR)",
        url: "https://www.taxmensolutions.com/foreignBank",
        asOf: "2024",
        reviewedOn: "2026-11-23",
      },
    },
  },
  {
    topic: "FATCA Form 8938",
    rule: {
      text: "A US citizen must file Form 8938 (Statement of Specified Foreign Financial Assets) when specified foreign financial assets exceed the threshold. For taxpayers living abroad: unmarried or married filing separately, more than USD 200,000 on the last day of the tax year or more than USD 300,000 at any time during the year; married filing jointly, more than USD 400,000 on the last day or more than USD 600,000 at any time. (Living in the US the thresholds are USD 50,000/75,000 and 100,000/150,000.) If you do not have to file an income tax return, you do not file Form 8938. Form 8938 does not replace the FBAR; both may be required.",
      source: {
        publisher: "Internal Revenue Service",
        title: "Form 8938 thresholds",
        via: "NSG Global",
        research: "NSG Global's Form 8938 page reproduces the IRS Form 8938 thresholds.",
        url: "https://www.nsglobal.com/blog/?tag=married-filing-separately",
        asOf: "2024",
        reviewedOn: "2026-11-23",
      },
    },
  },
  {
    topic: "Self-employment tax and totalization agreements",
    rule: {
      text: "A self-employed US citizen living outside the United States must in most cases pay US self-employment tax (social security and Medicare), and cannot reduce foreign self-employment earnings by the foreign earned income exclusion. Exception: under the US social security (totalization) agreements you generally pay social security and Medicare taxes only to the country in which you live. If your self-employment income is exempt for that reason, you get a statement from the foreign country's social security agency confirming your coverage there and attach it to your return instead of Schedule SE; if the country will not issue one, contact the SSA Office of International Programs.",
      source: {
        publisher: "Internal Revenue Service",
        title: "Instructions for Schedule SE: social security agreements",
        via: "TaxAct",
        research: "TaxAct's support page quotes the IRS Instructions for Schedule SE.",
        url: "https://www.taxact.com/support/21208/2018/foreign-income-schedule-se-social-security-agreement-expatriate",
        asOf: "2018",
        reviewedOn: "2026-11-23",
      },
    },
  },
];
