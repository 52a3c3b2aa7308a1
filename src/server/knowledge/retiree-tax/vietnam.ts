import type { CountryRetireeTax } from "./retiree-tax.schema";

const NO_FOREIGN_PENSION_RULE =
  "Searched November 2026 ('Vietnam personal income tax foreign pension received by resident', 'pension paid from overseas social security taxable Vietnam official letter'). LawNet (lawnet.vn) quotes Art. 4 of the 2007 PIT Law: exempt are 'retirement pensions paid by the Social Insurance Fund; monthly pensions paid by voluntary pension funds'. KMC (kmc.vn) reports Official Letter 32578/CTBDU-TTHT (Binh Duong, 26 December 2024) exempting pensions from a foreign voluntary pension fund for intra-company transferees only. No source addresses a US retiree's US Social Security, government pension or IRA.";

/**
 * Vietnam. Read: Venture (Vietnam) on the 2015 US-Vietnam double taxation agreement not yet in force; LawNet's
 * English summaries of the Personal Income Tax Law's exemption for pensions (paid by Vietnam's Social Insurance
 * Fund and by voluntary pension funds); i-GLOCAL on the amended Health Insurance Law (1 July 2025): which foreigners must join Vietnam's public health insurance.
 */
export const vietnamRetireeTax: CountryRetireeTax = {
  country: "vietnam",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty in force: a US-Vietnam double taxation agreement was signed on 7 July 2015 and ratified by Vietnam, but the US has not ratified it. Each country applies its own law, and the US taxes its citizens in full.",
    source: {
      publisher: "Venture (Vietnam)",
      title: "Vietnam - US exchange technical information on Double Taxation Avoidance Agreement",
      url: "https://venture-vn.com/economy-law/vietnam-us-exchange-technical-information-on-double-taxation-avoidance-agreement",
      asOf: "2025-05",
      reviewedOn: "2026-11-25",
    },
  },
  socialSecurity: {
    value: null,
    note: "Vietnam taxes its tax residents on worldwide income and exempts pensions paid by its own Social Insurance Fund, but no published source says whether US Social Security received by a resident is taxed. The US taxes it as usual.",
    research: NO_FOREIGN_PENSION_RULE,
  },
  governmentPension: {
    value: null,
    note: "No published source says how Vietnam taxes a US government pension received by a resident; residents are taxed on worldwide income. The US taxes it as usual.",
    research: NO_FOREIGN_PENSION_RULE,
  },
  privatePension: {
    value: null,
    note: "Vietnam exempts monthly pensions from voluntary pension funds, but no published source says whether a US employer pension received by a resident counts. The US taxes it as usual.",
    research: NO_FOREIGN_PENSION_RULE,
  },
  iraWithdrawals: {
    value: null,
    note: "No published source says how Vietnam taxes IRA or 401(k) withdrawals of a resident; residents are taxed on worldwide income. The US taxes them as usual.",
    research: NO_FOREIGN_PENSION_RULE,
  },
  localHealthCover: {
    text:
      "Since 1 July 2025 (the amended Health Insurance Law, 51/2024/QH15) foreigners must join Vietnam's public health insurance only as employees on a fixed-term labour contract of 12 months or more (not staff transferred within their company, nor those past retirement age); a retiree or other adult without such a job, such as an investor's relative, needs private insurance.",
    source: {
      publisher: "National Assembly of Vietnam",
      title: "Amended Law on Health Insurance (51/2024/QH15): foreign employees from 1 July 2025",
      via: "i-GLOCAL",
      url: "https://www.i-glocal.com/en/?p=5607",
      asOf: "2025-07-24",
      reviewedOn: "2026-11-29",
      research:
        "Accounting and advisory firm's note of 24 July 2025 (Huynh Minh Trang), read in the search tool (29 November 2026): 'foreign employees are subject to compulsory health insurance participation when working in Vietnam under a fixed-term labor contract of 12 months or more, except ... Internal transfers within the enterprise ... Having reached retir[ement age]'. LawNet's text of Article 12 as amended by the 2024 law (lawnet.vn, 'From July 1, 2025, will employees working under labor contracts of one month or more ...') lists foreign employees as a separate group (point c). Replaces NT Law's note of November 2023 on the earlier rule (a contract of 3 months or more, or a household or temporary residence book; Decree 146/2018/ND-CP as amended by Decree 104/2022), which no longer applies to foreigners.",
    },
  },
};
