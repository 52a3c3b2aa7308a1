import type { CountryRoutesData, Fee } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";
import type { RouteConditions } from "./route-conditions.schema";

// Italy's routes for a US citizen, read in November 2026. The elective-residence floor of EUR 31,000 is set by
// Article 13 of Attachment A to Interministerial Decree 850/2011 and stated by the Consulate General in Boston;
// consulates may ask for more. The national visa fee is on an Italian embassy's page. The investor visa's four
// options are on the Embassy of Italy in Ankara's page (the programme is run by the Ministry of Enterprises at
// investorvisa.mise.gov.it); the work routes' procedure on the Ministry of Labour's integration portal; the digital
// nomad visa (Interministerial Decree of 29 February 2024) and the EU Blue Card terms were read in the guides and
// law-firm pages named below, as no official page stating them was found in the search store.
const NOMADVISA = { publisher: "Italian Ministry of Foreign Affairs", title: "Italy Elective Residence Visa", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/italy/elective-residence-visa", asOf: "2026", reviewedOn: "2026-11-25" };

/** The national (type D) visa fee, set centrally and charged by every Italian consulate. */
const NATIONAL_VISA_FEE: Fee = {
  amount: 116,
  currency: "EUR",
  what: "national (type D, long-stay) visa fee",
  source: {
    publisher: "Embassy of Italy in Yangon",
    title: "Documenti necessari per la richiesta di visto (consular fees)",
    url: "https://ambyangon.esteri.it/it/?p=223",
    asOf: "2026",
    reviewedOn: "2026-11-25",
    research: "Official embassy page (undated; asOf is the year it was read, November 2026) lists the national visa (type D, over 90 days) fee as EUR 116, EUR 50 for study. Italian national visa fees are set centrally, so the same fee applies at consulates in the United States. Replaces NomadVisa, Italy Elective Residence Visa (https://nomadvisa.app/italy/elective-residence-visa), the page cited before.",
  },
};

const NO_PERMANENT_RESIDENCE = { value: null, note: "The years before an EU long-term residence permit are not stated in the sources used for this report." };
const NO_CITIZENSHIP = { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." };

/** The joint circular of 28 March 2024 on Legislative Decree 152/2023 (EU Blue Card), as summarised by an immigration law firm. */
const BLUE_CARD_CIRCULAR = {
  publisher: "Italian Ministry of the Interior and Ministry of Labour",
  title: "Circolare congiunta n. 2829 del 28 marzo 2024 (Carta Blu UE)",
  via: "Avvocati Immigrazionisti",
  url: "https://www.avvocatimmigrazionisti.com/?p=831",
  asOf: "2024-03-28",
  reviewedOn: "2026-11-25",
  research:
    "Law firm's summary of the joint Interior/Labour circular 2829 of 28 March 2024 implementing Legislative Decree 152/2023: the employer files form BC with the Sportello Unico per l'Immigrazione with a binding contract of at least six months and pay in line with ISTAT parameters or collective agreements; the Sportello Unico has 90 days to issue the nulla osta or refuse; within 8 days of entry the worker signs the residence contract and applies to the Questura, which issues a two-year permit for permanent contracts, or the contract's length plus three months. Searched 'Carta blu UE Italia importo minimo retribuzione annua lorda 2024 decreto legislativo 152/2023' and 'Carta Blu UE circolare 28 marzo 2024 retribuzione media annuale lorda ISTAT importo euro soglia'; no official page found. The page is served over http in the store; the https address is used.",
};

/** The Ministry of Labour's integration portal on the flows decree and the nulla osta procedure. */
const FLOWS_DECREE_FAQ = {
  publisher: "Italian Ministry of Labour and Social Policies",
  title: "Che cos’è il Decreto Flussi? Cosa si intende per quote di ingresso?",
  url: "https://www.integrazionemigranti.gov.it/it-it/Ricerca-news/Dettaglio-news/id/2213",
  asOf: "2024-10",
  reviewedOn: "2026-11-25",
  research:
    "Official portal (Integrazione Migranti, Ministry of Labour), page first published 14 January 2022 and updated after Decree-Law 145 of 11 October 2024 (asOf is that update): the flows decree sets the yearly quotas for non-seasonal employees; the employer requests the nulla osta on the Ministry of the Interior's portal; after 60 days without objections the nulla osta is issued automatically and sent to the consulate, which must issue the visa within 30 days of the worker's application; for countries listed by a Foreign Ministry decree under DL 145/2024 the automatic issue does not apply.",
};

// Conditions (issue 28.1), read in November 2026.
const BOSTON_ELECTIVE = {
  publisher: "Consulate General of Italy in Boston",
  title: "Elective Residency",
  url: "https://consboston.esteri.it/it/servizi-consolari-e-visti/servizi-per-il-cittadino-straniero/visti/elective-residency/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "Official consulate page (undated; read November 2026): the elective-residence visa is applied for at the consulate with jurisdiction over where you live; a dependent spouse and children may get the visa if the applicant shows adequate means for them. Income from work is not counted, so only pensions and passive income qualify.",
};
const HIGHLY_QUALIFIED_CIRCULAR = {
  publisher: "Italian Ministry of the Interior",
  title: "Circolare n. 7591 del 7 dicembre 2012: Carta Blu UE, riconoscimento delle qualifiche professionali superiori (art. 27-quater T.U. Immigrazione)",
  via: "Immigrazione.biz",
  url: "https://immigrazione.biz/circolare.php?id=750",
  asOf: "2012-12-07",
  reviewedOn: "2026-11-28",
  research:
    "The Interior Ministry's circular, republished in full by Immigrazione.biz: article 27-quater of the Immigration Act requires a higher-education qualification of at least three years and the related higher professional qualification 'within levels 1, 2 and 3 of the ISTAT CP 2011 classification' (legislators and managers, intellectual and scientific professions, technical professions). ISTAT level 3 (technical professions) matches ISCO-08 major group 3, skill level 3. Legislative Decree 152/2023 widened the accepted titles (a higher professional qualification for the job offered); no text changing the CP 2011 levels was found. The digital nomad and remote worker permit (art. 27 para. 1 q) is for 'highly qualified' workers in the sense of art. 27-quater. No official copy of the circular was found in the search store (November 2026).",
};
const ITALY_DN_HOW = {
  publisher: "Government of Italy",
  title: "Digital Nomad Visa Italy: Application",
  via: "Italy Digital Nomad",
  research: "Adviser's page on the Interministerial Decree of 29 February 2024 (Official Gazette 4 April 2024): first a national visa from the visa office of the Italian embassy or consulate where you have registered residence, then, within 8 working days of entry, the residence permit 'nomade digitale - lavoratore da remoto' at the Questura. No consulate page describing the nomad visa's filing was found in the search store (November 2026).",
  url: "https://italydigitalnomad.com/it/how-to-apply",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const ICLG_FAMILY = {
  publisher: "Government of Italy",
  title: "Italian Digital Nomad and Remote Worker Visa: the right to family unity",
  via: "ICLG",
  research: "Law-firm briefing on ICLG (2025): digital nomads and remote workers have the right to family unity, but since the end-2024 change to family reunification stricter conditions apply to them; holders of some permits, such as the EU Blue Card and the EU ICT permit, are not bound by those stricter rules. Waiting period checked November 2026 (issue 29.6), not set as joinsAfterMonths: Law 187/2024 (converting Decree-Law 145/2024) requires two years of uninterrupted lawful residence before reunification with a spouse, dependent adult children or parents (art. 29(1)(a), (c), (d) of the Immigration Act, quoted by arlettipartners.com), not for minor children; holders of international protection, the EU Blue Card and ICT permits are exempt (studiolegalecondosta.com, 16 October 2025). But family members can avoid the wait by entering together with the main applicant as 'familiari al seguito' (yourwaytoitaly.it: 'per lavoro, incluso lavoro subordinato, autonomo o digital nomad, studio o investimento'), and MoveWise reports nomads' families obtaining permits at once through family cohesion; ICLG says the nomad permit is bound by the stricter rules. Sources conflict for nomads and the wait is avoidable, so no fixed waiting period is entered for any Italian route.",
  url: "https://iclg.com/briefing/23132-italian-digital-nomad-and-remote-worker-visa-the-right-to-family-unity",
  asOf: "2025",
  reviewedOn: "2026-11-28",
};
const REUNIFICATION_ART_29 = {
  publisher: "Government of Italy",
  title: "Ricongiungimento familiare: per chi può essere richiesto",
  via: "Assolombarda",
  research: "Employers' association page restating article 29 of the Immigration Act (Legislative Decree 286/1998): reunification may be requested for a spouse over 18 not legally separated; minor children (including the spouse's, with the other parent's consent); adult dependent children who cannot provide for themselves because of total disability; dependent parents over 65 with no other children able to support them in the country of origin. No official integrazionemigranti.gov.it page listing them was found in the search store (November 2026).",
  url: "https://www.assolombarda.it/servizi/lavoro-e-previdenza/progetto-stranieri/sezioni/ricongiungimento-familiare/per-chi-puo-essere-richiesto",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const ANKARA_INVESTOR = {
  publisher: "Embassy of Italy in Ankara",
  title: "Programma Investor Visa for Italy",
  url: "https://ambankara.esteri.it/it/servizi-consolari-e-visti/servizi-per-il-cittadino-straniero/visti/programma-investor-visa-for-italy/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "Official embassy page (read November 2026): applications go through the online platform investorvisa.mise.gov.it, where a ministry committee gives clearance (nulla osta); the applicant then requests the visa at the consulate.",
};
const REUNIFICATION_WHO = "a spouse, children under 18, and dependent parents (and adult children unable to support themselves), through family reunification";

const ELECTIVE_CONDITIONS: RouteConditions = {
  incomeKinds: ["pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You apply in person at the Italian consulate with jurisdiction over where you live; after arriving you apply for the residence permit in Italy.", source: BOSTON_ELECTIVE },
  dependants: { partner: "spouse", children: "dependent", who: "a dependent spouse and children, on their own elective-residence visas, if your income covers them too", source: BOSTON_ELECTIVE },
};
const NOMAD_CONDITIONS: RouteConditions = {
  incomeKinds: ["remote-work"],
  skill: {
    rule: "skill-level",
    minimum: 3,
    note: "The nomad and remote-worker permit is for highly qualified workers: managerial, professional or technical work with a higher-education qualification.",
    source: HIGHLY_QUALIFIED_CIRCULAR,
  },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You apply for the national visa at the Italian consulate where you live; within 8 working days of arriving you apply for the residence permit at the local police headquarters (Questura).", source: ITALY_DN_HOW },
  dependants: { partner: "spouse", children: { underYears: 18 }, who: `${REUNIFICATION_WHO}, under the stricter conditions in force since the end of 2024`, source: ICLG_FAMILY },
};
const BLUE_CARD_IT_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 3,
    note: "The Italian EU Blue Card is for highly qualified work: managerial, professional or technical jobs needing a higher-education qualification.",
    source: HIGHLY_QUALIFIED_CIRCULAR,
  },
  maximumAge: null,
  points: null,
  applies: { via: "employer", how: "Your Italian employer applies to the immigration desk (Sportello Unico) for the work clearance (nulla osta); you then get the visa at the consulate and, within 8 days of arrival, apply for the permit.", source: BLUE_CARD_CIRCULAR },
  dependants: {
    partner: "spouse",
    children: { underYears: 18 },
    who: REUNIFICATION_WHO,
    source: REUNIFICATION_ART_29,
    partnerIncome: { counts: false, note: "The pay test is for the job offered to the main applicant; a partner's income does not count toward it.", source: BLUE_CARD_CIRCULAR },
  },
};
const FLOWS_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "employer", how: "Your Italian employer requests the work clearance (nulla osta) online during the flows decree's application windows; it is sent to the consulate, where you then apply for the visa.", source: FLOWS_DECREE_FAQ },
  dependants: {
    partner: "spouse",
    children: { underYears: 18 },
    who: REUNIFICATION_WHO,
    source: REUNIFICATION_ART_29,
    partnerIncome: { counts: false, note: "The permit rests on the job offered to the main applicant; a partner's income does not count toward it.", source: FLOWS_DECREE_FAQ },
  },
};
const INVESTOR_IT_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary", "remote-work", "pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "online", how: "You apply online on the ministry's Investor Visa platform (investorvisa.mise.gov.it); once cleared, you request the visa at the Italian consulate.", source: ANKARA_INVESTOR },
  dependants: { partner: "spouse", children: { underYears: 18 }, who: REUNIFICATION_WHO, source: REUNIFICATION_ART_29 },
};

