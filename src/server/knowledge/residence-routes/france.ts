import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { SCHENGENDOC, TALENT_SALARY_ARRETE, TALENT_SALARY_CROSS_CHECK } from "@server/facts/base-quantities/indexed-floors";
import { NO_PROCESSING_TIME } from "./unknowns";
import type { RouteConditions } from "./route-conditions.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// France's routes for a US citizen, read in November 2026. The visitor permit rests on Article L426-20 of the
// CESEDA; its money test is the net minimum wage (SMIC), applied by consulates, read in the guides named below (no
// stored copy of france-visas.gouv.fr or service-public.fr gave it). The work, investor and self-employed routes
// were read on Business France's official "Welcome to France" pages (welcometofrance.com, welcome.businessfrance.fr);
// the 2025 salary floors of the "Talent" cards (arrêté of 21 August 2025) were read in Le Mag Juridique, because the
// official pages found still show the 2023 figure. The long-stay visa fee and the naturalisation rule are the
// Service-Public.fr guide (DILA) as served to town websites. France has no digital nomad visa: remote workers who are
// self-employed use the "entrepreneur / profession libérale" permit, listed below as the remote-work route.
const NOMADVISA = { publisher: "Government of France", title: "France Carte de Séjour Temporaire Visiteur", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/france/carte-de-sejour-temporaire-visiteur", asOf: "2026", reviewedOn: "2026-11-25" };



/** Business France's page on the multi-year "Talent – EU Blue Card" permit (duration and conditions; its salary figure is the 2023 one). */
const WTF_BLUE_CARD = {
  publisher: "Business France",
  title: "Highly skilled employees: “Talent – European Union Blue Card”",
  url: "https://www.welcometofrance.com/en/fiche/employees-talent-passport",
  asOf: "2025",
  reviewedOn: "2026-11-25",
  research:
    "Official page of Business France (Welcome to France), undated; read November 2026. States the conditions (contract of at least 6 months, 3 years of higher education or 5 years' experience) and that the residence equals the contract's duration, up to 4 years. Its salary figure (EUR 53,836.50 as of 1 May 2023) is outdated and not used. asOf 2025: the 6-month contract rule dates from the 2025 reform.",
};

/** The long-stay (type D) visa fee, from the Service-Public.fr guide. */
const LONG_STAY_VISA_FEE = {
  amount: 99,
  currency: "EUR",
  what: "long-stay visa (more than 3 months) application fee, paid to the consulate",
  source: {
    publisher: "Direction de l'information légale et administrative",
    title: "Combien coûte un visa pour entrer en France ? (Service-Public.fr, F18141)",
    via: "Commune d'Aimargues",
    url: "https://aimargues.fr/Service-Public/voir/F18141",
    asOf: "2026",
    reviewedOn: "2026-11-25",
    research:
      "Service-Public.fr practical sheet F18141 (DILA) as republished through the State's co-marquage service on the town of Aimargues' site, read November 2026 (undated; asOf is the year read): 'Visa de long séjour (plus de 3 mois) valable pour la France: 99 €'. The Ministry of the Interior's own copy of the same sheet (interieur.gouv.fr, updated 4 March 2013) gives the same EUR 99. The préfecture fees for the residence card itself are not included.",
  },
  crossCheck: {
    source: {
      publisher: "Government of France",
      title: "Visas français : un tour d'horizon des options disponibles et de leurs coûts",
      via: "Stats in Paris",
      url: "https://statsinparis.com/visas-francais-un-tour-dhorizon-des-options-disponibles-et-de-leurs-couts",
      asOf: "2026",
      reviewedOn: "2026-11-29",
      research:
        "Independent French guide page, undated (asOf is the year read), found with the search tool (pages) for 'frais de visa de long séjour France 99 euros tarif visa national type D' (November 2026): 'Le coût d'un visa de long séjour, délivré pour des séjours de plus de 90 jours, est de 99 euros.' A weak second source (a general guide), used because no other official page was found: France-Visas' FAQ gives no amounts, and the French consulates in the US charge the fee in dollars (Washington's stored page, last modified 3 October 2016: 'Long stay visa $111'; Miami, 30 December 2016: 'US $ 103'), the exchange-rate equivalent of EUR 99 at the time.",
    },
  },
};

/** Naturalisation: five years of habitual residence (Civil Code arts. 21-16 and 21-17). */
const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Five years of habitual residence in France before applying (two years after two successful years of higher education in France); naturalisation is discretionary and also tests French language and integration.",
  source: {
    publisher: "Direction de l'information légale et administrative (Service-Public.fr)",
    title: "Naturalisation : conditions à remplir (F2213)",
    url: "https://sites.service-information-publique.fr/carnac/guide-professionnels/F2213.html",
    asOf: "2026",
    reviewedOn: "2026-11-25",
    research:
      "Service-Public.fr sheet F2213, served by DILA's co-marquage service for the town of Carnac, read November 2026 (undated): 'Vous devez justifier d'une résidence habituelle en France pendant les 5 années qui précèdent le dépôt de votre demande', reduced to 2 years after 2 years of successful higher-education studies in France. Searched 'naturalisation française condition de résidence 5 ans service-public'.",
  },
};

