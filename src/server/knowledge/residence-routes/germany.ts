import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";
import type { RouteConditions } from "./route-conditions.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Germany's routes for a US citizen, read in November 2026. Living on one's own means: the law-firm page named
// below (no stored copy of the Federal Foreign Office's or an immigration office's own page was found). Work and
// freelancing: the 2026 salary floors the Federal Ministry of the Interior published for the EU Blue Card (§ 18g
// Residence Act) and for skilled workers aged 45 or over (§ 18(2) no. 5), read in an employers' association's
// summary (no stored copy of the Ministry's notice, BAMF's or Make it in Germany's 2026 page was found); the
// permit fee in the Residence Ordinance (§ 45 AufenthV); the Federal Portal, the Berlin Immigration Office and
// the cities of Münster and Bielefeld for duration, the freelance permit and settlement; ZDFheute for the
// five-year naturalisation rule after the Bundestag's vote of 8 October 2025.
const KAGAN = {
  publisher: "Government of Germany",
  title: "Germany residence permit for private individuals (§ 7 AufenthG)",
  via: "Kagan Legal",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://kaganlegal-germany.com/en/germany-residence-permit-private/",
  asOf: "2026-06",
  reviewedOn: "2026-11-23",
};

const SALARY_FLOORS_2026 = {
  publisher: "German Federal Ministry of the Interior",
  title: "Jährliche Anpassung der Mindestgehälter für Aufenthaltstitel zur Erwerbsmigration (2026)",
  via: "AGV Nord (employers' association)",
  research:
    "Employers' association summary of the Federal Ministry of the Interior's notice of the minimum salaries from 1 January 2026: EUR 50,700 for the EU Blue Card (§ 18g AufenthG, 50% of the pension-insurance contribution ceiling); EUR 45,934.20 for the Blue Card in shortage occupations and for new entrants whose degree is at most three years old (45.3%); EUR 45,630 for § 19c(2) experienced workers (45%); EUR 55,770 for a first §§ 18a/18b permit from age 45 (§ 18(2) no. 5 AufenthG, 55%). Searched November 2026 (pages): 'EU Blue Card Germany 2026 minimum salary 50,700', 'Blaue Karte EU Mindestgehalt 2026 Gehaltsgrenze BAMF', 'Bekanntmachung zu § 18g ... für das Jahr 2026', 'make-it-in-germany.com EU Blue Card salary threshold 2026'. The only official texts stored are BAMF's and Make it in Germany's older editions (2018 figures) and the Ministry's notices for 2023/2024 (republished on diebewertung.de); the 2026 figures appear only in secondary pages (VisaVerge, Jobbatical, AGV Nord), all agreeing.",
  url: "https://www.agvnord.de/themen-news/detail/jaehrliche-anpassung-der-mindestgehaelter-fuer-aufenthaltstitel-zur-erwerbsmigration",
  asOf: "2026-01",
  reviewedOn: "2026-11-25",
};

const PERMIT_FEES = {
  publisher: "German Federal Government",
  title: "Residence Ordinance (Aufenthaltsverordnung), §§ 44-45: fees for residence titles",
  via: "buzer.de",
  research:
    "Consolidated text of the Residence Ordinance as last amended on 12 April 2024: § 45 no. 1 charges EUR 100 for issuing a residence permit or an EU Blue Card (whether valid up to or over a year); § 45 no. 2 EUR 93-96 to extend one; § 44 EUR 113-147 for a settlement permit. The same text is on anwalt24.de and urteile-gesetze.de; no stored copy of gesetze-im-internet.de was found.",
  url: "https://www.buzer.de/s1.htm?a=44-45&ag=949",
  asOf: "2024-04",
  reviewedOn: "2026-11-25",
};

