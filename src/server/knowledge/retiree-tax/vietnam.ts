import type { CountryRetireeTax } from "./retiree-tax.schema";

const NO_FOREIGN_PENSION_RULE =
  "Searched November 2026 ('Vietnam personal income tax foreign pension received by resident', 'pension paid from overseas social security taxable Vietnam official letter'). LawNet (lawnet.vn) quotes Art. 4 of the 2007 PIT Law: exempt are 'retirement pensions paid by the Social Insurance Fund; monthly pensions paid by voluntary pension funds'. KMC (kmc.vn) reports Official Letter 32578/CTBDU-TTHT (Binh Duong, 26 December 2024) exempting pensions from a foreign voluntary pension fund for intra-company transferees only. No source addresses a US retiree's US Social Security, government pension or IRA.";

/**
 * Vietnam. Read: Venture (Vietnam) on the 2015 US-Vietnam double taxation agreement not yet in force; LawNet's
 * English summaries of the Personal Income Tax Law's exemption for pensions (paid by Vietnam's Social Insurance
 * Fund and by voluntary pension funds); NT Law on which foreigners can join Vietnam's public health insurance.
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
      "Foreigners can join Vietnam's public health insurance only as employees on a labour contract of 3 months or more, or if they are listed in a household registration or temporary residence book in Vietnam; other adults, such as an investor's relatives, are not eligible and need private insurance.",
    source: {
      publisher: "NT Law",
      title: "How do we register health insurance in Vietnam for investor's relative?",
      url: "https://ntlaw.vn/how-do-we-register-health-insurance-in-vietnam-for-investors-relative1/",
      asOf: "2023-11-03",
      reviewedOn: "2026-11-25",
      research:
        "Law firm note citing Articles 1, 3.15 and 5 of Decree 146/2018/ND-CP. LawNet (lawnet.vn/ngan-hang-phap-luat/en/tu-van-phap-luat/bao-hiem/do-foreigners-participate-in-health-insurance-in-vietnam-401907) quotes Art. 5 as amended by Decree 104/2022 (family-based group: persons in the same household registering temporary residence). No Vietnam Social Security (baohiemxahoi.gov.vn) page on retirees was in the store.",
    },
  },
};
