import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

const NO_PENSION_SOURCE =
  "Searched November 2026 ('Nigeria foreign income resident individual taxable pension from abroad exempt'). Found: Taiwo Oyedele (Presidential Fiscal Policy and Reforms Committee), as reported by Soul 95.7 FM (18 October 2025), that non-residents' foreign pensions are not taxed and residents are taxed on global income subject to reliefs and exemptions; taxexpense.com on the old Personal Income Tax Act (foreign earnings of residents exempt if repatriated through a domiciliary account), which the Nigeria Tax Act 2025 replaced from 1 January 2026. No source addresses a resident's US Social Security, pension or IRA under the new Act.";

/**
 * Nigeria. Read: the IRS list of US income tax treaties (Nigeria is not on it); MSME Hub on the National Health
 * Insurance Authority Act 2022. No source was found on how Nigeria taxes a resident's foreign pension under the
 * Nigeria Tax Act 2025.
 */
export const nigeriaRetireeTax: CountryRetireeTax = {
  country: "nigeria",
  checked: "2026-11",
  treaty: {
    text: "No US income tax treaty: Nigeria is not on the IRS list of treaty countries. Each country applies its own law, and the US taxes its citizens in full.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    value: null,
    note: "Nigerian residents are taxed on worldwide income, but no published source says whether US Social Security received by a resident is taxed or exempt under the Nigeria Tax Act 2025. The US taxes it as usual.",
    research: NO_PENSION_SOURCE,
  },
  governmentPension: {
    value: null,
    note: "No published source says how Nigeria taxes a US government pension received by a resident under the Nigeria Tax Act 2025. The US taxes it as usual.",
    research: NO_PENSION_SOURCE,
  },
  privatePension: {
    value: null,
    note: "No published source says how Nigeria taxes a US private pension received by a resident under the Nigeria Tax Act 2025. The US taxes it as usual.",
    research: NO_PENSION_SOURCE,
  },
  iraWithdrawals: {
    value: null,
    note: "No published source says how Nigeria taxes IRA or 401(k) withdrawals of a resident. The US taxes them as usual.",
    research: NO_PENSION_SOURCE,
  },
  localHealthCover: {
    text:
      "Under the National Health Insurance Authority Act 2022 health insurance is mandatory, and each state must run a health insurance scheme covering all its residents; a resident retiree enrols in their state's scheme (in Lagos, through the Lagos State Health Management Authority after registering with the Lagos State Residents Registration Agency) or buys private cover from a health maintenance organisation.",
    source: {
      publisher: "MSME Hub",
      title: "Understanding the National Health Insurance Authority Act 2022",
      url: "https://www.msmehub.org/understanding-the-national-health-insurance-authority-act-2022/",
      asOf: "2022",
      reviewedOn: "2026-11-25",
      research:
        "Undated explainer. The Act (Official Gazette No. 95, 24 May 2022, s. 14 'participation in health insurance to be mandatory') is stored only as Scribd copies. Femi Falana (Tribune, 3 October 2025) reports that enforcement so far targets federal employees. No NHIA (nhia.gov.ng) page on foreign residents was in the store; whether state schemes accept foreign retirees in practice was not found.",
    },
  },
};