// Second sources (issue 30): the Residence Ordinance's own text in a verbatim archive, and a second 2026 salary page.
const PERMIT_FEES_CROSS_CHECK = {
  source: {
    publisher: "German Federal Government",
    title: "Aufenthaltsverordnung (AufenthV), § 45: Gebühren für die Aufenthaltserlaubnis, die Blaue Karte EU, die ICT-Karte und die Mobiler-ICT-Karte",
    via: "GitHub (bundestag/gesetze repository)",
    url: "https://github.com/bundestag/gesetze/blob/5710c0a68afaf4ee45f127210247e9e6940126ae/a/aufenthv/index.md",
    asOf: "2021-08-20",
    reviewedOn: "2026-11-29",
    research:
      "Markdown copy of the consolidated ordinance from gesetze-im-internet.de ('Zuletzt geändert durch Art. 4 V v. 20.8.2021 I 3682'), commit 5710c0a, read with the search tool (read_file, November 2026). § 45 no. 1: 'für die Erteilung einer Aufenthaltserlaubnis, einer Blauen Karte EU oder einer ICT-Karte a) mit einer Geltungsdauer von bis zu einem Jahr 100 Euro, b) mit einer Geltungsdauer von mehr als einem Jahr 100 Euro'; § 45 no. 2: extension 96 Euro (up to three months) / 93 Euro (more than three months); § 44: settlement permit 113-147 Euro. The same amounts as the 2024 text on buzer.de, so the fee has not changed since 2021. Found with find_files on bundestag/gesetze (a/aufenthv/index.md) after find_string on 'Geltungsdauer von mehr als einem Jahr 100 Euro' returned nothing.",
  },
};
const BLUE_CARD_2026_CROSS_CHECK = {
  source: {
    publisher: "German Federal Ministry of the Interior",
    title: "Deutschland neueste EU Blaue Karte Gehalte aktualisiert",
    via: "Jobbatical",
    url: "https://www.jobbatical.com/de/blog/deutschland-neueste-eu-blaue-karte-gehalte-aktualisiert",
    asOf: "2026-01",
    reviewedOn: "2026-11-29",
    research:
      "Relocation company's blog, read in the search tool (pages, November 2026, query 'Blaue Karte EU 2026 Mindestgehalt 50.700 Euro Engpassberufe 45.934,20 Euro'): 'Die Mindestgehälter für die EU-Blue Card in Deutschland wurden 2026 erneut erhöht, und zwar auf 50.700 € für allgemeine Berufe und 45.934,20 € für Mangelberufe', from 1 January 2026. 50,700 is 50% of the 2026 pension-insurance ceiling of EUR 101,400, as the threshold computes. Expathub and yudey.cz give the same two amounts. The Ministry's notice itself is not in the search store. The title is the page's heading as its address gives it (the stored text starts at the body).",
  },
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Naturalisation after five years of lawful residence (since the reform of June 2024, which also allows dual citizenship). The Bundestag abolished the three-year fast track on 8 October 2025.",
  source: {
    publisher: "German Bundestag",
    title: "Bundestag schafft \"Turbo-Einbürgerung\" ab",
    via: "ZDFheute",
    research:
      "Public broadcaster's report of 8 October 2025: the three-year naturalisation for exceptional integration is removed; the 2024 reduction of the standard residence period from eight to five years and dual citizenship stay. Searched November 2026 ('German citizenship naturalisation after five years ... abolished 2025', 'bundesregierung.de Einbürgerung nach fünf Jahren'); no stored page of the Federal Government or the Bundestag stating the rule was found.",
    url: "https://www.zdfheute.de/politik/deutschland/einbuergerung-beschleunigung-verfahren-bundestag-100.html",
    asOf: "2025-10-08",
    reviewedOn: "2026-11-25",
  },
};

const FEDERAL_PORTAL_SELF_EMPLOYMENT = {
  publisher: "German Federal Government (Federal Portal)",
  title: "Residence permit granted for the exercise of an independent activity",
  research:
    "Federal Portal service description (Rhineland-Palatinate entry, English machine translation): 'The residence permit is limited to a stay of three years. If your company is successful and your livelihood is still secured, a [settlement] permit can then be issued' (§ 21(4) AufenthG). The page is undated.",
  url: "https://verwaltung.bund.de/leistungsverzeichnis/en/leistung/RP/13355444",
  asOf: "2024",
  reviewedOn: "2026-11-25",
};

