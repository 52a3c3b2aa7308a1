import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Thailand. Read: the Thai Revenue Department's English text of Article 21 (Government Service) of the 1996
 * US-Thailand convention (in force 1998); Retire in Thailand Advisory's table of treaty positions for Thai-resident
 * retirees (Social Security under Art. 20(2), private pensions and IRA/401(k) under Art. 20(1) and the remittance
 * rule); The Thaiger on the O-A visa health-insurance rule.
 */
/** Retire in Thailand Advisory's table of treaty positions for Thai-resident retirees (Social Security, private pensions, IRA/401(k)). */
const TREATY_POSITIONS = {
  publisher: "Retire in Thailand Advisory",
  title: "Double tax agreements and pensions: quick reference for Thai-resident retirees",
  url: "https://retireinthailandadvisory.com/double-tax-agreement-pensions.html",
  asOf: "2026-07",
  reviewedOn: "2026-11-29",
  research:
    "The page reads 'Updated July 2026' (by Eksiam Chaisorn, Thai Bar Association member) in the stored copy read on 29 November 2026. The treaty wording (Art. 20(2): social security benefits paid by a Contracting State to a resident of the other State or a US citizen are taxable only in the first State) was also seen quoted on aseannow.com and reddit; the Treasury technical explanation exists only as copies on pdfslide.us and scribd. Expat Tax Thailand's FAQ (expattaxthailand.com/your-questions-answered/?include_tag=usa) says the same for 401(k) and treats the whole remitted Roth IRA amount as pension income; not cited because it is an undated FAQ page.",
};

export const thailandRetireeTax: CountryRetireeTax = {
  country: "thailand",
  checked: "2026-11",
  treaty: {
    text:
      "The 1996 US-Thailand income tax convention (effective from 1 January 1998) covers private pensions and Social Security in Article 20 (Pensions and Social Security Payments) and government pensions in Article 21 (Government Service). Its saving clause (Article 1) lets the US keep taxing its citizens as if there were no treaty.",
    source: {
      publisher: "Revenue Department (Thailand)",
      title: "Convention between Thailand and the United States for the avoidance of double taxation: Article 21, Government Service",
      url: "https://rd.go.th/english/1634.html",
      asOf: "1998",
      reviewedOn: "2026-11-25",
      research:
        "The Revenue Department's article page for Art. 21 refers to Art. 20 (Pensions and Social Security Payments) in its paragraph 3. The full contents page (webinter.rd.go.th/publish/769.0.html) is served over http only. No irs.gov treaty PDF was in the page store (searched November 2026: 'irs-trty thailand.pdf', 'irs.gov Thailand tax treaty documents').",
    },
  },
  socialSecurity: {
    text:
      "US Social Security is taxable only in the US under Article 20(2) of the treaty, so Thailand cannot tax it even when you bring it into Thailand. The US taxes it as usual.",
    source: TREATY_POSITIONS,
  },
  governmentPension: {
    text:
      "A US federal, state or military pension for government service is taxable only in the US under Article 21(2); Thailand may tax it only if you are both a Thai national and resident in Thailand.",
    source: {
      publisher: "Revenue Department (Thailand)",
      title: "Convention between Thailand and the United States for the avoidance of double taxation: Article 21, Government Service",
      url: "https://rd.go.th/english/1634.html",
      asOf: "1998",
      reviewedOn: "2026-11-25",
    },
  },
  privatePension: {
    text:
      "Under Article 20(1) a private (employer) pension is taxable in the country where you live, so a Thai tax resident (180 days or more a year) owes Thai tax on it at the 0-35% rates in the year it is brought into Thailand (the rule since 1 January 2024). US tax paid on the same income can generally be credited; the US still taxes it under the saving clause.",
    source: TREATY_POSITIONS,
  },
  iraWithdrawals: {
    text:
      "IRA and 401(k) withdrawals are treated like private pensions: generally taxable in Thailand when the money is brought into Thailand, with a credit for US tax paid. How a Roth IRA withdrawal is treated needs case-by-case advice.",
    source: TREATY_POSITIONS,
  },
  localHealthCover: {
    text:
      "Retirees on the Non-Immigrant O-A (retirement) visa must hold health insurance, Thai or foreign, covering at least THB 40,000 of outpatient and THB 400,000 of inpatient care, and show it at each renewal; the minimum has since been raised, so check the current figure with the Thai embassy. The source describes no way for a foreign retiree to join a Thai public health scheme.",
    source: {
      publisher: "The Thaiger",
      title: "Thailand's latest mandatory health insurance rules for foreign retirees",
      url: "https://thethaiger.com/insurance/health/guides/thailands-latest-mandatory-health-insurance-rules-for-foreign-retirees",
      asOf: "2023",
      reviewedOn: "2026-11-25",
      research:
        "Page undated in the stored copy. Hua Hin Today (huahintoday.com/thailand-news/health-insurance-now-mandatory-for-non-immigrant-o-a-visas/, undated) reports a later minimum of THB 3 million inpatient cover from 1 October, year not stated. Forum posts (aseannow.com) say the Universal Coverage 'Gold Card' is for Thai citizens and needs a house registration; no National Health Security Office page on foreigners was in the store (searched November 2026).",
    },
  },
};
