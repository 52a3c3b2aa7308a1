import type { CountryRoutesData, ResidenceRouteData } from "../knowledge.schema";
import { ANYWR_2026 as SALARY_CRITERIA_2026_CROSS_CHECK, MEIJBURG_2026 as SALARY_CRITERIA_2026 } from "@server/facts/base-quantities/indexed-floors";
import type { RouteConditions } from "./route-conditions.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// The Netherlands' routes for a US citizen, read in November 2026. The treaty route (Dutch-American Friendship
// Treaty of 1956): the law-firm and bar-association pages named below (no stored copy of the IND's own page was
// found). Work: the 2026 salary criteria for highly skilled migrants and the EU Blue Card and the 2026 IND fee,
// read in tax-adviser and relocation-agency summaries (no stored copy of the IND's 2026 amounts page was found);
// the IND's own page for permanent residence after five years; a law firm's page for naturalisation. Retirement:
// the only permit for living on a pension without working is for people who already hold EU long-term residence in
// another EU country (the IND's page), so a US citizen moving from the US has none: that kind is not offered.
const ABA_2024 = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "Netherlands residency through the Dutch-American Friendship Treaty (International Law News, Winter 2024)",
  via: "American Bar Association",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: searches for the IND's DAFT page ('ind.nl Dutch American Friendship Treaty EUR 4,500', 'invest at least EUR 4,500') found only law-firm, accountant and forum pages (an old ind.nl form 7524 is quoted on a forum without the amount); no ind.nl page stating EUR 4,500.",
  url: "https://www.americanbar.org/groups/international_law/resources/international-law-news/2024-winter/netherlands-residency-dutch-american-friendship-treaty/",
  asOf: "2024",
  reviewedOn: "2026-11-23",
};
const KROES = { publisher: "Dutch Immigration and Naturalisation Service", title: "Dutch American Friendship Treaty", via: "Kroes Advocaten", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.kroesadvocaten.nl/en/private/dutch-american-friendship-treaty", asOf: "2024-04", reviewedOn: "2026-11-25" };
const DAFT_FAQ = { publisher: "Dutch Immigration and Naturalisation Service", title: "Read our D.A.F.T. FAQ", via: "Dutch-American Friendship Treaty advisers", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.dutch-american-friendship-treaty.com/read-our-daft-faq/", asOf: "2026", reviewedOn: "2026-11-25" };

const IND_FEE_2026 = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "Highly Skilled Migrant salaries 2026",
  via: "Anywr",
  research: "Relocation agency page listing the government fees from 1 January 2026: recognition as a sponsor EUR 5,080 (reduced EUR 2,539); highly skilled migrant or European Blue Card application EUR 423. Searched 'IND leges 2026 kennismigrant aanvraag verblijfsvergunning'; no stored IND fee table for 2026 was found.",
  url: "https://www.anywr-group.nl/highly-skilled-migrant-salaries-2026",
  asOf: "2026-01",
  reviewedOn: "2026-11-25",
};
/** A second source for the 2026 IND fee (SmartJobsFast, a job-seekers' guide). */
const IND_FEE_2026_CROSS_CHECK = {
  source: {
    publisher: "Dutch Immigration and Naturalisation Service",
    title: "Netherlands Work Visa IND Fees Explained 2026",
    via: "SmartJobsFast",
    url: "https://smartjobsfast.com/netherlands-work-visa-ind-fees-explained-2026",
    asOf: "2026-01",
    reviewedOn: "2026-11-29",
    research:
      "Job-seekers' guide read November 2026 with the search tool (pages) for 'Meijburg 2026 application legal fees highly skilled migrant recognized sponsor IND fees January 1, 2026': 'From January 1, 2026, the IND increased these fees by 4.4% ... The IND fee for many employment residence permits is €423. This includes popular ones like Highly Skilled Migrant and European Blue Card'; recognised sponsor EUR 5,080 (EUR 2,539 for 50 or fewer employees), as on Anywr's page. A weak second source (a general guide); no stored ind.nl fee table for 2026 was found.",
  },
};

const PERMANENT_RESIDENCE_IND = {
  years: 5,
  note: "A permanent residence permit after five years of uninterrupted residence with a valid permit for a non-temporary purpose, with sufficient lasting income and the civic integration exam passed.",
  source: {
    publisher: "Immigration and Naturalisation Service (Netherlands)",
    title: "Permanent residence after a 5-year stay in the Netherlands",
    research: "IND page (older URL layout, still on ind.nl) found with the search tool (pages) for 'ind.nl permanent residence permit after 5 years uninterrupted residence'. Undated in the stored text.",
    url: "https://ind.nl/en/other/permanent-residence/Pages/permanent-residence-after-5-years.aspx",
    asOf: "2024",
    reviewedOn: "2026-11-25",
  },
};
const NATURALISATION = {
  years: 5,
  note: "Naturalisation after five years of continuous lawful residence, with the civic integration exam passed; the Netherlands usually requires giving up your previous nationality. A bill approved by the cabinet in September 2025 would raise the five years to ten; it was not yet law when this report's sources were read.",
  source: {
    publisher: "Immigration and Naturalisation Service (Netherlands)",
    title: "Naturalisation",
    url: "https://ind.nl/en/about-us/our-work-areas/naturalisation",
    asOf: "2026",
    reviewedOn: "2026-11-29",
    research:
      "IND's own page on its naturalisation work, read in the search tool (29 November 2026): 'we check whether a person has been living legally in the Netherlands for five years or more'. Undated; asOf is the year read. Law-firm pages (Scheers Advocatuur, RHIL, Law & More) also give five years with the civic integration exam and giving up the previous nationality. The Government's news of 26 September 2025 (rijksoverheid.nl, 'Kabinet wil naturalisatietermijn verlengen van 5 naar 10 jaar') announces the bill; no sign that it was enacted was found.",
  },
};

const ECONOMICALLY_INACTIVE = {
  publisher: "Immigration and Naturalisation Service (Netherlands)",
  title: "Apply for a residence permit economically inactive long-term EU resident",
  url: "https://ind.nl/en/pages/economically-non-active-long-term-resident-ec.aspx",
  asOf: "2021-08-26",
  reviewedOn: "2026-11-25",
  research:
    "IND page found with the search tool (pages) for 'IND Netherlands residence permit pensioner retirement no residence permit for retirees non-EU' (November 2026); 'Last check: 26-08-2021'. Who can apply: a long-term EU resident of another EU country who will not work in the Netherlands; conditions: that permit, a valid passport, 'a sufficient, sustainable income. What type of income you have is irrelevant, e.g. income from an inheritance, maintenance payments, property, employment abroad, a benefit or a pension'; 'The IND has 90 days to decide'. The page gives a fee of EUR 192 (2021), not used because IND fees change every year. The current IND page (ind.nl/en/residence-permits/long-term-eu-residency/residence-permit-economically-inactive-long-term-eu-resident) gives the same route without figures. No IND page offers a retirement permit to a person coming straight from the US; the sources used name none.",
};

// Conditions (issue 28.1), read in November 2026.
const MOVE2EUROPE_FAMILY = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "Netherlands family reunification for HSM, EU Blue Card and DAFT holders",
  via: "Move2Europe",
  research: "Relocation guide: under the highly skilled migrant permit, the EU Blue Card or the DAFT, a spouse or partner and children can join with full labour-market access; US citizens and other visa-exempt nationals can enter visa-free and the sponsor files the family residence application with the IND from within the Netherlands. No IND page listing the family members for these permits was found in the search store (searched 'DAFT residence permit family members partner spouse children', November 2026).",
  url: "https://move2europe.eu/uncategorized/netherlands-family-reunification",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const DAFT_IN_COUNTRY = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "Dutch American Friendship Treaty: self-employed visa",
  via: "Expatlaw (RPS Legal)",
  research: "Law firm page on the DAFT, with the IND's application form 7524 ('to work on a self-employed basis', copy on Scribd), which is for a foreign national staying in the Netherlands: US citizens need no entry visa (MVV), so they enter visa-free, register with the municipality and file the DAFT application with the IND in the Netherlands. No ind.nl page on the DAFT was found in the search store (November 2026).",
  url: "https://rpslegal.nl/immigration/daft/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const IND_HSM_FAQ = {
  publisher: "Immigration and Naturalisation Service (Netherlands)",
  title: "Highly skilled migrants: frequently asked questions (residence wizard, United States)",
  url: "https://www.ind.nl/EN/verblijfwijzer/verblijfwijzer_mijnsituatie.asp?proc=halen&procedure=Highly%20skilled%20migrants&procedurestapnaam=Frequently%20asked%20questions&land=United+States&duur=1&lang=en",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "The IND's older residence-wizard FAQ for a US national (stored over http; undated, in the IND's earlier site layout; asOf is the year read): only companies established in the Netherlands and admitted as sponsors use the scheme; the employer files the residence-permit application, for a US national after arrival. The current IND application form 7511 ('highly skilled migrant (recognised sponsor)', copy on Scribd) says the same: only a recognised sponsor or its representative may submit it, also online through the IND Business Portal.",
};
const TAILORMINDS_FAMILY = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "Visa for the family",
  via: "Tailorminds",
  research: "Relocation firm's page: the IND issues family permits to a highly skilled migrant's spouse or a partner in an exclusive and lasting relationship, and to children up to 18 (older children only if largely dependent); the partner's permit allows any work.",
  url: "https://tailorminds.com/en/visa-for-the-family/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const IWCN_BLUE_CARD = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "EU Blue card holder",
  via: "International Welcome Center North",
  research: "IWCN (the welcome centre of the northern Netherlands' municipalities and institutions) restating the IND's conditions: a highly qualified job contract of at least 12 months, the salary criterion, and a diploma showing a completed higher-education programme of at least 3 years (foreign diplomas evaluated by Nuffic); regulated professions need the statutory licence; the employer need not be a recognised sponsor.",
  url: "https://iwcn.nl/newcomers/official-matters/permits-and-procedures/eu-blue-card-holder/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const VISAVERSA_BLUE_CARD = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "EU Blue Card",
  via: "Visaversa",
  research: "Immigration law firm page: Dutch companies that want to hire highly educated staff from outside the EU submit the application for a European Blue Card; the employer need not be a recognised sponsor; a bachelor's programme of at least three years is required.",
  url: "https://www.visaversa.com/en/netherlands/dutch-work-residence-permit/eu-blue-card/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const SINGH_BLUE_CARD_FAMILY = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "I want to apply for an EU Blue Card",
  via: "Singh Raaijmakers Lawyers",
  research: "Law firm page: family reunification with spouses, registered partners and minor children is permitted for EU Blue Card holders, and family members have free access to the labour market.",
  url: "https://singhraaijmakers.nl/en/fields-of-law/immigration-law-individuals/applying-for-an-eu-blue-card/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};