// Conditions (issue 28.1), read in November 2026.
const US_APPLY_AFTER_ENTRY = {
  publisher: "German Federal Government",
  title: "Visum und Einreise (Residence Ordinance § 41: nationals who may obtain a residence permit after entry)",
  via: "Johannes Gutenberg University Mainz",
  research:
    "The University of Mainz's international office restating § 41 of the Residence Ordinance (AufenthV): nationals of the EU and EEA, Switzerland, Australia, Israel, Japan, Canada, New Zealand and the United States need no visa and may obtain any required residence permit after entering Germany. The City of Munich's service page for skilled workers says the same (US citizens need no visa; apply at the Foreigners Office within 90 days of entry), and the Kreis Offenbach immigration office exempts US nationals from the family-reunification visa. No stored copy of § 41 AufenthV on gesetze-im-internet.de was found (November 2026).",
  url: "https://www.uni-mainz.de/international/481_DEU_HTML.php",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const LUENEN_FAMILY = {
  publisher: "City of Lünen",
  title: "Familiennachzug (Ausländerbehörde)",
  url: "https://www.luenen.de/rathaus/auslaenderbehoerde/familiennachzug",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "City immigration office page (undated; read November 2026): German nationals and foreign nationals holding a residence permit can bring their foreign spouses or registered partners and minor children; living costs including health insurance must normally be covered without public funds, adequate housing is needed, and a joining spouse must as a rule speak basic German; exceptions apply to some groups.",
};
const RT_PARTNER_BLUE_CARD_FAMILY = {
  publisher: "Government of Germany",
  title: "Familienbegleitung bei der Blauen Karte EU",
  via: "RT Partner (law firm)",
  research: "Law firm FAQ: a Blue Card holder may bring a spouse and minor children and, for cards issued in March 2024 or later (Skilled Immigration Act 2023), also their parents and, if the spouse lives in Germany too, the spouse's parents; no proof of housing (§ 29(5) AufenthG) and no German for the spouse (§ 30(1) sentence 3 no. 5). No official page listing these family members was found in the search store (searched 'make-it-in-germany family reunification ... parents ... since March 2024', November 2026).",
  url: "https://www.rtpartner.de/faq/familienbegleitung-blaue-karte-eu/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const SKILLED_FAMILY = {
  publisher: "Government of Germany",
  title: "Skilled Immigration Act: reunification of parents and parents-in-law",
  via: "bizorganization",
  research: "Relocation firm's note of January 2024: from 1 March 2024 skilled workers may bring, besides a spouse and children, their parents and parents-in-law, for residence permits issued after 1 March 2024. The Local (30 June 2023) reported the same clause of the Act. No official page was found in the search store (November 2026).",
  url: "https://bizorganization.de/en/2024/01/skilled-immigration-act-reunification-of-parents-and-parents-in-law/",
  asOf: "2024-01",
  reviewedOn: "2026-11-28",
};
const MAKE_IT_SKILLED = {
  publisher: "Federal Government of Germany (Make it in Germany)",
  title: "Information on the Skilled Immigration Act",
  url: "https://www.make-it-in-germany.com/en/visa-residence/skilled-immigration-act",
  asOf: "2024",
  reviewedOn: "2026-11-28",
  research: "The Federal Government's portal (read November 2026): qualified professionals are people with qualified vocational training (generally at least two years) completed in Germany or recognised as equivalent, or with a higher-education degree comparable to a German one. Two-year vocational training matches ISCO-08 skill level 2 (the Federal Employment Agency also checks that the job is one the qualification allows).",
};
const BERLIN_FREELANCE = {
  publisher: "Landesamt für Einwanderung Berlin",
  title: "Aufenthaltserlaubnis zur freiberuflichen Tätigkeit - Erteilung",
  url: "https://service.berlin.de/dienstleistung/328332/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
  research:
    "Berlin service page (stored over http; 2024 figures): a residence permit for freelance work under § 21(5) AufenthG if positive economic or cultural effects are expected; the work must be a self-employed scientific, artistic, writing, teaching or educational activity or another liberal profession under § 18(1) of the Income Tax Act; examples: artists, writers, language teachers and self-employed doctors, engineers, auditors, interpreters or architects; US citizens need not prove a pension provision at 45 or over (they do for a settlement permit); main residence in Berlin; in person with an appointment. The lowest ISCO-08 level on the § 18(1) catalogue is 3 (it names, for example, photojournalists and ship pilots).",
};
const BLUE_CARD_DE_SKILL = {
  publisher: "Anerkennung in Deutschland",
  title: "Immigration of skilled workers",
  url: "https://anerkennung-in-deutschland.de/html/en/pro/immigration-skilled-workers.php",
  asOf: "2024",
  reviewedOn: "2026-11-28",
  research:
    "The Federal Institute for Vocational Education and Training's recognition portal (read November 2026): the EU Blue Card (§ 18g AufenthG) is for skilled workers who hold a higher-education qualification or have completed a higher-level training course of at least three years (for example advanced master-craftsman qualifications); IT specialists may qualify on experience. Degree-level work is ISCO-08 skill level 4, but master-craftsman and similar higher vocational qualifications lead to supervisory and technician work at level 3, so the minimum is 3, not 4.",
};
const FAMILY_BASIC = "a spouse or registered partner and children under 18, through family reunification (the spouse usually needs basic German)";

const INDEPENDENT_MEANS_CONDITIONS: RouteConditions = {
  incomeKinds: ["pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "in-country", how: "US citizens can enter Germany without a visa and apply at the local immigration office (Ausländerbehörde) where they register; a national visa from a German mission in the US is the alternative.", source: US_APPLY_AFTER_ENTRY },
  dependants: { partner: "spouse-or-partner", children: { underYears: 18 }, who: FAMILY_BASIC, source: LUENEN_FAMILY },
};
const BLUE_CARD_DE_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 3,
    note: "The EU Blue Card is for qualified work with a university degree or a higher-level vocational qualification of at least three years (IT specialists may qualify on experience).",
    source: BLUE_CARD_DE_SKILL,
  },
  maximumAge: null,
  points: null,
  applies: { via: "in-country", how: "With the job contract, US citizens can enter Germany without a visa and apply at the local immigration office (Ausländerbehörde); a work visa from a German mission in the US is the alternative.", source: US_APPLY_AFTER_ENTRY },
  dependants: {
    partner: "spouse-or-partner",
    children: { underYears: 18 },
    who: "a spouse or registered partner (no German needed) and children under 18; for cards issued from March 2024 also your parents and your spouse's parents",
    source: RT_PARTNER_BLUE_CARD_FAMILY,
    partnerIncome: salaryOfTheJobOffered(SALARY_FLOORS_2026),
  },
};
const SKILLED_DE_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 2,
    note: "The skilled-worker permit needs vocational training of generally at least two years, recognised as equivalent to German training, or a comparable degree, for work that qualification allows.",
    source: MAKE_IT_SKILLED,
  },
  maximumAge: null,
  points: null,
  applies: { via: "in-country", how: "With the job offer and the recognition of your qualification, US citizens can enter Germany without a visa and apply at the local immigration office (Ausländerbehörde); a work visa from a German mission in the US is the alternative.", source: US_APPLY_AFTER_ENTRY },
  dependants: {
    partner: "spouse-or-partner",
    children: { underYears: 18 },
    who: "a spouse or registered partner and children under 18; for permits issued from 1 March 2024 also your parents and your spouse's parents",
    source: SKILLED_FAMILY,
    partnerIncome: { counts: false, note: "The pay test, and from age 45 the salary floor, is for the job offered to the main applicant; a partner's income does not count toward it.", source: SALARY_FLOORS_2026 },
  },
};
const FREELANCE_DE_CONDITIONS: RouteConditions = {
  incomeKinds: ["remote-work"],
  skill: {
    rule: "occupation-list",
    list: "liberal professions of § 18(1) of the Income Tax Act (freie Berufe)",
    url: "https://www.gesetze-im-internet.de/estg/__18.html",
    lowest: 3,
    note: "The freelance permit is only for the liberal professions (for example artists, writers, teachers, translators, and self-employed doctors, engineers or architects); regulated ones also need their licence.",
    source: BERLIN_FREELANCE,
    onList: ["265", "2641", "2643", "23", "221", "214", "2161"],
  },
  maximumAge: null,
  points: null,
  applies: { via: "in-country", how: "US citizens can enter Germany without a visa and apply in person, by appointment, at the immigration office where they live (in Berlin, the State Office for Immigration), with a revenue forecast and client letters.", source: BERLIN_FREELANCE },
  dependants: { partner: "spouse-or-partner", children: { underYears: 18 }, who: FAMILY_BASIC, source: LUENEN_FAMILY },
};