const NO_PERMANENT_RESIDENCE = { value: null, note: "The years before a 10-year resident card are not stated in the sources used for this report." };

// Conditions (issue 28.1), read in November 2026.
const ACCOMPANYING_FAMILY = {
  publisher: "Business France",
  title: "Fact sheet: “Accompanying family”",
  url: "https://welcometofrance.com/en/sheet/accompanying-family-simplified-procedure",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official Welcome to France sheet (Business France), undated; read November 2026: Talent and ICT permits granted to investors, company directors, startup owners and employees let the spouse and dependent children under 18 come through the simplified 'accompanying family' procedure (the spouse gets a 'Talent (famille)' permit that allows work); families not eligible can apply for their own permit (e.g. as visitors), or come through family reunification, open to foreign nationals lawfully resident in France for at least 18 months who wish to be joined by their spouse and children. Re-read November 2026 for the waiting period (issue 29.6): 'Otherwise, families have the option of coming to France on grounds of family reunification. Family reunification applies to foreign nationals who have been lawfully resident in France for at least 18 months and who wish to be joined by their spouse and children.' Law-firm and Service-Public.fr copies (avocatseklylivrati.com, brangeon-avocat.fr: 'dix-huit mois de présence régulière en France', 12 months for Algerians) agree; no stored copy of service-public.fr F11166 showing the condition's text was found.",
};
const FRANCE_VISAS_FAQ = {
  publisher: "France-Visas (French government)",
  title: "Questions fréquentes",
  url: "https://france-visas.gouv.fr/web/france-visas/questions-frequentes",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "France-Visas' official FAQ (read November 2026): the visa application is filled in online on France-Visas, in the steps' order, and then handled by the consular services or the competent service provider in the country of residence (in the US the consulates use VFS Global centres, per applicants' accounts). No France-Visas page specific to the visitor or entrepreneur visa's filing was found in the search store.",
};
const EU_PORTAL_FRANCE_WORK = {
  publisher: "European Commission",
  title: "EU Immigration Portal: France, employed worker",
  url: "https://immigration-portal.ec.europa.eu/france-employed-worker_en",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "The European Commission's EU Immigration Portal (read November 2026): an employee's contract must first be approved by the department for foreign labour (the employer's work-permit application), then the worker obtains a long-stay visa equivalent to a residence permit from the French consulate in the country of residence; 'passport talent' holders need no work permit and, residing outside France, submit the long-stay visa application to the consulate.",
};
const WTF_WORK_PERMIT_PORTAL = {
  publisher: "Business France",
  title: "Launch of an online portal for work permits applications",
  url: "https://www.welcometofrance.com/en/launch-of-an-online-portal-for-work-permits-applications",
  asOf: "2021-04",
  reviewedOn: "2026-11-28",
  research: "Official Welcome to France news item: since 6 April 2021 employers apply for the work permit online on a dedicated portal (Talent Passport and ICT applicants need none); the employee attaches the permit to the visa or residence application.",
};
const LE_SALARIE_QUALIFIE = {
  publisher: "Business France",
  title: "Employees: “Talent – qualified employee”",
  url: "https://www.welcometofrance.com/en/fiche/employees-talent-passport",
  asOf: "2025",
  reviewedOn: "2026-11-28",
  research:
    "Business France's Talent page (read November 2026) with Article L421-9 of the CESEDA: the 'salarié qualifié' card goes to holders of at least a master's-level degree obtained in France, or to employees hired by a young innovative company (JEI) or recognised innovative company for R&D work. A master's degree is ISCO-08 skill level 4 work.",
};
/** Service-Public.fr's visitor-card sheet: the resources a year (12 times the net monthly minimum wage), which may be a family member's (issue 29.6). */
/** The rule itself: the CESEDA article on the visitor card, on Légifrance. */
const CESEDA_L426_20 = {
  publisher: "Légifrance",
  title: "Code de l'entrée et du séjour des étrangers et du droit d'asile, article L426-20 (carte de séjour « visiteur »)",
  url: "https://www.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006070158/LEGISCTA000042771896/",
  asOf: "2024-03-02",
  reviewedOn: "2026-11-29",
  research:
    "Légifrance's own page of the CESEDA section, 'Version en vigueur au 02 mars 2024', read November 2026 in the search tool (pages) for 'carte de séjour visiteur montant minimal des ressources exigé pour une personne seule ... nets mensuels sur 1 année': 'L'étranger qui apporte la preuve qu'il peut vivre de ses seules ressources, dont le montant doit être au moins égal au salaire minimum de croissance net annuel, indépendamment de l'allocation aux adultes handicapés ... et de l'allocation supplémentaire ..., se voit délivrer une carte de séjour temporaire portant la mention \" visiteur \" d'une durée d'un an. Il doit en outre justifier de la possession d'une assurance maladie couvrant la durée de son séjour et prendre l'engagement de n'exercer en France aucune activité professionnelle.' The law sets the floor as the net SMIC over a year (12 times the net monthly SMIC) and gives no euro amount; the amount is the SMIC's (france.smic-net-monthly). Kamslaw and Lexcase name the article (L. 426-20, formerly L. 313-6 with R. 313-6) and give the same rule.",
};
const F302_VISITOR = {
  publisher: "Direction de l'information légale et administrative",
  title: "Carte de séjour temporaire « visiteur » d'un étranger en France (Service-Public.fr, F302)",
  via: "Mairie de Sainte-Gemme",
  url: "https://mairiestegemme.fr/urbanisme/demarches/?xml=F302",
  asOf: "2023-05-01",
  reviewedOn: "2026-11-28",
  research:
    "Service-Public.fr sheet F302 (DILA, checked 1 May 2023) served through the State's co-marquage on a town website: the minimum resources for a single person are the net monthly minimum wage 'sur 1 année' (then EUR 1,383.08), from your own resources (annuities or pensions, property income...) or a family member's; 'Vous pouvez présenter des attestations bancaires ou des cautions ou des preuves de revenus'. A préfecture's document list (republished on expydoc.com, 2014) asks for means 'dont le montant annuel sera équivalent à 12 fois le montant du SMIC mensuel net (attestations bancaires, cautions..., titre de pension)'. The rule (12 times the net monthly SMIC) is the sheet's; the 2026 euro figure is the threshold's (SchengenDoc), times 12. Family resources (issue 29.6): Service-Public.fr sheet F302 (DILA, 'Vérifié le 01/05/2023') served through the State's co-marquage on a town website, found with the search tool (pages) for 'Carte de séjour visiteur ressources suffisantes SMIC net sur 1 année ressources propres ou celles d'un membre de votre famille F302' (November 2026): 'Le montant minimal des ressources exigé pour une personne seule est de 1 383,08 € nets mensuels, sur 1 année. Il peut s'agir de vos propres ressources (rentes ou pensions, revenus immobiliers, etc.) ou de celles d'un membre de votre famille. Vous pouvez présenter des attestations bancaires ou des cautions ou des preuves de revenus fournies par des personnes solvables.' Older copies of the same sheet (aixlesbains.fr, 2015; saint-morillon.fr) say the same. Doubt: Article L426-20 of the CESEDA (Légifrance, version of 2 March 2024) speaks of living 'de ses seules ressources'; the sheet is the administration's own reading and is what is cited. The figure is for a person alone; no sheet read gives the amount for a couple, and each spouse needs a visitor visa of their own.",
};
/** Business France's page on the "Employee" permit: it rests on the employer's work permit for the job offered. */
const WTF_EMPLOYEES = {
  publisher: "Business France",
  title: "Employees and temporary workers",
  url: "https://welcome.businessfrance.fr/en/setting-up-a-business/recruiting-international-talent/visas-and-residence-permits/hiring-foreign-employee/employees-and-temporary-workers/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official Business France page, read November 2026 (undated; found with the search tool, pages, for 'Business France Employees and temporary workers permit work permit requested by employer'): 'To legally reside and work in France as an employee, the applicant must meet two essential conditions. They must: Have a permanent or fixed-term employment contract. Have a work permit issued prior to applying for a residence permit. This permit is always requested by the employer.' No salary floor and no household income test appear; the permit rests on the applicant's own contract, hence counts: false (issue 29.6).",
};
const FAMILY_REUNIFICATION_WHO = "after 18 months of lawful residence, a spouse aged 18 or over and your children under 18, through family reunification (no family permit comes with this card)";
const TALENT_FAMILY_WHO = "a spouse aged 18 or over and dependent children under 18, who come with you on “Talent (famille)” permits (the spouse may work)";

