import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * Australia. Read: ATO Interpretative Decision ATO ID 2001/382 on US Social Security, an ATO private ruling on a US
 * citizen's 401(k) and the ATO community forum on 401(k) withdrawals, the Department of Health's review of Medicare
 * eligibility for retirement visa holders, and Finder on the health insurance a subclass 405 visa requires.
 */
export const australiaRetireeTax: CountryRetireeTax = {
  country: "australia",
  checked: "2026-11",
  treaty: {
    text: "The Australia-US tax convention (given effect in Australia by the International Tax Agreements Act 1953) decides which country taxes pensions and social security. Under it, US Social Security received by an Australian resident is not assessable income in Australia; the US keeps its right to tax its citizens.",
    source: {
      publisher: "Australian Taxation Office",
      title: "ATO Interpretative Decision ATO ID 2001/382: Exempt income: United States Social Security benefit",
      url: "https://ato.gov.au/law/view/document?docid=AID%2FAID2001382%2F00001",
      asOf: "2001",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'ATO United States social security pension Australian resident assessable income tax treaty'. The treaty's dates (1982 convention, 2001 protocol) are in the DFAT entry cited by the project's tax file (src/server/knowledge/tax/australia.ts), not on this page, so they are left out of the text, as are the pension article numbers.",
    },
  },
  socialSecurity: {
    text: "A US Social Security benefit received by an Australian resident is not included in assessable income in Australia, because the Australia-US tax convention leaves it to the US.",
    source: {
      publisher: "Australian Taxation Office",
      title: "ATO Interpretative Decision ATO ID 2001/382: Exempt income: United States Social Security benefit",
      url: "https://ato.gov.au/law/view/document?docid=AID%2FAID2001382%2F00001",
      asOf: "2001",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'ATO United States social security pension Australian resident assessable income tax treaty Article 18'. Later ATO private advice 1052142100938 (13 July 2023, 'Country A' Social Security, not assessable because of the Convention) follows it. An archived ruling (1012689616408) cites paragraph 18(2) of the relevant treaty, but its country is anonymised.",
    },
  },
  governmentPension: {
    value: null,
    note: "We found no source that states how Australia taxes a US federal, state or military pension paid to an Australian resident; ask the ATO or a cross-border tax adviser.",
    research: "Searched (November 2026, pages): 'ATO private ruling United States government pension civil service annuity Australian resident'. Only private rulings with anonymised countries came back, with differing answers, so none can be applied to the US.",
  },
  privatePension: {
    value: null,
    note: "We found no source that states how Australia taxes a regular US employer pension or annuity paid to an Australian resident (IRA and 401(k) withdrawals are covered below); ask the ATO or a cross-border tax adviser.",
    research: "ATO private advice 1052045297290 (3 November 2022) says a private annuity from 'Country A' (anonymised, which also pays Social Security) is assessable, but the country is not named, so it is not cited.",
  },
  iraWithdrawals: {
    text: "The ATO does not treat a US 401(k) or IRA as a foreign superannuation fund, so the concessional foreign-super rules do not apply. When an Australian resident withdraws, the earnings part (not your own or your employer's contributions) is assessable at marginal rates, and you can claim a foreign income tax offset for US tax withheld; an ATO private ruling for a US citizen also applied an interest charge under section 102AAM.",
    source: {
      publisher: "Australian Taxation Office",
      title: "Edited version of private advice 1052206521277: foreign superannuation fund (US 401(k))",
      url: "https://ato.gov.au/law/view/print?DocID=EV%2F1052206521277&PiT=99991231235958",
      asOf: "2024-01-18",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'ATO US 401(k) IRA foreign superannuation fund withdrawal Australian resident assessable'. The ruling (18 January 2024) concerns a US citizen's 401(k): not a foreign super fund, distributions assessed under section 99B ITAA 1936 with section 102AAM interest, foreign income tax offset allowed. The 'earnings part only' point is from the ATO community forum's accepted answer (https://community.ato.gov.au/t5/Forum-Archive/Transferring-my-401k-amount-to-Australia/td-p/12905), citing rulings 1051218124123 and 1051517688400. IRAs: fixthetaxtreaty.org and NetActuary say private rulings treat IRAs the same way. Private rulings bind only the person who asked.",
    },
  },
  localHealthCover: {
    text: "Retirees on Australia's temporary retirement visas cannot rely on Medicare as US citizens. Since the Health Insurance Order of 26 October 2017, Retirement visa (subclass 410) holders are treated as eligible for Medicare only if they came from a country with a reciprocal health care agreement with Australia, and on that agreement's terms. The United States has no such agreement with Australia, so plan on private health insurance.",
    source: {
      publisher: "Australian Minister for Health",
      via: "Federal Register of Legislation (Australia)",
      title: "Health Insurance (Eligible persons Reciprocal Health Care Agreements and holders of subclass 410 visa) Order 2017",
      url: "https://www.legislation.gov.au/Details/F2018N00063",
      asOf: "2017-10-26",
      reviewedOn: "2026-11-29",
      research:
        "The Federal Register of Legislation's page of the Order (registered 25 June 2018), read in the search tool (pages, November 2026, query 'Health Insurance Order 2017 retirement visa 410 holders Medicare eligibility reciprocal health care agreement'): 'This instrument extends Medicare eligibility to 410 (Temporary) Retirement visa holders, from countries with which Australia had Reciprocal Health Care Agreements'; the persons who 'are lawfully resident in Australia', 'prior to taking up residence in Australia would have been covered by a reciprocal health care agreement to which Australia is a party' and 'hold a subclass 410 visa as an established applicant' 'shall be treated as having been eligible persons ... according to the terms of the relevant reciprocal health care agreement'; 'Dated this 26th day of October 2017'. The earlier text rested on the Department of Health's 2012 review (which described the policy before this Order: 410 holders not eligible even from agreement countries); the Department's page lists the agreement countries, and the United States is not one.",
    },
    crossCheck: {
      source: {
        publisher: "Department of Health (Australia)",
        title: "Review of the eligibility of retirement visa holders for Medicare under relevant reciprocal health care agreements",
        url: "https://www6.health.gov.au/internet/main/publishing.nsf/Content/retirement-visa-holders",
        asOf: "2012-12-11",
        reviewedOn: "2026-11-29",
        research: "The Department's 2012 review, stored as http://www6.health.gov.au/... (https form used): it lists Australia's eleven reciprocal health care agreement countries (New Zealand, the United Kingdom, Ireland, Sweden, Finland, Norway, the Netherlands, Italy, Belgium, Malta, Slovenia); the United States is not among them.",
      },
    },
  },
};
