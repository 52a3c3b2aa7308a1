import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Belgium's long-stay routes for a US citizen, read in November 2026. Work permits are a regional matter
// (Brussels, Flanders, Wallonia); residence is federal (Immigration Office, dofi.ibz.be). No stored copy of the
// regions' own salary tables was found, so the 2026 thresholds come from news reports citing KPMG and Fragomen
// alerts; the retirement route is described by the Belgian embassy in the US and by Belgian law firms. The
// "not offered" entries rest on a third-party country guide, as no official statement was found.
const VISAHQ_THRESHOLDS_2026 = {
  publisher: "Government of Belgium",
  title: "Belgium's regions publish 2026 salary thresholds for work and single permits",
  via: "VisaHQ",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The news item cites a KPMG alert of 26 January 2026. Re-checked November 2026: searches for the Brussels, Walloon and Flemish single-permit salary thresholds for 2026 (French and Dutch phrasings, 'permis unique travailleur hautement qualifié seuil 2026', werk.be, economie-emploi.brussels) found only older regional pages (2012-2024 amounts) and news items from VisaHQ, Moore and KPMG; no regional page with the 2026 figures.",
  url: "https://www.visahq.com/news/2026-01-27/be/belgiums-regions-publish-2026-salary-thresholds-for-work-and-single-permits",
  asOf: "2026-01-27",
  reviewedOn: "2026-11-23",
};
const VISAHQ_BLUE_CARD_2026 = {
  publisher: "Government of Belgium",
  title: "Belgium lifts 2026 salary bar for Work Permit B and EU Blue Card",
  via: "VisaHQ",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://www.visahq.com/news/2026-01-18/be/belgium-lifts-2026-salary-bar-for-work-permit-b-and-eu-blue-card",
  asOf: "2026-01-18",
  reviewedOn: "2026-11-23",
};
const VISAHQ_FEES_2026 = {
  publisher: "Government of Belgium",
  title: "Belgium indexes mandatory contribution fees for residence applications",
  via: "VisaHQ",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: the Immigration Office pages on the contribution (dofi.ibz.be 'La redevance' and 'Bijdrage') were found but show only the 1 June 2021 amounts (EUR 366 / 209 / 63), so they cannot support the 2026 EUR 377; searches for the 1 January 2026 indexed amounts found no official page.",
  url: "https://www.visahq.com/news/2026-01-03/be/belgium-indexes-mandatory-contribution-fees-for-residence-applications",
  asOf: "2026-01-03",
  reviewedOn: "2026-11-23",
};
const EY_UNLIMITED_RESIDENCE = {
  publisher: "Government of Belgium",
  title: "Tax alert: Belgium limits right to unlimited residence and in-country applications",
  via: "EY",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://ey.com/en_be/tax/tax-alerts/belgium-limits-right-to-unlimited-residence-and-in-country-applications",
  asOf: "2020-09",
  reviewedOn: "2026-11-23",
};
const EMBASSY_RETIRING = {
  publisher: "Embassy and Consulates of Belgium in the United States, Retiring in Belgium (application for temporary residency without gainful occupation; undated page)",
  title: "Embassy and Consulates of Belgium in the United States, Retiring in Belgium (application for temporary residency without gainful occupation; undated page)",
  url: "https://unitedstates.diplomatie.belgium.be/en/visa-belgium/retiring-belgium",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const LEXLAU_RENTIER = {
  publisher: "Government of Belgium",
  title: "Sportifs et investisseurs : comment obtenir le séjour en Belgique en tant que rentier",
  via: "Lexlau Visas (law firm)",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://lexlau-visas.com/index.php/2022/03/30/sportifs-et-investisseurs-comment-obtenir-le-sejour-en-belgique-en-tant-que-rentier",
  asOf: "2022-03-30",
  reviewedOn: "2026-11-23",
};
const WORLDWATCH_BELGIUM = {
  publisher: "World Watch",
  title: "Belgium digital nomad visa & residency (2026)",
  research: "Blog page on anuragverma.co, says verified 23 May 2026; states Belgium has no digital nomad visa.",
  url: "https://anuragverma.co/worldwatch/belgium/digital-nomad",
  asOf: "2026-05-23",
  reviewedOn: "2026-11-23",
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 5,
  note: "EU long-term resident status after five years of legal, continuous residence, with stable and regular income (EUR 1,038 a month plus EUR 346 per dependant in 2025), health insurance and no threat to public order.",
  source: { publisher: "European Council on Refugees and Exiles", title: "AIDA Asylum Information Database, Belgium country report: Long-term residence", url: "https://asylumineurope.org/?p=4558", asOf: "2025", reviewedOn: "2026-11-25" },
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Declaration of nationality after five years of uninterrupted legal residence, holding an unlimited residence permit at the time of application; proof of a national language, social integration and economic participation is also required.",
  source: {
    publisher: "Government of Belgium",
    title: "Belgian citizenship: How to get it, what does it cost and how long does it take?",
    via: "The Brussels Times",
    research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
    url: "https://www.brusselstimes.com/belgium/1660424/belgian-citizenship-how-to-get-it-what-does-it-cost-and-how-long-does-it-take",
    asOf: "2025",
    reviewedOn: "2026-11-23",
  },
};

// Conditions (issue 28.1), read in November 2026.
const FLANDERS_HIGHLY_SKILLED = {
  publisher: "Flemish Government",
  title: "Work permits – Highly skilled workers",
  url: "https://www.vlaanderen.be/en/work-permits-for-foreign-workers/work-permits-categories-and-procedures/work-permits-highly-skilled-workers",
  asOf: "2024",
  reviewedOn: "2026-11-28",
  research:
    "Flemish Government page (stored over http; 2023-2024 wage figures): the future employer applies for the permit; the highly skilled worker (art. 17, 1° of the Flemish Government Order) holds a higher-education diploma at least at bachelor's or master's level that lasted at least three years or leads to qualification level 5, from a state-recognised institution. Level 5 (short-cycle tertiary) corresponds to ISCO-08 skill level 3, hence the minimum of 3. Wallonia's page (emploi.wallonie.be) asks for a higher-education graduate, or for ICT managers and specialists three years of relevant experience; the single permit is filed with the region where the job is (Monard Law, Vanbelle Law).",
};
const BE_FAMILY_ART_10 = {
  publisher: "Government of Belgium",
  title: "Regroupement familial avec ressortissant d'un pays tiers (loi du 15 décembre 1980, articles 10 et 10bis)",
  via: "OERF-VIS",
  research: "Page restating articles 10 and 10bis of the Aliens Act of 15 December 1980: a third-country national living in Belgium may be joined by a spouse or a registered partner (both must be over 21 unless the bond predates the arrival), children under 18, and disabled adult children, if the sponsor shows the required income, housing and health insurance. The Immigration Office's page on the types of family reunification (dofi.ibz.be) confirms the rules depend on the sponsor's status but its stored text does not list the members.",
  url: "https://oerf-vis.eu/regroupement-familial/regroupement-familial-avec-ressortissant-d-un-pays-tiers",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const EMBASSY_RETIRING_APPLY = {
  publisher: "Embassy and Consulates of Belgium in the United States",
  title: "Retiring in Belgium: application for temporary residency without gainful occupation",
  url: "https://unitedstates.diplomatie.belgium.be/en/visa-belgium/retiring-belgium",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "Official embassy page (undated; read November 2026): long-stay visa applicants from age 6 apply in person by appointment (fingerprints) at the Embassy or the Consulate General with jurisdiction over their state, after completing the Visa On Web form (visaonweb.diplomatie.be); Atlanta also accepts Visa-On-Web applications by post.",
};

const BE_FAMILY: RouteConditions["dependants"] = {
  partner: "spouse-or-partner",
  children: { underYears: 18 },
  who: "a spouse or registered partner, children under 18 and disabled adult children, through family reunification",
  source: BE_FAMILY_ART_10,
  childPermit: "Each child needs a family-reunification permit of their own, applied for separately from yours.",
};

const SINGLE_PERMIT_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 3,
    note: "The highly qualified single permit needs a higher-education diploma (in Flanders, a three-year bachelor's or a level-5 qualification; in Wallonia, ICT specialists may count three years of experience instead).",
    source: FLANDERS_HIGHLY_SKILLED,
  },
  maximumAge: null,
  points: null,
  applies: { via: "employer", how: "Your Belgian employer applies for the single permit to the region where the job is (Brussels, Flanders or Wallonia); once it is granted, you collect the long-stay visa at the Belgian consulate.", source: FLANDERS_HIGHLY_SKILLED },
  dependants: {
    ...BE_FAMILY,
    partnerIncome: salaryOfTheJobOffered(VISAHQ_THRESHOLDS_2026),
  },
};
const RENTIER_CONDITIONS: RouteConditions = {
  incomeKinds: ["pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You fill in the Visa On Web form, then apply in person, by appointment, at the Belgian Embassy or Consulate General with jurisdiction over your state.", source: EMBASSY_RETIRING_APPLY },
  dependants: BE_FAMILY,
};

