import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Austria's long-stay routes for a US citizen, read in November 2026. The Ministry of the Interior (BMI), the
// migration.gv.at portal and the provincial residence authorities govern them. The retiree income rule comes from
// the BMI page and § 44 of the Settlement and Residence Act (NAG); the 2026 amount is computed from the 2026 ASVG
// standard rate published by the pensioners' association and LexisNexis, since the stored BMI page still showed
// 2024 figures. The key-worker salary floor comes from a guide quoting migration.gv.at. Austria has no digital
// nomad or investor visa; the pages that say so are named below. Pages that carry no date are given the year
// they were read (2026).
const ART_MOBILITY_DEADLINES = {
  publisher: "Government of Austria",
  title: "Which deadlines must be observed when applying for a residence title?",
  via: "art mobility",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://www.art-mobility.at/en/visa-residence/faq-settlement-and-residence-of-more-than-6-months/which-deadlines-must-be-observed-when-applying-for-a-residence-title/",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const STYRIA_FEES_2026 = {
  publisher: "Office of the Styrian Provincial Government",
  title: "Aufenthalt - Gebühren ab 01.01.2026",
  url: "https://www.verwaltung.steiermark.at/cms/beitrag/13003126/75852120",
  asOf: "2026-01-01",
  reviewedOn: "2026-11-25",
  research:
    "Searched pages for 'Aufenthaltstitel Gebühren Antrag 120 Euro Erteilung Niederlassungsbewilligung Kosten' (November 2026). The Styrian provincial residence authority's fee page says that from 1 January 2026 a single flat fee (Pauschalgebühr) covers both the application and any issue of a residence title for third-country nationals: EUR 218 for a fixed-term title, EUR 275 for a permanent one. The BMI fee page (bmi.gv.at/312/14) still showed the older EUR 160 and the art-mobility page the older EUR 120 + EUR 40 split. Replaces https://www.art-mobility.at/de/visa-aufenthalt/wichtige-fragen-zu-niederlassung-und-aufenthalt-ueber-6-monate/welche-kosten-entstehen-bei-der-beantragung-eines-aufenthaltstitels/ (EUR 160 = 120 + 40).",
};
const PERMANENT_RESIDENCE: SourcedYears = {
  years: 5,
  note: "The 'Long-term resident – EU' title after five years of legal residence, with Module 2 of the Integration Agreement (German at A2 level).",
  source: {
    publisher: "Government of Austria",
    title: "Settlement permit – gainful employment excepted",
    via: "Mag. Osai Amiri (Vienna lawyer)",
    research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
    url: "https://www.anwalt-amiri.at/en/blog/settlement-permit-gainful-employment-excepted-niederlassungsbewilligung-ausgenommen-erwerbstatigkeit/",
    asOf: "2023",
    reviewedOn: "2026-11-23",
  },
};
const CITIZENSHIP: SourcedYears = {
  years: 10,
  note: "Ten years of lawful, uninterrupted residence as the standard rule (six years with, for example, B2 German); Austria normally requires giving up the previous nationality.",
  source: { publisher: "Government of Austria", title: "EXPLAINED: Who is eligible for a shorter wait for Austrian citizenship?", via: "The Local Austria", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.thelocal.at/20231201/explained-who-is-eligible-for-a-shorter-wait-for-austrian-citizenship", asOf: "2023-12-01", reviewedOn: "2026-11-25" },
};

// Conditions (issue 28.1), read November 2026.
const RWR_SALARY = { publisher: "Government of Austria", title: "Austria Red-White-Red Card: Other Key Workers", via: "WhereToEmigrate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page quotes migration.gv.at. Re-checked November 2026: searches for the migration.gv.at other-key-workers page, 'Sonstige Schlüsselkräfte Mindestentgelt 2026', '3.465 Euro 2026 zuzüglich Sonderzahlungen' and the usp.gv.at RWR page found only § 12b AuslBG (the 50% of the ASVG maximum contribution basis rule, via LexisNexis/RIS) and the usp.gv.at overview without the 2026 amount; VisaHQ/Fragomen news items confirm EUR 3,465.", url: "https://wheretoemigrate.io/guide/programs/austria/employment-sponsored/", asOf: "2026-06-24", reviewedOn: "2026-11-28" };
const ANLAGE_C_2019 = {
  publisher: "Austrian Parliament",
  title: "National Council, 57th sitting, 13 December 2018: amendment setting Annex C (admission criteria for other key workers, § 12b Z 1 AuslBG)",
  research:
    "Stenographic record (page 98) found with the search tool (pages) for 'Anlage 3 Zulassungskriterien für sonstige Schlüsselkräfte gemäß § 12b Z 1'. The annex in force from 1 January 2019: qualification up to 30 points ('abgeschlossene Berufsausbildung oder spezielle Kenntnisse oder Fertigkeiten in beabsichtigter Beschäftigung' 20, university entrance qualification 25, three-year tertiary degree 30); work experience matching the training up to 20; German up to 15; English up to 10; age up to 15 (up to 30: 15, up to 40: 10); maximum 90; required minimum 55. Without a qualification or special skills no experience matching a training can count, so at most 40 points remain: a vocational qualification (ISCO skill level 2) or special skills is in effect required. The Administrative Court (VwGH, via jusline.at, Ra 2020/09/0046 line) reads the 'completed vocational training' as comparable to an apprenticeship certificate. The 2022 reform (BGBl. I 106/2022) renumbered the annexes; Linde Verlag's RIS copy of the current Annex 2 (shortage occupations) gives age points up to 30: 15, up to 40: 10, up to 50: 5 and a minimum of 55, but the current text of Annex 3 (other key workers) was not found, so the pass mark of 55 is given without age bands.",
  url: "https://www.parlament.gv.at/PAKT/VHG/XXVI/NRSITZ/NRSITZ_00057/SEITE_0098.html",
  asOf: "2018-12-13",
  reviewedOn: "2026-11-28",
};
const UPPER_AUSTRIA_RWR = {
  publisher: "Land Oberösterreich",
  title: "Rot-Weiß-Rot – Karte",
  research:
    "Provincial government page found with the search tool (pages) for 'Red-White-Red Card other key workers application Austrian representation or employer': the district authorities and magistrates of the intended place of residence are competent, the Public Employment Service (AMS) assesses the criteria (partly by points), and 'Der Antrag ... kann auch vom Arbeitgeber für den Fremden bei der ... zuständigen Bezirkshauptmannschaft bzw. Magistrat eingebracht werden.' The fee shown (EUR 160) is older than the 2026 flat fee used for the route.",
  url: "https://land-oberoesterreich.gv.at/106692.htm",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const ADVANTAGE_AUSTRIA_FAMILY = {
  publisher: "Austrian Economic Chambers",
  title: "Immigration from non-EU countries (Red-White-Red Card)",
  research:
    "ADVANTAGE AUSTRIA page (the Chamber's foreign-trade service) found with the search tool (pages) for 'Red-White-Red Card other key workers criteria points'. Family members of workers who immigrate with a Red-White-Red Card are not subject to the quota and receive a Red-White-Red Card plus with free access to the labour market; they must meet the 'German prior to immigration' rule (A1). Who counts as a family member (spouse or registered partner, unmarried minor children) is § 2 (1) 9 NAG, which was not read in a stored copy.",
  url: "https://www.advantageaustria.org/ae/zentral/business-guide/arbeiten-in-oesterreich/zuwanderung-aus-nicht-eu-staaten/Zuwanderung_aus_Nicht-EU-Staaten.en.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const TIROL_QUOTA = {
  publisher: "Land Tirol",
  title: "Welche Niederlassungsbewilligungen sind quotenpflichtig?",
  research:
    "Provincial government page found with the search tool (pages) for 'Niederlassungsbewilligung ausgenommen Erwerbstätigkeit Antrag Vertretungsbehörde im Ausland Quote Familienangehörige'. The yearly settlement regulation sets a sub-quota 'für Drittstaatsangehörige und deren Familienangehörige, die sich ohne Erwerbsabsicht (Privatiers) auf Dauer in Österreich niederlassen wollen'; applicants abroad are advised by the embassies and applicants in Austria by the district administrative authorities. Land Oberösterreich's page on settlement permits (land-oberoesterreich.gv.at/208948.htm) names the district authorities and magistrates of the intended residence as competent in Austria. That visa-free nationals such as US citizens may file a first application in Austria during their visa-free stay (§ 21 (2) NAG) was not read in a stored copy.",
  url: "https://tirol.gv.at/gesellschaft-soziales/einwanderung/welcheniederlassungsbewilligu",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};

const AMIRI_SETTLEMENT_FAMILY = {
  publisher: "Government of Austria",
  title: "Niederlassungsbewilligung ausgenommen Erwerbstätigkeit",
  via: "Mag. Osai Amiri (Vienna lawyer)",
  url: "https://www.anwalt-amiri.at/blog/niederlassungsbewilligung-ausgenommen-erwerbstaetigkeit/",
  asOf: "2023",
  reviewedOn: "2026-11-28",
  research:
    "Vienna lawyer's blog restating § 44 NAG and the Interior Ministry's rates (2023 figures), found with the search tool (pages) for 'Niederlassungsbewilligung ausgenommen Erwerbstätigkeit Ehepaare gemeinsames Einkommen Haushalt Richtsatz' (November 2026): 'Alleinstehende: € 2.220,52; Ehepaare bzw. eingetragene Partner: € 3.503,12; Zusätzlich pro Kind: € 342,62 (Stand 2023)', so a registered partner counts as a spouse does. Land Tirol's page (tirol.gv.at, the route's application source) says the quota for people settling without work covers 'Drittstaatsangehörige und deren Familienangehörige', each applying for a permit. Neither page says whether a spouse's own pension is added to the applicant's; the BMI page (bmi.gv.at/312/22) gives a couple's rate ('Für Ehepaare') without saying whose income counts, so partnerIncome is left out. The age limit for children (§ 2 (1) 9 NAG: unmarried minor children) was not read in a stored copy of the law, so children stay 'dependent'.",
};

export const austriaRoutes: CountryRoutesData = {
  country: "austria",
  checked: "2026-11",
  routes: [
    {
      id: "red-white-red-card",
      kind: "work",
      name: "Red-White-Red Card for other key workers",
      whoFor: "Qualified workers with a job offer from an Austrian employer who reach the minimum points for qualifications, work experience, language skills and age, where the Public Employment Service (AMS) finds no equally qualified jobseeker (labour market test).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "austria.asvg-max-contribution-basis", times: 0.5 },
        period: "month",
        basis: "statutory minimum gross monthly pay, paid 14 times a year: 50% of {base} (§ 12b AuslBG); a higher collective-agreement rate prevails",
        source: RWR_SALARY,
        crossCheck: {
          source: {
            publisher: "Government of Austria",
            title: "Austria lifts 2026 salary thresholds for Red-White-Red and EU Blue Card permits",
            via: "VisaHQ",
            url: "https://www.visahq.com/news/2026-01-21/at/austria-lifts-2026-salary-thresholds-for-red-white-red-and-eu-blue-card-permits",
            asOf: "2026-01-21",
            reviewedOn: "2026-11-29",
            research:
              "Visa agency's news item of 21 January 2026 reporting Fragomen's alert, read in the search tool (pages, November 2026, query 'Austria 2026 Red-White-Red Card other key workers minimum salary EUR 3,465 gross per month'): 'The Red-White-Red Card (points-based key-employee permit) now requires at least €3,465 gross per month—up from €3,225', from 1 January 2026, paid over 14 instalments. VisaHQ's earlier item of 30 October 2025 had given EUR 3,225 for 2026; the January item corrects it. migration.gv.at's own page is not in the search store.",
          },
        },
      },
      fee: {
        amount: 218,
        currency: "EUR",
        what: "flat fee from 1 January 2026 for a fixed-term residence title (befristeter Aufenthaltstitel), covering both the application and the issue of the card",
        source: STYRIA_FEES_2026,
      },
      processingTime: {
        text: "The authority must decide without undue delay and at the latest six months after receiving the application (general rule for residence titles).",
        source: ART_MOBILITY_DEADLINES,
      },
      durationAndRenewal: {
        text: "Issued for 24 months for one employer; it can then lead to the Red-White-Red Card plus with open labour-market access.",
        source: { publisher: "Government of Austria", title: "Austria Red-White-Red Card: Other Key Workers", via: "WhereToEmigrate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page quotes migration.gv.at.", url: "https://wheretoemigrate.io/guide/programs/austria/employment-sponsored/", asOf: "2026-06-24", reviewedOn: "2026-11-25" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migration.gv.at/en/",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "The Red-White-Red Card for other key workers needs a completed vocational training (comparable to an apprenticeship), a degree, or special knowledge or skills for the job; without one the points test cannot be passed.",
          source: ANLAGE_C_2019,
        },
        maximumAge: null,
        points: { passMark: 55, table: "https://www.migration.gv.at/en/types-of-immigration/permanent-immigration/other-key-workers/", source: ANLAGE_C_2019 },
        applies: {
          via: "employer",
          how: "Your Austrian employer can file the application for you with the district authority or magistrate where you will live (you can also apply yourself at an Austrian embassy or consulate); the Public Employment Service (AMS) checks your points and the labour market.",
          source: UPPER_AUSTRIA_RWR,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, who: "Family members (a spouse or registered partner and unmarried minor children), outside the quota, who get a Red-White-Red Card plus with free labour-market access; they must show German at A1 level before coming.",
          source: ADVANTAGE_AUSTRIA_FAMILY,
          childPermit: "Children get a Red-White-Red Card plus of their own, with free access to the labour market, not the worker's Red-White-Red Card.",
          partnerIncome: salaryOfTheJobOffered(RWR_SALARY),
        },
      },
    },
    {
      id: "settlement-permit",
      kind: "retirement",
      name: "Settlement Permit – Gainful Employment Excepted (Niederlassungsbewilligung – ausgenommen Erwerbstätigkeit)",
      whoFor: "Pensioners and financially independent people who will not work in Austria (neither employed nor self-employed), with all-risk health insurance and housing; only a limited number are granted each year (quota, first come first served).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "austria.asvg-standard-rate-single", times: 2 },
        period: "month",
        basis: "regular monthly income (pensions, investment or business income from abroad) of twice {base}, as § 44 NAG and the Interior Ministry require; a couple needs twice the couple rate and each child adds twice the child supplement (EUR 4,128.24 for a couple and EUR 403.76 more per child in 2026, from the 2026 couple rate of EUR 2,064.12 and child supplement of EUR 201.88 given by the pensioners' association PVÖ). Some guides quote only the single rate, which is the general means test, not this permit's.",
        household: { perAdditionalAdult: 0.5776, perChild: 0.1543 },
        source: { publisher: "Government of Austria", title: "ARD 6974/2/2025: Pensionserhöhung 2026 und Ausgleichszulagenrichtsatz", via: "LexisNexis Austria", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: searches for 'Ausgleichszulagenrichtsatz 2026 1.308,39', 'Ausgleichszulage Richtsatz 2026 alleinstehend' and 'Niederlassungsbewilligung ausgenommen Erwerbstätigkeit Richtsatz 2026' found only the BMI page with 2024 amounts (EUR 2,435.91 single) and private pages with 2025 rates; no sozialministerium.at or oesterreich.gv.at page with the 2026 rate.", url: "https://360.lexisnexis.at/d/z_ard_2025_6974_ARD_2025_6974_002_76305e33da", asOf: "2025", reviewedOn: "2026-11-25" },
        crossCheck: {
          source: {
            publisher: "Government of Austria",
            title: "Der PVÖ informiert: Neuerungen bei den Pensionen 2026",
            via: "Pensionistenverband Österreichs (PVÖ)",
            url: "https://pvoe.at/steiermark/liezen/rottenmann/uebersicht-news/detail-news/der-pvoe-informiert-neuerungen-bei-den-pensionen-2026",
            asOf: "2026",
            reviewedOn: "2026-11-29",
            research:
              "Pensioners' association's news item on the 2026 changes, read in the search tool (pages, November 2026, query 'Ausgleichszulage 2026 Richtsatz 1.308,39 Pensionserhöhung'): 'Ausgleichszulage – Richtsatz für alleinstehende Pensionist*innen: € 1.308,39 – Richtsatz für Ehepaare und eingetragene Partner*innenschaften im gemeinsamen Haushalt: € 2.064,12 – Erhöhung pro Kind ... € 201,88'. Twice the single rate is EUR 2,616.78, as the threshold says. A second LexisNexis note (ARD 6975/2/2025) gives the same EUR 1,308.39. The title is the page's heading as its address gives it.",
          },
        },
      },
      fee: {
        amount: 218,
        currency: "EUR",
        what: "flat fee from 1 January 2026 for a fixed-term residence title (befristeter Aufenthaltstitel), covering both the application and the issue of the card, per person",
        source: STYRIA_FEES_2026,
      },
      processingTime: {
        text: "The authority must decide without undue delay and at the latest six months after receiving the application; a quota place must also be free.",
        source: ART_MOBILITY_DEADLINES,
      },
      durationAndRenewal: {
        text: "Usually issued for 12 months and then extended; the number of these permits granted each year is capped by a quota.",
        source: { publisher: "Austrian Federal Ministry of the Interior", title: "Niederlassungsbewilligung – ausgenommen Erwerbstätigkeit", url: "https://www.bmi.gv.at/312/22/start.aspx", asOf: "2024", reviewedOn: "2026-11-25" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migration.gv.at/en/types-of-immigration/permanent-immigration/other-forms-of-settlement/",
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "You apply at an Austrian embassy or consulate abroad, or at the district authority (Bezirkshauptmannschaft or Magistrat) of the place where you will live; a place in the yearly quota for people settling without work must be free.",
          source: TIROL_QUOTA,
        },
        dependants: {
          partner: "spouse-or-partner", children: "dependent", who: "A spouse or registered partner and children can settle with you under the same quota for people without work, each with their own permit; the income needed rises for a couple and for each child.",
          source: AMIRI_SETTLEMENT_FAMILY,
        },
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Austria has no digital nomad visa and, per the source, no government plans for one; non-EU remote workers need another residence title.",
      source: { publisher: "Government of Austria", title: "Reader question: Will Austria follow Spain in introducing a digital nomad visa?", via: "The Local Austria", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://apiwp.thelocal.com/20230307/reader-question-will-austria-follow-spain-in-introducing-a-digital-nomad-visa/", asOf: "2023-03-07", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Austria has no official golden visa and a property purchase does not give residence. Investors who run a business judged of special macroeconomic benefit can apply for the Red-White-Red Card for self-employed key workers; this report does not cover that business route in detail.",
      source: { publisher: "Luxury Vienna", title: "Austrian residence permit for investment", research: "Agency page stating that Austria has no golden visa.", url: "https://luxury-vienna.com/blog/austrian-residence-permit-for-investment", asOf: "2026", reviewedOn: "2026-11-25" },
    },
  ],
};
