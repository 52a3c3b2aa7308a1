import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

/**
 * Colombia. What was read: the PwC Worldwide Tax Summaries note on Law 2277 of 2022 (already cited by
 * tax/colombia.ts), the IRS treaty list, and Servicio Legal (Colombian law firm) on EPS affiliation for
 * foreigners. No DIAN page was in the page store.
 */
const PWC_2022 = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Colombia, Individual - Significant developments",
  url: "https://taxsummaries.pwc.com/colombia/individual/significant-developments",
  asOf: "2023-03-03",
  reviewedOn: "2026-11-25",
  research:
    "PwC says that since Law 2277 of 2022 foreign pension income is exempt up to 1,000 UVT a year and exempt income plus deductions are capped at 40% of net income and 1,340 UVT. It does not say whether US Social Security or a US government pension counts as a 'foreign pension'; it is read here as covering all pensions paid from abroad. The UVT was COP 52,374 in 2026 (tax/colombia.ts).",
} as const;

export const colombiaRetireeTax: CountryRetireeTax = {
  country: "colombia",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Colombia is not on the IRS list of US income tax treaties. The US taxes your retirement income as usual, and Colombia taxes residents on worldwide income under its own law.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "Colombia taxes residents on worldwide income; since Law 2277 of 2022 pensions from abroad are exempt only up to 1,000 tax value units (UVT) a year, about COP 52 million in 2026, and the rest is taxed at the normal rates. The US also taxes Social Security under its own rules, with no treaty to split the right.",
    source: PWC_2022,
  },
  governmentPension: {
    text:
      "A US federal, state or military pension is treated like other foreign pensions: exempt in Colombia up to 1,000 UVT a year and taxed above that. The US keeps taxing it too, so claim the foreign tax credit where possible.",
    source: PWC_2022,
  },
  privatePension: {
    text:
      "A US private pension is exempt in Colombia up to 1,000 UVT a year (about COP 52 million in 2026); the excess is taxed at progressive rates up to 39%. The US taxes it as well.",
    source: PWC_2022,
  },
  iraWithdrawals: {
    value: null,
    note: "We found no source saying whether Colombia treats IRA or 401(k) withdrawals as a pension (partly exempt) or as other income. The US taxes them as usual; ask a Colombian tax adviser.",
    research: "Searched (November 2026) for DIAN or professional guidance on US IRA/401(k) distributions received by Colombian residents: nothing stored.",
  },
  localHealthCover: {
    text:
      "Membership of the public health system is mandatory for everyone living in Colombia: a resident foreigner registers with a health promoting entity (EPS) using a foreigner's identity card (cédula de extranjería). The contributory regime covers pensioners and self-employed people with income of at least one monthly minimum wage; others with no capacity to pay fall under the subsidised regime.",
    source: {
      publisher: "Servicio Legal Abogados",
      title: "Affiliation to EPS for Foreigners with Visa Type M in Colombia",
      url: "https://serviciolegal.com.co/en/affiliation-to-eps-for-foreigners-with-visa-type-m-in-colombia/",
      asOf: "2021",
      reviewedOn: "2026-11-25",
      research:
        "Undated law-firm page; its Spanish companion page is dated 19 April 2021. No Ministerio de Salud page on foreigners' EPS affiliation was in the store. Law 100 of 1993 art. 157 (contributory regime includes pensioners) is quoted by notinet.com.co.",
    },
  },
};