const VISITOR_CONDITIONS: RouteConditions = {
  incomeKinds: ["pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You fill in the long-stay visa application on the France-Visas website, then hand in your file in person to the French consulate where you live or its visa service provider.", source: FRANCE_VISAS_FAQ },
  dependants: {
    partner: "none",
    children: "none",
    who: "no family permit comes with this visa: a spouse and children each apply for their own visitor visa with enough resources, or join through family reunification after 18 months",
    source: ACCOMPANYING_FAMILY,
    partnerIncome: {
      counts: true,
      note: "The resources may be your own or a family member's, such as a spouse's; the minimum is set for a person alone, and a spouse still needs a visitor visa of their own.",
      source: F302_VISITOR,
    },
  },
};
/** Who joins on the two salaried Talent cards (Blue Card, qualified employee): the family on "Talent (famille)" permits. */
const TALENT_SALARIED_DEPENDANTS: RouteConditions["dependants"] = {
  partner: "spouse",
  children: { underYears: 18 },
  who: TALENT_FAMILY_WHO,
  source: ACCOMPANYING_FAMILY,
  partnerIncome: salaryOfTheJobOffered(TALENT_SALARY_ARRETE),
};
const BLUE_CARD_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 4,
    note: "The Talent – EU Blue Card is for highly qualified jobs, with a degree from at least three years of higher education or five years of comparable experience.",
    source: WTF_BLUE_CARD,
  },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "No work permit is needed: with the French contract you apply for the “Talent” long-stay visa on France-Visas and at the French consulate where you live.", source: EU_PORTAL_FRANCE_WORK },
  dependants: TALENT_SALARIED_DEPENDANTS,
};
const SALARIE_QUALIFIE_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 4,
    note: "The Talent – qualified employee card is for holders of a master's-level degree from France, or for research and development work at an innovative company.",
    source: LE_SALARIE_QUALIFIE,
  },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "No work permit is needed: with the French contract you apply for the “Talent” long-stay visa on France-Visas and at the French consulate where you live.", source: EU_PORTAL_FRANCE_WORK },
  dependants: TALENT_SALARIED_DEPENDANTS,
};
const SALARIE_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "employer", how: "Your French employer first applies online for your work permit; once it is granted, you apply for the “employee” long-stay visa at the French consulate where you live.", source: WTF_WORK_PERMIT_PORTAL },
  dependants: {
    partner: "spouse",
    children: { underYears: 18 },
    who: FAMILY_REUNIFICATION_WHO,
    source: ACCOMPANYING_FAMILY,
    partnerIncome: { counts: false, note: "There is no salary floor of its own: the permit rests on the job offered to the main applicant, and a partner's income does not count toward it.", source: WTF_EMPLOYEES },
    joinsAfterMonths: 18,
  },
};
const ENTREPRENEUR_CONDITIONS: RouteConditions = {
  incomeKinds: ["remote-work"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You fill in the “entrepreneur / liberal profession” long-stay visa application on France-Visas, then hand in your file to the French consulate where you live or its visa service provider.", source: FRANCE_VISAS_FAQ },
  dependants: { partner: "spouse", children: { underYears: 18 }, who: FAMILY_REUNIFICATION_WHO, source: ACCOMPANYING_FAMILY, joinsAfterMonths: 18 },
};
const INVESTOR_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary", "remote-work", "pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You apply for the “Talent” long-stay visa on France-Visas and at the French consulate where you live, with the proof of the investment.", source: EU_PORTAL_FRANCE_WORK },
  dependants: { partner: "spouse", children: { underYears: 18 }, who: TALENT_FAMILY_WHO, source: ACCOMPANYING_FAMILY },
};

