import type { CountryRetireeTax } from "./retiree-tax.schema";

const TECHNICAL_EXPLANATION = {
  publisher: "US Department of the Treasury",
  title: "Technical explanation of the 1976 US-Korea income tax convention",
  via: "TaxTreatyLaw.com",
  url: "https://taxtreatylaw.com/income-tax/korea/technical-explanation-to-the-1976-treaty-1980/",
  asOf: "1980",
  reviewedOn: "2026-11-25",
  research:
    "The article wording (Art. 24: social security payments and other public pensions paid by one State to a resident of the other are taxable only in the first State; Art. 22: pay and pensions from public funds to a citizen of the paying State for governmental functions are exempt from tax by the other State, unless the person becomes a citizen of, or acquires immigrant status in, that other State) was read in the technical explanation as quoted on forum.thetaxbook.com, and the Art. 24 text on ask.koreadaily.com (linking irs.gov/pub/irs-trty/korea.pdf). No irs.gov copy was in the store (searched November 2026). The private-pension article (Art. 23) text was not found, so private pensions are described under Korean domestic law.",
};

const FIVE_YEAR_RULE = {
  publisher: "Seoulstart",
  title: "Korea's 5-Year Non-Permanent Resident Tax Exemption: A Guide for Foreigners Earning Foreign Income",
  url: "https://seoulstart.com/guides/korea-non-permanent-resident-tax-guide",
  asOf: "2026-06",
  reviewedOn: "2026-11-25",
};

/**
 * South Korea. Read: the US Treasury's technical explanation of the 1976 US-Korea convention (Articles 22 and 24;
 * saving clause in Article 4(4)), as republished by TaxTreatyLaw.com; Seoulstart on the 5-year rule for foreign
 * residents' foreign-source income; Crowe Korea on compulsory National Health Insurance for foreign residents.
 */
export const southKoreaRetireeTax: CountryRetireeTax = {
  country: "south-korea",
  checked: "2026-11",
  treaty: {
    text:
      "The 1976 US-Korea income tax convention (in force 1979, effective from 1 January 1980): government pensions (Article 22, Governmental Functions), private pensions (Article 23) and Social Security (Article 24). Its saving clause (Article 4(4)) lets the US keep taxing its citizens.",
    source: TECHNICAL_EXPLANATION,
  },
  socialSecurity: {
    text:
      "US Social Security paid to a resident of Korea is taxable only in the US (Article 24), so Korea does not tax it; the US taxes it as usual.",
    source: TECHNICAL_EXPLANATION,
  },
  governmentPension: {
    text:
      "A US government pension paid to a US citizen for government service is exempt from Korean tax (Article 22), unless you become a Korean citizen or acquire immigrant (permanent residence) status in Korea; the US taxes it.",
    source: TECHNICAL_EXPLANATION,
  },
  privatePension: {
    text:
      "A foreign resident who has lived in Korea 5 years or less in the past 10 is taxed on foreign-source income, such as a US private pension, only to the extent it is paid in or brought into Korea; after that Korea taxes worldwide income. The US also taxes it, so claim double-tax relief.",
    source: FIVE_YEAR_RULE,
  },
  iraWithdrawals: {
    text:
      "IRA and 401(k) withdrawals are foreign-source income: during your first 5 years of residence (in the past 10) Korea taxes them only if paid in or brought into Korea, afterwards in full. The US taxes them as usual.",
    source: FIVE_YEAR_RULE,
  },
  localHealthCover: {
    text:
      "Foreigners who have lived in Korea for 6 months and stay on are enrolled compulsorily in National Health Insurance from the day after the 6-month period; the premium is set per household from income and property, with the average premium as the minimum (KRW 113,050 a month in 2019).",
    source: {
      publisher: "Crowe Korea",
      title: "New mandatory subscription requirements for participation in the National Health Insurance of Korea for foreigners",
      url: "https://www.crowe.com/kr/en-US/news/news20190712_en",
      asOf: "2019-07-12",
      reviewedOn: "2026-11-25",
      research:
        "Cites Art. 76-3 of the National Health Insurance Act. The rule took effect on 16 July 2019 according to KBS World and Pulse (Maeil Business); those with equivalent overseas cover could apply for an exemption. The current minimum premium was not checked; no NHIS (nhis.or.kr) page was in the store.",
    },
  },
};
