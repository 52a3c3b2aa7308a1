import type { CountryRetireeTax } from "./retiree-tax.schema";

const ARTICLES_17_18 = {
  publisher: "CLTNY",
  title: "US-Japan pension taxation and tax treaty Articles 17 and 18: the 'taxable only in Japan' rule for US pensions (401(k)/IRA) of Japanese residents",
  url: "https://cltny.com/us-japan-pension-taxation-and-tax-treaty-articles-17-18-a-comprehensive-guide-to-the-taxable-only-in-japan-rule-for-us-pensions-401k-ira-for-japanese-residents-and-dual-taxation-avoidance",
  asOf: "2025",
  reviewedOn: "2026-11-25",
  research:
    "Page undated in the stored copy. The Treasury technical explanation of the 2003 convention exists only as a copy on pdfroom.com; no irs.gov page for Japan was in the store (searched November 2026).",
};

/**
 * Japan. Read: CLTNY's guide to Articles 17 and 18 of the 2003 US-Japan convention (US pensions, 401(k) and IRA of
 * Japan residents); Kyoto Tax on Article 17(1) and the saving clause (Article 1(4)(a)); a RetireJapan forum post
 * quoting Article 18(2) and Article 1(5) on US government pensions; YOKE's summary of Yokohama City's National
 * Health Insurance guidebook.
 */
export const japanRetireeTax: CountryRetireeTax = {
  country: "japan",
  checked: "2026-11",
  treaty: {
    text:
      "The 2003 US-Japan income tax convention: private pensions and Social Security (Article 17) and government pensions (Article 18). Its saving clause lets the US keep taxing its citizens as if there were no treaty.",
    source: ARTICLES_17_18,
  },
  socialSecurity: {
    text:
      "Under Article 17(1) pensions, including Social Security, are taxable only in the country where you live, so Japan taxes US Social Security received by a Japan resident. The saving clause (Article 1(4)(a)) lets the US also tax its citizens' benefits, so claim double-tax relief.",
    source: {
      publisher: "Kyoto Tax",
      title: "The U.S.-Japan Tax Treaty",
      url: "https://kyototax.com/articles/the-u-s-japan-tax-treaty/",
      asOf: "2020",
      reviewedOn: "2026-11-25",
      research: "Page undated in the stored copy; asOf is an estimate from the treaty text it quotes.",
    },
  },
  governmentPension: {
    text:
      "A US federal, state or military pension (other than Social Security) is taxable only in the US under Article 18(2), and this article is an exception to the saving clause, so Japan's national income tax should not apply; whether the local inhabitant tax applies is unclear.",
    source: {
      publisher: "RetireJapan",
      title: "Forum: U.S. Government and State pension exempt from Japanese tax",
      url: "https://retirejapan.com/forum/viewtopic.php?t=2548&view=print",
      asOf: "2022-08-10",
      reviewedOn: "2026-11-25",
      research:
        "Forum post quoting Articles 18(2), 1(4) and 1(5) and Article 2 (taxes covered: Japanese income tax and corporation tax). A reddit post (no address stored) quotes Art. 18(2)(a): pensions paid by a State for services rendered to it, other than US social security payments, are taxable only in that State. The CLTNY guide also covers Art. 18 but its text on government pensions was not read.",
    },
  },
  privatePension: {
    text:
      "Under Article 17 a US private pension received by a Japan resident is taxable only in Japan; the US still taxes its citizens under the saving clause, so you report it in both countries and claim double-tax relief.",
    source: ARTICLES_17_18,
  },
  iraWithdrawals: {
    text:
      "IRA and 401(k) distributions received by a Japan resident fall under the same Article 17 rule: taxable in Japan as the residence country, while the US taxes citizens under the saving clause, with double-tax relief to claim.",
    source: ARTICLES_17_18,
  },
  localHealthCover: {
    text:
      "Foreign residents registered in the Basic Resident Registration (generally those staying 3 months or more) who are not in an employer's scheme must enrol in National Health Insurance at their city or ward office; premiums depend on income and the municipality. Tourists cannot join.",
    source: {
      publisher: "YOKE (Yokohama Association for International Communications and Exchanges)",
      title: "Foreign nationals too can enroll into the National Health Insurance system (from Yokohama City's National Health Insurance Guidebook 2022)",
      url: "https://yoketagengo.com/archives/4322/1-53/",
      asOf: "2022",
      reviewedOn: "2026-11-25",
      research:
        "Summary of Yokohama City's guidebook. University guides (arc.ac.jp, osaka-u.ac.jp) say the same: all foreigners staying more than 3 months must join. No Ministry of Health, Labour and Welfare page was in the store. Residents aged 75 and over move to the Late-Stage Elderly Medical Care System; no stored source was found for that, so it is not stated.",
    },
  },
};