export const germanyRoutes: CountryRoutesData = {
  country: "germany",
  checked: "2026-11",
  routes: [
    {
      id: "financially-independent",
      kind: "retirement",
      name: "Residence permit for financially independent persons (§ 7(1) sentence 3 Residence Act)",
      whoFor: "Retirees and people of independent means with lasting non-employment income or assets; Germany has no general retirement visa, and this permit is granted only in justified individual cases, at the authority's discretion. It does not allow work.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "No fixed amount: income must be well above the social-welfare minimum, or assets large enough to live on their returns, plus health and long-term care insurance.",
      },
      fee: { value: null, note: "The fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "A discretionary residence permit for a stay not covered by another purpose; it does not authorise employment.", source: KAGAN },
      permanentResidence: { value: null, note: "The years before a settlement permit on this route are not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.germany.info/us-en/service/03-Visa",
      conditions: INDEPENDENT_MEANS_CONDITIONS,
    },
    {
      id: "blue-card",
      kind: "work",
      name: "EU Blue Card (Blaue Karte EU, § 18g Residence Act)",
      whoFor: "University graduates (and IT specialists with equivalent professional experience) with a job offer or contract from a German employer for qualified work that pays at least the Blue Card salary floor. US citizens may enter without a visa and apply at the local immigration office.",
      minimumAge: null,
      needsLocalJobOffer: true,
      // § 18g(1) AufenthG: 50% of the ceiling, 45.3% in shortage occupations and for recent graduates. The amount is
      // computed from the ceiling's edition in force on the day shown; the reduced floor stays in words (one multiple).
      threshold: {
        kind: "salary",
        basedOn: { quantity: "germany.pension-insurance-ceiling", times: 0.5 },
        period: "year",
        basis: "gross annual salary of at least 50% of {base}; in shortage occupations and for new entrants whose degree is at most three years old, 45.3% of the same ceiling",
        source: SALARY_FLOORS_2026,
        crossCheck: BLUE_CARD_2026_CROSS_CHECK,
      },
      fee: { amount: 100, currency: "EUR", what: "immigration office fee for issuing the Blue Card (EUR 93 to extend it)", source: PERMIT_FEES, crossCheck: PERMIT_FEES_CROSS_CHECK },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to four years on first issue, or the length of the employment contract plus three months if shorter; renewable.",
        source: {
          publisher: "German Federal Government (Federal Portal)",
          title: "Apply for a blue card for the EU to pursue a high-skilled job",
          research: "Federal Portal service description (Hesse entry, English). It also states the older 33-month settlement rule alongside the 21-month B1 rule, so it is not cited for settlement; the City of Münster's page is. Undated. Its sentence that a change of job in the first two years needs permission is the rule before 18 November 2023 and is no longer given: since then (§ 18g(4) AufenthG) no permission is needed, and in the first 12 months a change of employer or of the job's terms must be reported to the immigration office, which can suspend it for up to 30 days (German Foreign Office, notice under § 82(1) sentence 6 AufenthG, india.diplo.de/in-en/-/2673184, 23 August 2024; VisaGuard Berlin; read 29 November 2026).",
          url: "https://verwaltung.bund.de/leistungsverzeichnis/en/leistung/HE/11215868",
          asOf: "2024",
          reviewedOn: "2026-11-25",
        },
      },
      permanentResidence: {
        years: 2.25,
        note: "A settlement permit after 27 months as a Blue Card holder with 27 months of pension contributions, or after 21 months with German at B1 level; plus secure income, basic knowledge of German law and society, and adequate housing.",
        source: {
          publisher: "City of Münster",
          title: "Settlement permit: EU Blue Card",
          research: "Immigration office page of the City of Münster (found as http://www.stadt-muenster.de/en/aufenthaltsrecht/settlement-permit/eu-blue-card, cited over https): 27 months, or 21 months with B1 German, of Blue Card employment and compulsory pension contributions. Undated.",
          url: "https://www.stadt-muenster.de/en/aufenthaltsrecht/settlement-permit/eu-blue-card",
          asOf: "2024",
          reviewedOn: "2026-11-25",
        },
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://www.bamf.de/EN/Migration/Arbeiten/BuergerDrittstaat/BlaueKarte/blaue-karte-node.html",
      conditions: BLUE_CARD_DE_CONDITIONS,
    },
    {
      id: "skilled-worker",
      kind: "work",
      name: "Residence permit for skilled workers (Fachkräfte, §§ 18a and 18b Residence Act)",
      whoFor: "Skilled workers with vocational training recognised as equivalent to German training (§ 18a) or a university degree comparable to a German one (§ 18b), with a specific job offer from a German employer in work their qualification allows; the Federal Employment Agency usually checks that pay and conditions match those of comparable local workers.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No general salary floor: pay must match what comparable workers in Germany earn.",
      },
      thresholdForAge: [
        {
          fromYears: 45,
          threshold: {
            kind: "salary",
            basedOn: { quantity: "germany.pension-insurance-ceiling", times: 0.55 },
            period: "year",
            basis: "for a first permit at 45 or over, a gross annual salary of at least 55% of {base} (§ 18(2) no. 5 Residence Act), unless you show an adequate pension provision (pension rights or assets that will cover you in retirement)",
            source: {
              publisher: "Föderales Informationsmanagement (FIM)",
              title: "Nachweis Altersversorgung (document profile D00000486)",
              url: "https://fimportal.de/document-profiles/D00000486/0.1?page=113&page_size=20&resource=document-profile",
              asOf: "2026",
              reviewedOn: "2026-11-29",
              research:
                "The federal and state governments' catalogue of administrative services (FIM portal), read in the search tool (pages, November 2026, query 'Fachkräfte ab 45 Jahren Mindestgehalt 2026 55.770 Euro Altersversorgung § 18 Abs. 2 Nr. 5 AufenthG'): 'In den Fällen der erstmaligen Erteilung eines Aufenthaltstitels nach § 18a oder § 18b Absatz 1 und nach Vollendung des 45. Lebensjahres des Ausländers muss die Höhe des Gehalts mindestens 55 Prozent der jährlichen Beitragsbemessungsgrenze in der allgemeinen Rentenversicherung entsprechen, es sei denn, der Ausländer kann den Nachweis über eine angemessene Altersversorgung erbringen.' Undated draft profile (version 0.1); asOf is the year it was read. The 2026 amount, EUR 55,770 (55% of EUR 101,400), is in the Ministry of the Interior's notice as summarised by AGV Nord (the crossCheck); the Ministry's 2024 notice (copy on diebewertung.de) gives EUR 49,830, 55% of that year's ceiling.",
            },
            crossCheck: { source: SALARY_FLOORS_2026 },
          },
        },
      ],
      fee: { amount: 100, currency: "EUR", what: "immigration office fee for issuing the residence permit (EUR 93 to extend it)", source: PERMIT_FEES, crossCheck: PERMIT_FEES_CROSS_CHECK },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The length of the first permit is not stated in the sources used for this report." },
      permanentResidence: {
        years: 3,
        note: "A settlement permit can be requested after three years with the skilled-worker permit (two years after vocational training completed in Germany).",
        source: {
          publisher: "City of Bielefeld",
          title: "Niederlassungserlaubnis für qualifizierte Fachkräfte nach der Berufsausbildung beantragen",
          research: "City service description: 'Nach 3 Jahren haben Sie die Möglichkeit eine unbefristete Niederlassungserlaubnis zu beantragen. Bei Abschluss der Berufsausbildung im Bundesgebiet verkürzt sich die Frist von 3 Jahren auf 2 Jahre.' The law (§ 18c(1) AufenthG, text on deubner-recht.de, as of 1 July 2024: 'seit drei Jahren im Besitz eines Aufenthaltstitels nach den §§ 18a, 18b, 18d oder § 18g') adds 36 months of pension contributions and sufficient German. The page mentions a rule change of 1 August 2025, so it was written after it (read again 29 November 2026).",
          url: "https://service.bielefeld.de/detail/-/vr-bis-detail/dienstleistung/4453824/show",
          asOf: "2025",
          reviewedOn: "2026-11-29",
        },
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://www.make-it-in-germany.com/en/visa-residence/skilled-immigration-act",
      conditions: SKILLED_DE_CONDITIONS,
    },
    {
      id: "freelancer",
      kind: "remote-work",
      name: "Residence permit for freelancers (freiberufliche Tätigkeit, § 21(5) Residence Act)",
      whoFor: "Freelancers in the liberal professions (for example writers, artists, language teachers, translators, and self-employed engineers, architects or doctors) whose work is expected to have a positive economic or cultural impact. No digital nomad visa appears in the sources used for this report; this is the nearest route for people working for their own clients. In Berlin, US citizens aged 45 or over need not prove a pension provision for this permit (they do for a later settlement permit).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "No fixed income floor: the immigration office checks a financing plan, a revenue forecast and, for work on a fee basis, at least two letters of intent from clients; artists and language teachers must also show other regular income.",
        research: "Requirements from the Berlin Immigration Office's service page (https://service.berlin.de/dienstleistung/328332/en/), read in search excerpts November 2026.",
      },
      fee: { amount: 100, currency: "EUR", what: "immigration office fee for issuing the residence permit (EUR 93 to extend it)", source: PERMIT_FEES, crossCheck: PERMIT_FEES_CROSS_CHECK },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Granted for at most three years; if the activity has succeeded and your living is still secured, a settlement permit can follow.",
        source: FEDERAL_PORTAL_SELF_EMPLOYMENT,
      },
      permanentResidence: {
        years: 3,
        note: "A settlement permit after three years if the activity has been successful and your living is still secured.",
        source: FEDERAL_PORTAL_SELF_EMPLOYMENT,
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://service.berlin.de/dienstleistung/328332/en/",
      conditions: FREELANCE_DE_CONDITIONS,
    },
  ],
  absent: [
    {
      kind: "investment",
      status: "not-offered",
      note: "Germany has no \"golden visa\": an investment alone does not give a residence permit; self-employment under § 21 requires actually running the business.",
      source: { publisher: "Government of Germany", title: "Residence in Germany for pensioners", via: "RT Partner (law firm)", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.rtpartner.de/en/immigration/rentner-visum/", asOf: "2026", reviewedOn: "2026-11-25" },
    },
  ],
};