const DAFT_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary", "remote-work", "pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "in-country", how: "US citizens need no entry visa: you set up the Dutch business and its bank account, enter the Netherlands, register with the town hall and file the application with the IND there.", source: DAFT_IN_COUNTRY },
  dependants: { partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or partner and children under 18, who may work", source: MOVE2EUROPE_FAMILY },
};

/** The treaty route (DAFT): one permit, listed as the investment route and, for freelancers, as the remote-work route. */
const daftRoute: ResidenceRouteData = {
  id: "daft",
  kind: "investment",
  name: "Residence permit for self-employment under the Dutch-American Friendship Treaty (DAFT)",
  whoFor: "US citizens who set up and run their own Dutch business (sole proprietorship or company, owning at least 25%), freelancers and consultants included; licensed professions such as doctors and lawyers are excluded. A spouse may take any job.",
  minimumAge: null,
  needsLocalJobOffer: false,
  threshold: {
    kind: "investment",
    amount: 4500,
    currency: "EUR",
    period: "once",
    basis: "own capital in a Dutch business bank account linked to the company, shown in an opening balance prepared by a Dutch bookkeeper",
    source: ABA_2024,
    crossCheck: {
      source: {
        publisher: "Dutch Immigration and Naturalisation Service",
        title: "Dutch American Friendship Treaty",
        via: "Kroes Advocaten",
        url: "https://www.kroesadvocaten.nl/en/private-clients/dutch-american-friendship-treaty",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "Immigration law firm's page (undated; asOf is the year read), read November 2026 with the search tool (pages) for 'Dutch American Friendship Treaty invest at least €4,500 business account opening balance': 'An US national has to invest the ‘substantial amount’ of EUR 4,500 in the Dutch enterprise. Applicants are considered independent entrepreneurs if they own at least 25% of (the shares of) the company ... The applicant will have to submit an opening balance for the Dutch company and a business bank account'. Mynta Law and Orange Tax Services give the same EUR 4,500.",
      },
    },
  },
  fee: { value: null, note: "Published sources give different IND fees; check the IND's fee table when you apply." },
  processingTime: { text: "First applications decided within 4 to 6 weeks under the IND's pilot policy since April 2024.", source: KROES },
  durationAndRenewal: { text: "An initial permit for two years; renewed for five years if the business has been active (annual accounts, income from clients).", source: DAFT_FAQ },
  permanentResidence: { years: 5, note: "After five years of uninterrupted lawful residence.", source: DAFT_FAQ },
  citizenship: { years: 5, note: "After five years of residence and the civic integration or naturalisation exam.", source: DAFT_FAQ },
  officialPage: "https://ind.nl/en/",
  conditions: DAFT_CONDITIONS,
};

