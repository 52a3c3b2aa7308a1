import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * United Kingdom. Read: HMRC's Double Taxation Relief Manual (DT19876, DT19876A) on the 2001 US-UK treaty's pension,
 * social security and government service articles, HMRC's answers on its customer forum about IRA lump sums, and
 * GOV.UK on the immigration health surcharge.
 */
export const unitedKingdomRetireeTax: CountryRetireeTax = {
  country: "united-kingdom",
  checked: "2026-11",
  treaty: {
    text: "The 2001 US-UK treaty (applying from 6 April 2003 for UK income tax): Article 17 covers pensions and social security, taxing pensions only in the country where the recipient lives, while Article 19 covers government service pensions. Under Article 17(1)(b) the UK also exempts any part of a US pension that would be tax-free in the US, for example qualifying IRA distributions.",
    source: {
      publisher: "HM Revenue and Customs (HMRC)",
      title: "Double Taxation Relief Manual DT19876A: United States of America: pensions from 2003",
      url: "https://www.gov.uk/hmrc-internal-manuals/double-taxation-relief/dt19876a",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'HMRC international manual US IRA Roth IRA UK resident Article 17'. Manual page undated in the excerpt; asOf is an estimate.",
    },
  },
  socialSecurity: {
    text: "US Social Security paid to a UK resident is taxable only in the UK: Article 17(3) gives the country of residence the sole right to tax social security benefits; HMRC notes the result is the same as under the old treaty.",
    source: {
      publisher: "HM Revenue and Customs (HMRC)",
      title: "Double Taxation Relief Manual DT19876: United States of America: pensions: US Social Security Act",
      url: "https://www.gov.uk/hmrc-internal-manuals/double-taxation-relief/dt19876",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'HMRC US social security benefits UK resident taxable only in United States Article 17(3)'. That social security payments are an exception to the saving clause: HMRC DT19851 (https://www.gov.uk/hmrc-internal-manuals/double-taxation-relief/dt19851), 'exemptions for certain pension distributions and social security payments'. Manual pages undated; asOf is an estimate.",
    },
  },
  governmentPension: {
    text: "A pension paid by the US government for services to the US (HMRC's example is a US armed forces pension) falls under Article 19 and is exempt from UK tax, unless you are both a UK national and a UK resident, in which case only the UK taxes it.",
    source: {
      publisher: "HM Revenue and Customs (HMRC)",
      title: "Double Taxation Relief Manual DT19876: United States of America: pensions: US Social Security Act",
      url: "https://www.gov.uk/hmrc-internal-manuals/double-taxation-relief/dt19876",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Same page as for Social Security; its 'New Agreement' part says armed forces pensions come within Article 19 and are exempt from UK tax unless the recipient is both a UK national and resident. Civilian federal, state and local pensions are not discussed on the page, though Article 19 covers pensions paid for services to a government generally.",
    },
  },
  privatePension: {
    text: "Regular payments from a US private pension to a UK resident are taxable in the UK under Article 17(1)(a) and go on the foreign income pages (SA106) of Self Assessment; the UK gives no credit for US tax on them, so a US citizen claims relief from the IRS instead.",
    source: {
      publisher: "HM Revenue and Customs (HMRC)",
      title: "HMRC Community Forums: US Government pension taxation for a UK resident (HMRC answer of 18 January 2024)",
      url: "https://community.hmrc.gov.uk/customerforums/sa/65976bd1-5ab4-ee11-a81c-6045bd0de7dd",
      asOf: "2024-01-18",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'HMRC US social security benefits UK resident taxable only in United States Article 17(3)'. The HMRC admin reply explains periodic payments under Article 17(1)(a) and says no UK relief can be claimed for US tax on them. Lump sums: HMRC's final answer on another thread (https://community.hmrc.gov.uk/customerforums/pt/8c93e867-a30e-ee11-a81c-6045bd0b20cc?page=3), Article 17(2) and Article 1(4), with relief under Article 24(4)(a) (https://community.hmrc.gov.uk/customerforums/pt/4bfdbb92-399f-ee11-a81c-002248c69e85). Forum answers are not binding.",
    },
  },
  iraWithdrawals: {
    text: "A US IRA distribution to a UK resident is exempt in the UK to the same extent it would be exempt in the US (Article 17(1)(b)), so qualifying Roth IRA distributions are not taxed in the UK. HMRC treats irregular, non-periodic IRA or 401(k) withdrawals as lump sums, which the US may tax under Article 17(2); the UK can tax them as well and then gives a credit for the US tax.",
    source: {
      publisher: "HM Revenue and Customs (HMRC)",
      title: "HMRC Community Forums: US IRA and 401(k) withdrawals (double taxation policy team's final response)",
      url: "https://community.hmrc.gov.uk/customerforums/pt/8c93e867-a30e-ee11-a81c-6045bd0b20cc?page=3",
      asOf: "2023-09",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'HMRC international manual US IRA Roth IRA UK resident Article 17'. The Article 17(1)(b) IRA example is in HMRC DT19876A (https://www.gov.uk/hmrc-internal-manuals/double-taxation-relief/dt19876a). Earlier admin replies on the same thread were contradictory (one called IRA withdrawals interest); HMRC then posted the double taxation policy team's 'correct and final response', used here. Credit: Article 24(4)(a) per HMRC's reply on https://community.hmrc.gov.uk/customerforums/pt/4bfdbb92-399f-ee11-a81c-002248c69e85.",
    },
  },
  localHealthCover: {
    text: "Visa holders pay for UK healthcare (the NHS) through the immigration health surcharge, paid as part of the visa application: online applicants pay it with the application, and it is charged for each year of leave granted. If you do not pay it, the visa application is refused.",
    source: {
      publisher: "UK Visas and Immigration (Home Office)",
      title: "Pay for UK healthcare as part of your immigration application",
      url: "https://www.gov.uk/healthcare-immigration-application/how-much-pay",
      asOf: "2016",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'gov.uk immigration health surcharge pay as part of visa application NHS access'. The stored copy is old and shows the 2015-18 rates (GBP 200 a year), so no amount is given here; the project's healthcare file cites GBP 1,035 a year from 6 February 2024. The prescriptions/dental/eye-test detail is from the GOV.UK text quoted on visaandimmigrationinfo.com (2015). asOf is the estimated date of the stored copy.",
    },
  },
};