export const franceRoutes: CountryRoutesData = {
  country: "france",
  checked: "2026-11",
  routes: [
    {
      id: "visitor",
      kind: "retirement",
      name: "Long-stay visitor visa (VLS-TS visiteur), then a visitor residence card",
      whoFor: "Retirees and people living on pensions, rents, investments or savings who sign a sworn undertaking not to work in France, remote work included.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "france.smic-net-monthly", times: 1 },
        period: "month",
        basis: "{base}: the law (CESEDA article L426-20) asks resources at least equal to the net minimum wage over a year, and consulates usually expect files to show more",
        source: SCHENGENDOC,
        crossCheck: { source: CESEDA_L426_20 },
      },
      savingsInstead: {
        kind: "savings",
        basedOn: { quantity: "france.smic-net-monthly", times: 12 },
        period: "once",
        basis: "resources for a year: 12 times {base}, which may be shown by bank statements instead of a pension or other income",
        source: F302_VISITOR,
        crossCheck: { source: CESEDA_L426_20 },
      },
      fee: {
        amount: 200,
        currency: "EUR",
        what: "OFII tax stamp paid after arrival, when the visa is validated",
        source: SCHENGENDOC,
        crossCheck: {
          source: {
            publisher: "Government of France",
            title: "Majoration des taxes titre de séjour : impacts de la loi de finances 2026",
            via: "Unafo",
            url: "https://www.unafo.org/majoration-des-taxes-titre-de-sejour-impacts-de-la-loi-de-finances-2026",
            asOf: "2026-02-02",
            reviewedOn: "2026-11-29",
            research:
              "Unafo (the union of supported-housing providers), read November 2026 with the search tool (pages) for 'loi de finances 2026 taxe validation visa long séjour VLS-TS 300 euros au lieu de 200 euros titre de séjour': 'La loi de finances pour 2026 a été adoptée le 2 février 2026 ... L'article 128 ... Taxe pour la première délivrance d'un titre de séjour (article L. 436-1 du CESEDA) – (tarif minoré) | 200 (50) | 300 (100)'; the renewal tax stays at 200 and the stamp duty of article L. 436-7 rises from 25 to 50. The Fédération des acteurs de la solidarité ('Taxe principale pour un premier titre de séjour : 300 € (au lieu de 200 €)') and press reports on the bill (visa-algerie.com, gnatepe.com: 'Visa long séjour équivalant à un titre de séjour : 300 €') say the same. The page does not name the VLS-TS; that the visitor visa's validation tax is this L. 436-1 tax (the VLS-TS is a titre de séjour under L. 411-1) is our reading. SchengenDoc (June 2026) still gives EUR 200, so the figure is not changed here until an official page confirms the 2026 amount.",
          },
          differs: "EUR 300 (instead of 200) for the first issue of a residence permit under the 2026 finance law (article 128, adopted 2 February 2026), which on our reading includes validating a long-stay visa that serves as one",
        },
      },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "The VLS-TS serves as a residence permit for up to 12 months (validate it online within 3 months of arrival); then a visitor card renewed every year, which cannot become a multi-year card.",
        source: NOMADVISA,
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://france-visas.gouv.fr/",
      conditions: VISITOR_CONDITIONS,
    },
    {
      id: "talent-blue-card",
      kind: "work",
      name: "Multi-year residence permit “Talent – EU Blue Card” (talent – carte bleue européenne)",
      whoFor: "Highly qualified employees with a French employment contract of at least 6 months (permanent or fixed-term) and a degree from at least 3 years of higher education, or 5 years of comparable professional experience. No separate work permit or labour-market test; family members get a “Talent (famille)” card.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "france.talent-reference-salary", times: 1.5 },
        period: "year",
        basis: "gross annual pay of at least 1.5 times {base} (arrêté of 21 August 2025)",
        source: TALENT_SALARY_ARRETE,
        crossCheck: TALENT_SALARY_CROSS_CHECK,
      },
      fee: LONG_STAY_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "The card lasts as long as the employment contract, up to 4 years, and is renewable.",
        source: WTF_BLUE_CARD,
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://france-visas.gouv.fr/",
      conditions: BLUE_CARD_CONDITIONS,
    },
    {
      id: "talent-qualified-employee",
      kind: "work",
      name: "Multi-year residence permit “Talent – qualified employee” (talent – salarié qualifié)",
      whoFor: "Employees of a French employer who hold a master's-level degree obtained in France, are hired by a young innovative company (JEI) or a recognised innovative company for its R&D or development, or are sent on an intra-group mission with a French contract. No separate work permit is needed.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "france.talent-reference-salary", times: 1 },
        period: "year",
        basis: "gross annual pay of at least {base} (arrêté of 21 August 2025; before that reform this card asked twice the annual minimum wage)",
        source: TALENT_SALARY_ARRETE,
        crossCheck: TALENT_SALARY_CROSS_CHECK,
      },
      fee: LONG_STAY_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The length of the first card on this route is not stated in the sources used for this report;" },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://france-visas.gouv.fr/",
      conditions: SALARIE_QUALIFIE_CONDITIONS,
    },
    {
      id: "employee",
      kind: "work",
      name: "“Employee” (salarié) long-stay visa and temporary residence permit",
      whoFor: "Employees hired by an employer established in France who do not qualify for a Talent card. The employer must first obtain a work permit; the authorities can weigh the job market in the occupation and region (the labour-market test).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed salary floor for this permit: the employer's work-permit file is judged on the job market, the match between your profile and the job, and pay and conditions that respect French law, so at least the French minimum wage.",
        research: "Business France's pages (welcome.businessfrance.fr/en/.../employees-and-temporary-workers/ and welcometofrance.com/en/obtaining-a-work-permit) list the work-permit criteria (employment situation, match of skills, employer's compliance, pay and conditions) without a euro floor. Private guides (visapref.fr) say at least the SMIC; not cited for a figure.",
      },
      fee: LONG_STAY_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Issued for at most 12 months and renewable under conditions; a fixed-term contract gives the “temporary worker” permit instead.",
        source: {
          publisher: "Business France",
          title: "Employees and temporary workers",
          url: "https://welcome.businessfrance.fr/en/setting-up-a-business/recruiting-international-talent/visas-and-residence-permits/hiring-foreign-employee/employees-and-temporary-workers/",
          asOf: "2026",
          reviewedOn: "2026-11-25",
          research: "Official Business France page, read November 2026 (undated): the 'Employee' permit is for permanent contracts, the 'Temporary Worker' permit for fixed-term ones; issued for a maximum of 12 months and renewable under certain conditions; requires a work permit requested in advance by the employer, the employment situation may be considered.",
        },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://france-visas.gouv.fr/",
      conditions: SALARIE_CONDITIONS,
    },
    {
      id: "entrepreneur-liberal-profession",
      kind: "remote-work",
      name: "“Entrepreneur / liberal profession” temporary residence permit (France has no digital nomad visa)",
      whoFor: "Self-employed people and freelancers, including those working remotely for clients, who register an economically viable independent activity in France. France has no visa for employees working remotely for a foreign employer, and the visitor permit forbids professional activity.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "france.smic-gross-monthly", times: 12 },
        period: "year",
        basis: "the annual gross minimum wage, twelve times {base}: the activity must be economically viable and able to pay you at least this much.",
        source: {
          publisher: "Business France",
          title: "“Entrepreneur/ Liberal Profession” status",
          url: "https://welcome.businessfrance.fr/en/setting-up-a-business/recruiting-international-talent/visas-and-residence-permits/status-of-foreign-company-directors/entrepreneur-liberal-profession/",
          asOf: "2026-01",
          reviewedOn: "2026-11-25",
          research: "Official Business France page, read November 2026: the applicant must show the economic viability of the project and the ability to earn at least the minimum wage, 'which was €21,876.36 as of January 1, 2026'; permit issued for 12 months, renewable under certain conditions. Searched for an official statement that France has no digital nomad visa ('France digital nomad visa does not exist ... France-Visas'): only private guides (World Watch, France Insider, Arif Law Offices) say so, so remote-work is given this route rather than marked not-offered.",
        },
      },
      fee: LONG_STAY_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Issued for 12 months, renewable under conditions; it allows only the independent activity described in the application.",
        source: {
          publisher: "Business France",
          title: "“Entrepreneur/ Liberal Profession” status",
          url: "https://welcome.businessfrance.fr/en/setting-up-a-business/recruiting-international-talent/visas-and-residence-permits/status-of-foreign-company-directors/entrepreneur-liberal-profession/",
          asOf: "2026-01",
          reviewedOn: "2026-11-25",
        },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://france-visas.gouv.fr/",
      conditions: ENTREPRENEUR_CONDITIONS,
    },
    {
      id: "talent-business-investor",
      kind: "investment",
      name: "Multi-year residence permit “Talent – business investor” (investisseur économique, now within “talent – porteur de projet”)",
      whoFor: "Investors who make a direct economic investment in France personally, through a company they run, or through a company in which they hold at least 30% of the capital, and who create or safeguard jobs (or undertake to) within four years. Purely financial investments do not qualify.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 300000,
        currency: "EUR",
        period: "once",
        basis: "at least EUR 300,000 invested, or committed, in tangible or intangible fixed assets in France (share capital, reinvested earnings or loans between affiliates)",
        source: {
          publisher: "Business France",
          title: "Talent Passport ‘Business investor’",
          url: "https://www.welcometofrance.com/en/fiche/passeport-talent-investisseur",
          asOf: "2025",
          reviewedOn: "2026-11-25",
          research: "Official Business France (Welcome to France) page, read November 2026 (undated): direct investment personally, via a company the investor controls or holds at least 30% of; create or protect jobs within four years; invest or commit at least EUR 300,000 in fixed tangible or intangible assets; exclusively financial investments excluded; maximum duration four years, renewable. Article R421-35 of the CESEDA (as quoted by juriblio.fr and Lexbase) states the same EUR 300,000.",
        },
      },
      fee: LONG_STAY_VISA_FEE,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to 4 years, renewable; the length depends on the investment plan.",
        source: { publisher: "Business France", title: "Talent Passport ‘Business investor’", url: "https://www.welcometofrance.com/en/fiche/passeport-talent-investisseur", asOf: "2025", reviewedOn: "2026-11-25" },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://france-visas.gouv.fr/",
      conditions: INVESTOR_CONDITIONS,
    },
  ],
  absent: [],
};