export const netherlandsRoutes: CountryRoutesData = {
  country: "netherlands",
  checked: "2026-11",
  routes: [
    daftRoute,
    {
      id: "highly-skilled-migrant",
      kind: "work",
      name: "Residence permit for highly skilled migrant (kennismigrant)",
      whoFor: "Employees hired by an employer that the IND has recognised as a sponsor, on a contract paying at least the salary criterion for their age; the employer applies for the permit.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "netherlands.highly-skilled-migrant-salary-30-plus", times: 1 },
        period: "month",
        basis: "{base}, for applicants aged 30 or over; a lower criterion applies under the reduced criterion for recent graduates (EUR 3,122 a month in 2026)",
        source: SALARY_CRITERIA_2026,
        crossCheck: SALARY_CRITERIA_2026_CROSS_CHECK,
      },
      thresholdForAge: [
        {
          underYears: 30,
          threshold: {
            kind: "salary",
            basedOn: { quantity: "netherlands.highly-skilled-migrant-salary-under-30", times: 1 },
            period: "month",
            basis: "{base}, for applicants under 30",
            source: SALARY_CRITERIA_2026,
            crossCheck: SALARY_CRITERIA_2026_CROSS_CHECK,
          },
        },
      ],
      fee: { amount: 423, currency: "EUR", what: "IND application fee from 1 January 2026", source: IND_FEE_2026, crossCheck: IND_FEE_2026_CROSS_CHECK },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time." },
      durationAndRenewal: { value: null, note: "How long the permit is issued for is not stated in the sources used for this report." },
      permanentResidence: PERMANENT_RESIDENCE_IND,
      citizenship: NATURALISATION,
      officialPage: "https://ind.nl/en/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: { via: "employer", how: "Your employer, a sponsor recognised by the IND, files the application with the IND (for a US citizen, after you arrive); you then collect the residence permit.", source: IND_HSM_FAQ },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, childPermit: "Children of 18 or over may come only if they are largely dependent on you.", who: "a spouse or a partner in a lasting relationship, and children under 18 (older ones only if largely dependent); the partner may work", source: TAILORMINDS_FAMILY,
          partnerIncome: salaryOfTheJobOffered(SALARY_CRITERIA_2026),
        },
      },
    },
    {
      id: "blue-card",
      kind: "work",
      name: "European Blue Card",
      whoFor: "Highly educated employees with a job offer from a Dutch employer paying at least the Blue Card salary criterion.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "netherlands.eu-blue-card-salary", times: 1 },
        period: "month",
        basis: "{base}; a lower criterion applies to recent graduates (EUR 4,754 a month in 2026)",
        source: SALARY_CRITERIA_2026,
        crossCheck: SALARY_CRITERIA_2026_CROSS_CHECK,
      },
      fee: { amount: 423, currency: "EUR", what: "IND application fee from 1 January 2026", source: IND_FEE_2026, crossCheck: IND_FEE_2026_CROSS_CHECK },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time." },
      durationAndRenewal: { value: null, note: "How long the card is issued for is not stated in the sources used for this report." },
      permanentResidence: PERMANENT_RESIDENCE_IND,
      citizenship: NATURALISATION,
      officialPage: "https://ind.nl/en/",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 4,
          note: "The Dutch EU Blue Card needs a completed higher-education programme of at least three years and a highly qualified job.",
          source: IWCN_BLUE_CARD,
        },
        maximumAge: null,
        points: null,
        applies: { via: "employer", how: "Your Dutch employer (it need not be a recognised sponsor) submits the Blue Card application to the IND, with your evaluated diploma and a contract of at least 12 months.", source: VISAVERSA_BLUE_CARD },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or registered partner and children under 18, who may work", source: SINGH_BLUE_CARD_FAMILY,
          partnerIncome: salaryOfTheJobOffered(SALARY_CRITERIA_2026),
        },
      },
    },
    {
      // The same permit as the investment route above (one set of facts), listed again for remote workers.
      ...daftRoute,
      id: "daft-freelancer",
      kind: "remote-work",
      name: "Residence permit for self-employment under the Dutch-American Friendship Treaty (DAFT), as used by freelancers",
      whoFor: "US freelancers, consultants and remote workers who register their own Dutch business (sole proprietorship or company, owning at least 25%) and invest in it; no separate digital nomad visa appears in the sources used for this report. Licensed professions such as doctors and lawyers are excluded.",
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "The Netherlands has no retirement or independent-means permit for a US citizen moving from the US: the only permit for living on a pension or other income without working is for people who already hold EU long-term residence in another EU country. The treaty route (DAFT) above, which means running a business, is the usual way.",
      source: ECONOMICALLY_INACTIVE,
    },
  ],
};
