import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Ireland. Read: Revenue's Tax Briefing 33 (September 1998) on US Social Security under Article 18(1)(b) of the
 * 1997 convention (republished by Chartered Accountants Ireland); the Minister for Finance's Dáil answers of
 * 25 November 1997 (treaty pension rules) and 20 February 2024 (US pensions, residence and domicile, remittance
 * basis); Citizens Information on entitlement to public health services.
 */
const dail1997 = {
  publisher: "Houses of the Oireachtas",
  title: "Dáil Éireann debate, 25 November 1997: Written Answers - Double Taxation Treaty (Ireland-US)",
  url: "https://www.oireachtas.ie/ga/debates/debate/dail/1997-11-25/111/",
  asOf: "1997-11-25",
  reviewedOn: "2026-11-25",
};

export const irelandRetireeTax: CountryRetireeTax = {
  country: "ireland",
  checked: "2026-11",
  treaty: {
    text:
      "The 1997 Ireland-US double taxation convention: Article 18 makes pensions, including Social Security, taxable only in the country where the recipient lives; government-service pensions are dealt with separately.",
    source: dail1997,
  },
  socialSecurity: {
    text:
      "US Social Security paid to a resident of Ireland is exempt from US tax, even if you are a US citizen, and is taxable only in Ireland under the ordinary Irish income tax rules (Article 18(1)(b)).",
    source: {
      publisher: "Revenue (Ireland)",
      title: "Tax Briefing Issue 33, September 1998: US Social Security Pensions",
      via: "Chartered Accountants Ireland",
      url: "https://www.charteredaccountants.ie/taxsource/1997/en/act/pub/0039/tb/sec0200-1-tb.html",
      asOf: "1998-09",
      reviewedOn: "2026-11-25",
    },
  },
  governmentPension: {
    value: null,
    note: "US federal, state and military pensions fall under the treaty's government-service article, not the general pension rule; its wording could not be read for this report, so where they are taxed is not stated here.",
    research: "The Dáil answer of 25 November 1997 says government-service pensions are dealt with separately; the Article 19 text was not found.",
  },
  privatePension: {
    text:
      "A US occupational pension paid to a resident of Ireland is taxable in Ireland. If you are resident but not domiciled in Ireland, foreign income such as a US pension is taxed in Ireland only to the extent you bring (remit) it into Ireland.",
    source: {
      publisher: "Houses of the Oireachtas",
      title: "Dáil Éireann debate, 20 February 2024: Question 216 - Tax Residency (US social security and union pension)",
      url: "https://www.oireachtas.ie/en/debates/question/2024-02-20/216/",
      asOf: "2024-02-20",
      reviewedOn: "2026-11-25",
    },
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Ireland taxes IRA or 401(k) withdrawals by a resident, so this report does not state it; ask an Irish tax adviser.",
  },
  localHealthCover: {
    text:
      "Anyone the Health Service Executive (HSE) accepts as ordinarily resident, meaning you have lived in Ireland for at least a year or intend to stay at least a year, is entitled to public health services: free or reduced-cost public hospital care, and full eligibility including free GP visits if you qualify for a medical card. Without a medical card you pay for GP visits and prescriptions (capped by the Drug Payment Scheme).",
    source: {
      publisher: "Citizens Information",
      title: "Entitlement to health services",
      url: "https://www.citizensinformation.ie/en/health/health_system/entitlement_to_public_health_services.html",
      asOf: "2025",
      reviewedOn: "2026-11-25",
    },
  },
};
