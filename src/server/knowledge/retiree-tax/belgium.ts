import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Belgium. Read: the Senate Foreign Relations Committee's report on the 2006 convention (GovInfo); the Brussels
 * Commissioner for Europe and International Organisations' page on joining a health insurance fund. The pension
 * articles' wording was not found in the store.
 */
export const belgiumRetireeTax: CountryRetireeTax = {
  country: "belgium",
  checked: "2026-11",
  treaty: {
    text:
      "The US-Belgium income tax convention signed in Brussels on 27 November 2006, with its protocol, replaced the 1970 treaty. Its articles on pensions, Social Security and government service could not be read for this report, so the entries below are not stated.",
    source: {
      publisher: "US Senate Committee on Foreign Relations",
      title: "Executive Report 110-2: Tax Convention with Belgium",
      url: "https://www.govinfo.gov/content/pkg/CRPT-110erpt2/html/CRPT-110erpt2.htm",
      asOf: "2007-11-14",
      reviewedOn: "2026-11-25",
    },
  },
  socialSecurity: {
    value: null,
    note: "Where US Social Security is taxed for a resident of Belgium depends on the 2006 treaty's pensions article, which could not be read for this report; ask a Belgian tax adviser.",
    research: "Searched pages for the 2006 treaty Article 17 text and the technical explanation (annexed to Exec. Rept. 110-2); no stored excerpt showed it.",
  },
  governmentPension: {
    value: null,
    note: "Where US federal, state and military pensions are taxed for a resident of Belgium depends on the 2006 treaty's government-service article, which could not be read for this report.",
    research: "As for socialSecurity.",
  },
  privatePension: {
    value: null,
    note: "Where a US private pension is taxed for a resident of Belgium depends on the 2006 treaty's pensions article, which could not be read for this report.",
    research: "As for socialSecurity.",
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Belgium taxes IRA or 401(k) withdrawals by a resident, so this report does not state it.",
  },
  localHealthCover: {
    text:
      "Everyone living in Belgium, expats included, must join the compulsory health insurance as soon as they move there, by registering with a mutual health insurance fund (mutualité / ziekenfonds) or the public fund CAAMI-HZIV. Reimbursement rates are the same at every fund; funds differ only in their optional supplementary insurance.",
    source: {
      publisher: "Brussels Commissioner for Europe and International Organisations",
      title: "Joining a mutual fund: your compulsory health insurance!",
      url: "https://commissioner.brussels/joining-a-mutual-health-insurance-fund-compulsory-insurance",
      asOf: "2025-02-27",
      reviewedOn: "2026-11-25",
    },
  },
};
