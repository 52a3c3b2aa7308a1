import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

const PENSIONS_EXEMPT = {
  publisher: "Graphic Online",
  title: "Pensions are not taxable - Finance Ministry",
  url: "https://graphiconline.com/business/business-news/pensions-are-not-taxable-finance-ministry.html",
  asOf: "2016",
  reviewedOn: "2026-11-25",
  research:
    "Ministry of Finance press statement (Minister Seth Terkper, in office to January 2017) reproduced by Graphic Online; undated in the stored copy. The Act's exemption list (s. 7(1)(d) 'pension') is also on lawsghana.com/post_1992_legislation/content/7695. Neither says whether a foreign pension is covered; Vintand Aletheia (vintandaletheia.com) reads s. 103 as keeping foreign-source income separate. No Ghana Revenue Authority page on foreign pensions was in the store (searched November 2026).",
};

/**
 * Ghana. Read: the IRS list of US income tax treaties (Ghana is not on it); Graphic Online's report of the Ministry
 * of Finance statement that pensions are exempt (Constitution Art. 199(3), Income Tax Act 2015 s. 7(1)(d));
 * Huge Nations' guide to NHIS registration.
 */
export const ghanaRetireeTax: CountryRetireeTax = {
  country: "ghana",
  checked: "2026-11",
  treaty: {
    text: "No US income tax treaty: Ghana is not on the IRS list of treaty countries. Each country applies its own law, and the US taxes its citizens in full.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "Ghana's Constitution (Article 199(3)) and Income Tax Act 2015 (section 7(1)(d)) exempt pensions from tax; the Ministry of Finance statement does not say expressly whether a foreign pension such as US Social Security is covered, so confirm with the Ghana Revenue Authority. The US taxes it as usual.",
    source: PENSIONS_EXEMPT,
  },
  governmentPension: {
    text:
      "Pensions are exempt from Ghanaian tax under the Constitution (Article 199(3)) and the Income Tax Act 2015 (section 7(1)(d)); whether this covers a US government pension is not stated, so confirm with the Ghana Revenue Authority. The US taxes it as usual.",
    source: PENSIONS_EXEMPT,
  },
  privatePension: {
    text:
      "Pensions are exempt from Ghanaian tax under the Constitution (Article 199(3)) and the Income Tax Act 2015 (section 7(1)(d)); whether this covers a US private pension is not stated, so confirm with the Ghana Revenue Authority. The US taxes it as usual.",
    source: PENSIONS_EXEMPT,
  },
  iraWithdrawals: {
    value: null,
    note: "No published source says how Ghana taxes withdrawals from a US IRA or 401(k) by a resident. The US taxes them as usual.",
    research:
      "The Ministry of Finance statement (Graphic Online) deals with early withdrawals from Ghanaian voluntary pension schemes under the National Pensions Act 2008 (s. 112), not foreign accounts.",
  },
  localHealthCover: {
    text:
      "Residents of Ghana, including legal immigrants, can register with the National Health Insurance Scheme (NHIS) at a district office, paying an annual premium and processing fee unless in an exempt group such as people over 70.",
    source: {
      publisher: "Huge Nations",
      title: "How to register for NHIS in Ghana",
      url: "https://hugenations.com/how-to-register-for-nhis-in-ghana/",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research:
        "Undated guide; the only stored page stating that legal immigrants may register. No National Health Insurance Authority (nhis.gov.gh) page on foreign residents was in the store (searched November 2026). Since July 2024 a separate National Non-Resident Visitors Health Insurance applies to foreigners staying less than 6 months in 12 (ModernGhana, 14 June 2024).",
    },
  },
};
