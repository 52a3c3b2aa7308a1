import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Portugal's long-stay routes for a US citizen, read in November 2026. The consular portal (vistos.mne.gov.pt)
// and AIMA govern them; the figures below were read in the pages named in each `source` (law-firm and visa
// guides quoting Law 23/2007 and the 2026 minimum wage), since no stored copy of the official pages was found.

const NATIONALITY_LAW = {
  publisher: "Morais Leitão",
  title: "Legal alert: Changes to the law of nationality, Constitutional Court ruling and presidential veto",
  research: "Law firm's analysis of the Nationality Law after the Constitutional Court ruling of 15 December 2025.",
  url: "https://www.mlgts.pt/en/knowledge/legal-alerts/Changes-to-the-law-of-nationality-constitutional-court-ruling-and-presidential-veto/26467",
  asOf: "2025-12",
  reviewedOn: "2026-11-23",
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Five years of legal residence under the Nationality Law as in force after the Constitutional Court's ruling of 15 December 2025. Parliament had approved 10 years (7 for EU and Portuguese-speaking countries) in October 2025; the decree was vetoed and returned to Parliament, so check the law in force before relying on five years.",
  source: NATIONALITY_LAW,
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 5,
  note: "Permanent residence (or EU long-term residence) after five years of legal residence.",
  source: { publisher: "Government of Portugal", title: "Portugal D7 Visa: Passive Income Residency", via: "NTL International", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://ntlinternational.com/residency/portugal-d7-visa", asOf: "2026", reviewedOn: "2026-11-25" },
};

// Conditions (issue 28.1), read in November 2026.
const LAMARES_D7 = {
  publisher: "Portuguese Ministry of Foreign Affairs",
  title: "D7 Visa for pensioners in Portugal in 2026",
  via: "Lamares, Capela & Associados",
  research:
    "Law firm's page (2026): the D7 residence visa is applied for at the Portuguese consulate or consular section in the country of origin or residence (by e-mail or the E-visa portal, depending on the consulate); the visa is valid 4 months with two entries, then an AIMA appointment for the residence card; accompanying visas for close family may be filed at the same time. It asks for pension or passive income of at least the minimum wage AND 12 months of the minimum wage held in a Portuguese bank account, so savings are an additional requirement, not an alternative (no savingsInstead). The stored vistos.mne.gov.pt pages found (meios de subsistência, emolumentos) do not describe where the D7 is filed; searched 'vistos.mne.gov.pt residence visa retired ... where to apply' (November 2026).",
  url: "https://lamarescapela.pt/en/d7-visa-for-pensioners-in-portugal-in-2026/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const LAMARES_D8 = {
  publisher: "Portuguese Ministry of Foreign Affairs",
  title: "D8 Visa for remote workers and digital nomads in Portugal in 2026",
  via: "Lamares, Capela & Associados",
  research:
    "Law firm's page (2026): the D8 needs a professional relationship with a company or entity based abroad and an average income of four minimum wages over the three months before the appointment; filed at the Portuguese consulate in the country of origin or of more than one year's residence (e-mail or E-visa portal; some consulates delegate to VFS Global), decided within 60 days; then an AIMA appointment; accompanying visas for close family may be filed at the same time. No official page describing the D8 filing was found (searched 'Portugal D8 ... submitted at Portuguese consulate ... AIMA', November 2026).",
  url: "https://lamarescapela.pt/en/d8-visa-for-remote-workers-and-digital-nomads-in-portugal-in-2026/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const LAMARES_D3 = {
  publisher: "Portuguese Ministry of Foreign Affairs",
  title: "Highly qualified workers (D3 residence visa)",
  via: "Lamares, Capela & Associados",
  research: "Law firm's page: the D3 residence visa must be applied for at the Portuguese consulate in the country of residence; valid 120 days with two entries; then an AIMA appointment for biometrics; residence card valid 2 years, renewable for 3. No official page describing the D3 filing was found (November 2026).",
  url: "https://www.lamarescapela.pt/en/immigration/residence-for-more-than-one-year/workers/highly-qualified-workers/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const CAIADO_D3 = {
  publisher: "Assembleia da República",
  title: "The Portuguese visa for highly qualified professionals (Law 23/2007, article 3: highly qualified activity)",
  via: "Caiado Immigration",
  research:
    "Law firm's article restating the definition in Law 23/2007: a highly qualified professional holds at least an ISCED level 6 qualification (a bachelor's degree), or an ISCED level 5 higher technical professional course with at least five years' professional experience proving exceptional specialised skills, and a contract or promise of contract of at least twelve months. ISCED 5 (short-cycle tertiary) corresponds to ISCO-08 skill level 3, so the minimum is level 3, not 4. The law's consolidated text on diariodarepublica.pt was not found in the search store (searched 'Lei 23/2007 atividade altamente qualificada definição', November 2026).",
  url: "https://www.caiadoimmigration.com/en/the-portuguese-visa-for-highly-qualified-professionals/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const AIMA_ARI = {
  publisher: "AIMA – Agência para a Integração, Migrações e Asilo",
  title: "Autorização de Residência para Investimento (art. 90.º-A)",
  url: "https://aima.gov.pt/pt/viver/autorizacao-de-residencia-para-investimento-art-90-o-a",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "AIMA's own ARI page (stored text, November 2026): the ARI lets third-country nationals obtain a temporary residence permit for investment without a residence visa, with family reunification, 7 days' stay in the first year and 14 in later years. AIMA's page for the neighbouring art. 122(1)(r) permit and AIMA's 2024-25 notices (quoted by ADA Legal and others) say ARI applications are registered on the ARI portal (Portal ARI) before the in-person biometrics appointment (Regulatory Decree 84/2007, art. 65-D(16)).",
};
const FAMILY_MEMBERS_ART_99 = {
  publisher: "Assembleia da República",
  title: "Lei n.º 23/2007, artigo 99.º (membros da família), as amended: Diário da Assembleia da República, II série A, n.º 47",
  url: "https://debates.parlamento.pt/catalogo/r3/dar/s2a/15/01/047/2022-06-23/108",
  asOf: "2022-06-23",
  reviewedOn: "2026-11-28",
  research:
    "The Assembly's published text of article 99 of the Foreigners Law (family members for family reunification): the spouse; minor or incapable children in the couple's care; adopted minors; adult dependent single children studying in Portugal (studying anywhere, for an ARI holder under art. 90.º-A); dependent first-degree ascendants of the resident or spouse; minor siblings under the resident's guardianship. The current wording is the same on Lex Migratória's annotated copy (sites.google.com/site/leximigratoria/artigo-99-o-membros-da-familia). A partner in a proven de facto union (and that partner's minor children) may also be reunited under article 100 (text in the Diário da Assembleia da República, II série A, n.º 85 of 28 May 2007, p. 68: debates.parlamento.pt/catalogo/r3/dar/s2a/10/02/085/2007-05-28/68). AIMA's own reunification page (aima.gov.pt/pt/viver/reagrupamento-familiar-com-familiar-fora-de-territorio-nacional-art-98-o-n-o-1) was not found in the search store (November 2026).",
};
const DEPENDANTS_PT: RouteConditions["dependants"] = {
  partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse (or a partner in a proven de facto union), minor children, dependent adult children who are single and studying in Portugal, and dependent parents of you or your spouse, through family reunification",
  source: FAMILY_MEMBERS_ART_99,
  childPermit: "Children of 18 or over can come only if they are single, depend on you and are studying in Portugal.",
};

const PORTUGALIST_COMBINE_INCOMES = {
  publisher: "Portuguese Ministry of Foreign Affairs",
  title: "Can you combine incomes for Portuguese visas?",
  via: "Portugalist",
  url: "https://www.portugalist.com/combine-incomes-portuguese-visas/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Relocation guide on the D7 and D8 family income (undated; the EUR 820 minimum wage it quotes is the 2024 figure; asOf is the year it was read, November 2026): 'According to Lisbon-based immigration lawyer Sandra Gomes Pinto, combining incomes isn't typically the norm. \"To date, the authorities have interpreted the law as meaning that this income has to come from the main applicant,\"' and a couple short of the amount on one income should ask the consulate whether it would accept it. The title is the page's heading as its address gives it (the stored text starts at the body). Searched November 2026: 'Portugal D7 visa couple combined income spouse pension counts joint bank account consulate', 'Can couples combine incomes for Portugal D7 and D8 visas'; no vistos.mne.gov.pt page on a partner's income was found, and one FAQ (d7visa.com) speaks loosely of a couple's 'combined passive income' without saying whose income counts.",
};
const D7_CONDITIONS: RouteConditions = {
  incomeKinds: ["pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You apply for the D7 residence visa at the Portuguese consulate covering where you live (by e-mail or the E-visa portal, depending on the consulate); in Portugal you then attend an AIMA appointment for the residence card.", source: LAMARES_D7 },
  dependants: {
    ...DEPENDANTS_PT,
    partnerIncome: {
      counts: false,
      note: "Consulates have so far required the whole amount from the main applicant's own income; a partner's income is not added to it (a consulate may be asked to accept it).",
      source: PORTUGALIST_COMBINE_INCOMES,
    },
  },
};
const D8_CONDITIONS: RouteConditions = {
  incomeKinds: ["remote-work"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You apply for the D8 residence visa at the Portuguese consulate covering where you live (some consulates use VFS Global); in Portugal you then attend an AIMA appointment for the residence card.", source: LAMARES_D8 },
  dependants: {
    ...DEPENDANTS_PT,
    partnerIncome: {
      counts: false,
      note: "Consulates have so far required the whole amount from the main applicant's own remote-work income; a partner's income is not added to it (a consulate may be asked to accept it).",
      source: PORTUGALIST_COMBINE_INCOMES,
    },
  },
};
const DRA_SOFIA_D3_SALARY = { publisher: "Government of Portugal", title: "D3 / Highly Qualified / EU Blue Card", via: "Dra. Sofia (immigration lawyer)", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-searched (November 2026 pass): 'cartão azul UE Portugal remuneração anual 1,5 vezes salário médio nacional aima.gov.pt'. AIMA's own page (aima.gov.pt/pt/viver/concessao-de-cartao-azul-ue-e-autorizacao-de-residencia-para-titulares-de-cartao-azul-ue-noutro-estado-membro-art-121-o-a-e-segu) states the rule: a contract of at least six months paying at least 1.5 times the national average gross annual salary (1.2 times in shortage occupations, art. 61.º-A(2)), and the 18-month move to another Member State, but no euro amount; no official page giving the 2026 euro floor was found, so the amount stays on this page.", url: "https://dra-sofia.org/en/services/d3-eu-blue-card", asOf: "2026-06-21", reviewedOn: "2026-11-28" };
const D3_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 3,
    note: "The D3 is for highly qualified work: a bachelor's degree, or a higher technical diploma with five years' experience.",
    source: CAIADO_D3,
  },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "With the Portuguese job contract or offer, you apply for the D3 residence visa at the Portuguese consulate covering where you live; in Portugal you then attend an AIMA appointment for the residence card.", source: LAMARES_D3 },
  dependants: {
    ...DEPENDANTS_PT,
    partnerIncome: salaryOfTheJobOffered(DRA_SOFIA_D3_SALARY),
  },
};
const ARI_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary", "remote-work", "pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "online", how: "No residence visa is needed: you (or your lawyer) register the application and documents on AIMA's ARI portal, then attend an AIMA appointment in Portugal for biometrics.", source: AIMA_ARI },
  dependants: {
    partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse (or a partner in a proven de facto union), minor children, dependent single adult children who are studying, and dependent parents of you or your spouse, through family reunification",
    source: FAMILY_MEMBERS_ART_99,
    childPermit: "Children of 18 or over can come only if they are single, depend on you and are studying.",
  },
};

