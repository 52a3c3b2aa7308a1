// Austria tax. Not official (no BMF page with current figures was stored): PwC Worldwide Tax Summaries for
// residence, Rabel & Partner (Austrian tax advisers) for the researchers' relief, BDO Austria for 2025
// contribution rates, the IRS treaty list (A to Z), and the SSA's own manual (POMS).
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const austriaTax: CountryTax = {
  country: "austria",
  checked: "2026-11",
  residenceRule: {
    text: "You are generally regarded as resident, and taxed on worldwide income, from the moment you establish an abode (a dwelling available to you) in Austria, or in any event after a six-month stay. Nationality is not itself a criterion.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Austria, Individual - Residence (last reviewed 14 March 2024)",
      url: "https://taxsummaries.pwc.com/austria/individual/residence",
      asOf: "2024-03-14",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    value: null,
    note: "No dated source for the current income-tax bands is available.",
    research: "No reliable current band table was found. The official USP.gv.at page as stored shows only the 2016-2021 tariffs, and the only stored page labelled 2026 (calculatesalary.net) gives thresholds (EUR 12,816 / 20,818 / 34,513 / 66,612 / 99,266 / 1,000,000 at 0/20/30/40/48/50/55%) that do not appear to be updated for 2026, so it was not used.",
  },
  newcomerRegime: {
    text: "Relocation relief for researchers and scientists (Zuzugsbegünstigung, section 103 Income Tax Act): if moving to Austria is in the public interest because it advances science and research, and your centre of vital interests moves to Austria after 5-10 years abroad, you can get a tax allowance of 30% of income from scientific work for 5 years, and/or have certain foreign income taxed at a flat average rate of at least 15%. You must apply to the Ministry of Finance within 6 months of moving.",
    source: {
      publisher: "Rabel & Partner",
      title: "Tax benefits for incoming researchers and scientists",
      url: "https://www.rabelpartner.at/en/tax-benefits-for-incoming-researchers-and-scientists/",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "2025 contribution rates for employees (white- and blue-collar): 18.07% from the employee (pension 10.25%, health 3.87%, unemployment and other 3.95%) and 20.98% from the employer, on earnings up to EUR 6,450 a month (special payments up to EUR 12,900 a year). Freelancers (freie Dienstnehmer) pay 17.57%. Self-employed rates under the SVS scheme are not given by this source.",
    source: {
      publisher: "BDO",
      title: "Social security contributions and employer costs 2025 (BDO Austria)",
      url: "https://www.bdo.at/en-gb/insights/people-organisation/social-security-contributions-and-employer-costs-2025",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Austria is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Austria totalization agreement in force since 1 November 1991.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