export const italyRoutes: CountryRoutesData = {
  country: "italy",
  checked: "2026-11",
  routes: [
    {
      id: "elective-residence",
      kind: "retirement",
      name: "Elective residence visa (residenza elettiva)",
      whoFor: "Retirees and people of independent means living on pensions, annuities, rents or investments; no work of any kind, remote work included, and a home in Italy (owned, or rented for at least a year).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 31000,
        currency: "EUR",
        period: "year",
        basis: "stable passive income (pensions, annuities, property income, investments; not wages) of about EUR 31,000 a year per applicant, with more needed to cover a spouse or children; consulates may set higher amounts",
        household: { perAdditionalAdult: 0.2, perChild: 0.05 },
        source: {
          publisher: "Consulate General of Italy in Boston",
          title: "Elective Residency",
          url: "https://consboston.esteri.it/it/servizi-consolari-e-visti/servizi-per-il-cittadino-straniero/visti/elective-residency/",
          asOf: "2026",
          reviewedOn: "2026-11-25",
          research: "Official consulate page (undated; asOf is the year it was read, November 2026): proof of stable passive income 'totaling circa 31,000 euros yearly per applicant' from pensions, annuities, property income, trusts or investment funds, income from subordinate work not counted; dependent spouse and children may get the visa if the applicant shows adequate means for them. Decree 850/2011, Attachment A, Article 13 (quoted by Italian Inheritance, https://italianinheritance.co.uk/information-on-the-national-visa-for-elective-residence/, the page cited before) sets the floor at EUR 31,000 a year and adds 20% for a spouse and at least 5% per child; those shares are the household multiplier (the child share is a minimum).",
        },
      },
      fee: NATIONAL_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "An entry visa valid up to one year; then a residence permit valid for one year, renewable for up to two years at a time.",
        source: NOMADVISA,
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://vistoperitalia.esteri.it/",
      conditions: ELECTIVE_CONDITIONS,
    },
    {
      id: "digital-nomad",
      kind: "remote-work",
      name: "Visa for digital nomads and remote workers (nomadi digitali e lavoratori da remoto)",
      whoFor: "Highly qualified workers (a degree of at least three years, a regulated-profession qualification, or long professional experience) who work remotely with technology, self-employed (“digital nomads”) or employed by a company (“remote workers”), with at least six months' experience in that work, health insurance and a home in Italy. Outside the yearly quotas; no work permit needed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 24789,
        currency: "EUR",
        period: "year",
        basis: "at least three times the minimum income level for exemption from health-care co-payments (about EUR 24,789 a year), from lawful sources; in practice consulates often expect EUR 28,000 to 30,000, the figure the Italian press gave when the decree came out",
        source: {
          publisher: "Government of Italy",
          title: "Italy Digital Nomad Visa (Visto per Nomadi Digitali e Lavoratori da Remoto)",
          via: "NomadVisa",
          url: "https://nomadvisa.app/italy/digital-nomad-visa",
          asOf: "2026",
          reviewedOn: "2026-11-25",
          research:
            "Secondary page restating the Interministerial Decree of 29 February 2024 (Official Gazette 4 April 2024): minimum annual income of approximately EUR 24,789 to 25,500, consulates often expecting EUR 28,000 to 30,000. Searched (November 2026) 'Italia visto nomadi digitali ... tre volte importo esenzione spesa sanitaria', 'esteri.it digital nomad remote worker visa ...', 'consolato generale d'Italia visto nomadi digitali lavoratori da remoto reddito minimo', '24,789.93'. No consulate or vistoperitalia.esteri.it page stating the figure came back. Press pages (Wanted in Rome, QuiFinanza, NDTV Profit, citing Il Sole 24 Ore) give 'about EUR 28,000'; Ulysses Relocation gives 'approximately EUR 24,789'. The rule (three times the exemption level) is the decree's; the euro figure differs between sources, hence the basis.",
        },
        crossCheck: {
          source: {
            publisher: "Government of Italy",
            title: "Nomadi digitali smart working visto",
            via: "QuiFinanza",
            url: "https://quifinanza.it/lavoro/video/nomadi-digitali-smart-working-visto/797617/",
            asOf: "2024-03",
            reviewedOn: "2026-11-29",
            research:
              "News site's report of the interministerial decree (March 2024), read in the search tool (pages, November 2026, query 'visto nomadi digitali lavoratori da remoto reddito minimo annuo non inferiore al triplo del livello minimo esenzione partecipazione spesa sanitaria'): 'L’ingresso in Italia e il soggiorno dei nomadi digitali è consentito solo a quei lavoratori che abbiano un reddito minimo che si aggira attorno ai 28.000 euro. La cifra è ricavata calcolando un reddito minimo annuo non inferiore al triplo del livello minimo previsto per l’esenzione dalla partecipazione alla spesa sanitaria.' Il Sole 24 Ore's summary (republished on gianniditano.it) also says 'circa 28mila euro annui'. The title is the page's heading as its address gives it.",
          },
          differs: "about EUR 28,000 a year (the figure the Italian press gave when the decree came out)",
        },
      },
      fee: NATIONAL_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Apply for the residence permit at the Questura within eight working days of arrival; it lasts up to one year and is renewable every year while the conditions are still met.",
        source: {
          publisher: "Government of Italy",
          title: "Italian visa for digital nomads and remote workers",
          via: "Andersen in Italy",
          url: "https://it.andersen.com/en/italian-visa-for-digital-nomads/",
          asOf: "2024-04",
          reviewedOn: "2026-11-25",
          research: "Law firm's summary of the Ministry of the Interior decree published 4 April 2024: requirements (income of at least three times the health-care co-payment exemption level, health insurance, accommodation, six months' experience, contract or binding offer) and a residence permit of a maximum duration of one year, renewable annually if the conditions persist, applied for at the Questura within eight days of entry.",
        },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://vistoperitalia.esteri.it/",
      conditions: NOMAD_CONDITIONS,
    },
    {
      id: "blue-card",
      kind: "work",
      name: "EU Blue Card (Carta blu UE) for highly qualified work",
      whoFor: "Highly qualified employees with a binding Italian job contract or offer of at least six months and a degree (three years or more) or equivalent higher professional qualification or experience. Outside the yearly quotas; the employer applies for the nulla osta.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed euro amount is stated in the sources used for this report: since Legislative Decree 152/2023 the salary must be at least what the national collective agreement sets and at least the average gross annual salary measured by ISTAT.",
        research: "Rule read in edotto.com (decree summary) and the Avvocati Immigrazionisti summary of circular 2829/2024. Damiani & Damiani (law firm) gives '~EUR 35,000' (1.5 times the average) and '~EUR 28,000' in shortage occupations, but the decree text as summarised by edotto speaks of the ISTAT average itself; conflicting and not official, so no amount is given.",
      },
      fee: NATIONAL_VISA_FEE,
      processingTime: {
        text: "The immigration desk (Sportello Unico) has 90 days to issue the work clearance (nulla osta) or refuse it; then the consulate issues the visa.",
        source: BLUE_CARD_CIRCULAR,
      },
      durationAndRenewal: {
        text: "A two-year permit for a permanent contract, otherwise the contract's length plus three months.",
        source: BLUE_CARD_CIRCULAR,
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://vistoperitalia.esteri.it/",
      conditions: BLUE_CARD_IT_CONDITIONS,
    },
    {
      id: "subordinate-employment",
      kind: "work",
      name: "Work visa for subordinate employment within the flows decree quotas (lavoro subordinato, nulla osta)",
      whoFor: "Employees hired by an employer in Italy within the yearly quotas of the flows decree (decreto flussi), set by sector; the employer requests the work clearance (nulla osta) from the immigration desk during the decree's application windows.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No salary floor of its own: pay follows the national collective agreement for the job; the limit is the yearly quota and the employer's application window.",
        research: "Official pages read (integrazionemigranti.gov.it, provincia.tn.it, pratomigranti.it) describe the quota and nulla osta procedure without a salary floor.",
      },
      fee: NATIONAL_VISA_FEE,
      processingTime: {
        text: "If no objection arises within 60 days of the employer's application, the work clearance is issued automatically and sent to the consulate, which issues the visa within 30 days of the worker's request (the automatic issue does not apply to nationals of some countries listed since October 2024).",
        source: FLOWS_DECREE_FAQ,
      },
      durationAndRenewal: { value: null, note: "The length of the first work permit is not stated in the sources used for this report; it depends on the contract." },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://vistoperitalia.esteri.it/",
      conditions: FLOWS_CONDITIONS,
    },
    {
      id: "investor-visa",
      kind: "investment",
      name: "Investor Visa for Italy (visto per investitori)",
      whoFor: "Non-EU investors and donors who make one qualifying investment or donation in Italy and keep it for at least two years; applications are cleared online by the Ministry of Enterprises and Made in Italy before the consulate issues the visa. Outside the yearly quotas, with no minimum stay.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 250000,
        currency: "EUR",
        period: "once",
        basis: "the lowest of four options: EUR 250,000 in an innovative start-up on the official register; EUR 500,000 in an Italian limited company; EUR 2 million in Italian government bonds; or a EUR 1 million philanthropic donation to a public-interest project (culture, education, immigration management, research, heritage)",
        source: {
          publisher: "Embassy of Italy in Ankara",
          title: "Programma Investor Visa for Italy",
          url: "https://ambankara.esteri.it/it/servizi-consolari-e-visti/servizi-per-il-cittadino-straniero/visti/programma-investor-visa-for-italy/",
          asOf: "2026",
          reviewedOn: "2026-11-25",
          research: "Official embassy page (undated; asOf is the year read, November 2026): under Law 232 of 11 December 2016 the visa may be granted for EUR 2 million in Italian government bonds with at least two years' residual maturity, EUR 500,000 in a limited company, EUR 250,000 in an innovative start-up on the official list, or a philanthropic donation of at least EUR 1 million; applications through investorvisa.mise.gov.it; holders get a two-year investor residence permit renewable for further three-year periods while the investment is kept; no minimum residence requirement. investorvisa.it (the programme's page) and Mackrell state the same amounts and the two-year holding period.",
        },
      },
      fee: NATIONAL_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A two-year investor residence permit, renewable for further three-year periods for as long as the investment is kept.",
        source: {
          publisher: "Embassy of Italy in Ankara",
          title: "Programma Investor Visa for Italy",
          url: "https://ambankara.esteri.it/it/servizi-consolari-e-visti/servizi-per-il-cittadino-straniero/visti/programma-investor-visa-for-italy/",
          asOf: "2026",
          reviewedOn: "2026-11-25",
        },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://investorvisa.mise.gov.it/index.php/en/",
      conditions: INVESTOR_IT_CONDITIONS,
    },
  ],
  absent: [],
};