export const belgiumRoutes: CountryRoutesData = {
  country: "belgium",
  checked: "2026-11",
  routes: [
    {
      id: "single-permit",
      kind: "work",
      name: "Single permit (combined work and residence permit) for a highly qualified worker; EU Blue Card on the same procedure",
      whoFor: "Highly qualified employees hired by an employer in Belgium; the employer files the application with the region where the job is (Brussels, Flanders or Wallonia).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 3703.44,
        currency: "EUR",
        period: "month",
        basis:
          "Brussels-Capital Region gross monthly salary floor for highly qualified workers in 2026 (kept at the 2025 level), the lowest regional figure for a worker aged 30 or more. Wallonia asks EUR 53,220 a year (EUR 42,576 under 30); Flanders kept its 2025 figures (EUR 48,912 a year) until Statbel's wage index was published. The EU Blue Card asks more: EUR 4,748 a month in Brussels, EUR 68,815 a year in Wallonia.",
        source: VISAHQ_THRESHOLDS_2026,
        crossCheck: {
          source: {
            publisher: "Brussels Economy and Employment (Brussels Regional Public Service)",
            title: "Single permit: minimum remuneration",
            url: "https://economy-employment.brussels/single-permit-minimum-remuneration",
            asOf: "2025-01-01",
            reviewedOn: "2026-11-29",
            research:
              "The Brussels Region's own page, read November 2026 with the search tool (pages) for 'Brussels highly qualified workers 2026 salary threshold EUR 3,703.44 gross monthly': only the basic monthly pay (DmfA code 1) counts; 'Highly qualified staff | 3.591,12 € (monthly amount until 31/12/2024) | 3.703,44 € (monthly amount as from 01/01/2025) | 78%' of the Brussels average gross monthly salary; European Blue Card 4.748,00 € (100%). The stored page has no column for 2026; that Brussels kept the 2025 amounts in 2026 comes from VisaHQ and The Brussels Times (26 February 2026: 'Brussels retained 2025 monthly salary levels').",
          },
        },
      },
      fee: {
        amount: 377,
        currency: "EUR",
        what: "Immigration Office contribution fee per application for highly skilled employee, EU ICT and EU Blue Card files from 1 January 2026 (paid before filing, not refunded on refusal)",
        source: VISAHQ_FEES_2026,
        crossCheck: {
          source: {
            publisher: "Belgian Immigration Office",
            title: "Corporate Immigration update — (Upcoming) changes affecting economic migration to Belgium for 2026",
            via: "Santa Fe Relocation",
            url: "https://www.santaferelo.com/?p=14420",
            asOf: "2026-02-11",
            reviewedOn: "2026-11-29",
            research:
              "Relocation company's update of 11 February 2026, read November 2026 with the search tool (pages) for 'Belgium Immigration Office contribution fee 2026 EUR 377 highly qualified worker EU Blue Card indexed 1 January 2026': 'Retribution fees - Immigration Office; Single permits/ Blue card/ Researcher permits up to 152 EUR ; family reunion to 218 EUR, Belgian citizenship 1,030 EUR'. A Mondaq item of May 2022 says the fee for highly qualified workers, Blue Cards, seasonal workers and EU ICT permits was cut from EUR 366 to EUR 126 from 26 May 2022, which fits an indexed EUR 152 in 2026 better than VisaHQ's EUR 377. No Immigration Office page with the 2026 amounts was found, so the figure is left as VisaHQ gives it and the difference is shown.",
          },
          differs: "EUR 152 for single permits, Blue Cards and researcher permits in 2026 (EUR 218 for family reunification)",
        },
      },
      processingTime: { text: "The single permit process still takes three to four months.", source: VISAHQ_BLUE_CARD_2026 },
      durationAndRenewal: {
        text: "A temporary right of residence of one to three years depending on the work authorisation, renewable; an unlimited right of residence at the earliest after five years, and only for people employed on a local Belgian contract.",
        source: EY_UNLIMITED_RESIDENCE,
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://dofi.ibz.be/en",
      conditions: SINGLE_PERMIT_CONDITIONS,
    },
    {
      id: "independent-means",
      kind: "retirement",
      name: "Authorisation of temporary residency without gainful occupation (person of independent means, \"rentier\"), D visa",
      whoFor: "Retirees and people living on their own income or savings who will not work in Belgium; applied for at the Belgian embassy or consulate that covers the applicant's US state. The route is not set out in a specific law and the Immigration Office decides case by case.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "No legal minimum income exists: the authority decides at its discretion on proof of sufficient, stable means. A Belgian law firm (Halabi & Associates) recommends at least EUR 2,000 a month net, but that is advice, not a rule, and no official figure is published.",
      },
      fee: {
        value: null,
        note: "The Immigration Office contribution fee for an annuitant application exists but its 2026 amount is not stated in the sources used for this report; a consular visa fee is also charged.",
      },
      processingTime: { text: "Processing can take a few months.", source: LEXLAU_RENTIER },
      durationAndRenewal: {
        value: null,
        note: "The embassy's page does not state how long the first residence card lasts or how it is renewed.",
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: {
        years: 5,
        note: "Five years of legal residence with an unlimited residence permit; the integration and economic-participation conditions of the general route apply, with a separate category for people of pensionable age.",
        source: CITIZENSHIP.source,
      },
      officialPage: EMBASSY_RETIRING.url,
      conditions: RENTIER_CONDITIONS,
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Belgium has no digital nomad or remote-work visa; non-EU remote workers who want to stay more than 90 days generally have to qualify as self-employed with a regional professional card.",
      source: WORLDWATCH_BELGIUM,
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Belgium has no residence-by-investment (golden visa) scheme; investors use the self-employed professional-card route, decided case by case.",
      source: WORLDWATCH_BELGIUM,
    },
  ],
};
