import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

/**
 * Panama. What was read: the PwC Worldwide Tax Summaries page on the territorial system already cited by
 * tax/panama.ts (last reviewed 2020) and the IRS treaty list (no US-Panama treaty). No DGI or CSS page was in
 * the page store; expat guides on health cover contradict each other.
 */
const PWC_TERRITORIAL = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Panama, Individual - Taxes on personal income",
  url: "https://taxsummaries.pwc.com/panama/individual/taxes-on-personal-income",
  asOf: "2020-06-29",
  reviewedOn: "2026-11-25",
  research:
    "PwC says citizens and residents are taxed only on Panamanian-source income. It does not name US Social Security, pensions or IRAs; the statements below apply that rule to US-source retirement income. The page was last reviewed in 2020.",
} as const;

export const panamaRetireeTax: CountryRetireeTax = {
  country: "panama",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Panama is not on the IRS list of US income tax treaties. US retirement income stays fully taxable in the US, and Panama applies its own territorial law.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "Panama taxes only Panamanian-source income, so US Social Security received by a resident is outside Panamanian income tax. The US taxes it under its own rules.",
    source: PWC_TERRITORIAL,
  },
  governmentPension: {
    text: "A US federal, state or military pension is foreign-source income, which Panama does not tax. The US keeps taxing it.",
    source: PWC_TERRITORIAL,
  },
  privatePension: {
    text: "A US private pension is foreign-source income and is outside Panamanian income tax. The US taxes it as usual.",
    source: PWC_TERRITORIAL,
  },
  iraWithdrawals: {
    text: "Withdrawals from a US IRA or 401(k) are foreign-source income, which Panama does not tax; only the US taxes them.",
    source: PWC_TERRITORIAL,
  },
  localHealthCover: {
    value: null,
    note: "We found no official statement on whether a retired foreign resident can join Panama's Social Security Fund (CSS) health cover or must insure privately. Most retiree guides assume private insurance; check with the CSS or your immigration lawyer.",
    research:
      "Searched (November 2026) for CSS voluntary affiliation of pensionado visa holders. Expat guides disagree: worldvisaguide.com says health insurance is mandatory for residents under 'Executive Decree 331 of 2011' (not verified), expatfocus.com says it is not compulsory, expatslist.org says retirees can register voluntarily with the CSS. No css.gob.pa or minsa.gob.pa page was in the store.",
  },
};