/** The consular fee table as amended in December 2023 (Portaria 434/2023): EUR 90 for a residence visa. */
const CONSULAR_FEES_2023 = {
  publisher: "Portuguese Ministry of Foreign Affairs",
  title: "Portaria n.º 434/2023, de 13 de dezembro: aprova a primeira alteração à tabela de emolumentos consulares",
  via: "vLex Portugal",
  url: "https://vlex.pt/vid/portaria-n-434-2023-972439809",
  asOf: "2023-12-13",
  reviewedOn: "2026-11-29",
  research:
    "Text of the Diário da República, 1.ª série, n.º 239 of 13 December 2023, p. 12 (ELI data.dre.pt/eli/port/434/2023/12/13/p/dre/pt/html), as republished by vLex, read in the search tool (pages, November 2026, query 'Portaria 229/2021 Tabela de Emolumentos Consulares vistos nacionais visto de residência'): 'Atualmente, a TEC prevê, pelos custos administrativos do tratamento de pedidos de visto nacionais, o pagamento de 90 euros nos vistos de residência e 75 euros nos vistos de estada temporária.' The D8 residence track is a residence visa. No later change to the consular fee table was found, though only this query looked for one; NomadVisa's EUR 110 (2026) may include a service charge or a later increase.",
};

export const portugalRoutes: CountryRoutesData = {
  country: "portugal",
  checked: "2026-11",
  routes: [
    {
      id: "d7",
      kind: "retirement",
      name: "D7 residence visa (pension and passive income)",
      whoFor: "Retirees and people living on a regular passive income from abroad (pension, rents, dividends, royalties) who will not take a job in Portugal.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "portugal.minimum-wage", times: 1 },
        period: "month",
        basis: "100% of {base}, for the main applicant; +50% for a spouse, +30% per child",
        household: { perAdditionalAdult: 0.5, perChild: 0.3 },
        source: {
          publisher: "Portuguese Ministry of Foreign Affairs",
          title: "National visas: means of subsistence (Meios de subsistência)",
          url: "https://vistos.mne.gov.pt/pt/vistos-nacionais/documentacao-instrutoria/meios-de-subsistencia",
          asOf: "2024",
          reviewedOn: "2026-11-25",
          research: "Official visa portal page, read in stored copies in November 2026: the means of subsistence for a long-stay visa are set by reference to the guaranteed monthly minimum wage (retribuição mínima mensal garantida), first adult 100%, second and further adults 50%, children under 18 and dependent adult children 30% (Portaria 1563/2007). The newest stored copy names the 2024 wage (EUR 820); the euro amount used here comes from the minimum-wage base quantity, not from this page. Replaces SchengenDoc, Portugal D7 Visa: passive-income residency in 2026 (https://schengendoc.com/portugal-d7-visa), the page cited before.",
        },
      },
      fee: { value: null, note: "No consular or AIMA fee for the D7 is stated in the sources used for this report; ask the consulate when you book." },
      processingTime: {
        text: "About 60 days at the consulate; then the AIMA residence-permit appointment in Portugal.",
        source: { publisher: "Government of Portugal", title: "Portugal D7 Visa: Passive Income Residency", via: "NTL International", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://ntlinternational.com/residency/portugal-d7-visa", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      durationAndRenewal: {
        text: "A 4-month entry visa, then a 2-year residence permit renewable for 3 years.",
        source: { publisher: "Government of Portugal", title: "Portugal D7 Visa: passive-income residency in 2026", via: "SchengenDoc", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Official rule (100% of the minimum wage for the first adult, 50% second adult, 30% per child) is on vistos.mne.gov.pt/pt/vistos-nacionais/documentacao-instrutoria/meios-de-subsistencia, but the stored copy shows the 2022 wage (EUR 705), not 2026.", url: "https://schengendoc.com/portugal-d7-visa", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://vistos.mne.gov.pt/en/",
      conditions: D7_CONDITIONS,
    },
    {
      id: "d8",
      kind: "remote-work",
      name: "D8 visa for remote work (digital nomad), residence track",
      whoFor: "Employees and freelancers who work remotely for employers or clients outside Portugal.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "portugal.minimum-wage", times: 4 },
        period: "month",
        basis: "four times {base}, averaged over the last three months",
        source: {
          publisher: "Government of Portugal",
          title: "Securing the D8 Visto para Nómadas Digitais in Portugal in 2026",
          via: "The Portugal Brief",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-searched (November 2026 pass) for an official page: 'vistos.mne.gov.pt visto de residência atividade profissional prestada de forma remota quatro retribuições mínimas', 'Residence visa professional activity provided remotely average monthly income four guaranteed minimum monthly wages', 'aima.gov.pt autorização de residência trabalho remoto artigo 61.º-B'. Only law-firm pages (WBLex, ADA Legal, Advocacia Pinheiro) and 2022 press (Expresso, Sábado) stating four times the minimum wage over the last three months came back; the only vistos.mne.gov.pt page found is the means-of-subsistence page, which does not cover the D8 floor.",
          url: "https://theportugalbrief.pt/securing-the-d8-visto-para-nomadas-digitais-in-portugal-in-2026-a-practical-guide-to-the-eu3-680-income-floor-the-article-61-o-a-b-lei-23-2007-track-the-aima-two-year-autorizacao-de-res/",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
        crossCheck: {
          source: {
            ...LAMARES_D8,
            reviewedOn: "2026-11-29",
            research:
              "Law firm's D8 page (2026), read again in the search tool (pages, November 2026, query 'D8 visa Portugal average monthly income four times minimum wage last three months'): the requirements include a 'Professional relationship with a company or entity based abroad' and 'Proof of a minimum average income of 4 Portuguese national minimum wages per month for the three months prior to the appointment.' Immigration Start Guide (2026: 4 x EUR 920 = EUR 3,680) and Migratalent agree.",
          },
        },
      },
      fee: {
        amount: 110,
        currency: "EUR",
        what: "consular visa fee",
        source: { publisher: "Government of Portugal", title: "Portugal D8 Digital Nomad Visa", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-searched (November 2026 pass): 'Portugal visa fees national visa consular fee vistos.mne.gov.pt emolumentos'. The stored vistos.mne.gov.pt emolumentos page covers Schengen (short-stay) visas only (EUR 80 / 40); embassy pages cite the consular fee table (Portaria 229/2021) without a national-visa amount in the stored text.", url: "https://nomadvisa.app/portugal/d8-digital-nomad-visa", asOf: "2026", reviewedOn: "2026-11-25" },
        crossCheck: {
          source: CONSULAR_FEES_2023,
          differs: "EUR 90 for a residence visa (EUR 75 for a temporary-stay visa), the consular fee table as amended in December 2023",
        },
      },
      processingTime: {
        text: "A consular decision in 30 to 60 days, up to 90 days at busy consulates.",
        source: { publisher: "Government of Portugal", title: "Portugal D8 Digital Nomad Visa", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/portugal/d8-digital-nomad-visa", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      durationAndRenewal: {
        text: "The residence track leads to a 2-year AIMA residence permit, renewable; a separate temporary-stay track gives up to 12 months without a path to residence.",
        source: {
          publisher: "Government of Portugal",
          title: "Securing the D8 Visto para Nómadas Digitais in Portugal in 2026",
          via: "The Portugal Brief",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
          url: "https://theportugalbrief.pt/securing-the-d8-visto-para-nomadas-digitais-in-portugal-in-2026-a-practical-guide-to-the-eu3-680-income-floor-the-article-61-o-a-b-lei-23-2007-track-the-aima-two-year-autorizacao-de-res/",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://vistos.mne.gov.pt/en/",
      conditions: D8_CONDITIONS,
    },
    {
      id: "d3",
      kind: "work",
      name: "D3 residence visa for highly qualified activity / EU Blue Card",
      whoFor: "Graduates or experienced professionals with a Portuguese job contract or binding offer of at least six months for a highly qualified role.",
      minimumAge: null,
      needsLocalJobOffer: true,
      // Corrected November 2026 (issue 30): EUR 1,567 was three times the 2025 IAS; the floor now follows the IAS in force.
      threshold: {
        kind: "salary",
        basedOn: { quantity: "portugal.ias", times: 3 },
        period: "month",
        basis: "three times {base}, the lower of the two floors in Law 23/2007 as amended by Law 53/2023 (the other is 1.5 times the national average gross annual salary); in occupations short of workers, twice the IAS or 1.2 times the average salary",
        source: {
          publisher: "Assembleia da República",
          title: "EU Blue Card for the Purpose of Carrying out a Highly Qualified Activity",
          via: "Pinto Ribeiro Advogados",
          url: "https://pintoribeiro.pt/eu-blue-card-for-the-purpose-of-carrying-out-a-highly-qualified-activity/?lang=en",
          asOf: "2023-10",
          reviewedOn: "2026-11-29",
          research:
            "Law firm's summary of Law 53/2023 (in force 29 October 2023), read in the search tool (pages, November 2026, query 'Portugal D3 highly qualified visa EU Blue Card 2026 minimum salary'): the applicant needs 'an employment contract or promise of an employment contract lasting at least six months, which corresponds to an annual remuneration of at least 1.5 times the national average gross annual salary or three times the index value of social support (IAS), and in the case of professions particularly in need of workers who are nationals of third countries, the salary threshold must correspond to at least 1.2 times the national average gross salary, or twice the IAS value'. Caiado Immigration's D3 page gives the same 1.5 times / three times the IAS rule. The 2026 IAS of EUR 537.13 (up from EUR 522.50) was fixed by Portaria 480-A/2025/1 of 30 December 2025 (APCMC's legal note, apcmc.pt/legislacao/ias-para-2026-fixado-em-e-53713; RTP and Caixa Geral de Depósitos say the same). 3 x 537.13 = EUR 1,611.39 a month, applied monthly as the sources' monthly figures are; the earlier EUR 1,567 (Dra. Sofia, crossCheck) equals three times the 2025 IAS. No AIMA or vistos.mne.gov.pt page giving the euro amount was found.",
        },
        crossCheck: {
          source: DRA_SOFIA_D3_SALARY,
          differs: "EUR 1,567 a month for 2026 (EUR 1,254 in shortage occupations), which is three times the 2025 IAS of EUR 522.50",
        },
      },
      fee: {
        amount: 90,
        currency: "EUR",
        what: "consular fee for a residence visa",
        source: CONSULAR_FEES_2023,
        crossCheck: {
          source: { publisher: "Government of Portugal", title: "D3 / Highly Qualified / EU Blue Card", via: "Dra. Sofia (immigration lawyer)", research: "Lawyer's service page (updated 21 June 2026) saying the D3 'is exempt from the consular fee', without a legal basis; no official page stating an exemption was found (November 2026: 'Portugal visa fees national visa consular fee vistos.mne.gov.pt emolumentos', the stored emolumentos page covers Schengen visas only). The same page gives a 2026 minimum salary of EUR 1,567 a month as 1.5 times the national average wage, which does not add up, so the consular fee table is the figure given.", url: "https://dra-sofia.org/en/services/d3-eu-blue-card", asOf: "2026-06-21", reviewedOn: "2026-11-29" },
          differs: "no fee, saying the D3 is exempt from the consular fee",
        },
      },
      processingTime: {
        text: "Typically 3 to 5 months at the consulate.",
        source: { publisher: "Government of Portugal", title: "D3 / Highly Qualified / EU Blue Card", via: "Dra. Sofia (immigration lawyer)", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://dra-sofia.org/en/services/d3-eu-blue-card", asOf: "2026-06-21", reviewedOn: "2026-11-25" },
      },
      durationAndRenewal: {
        text: "The permit is valid for 1 to 4 years and renewable; after 18 months a Blue Card holder may move to another EU country's Blue Card.",
        source: { publisher: "Government of Portugal", title: "D3 / Highly Qualified / EU Blue Card", via: "Dra. Sofia (immigration lawyer)", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://dra-sofia.org/en/services/d3-eu-blue-card", asOf: "2026-06-21", reviewedOn: "2026-11-25" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://vistos.mne.gov.pt/en/",
      conditions: D3_CONDITIONS,
    },
    {
      id: "golden-visa",
      kind: "investment",
      name: "Residence permit for investment activity (ARI, the \"Golden Visa\")",
      whoFor: "Investors who subscribe to qualifying Portuguese investment funds (or fund research, culture or job-creating companies); buying a home no longer qualifies since Law 56/2023.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 500000,
        currency: "EUR",
        period: "once",
        basis: "fund units in CMVM-regulated funds with at least 60% invested in Portuguese companies and a maturity of at least five years (cultural heritage: EUR 250,000)",
        source: { publisher: "Government of Portugal", title: "Portugal Golden Visa", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-searched (November 2026 pass): 'AIMA autorização de residência para investimento ARI fundos 500 000 euros', 'Transferência de capitais ... organismos de investimento coletivo não imobiliários – subalínea vii)'. AIMA's ARI page (aima.gov.pt/pt/viver/autorizacao-de-residencia-para-investimento-art-90-o-a) is stored and states the 7-day / 14-day minimum stay and the EUR 250,000 cultural option, but the stored text read was cut before the investment-fund option, so it was not cited for the EUR 500,000 figure. The fund rule (EUR 500,000, Portuguese-law non-real-estate funds, maturity of at least five years, 60% in companies based in Portugal) is in the Assembly's decree text in the Diário da Assembleia da República, II série A, n.º 263 of 20 July 2023, p. 131 (debates.parlamento.pt/catalogo/r3/dar/s2a/15/01/263/2023-07-20/131), the text later enacted as Law 56/2023; not cited because it is the pre-promulgation text. The vistos.mne.gov.pt ARI page is outdated (EUR 1.5 million and real-estate options).", url: "https://nomadvisa.app/portugal/golden-visa", asOf: "2026", reviewedOn: "2026-11-25" },
        crossCheck: {
          source: {
            publisher: "Government of Portugal",
            title: "Golden Visa in Portugal: a complete guide to the ARI",
            via: "Anjos Brum",
            url: "https://anjosbrum.statichost.page/en-gb/blog/golden-visa-ari",
            asOf: "2026-01-08",
            reviewedOn: "2026-11-29",
            research:
              "Law firm's blog post of 8 January 2026 (Flávia Victtor dos Anjos), read in the search tool (pages, November 2026, query 'Portugal golden visa ARI 2026 investment fund units €500,000 maturity five years 60% Portuguese companies AIMA'): since Law 56/2023 the eligible investments include 'Non-property collective investment funds — a minimum holding of €500,000, with a maturity of at least five years and 60% invested in companies based in Portugal' and culture and heritage 'a minimum investment of €250,000'. Castilho Legal and Immigrant Invest give the same EUR 500,000 fund option.",
          },
        },
      },
      fee: { value: null, note: "The AIMA application and permit fees are not stated in the sources used for this report." },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time; AIMA backlogs have varied widely." },
      durationAndRenewal: {
        text: "A residence permit renewed while the investment is kept, with a minimum stay in Portugal of only 7 to 14 days a year.",
        source: { publisher: "Government of Portugal", title: "Portugal Golden Visa", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/portugal/golden-visa", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://vistos.mne.gov.pt/en/",
      conditions: ARI_CONDITIONS,
    },
  ],
  absent: [],
};
