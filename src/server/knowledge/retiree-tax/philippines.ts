import type { CountryRetireeTax } from "./retiree-tax.schema";

const TREATY = {
  publisher: "Bureau of Internal Revenue (Philippines)",
  title: "RP-US tax convention (signed 1 October 1976, in force 16 October 1982)",
  via: "Dokumen.tips",
  url: "https://dokumen.tips/documents/united-states-treaty.html",
  asOf: "1983",
  reviewedOn: "2026-11-25",
  research:
    "Same copy the tax file cites (BIR text uploaded to dokumen.tips). Article wording checked against the text on wstax.net (details/19/23280.html: Art. 19 Social Security Payments, Art. 20 Governmental Functions) and j1taxdocs.com (Art. 22(1): pensions for past employment taxable by the State where the service is rendered; saving-clause exceptions include Art. 19). No irs.gov page for the Philippines treaty was in the store (searched November 2026).",
};

/**
 * Philippines. Read: a copy of the Bureau of Internal Revenue's text of the 1976 RP-US convention (Articles 19,
 * 20 and 22, as also reproduced on wstax.net and j1taxdocs.com); MTF Counsel on the rule that aliens are taxed
 * only on Philippine-source income; PhilHealth Circular 2017-0003 on enrolling foreign residents.
 */
export const philippinesRetireeTax: CountryRetireeTax = {
  country: "philippines",
  checked: "2026-11",
  treaty: {
    text:
      "The 1976 RP-US income tax convention (in force since 1982, applying to income from 1 January 1983): Social Security (Article 19), government pensions (Article 20, Governmental Functions) and private pensions and annuities (Article 22). Its saving clause lets the US keep taxing its citizens, except for the benefits of Article 19.",
    source: TREATY,
  },
  socialSecurity: {
    text:
      "US Social Security paid to a resident of the Philippines is taxable only in the US (Article 19); the Philippines does not tax it.",
    source: TREATY,
  },
  governmentPension: {
    text:
      "A US government pension paid to a US citizen for government service is exempt from Philippine tax (Article 20); the US taxes it.",
    source: TREATY,
  },
  privatePension: {
    text:
      "Under Article 22(1) a pension for past employment is taxable by the country where the work was done, so a pension for work in the US is taxed by the US, not the Philippines.",
    source: TREATY,
  },
  iraWithdrawals: {
    text:
      "Aliens living in the Philippines, resident or not, are taxed only on income earned within the Philippines, so withdrawals from a US IRA or 401(k) are outside Philippine tax; the US taxes them as usual.",
    source: {
      publisher: "MTF Counsel",
      title: "Taxation of aliens (Section 25(A)(1) National Internal Revenue Code)",
      url: "https://mtfcounsel.com/2022/05/19/taxpayer-alien/",
      asOf: "2022-05-19",
      reviewedOn: "2026-11-25",
      research:
        "The page states the general rule for aliens (Philippine-source income only); it does not mention IRAs, the application to IRA withdrawals follows from that rule. Same source as the tax file's residence rule and newcomer field.",
    },
  },
  localHealthCover: {
    text:
      "Foreign residents can join PhilHealth, the national health insurance, as self-paying 'informal economy' members: retirees with a Special Resident Retiree's Visa enrol through the Philippine Retirement Authority, other foreigners with an ACR I-Card at a PhilHealth office. The 2017 annual premium was PHP 15,000 for PRA retirees and PHP 17,000 for other foreigners; a few benefit packages are excluded.",
    source: {
      publisher: "Philippine Health Insurance Corporation (PhilHealth)",
      title: "PhilHealth Circular 2017-0003: Enrollment of foreign nationals under the Informal Economy Program of the NHIP",
      via: "Scribd",
      url: "https://fr.scribd.com/document/345923332/PhilHealth-circ2017-0003",
      asOf: "2017",
      reviewedOn: "2026-11-25",
      research:
        "The circular is on philhealth.gov.ph (circulars/2017/circ2017-0003.pdf) but that copy was not in the store; the Scribd upload is the circular itself. Premium amounts and the excluded packages (Z benefits, confinement abroad, maternity) as reported by Rappler (June 2017, http only) and South Cotabato News. Current premiums not checked.",
    },
  },
};
