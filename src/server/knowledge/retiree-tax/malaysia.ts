import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

const FSI_EXEMPTION = {
  publisher: "The Star (Malaysia)",
  title: "QuickCheck: Has the tax exemption on foreign-sourced income been extended?",
  url: "https://thestar.com.my/news/true-or-not/2024/10/19/quickcheck-has-the-tax-exemption-on-foreign-sourced-income-been-extended",
  asOf: "2024-10-19",
  reviewedOn: "2026-11-25",
  research:
    "Same source as the tax file's newcomer regime. The Inland Revenue Board's page 'Who is taxable' (hasil.gov.my/en/individual/introduction-individual-income-tax/who-is-taxable/) says in one line that income derived from outside Malaysia and received in Malaysia is tax exempted, without the end date or conditions. Stanley & Co (stanleyco.com.my) summarises the condition in Income Tax (Exemption) (No. 5) Order 2022: the income must have been subjected to tax in the country of origin. No source was found that applies the condition to US Social Security or to Roth IRA withdrawals specifically.",
};

/**
 * Malaysia. Read: the IRS list of US income tax treaties (Malaysia is not on it); The Star's fact-check of the
 * Budget 2025 extension of the foreign-sourced income exemption for resident individuals (to 31 December 2036);
 * Angloinfo on the private medical insurance required of MM2H participants.
 */
export const malaysiaRetireeTax: CountryRetireeTax = {
  country: "malaysia",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Malaysia is not on the IRS list of treaty countries (the only agreement, from 1989, covers shipping and air transport profits). Each country applies its own law, and the US taxes its citizens in full.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "The US taxes Social Security as usual. Malaysia exempts foreign-sourced income that resident individuals receive in Malaysia until 31 December 2036, provided it has been taxed in the country where it arose, so US benefits brought into Malaysia are normally not taxed there during that period.",
    source: FSI_EXEMPTION,
  },
  governmentPension: {
    text:
      "The US taxes a federal, state or military pension as usual. Malaysia exempts foreign-sourced income that resident individuals receive in Malaysia until 31 December 2036, provided it has been taxed where it arose.",
    source: FSI_EXEMPTION,
  },
  privatePension: {
    text:
      "The US taxes a private pension as usual. Malaysia exempts foreign-sourced income that resident individuals receive in Malaysia until 31 December 2036, provided it has been taxed where it arose (income from a partnership business in Malaysia is excluded).",
    source: FSI_EXEMPTION,
  },
  iraWithdrawals: {
    text:
      "IRA and 401(k) withdrawals are taxed by the US as usual. As foreign-sourced income they fall under Malaysia's exemption for resident individuals until 31 December 2036, provided they have been taxed where they arose; a tax-free Roth withdrawal may not meet that condition, so get advice.",
    source: FSI_EXEMPTION,
  },
  localHealthCover: {
    text:
      "Participants in the Malaysia My Second Home (MM2H) programme, and their dependants, must hold private medical insurance valid in Malaysia; private care is paid for on the spot, so comprehensive cover is advised.",
    source: {
      publisher: "Angloinfo",
      title: "The health insurance system in Malaysia",
      url: "https://www.angloinfo.com/how-to/malaysia/healthcare/health-system/health-insurance",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research:
        "Page undated in the stored copy. No Ministry of Health or MM2H (Ministry of Tourism) page on foreigners' access to public care was in the store (searched November 2026). US CIS Guide (uscisguide.com) says the subsidised public system is for citizens and permanent residents; not cited as it is a generic guide site.",
    },
  },
};
