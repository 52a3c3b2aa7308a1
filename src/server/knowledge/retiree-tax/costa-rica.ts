import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

/**
 * Costa Rica. What was read: the PwC Worldwide Tax Summaries page on the territorial system already cited by
 * tax/costa-rica.ts, the IRS treaty list (no US-Costa Rica treaty), and The Tico Times on joining the CCSS.
 * No Ministerio de Hacienda or CCSS page was in the page store.
 */
const PWC_TERRITORIAL = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Costa Rica, Individual - Taxes on personal income",
  url: "https://taxsummaries.pwc.com/costa-rica/individual/taxes-on-personal-income",
  asOf: "2025-12-29",
  reviewedOn: "2026-11-25",
  research:
    "PwC says only income from services rendered, assets used or goods located in Costa Rica is taxed, irrespective of nationality or residence. It does not name US Social Security, pensions or IRAs; the statements below apply that rule to US-source retirement income.",
} as const;

export const costaRicaRetireeTax: CountryRetireeTax = {
  country: "costa-rica",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Costa Rica is not on the IRS list of US income tax treaties. US retirement income stays fully taxable in the US, and Costa Rica applies its own law, which taxes only Costa Rican-source income.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "Costa Rica taxes only income from Costa Rican sources, so US Social Security paid to a resident is outside Costa Rican income tax. The US taxes it under its own rules.",
    source: PWC_TERRITORIAL,
  },
  governmentPension: {
    text:
      "A US federal, state or military pension is foreign-source income, which Costa Rica's territorial system does not tax. The US keeps taxing it.",
    source: PWC_TERRITORIAL,
  },
  privatePension: {
    text:
      "A US private pension is foreign-source income and is outside Costa Rican income tax under the territorial system. The US taxes it as usual.",
    source: PWC_TERRITORIAL,
  },
  iraWithdrawals: {
    text:
      "Withdrawals from a US IRA or 401(k) are foreign-source income, which Costa Rica does not tax; only the US taxes them.",
    source: PWC_TERRITORIAL,
  },
  localHealthCover: {
    text:
      "Foreign residents, including pensionado and rentista retirees, must join the public health system (the Caja, CCSS) once their residence is approved; retirees usually enrol in the voluntary category, which gives medical cover and is paid monthly according to declared income. You show your residence card or approval notice at a CCSS office.",
    source: {
      publisher: "The Tico Times",
      title: "Signing up for public health care in Costa Rica",
      url: "https://ticotimes.net/2012/08/17/signing-up-for-public-health-care-in-costa-rica",
      asOf: "2012-08-17",
      reviewedOn: "2026-11-25",
      research:
        "No ccss.sa.cr page was in the page store. A relocation firm (costaricaresidencycard.com, 2024) says CCSS enrolment is a condition of residency and that since March 2022 foreign enrollees also had to join the pension scheme, raising premiums, with a request to rescind that pending in 2024; not confirmed by CCSS, so the current premium basis is not stated.",
    },
  },
};
