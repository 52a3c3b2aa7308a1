import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";

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
};
const STYRIA_FEES_2026 = {
  publisher: "Office of the Styrian Provincial Government",
  title: "Aufenthalt - Gebühren ab 01.01.2026",
  url: "https://www.verwaltung.steiermark.at/cms/beitrag/13003126/75852120",
  asOf: "2026-01-01",
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
  },
};
const CITIZENSHIP: SourcedYears = {
  years: 10,
  note: "Ten years of lawful, uninterrupted residence as the standard rule (six years with, for example, B2 German); Austria normally requires giving up the previous nationality.",
  source: { publisher: "Government of Austria", title: "EXPLAINED: Who is eligible for a shorter wait for Austrian citizenship?", via: "The Local Austria", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.thelocal.at/20231201/explained-who-is-eligible-for-a-shorter-wait-for-austrian-citizenship", asOf: "2023-12-01" },
};

export const austriaRoutes: CountryRoutesData = {
  country: "austria",
  checked: "2026-11",
  routes: [
    {
      kind: "work",
      name: "Red-White-Red Card for other key workers",
      whoFor: "Qualified workers with a job offer from an Austrian employer who reach the minimum points for qualifications, work experience, language skills and age, where the Public Employment Service (AMS) finds no equally qualified jobseeker (labour market test).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 3465,
        currency: "EUR",
        period: "month",
        basis: "statutory minimum gross monthly pay for 2026 quoted from migration.gv.at, paid 14 times a year (50% of the ASVG monthly maximum contribution basis under § 12b AuslBG); a higher collective-agreement rate prevails. A VisaHQ news item (October 2025) gave EUR 3,225 for 2026, which matches the 2025 level.",
        source: { publisher: "Government of Austria", title: "Austria Red-White-Red Card: Other Key Workers", via: "WhereToEmigrate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page quotes migration.gv.at. Re-checked November 2026: searches for the migration.gv.at other-key-workers page, 'Sonstige Schlüsselkräfte Mindestentgelt 2026', '3.465 Euro 2026 zuzüglich Sonderzahlungen' and the usp.gv.at RWR page found only § 12b AuslBG (the 50% of the ASVG maximum contribution basis rule, via LexisNexis/RIS) and the usp.gv.at overview without the 2026 amount; VisaHQ/Fragomen news items confirm EUR 3,465.", url: "https://wheretoemigrate.io/guide/programs/austria/employment-sponsored/", asOf: "2026-06-24" },
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
        source: { publisher: "Government of Austria", title: "Austria Red-White-Red Card: Other Key Workers", via: "WhereToEmigrate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page quotes migration.gv.at.", url: "https://wheretoemigrate.io/guide/programs/austria/employment-sponsored/", asOf: "2026-06-24" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migration.gv.at/en/",
    },
    {
      kind: "retirement",
      name: "Settlement Permit – Gainful Employment Excepted (Niederlassungsbewilligung – ausgenommen Erwerbstätigkeit)",
      whoFor: "Pensioners and financially independent people who will not work in Austria (neither employed nor self-employed), with all-risk health insurance and housing; only a limited number are granted each year (quota, first come first served).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 2616.78,
        currency: "EUR",
        period: "month",
        basis: "regular monthly income (pensions, investment or business income from abroad) of twice the ASVG § 293 standard rate, as § 44 NAG and the Interior Ministry require; the 2026 single rate is EUR 1,308.39, so EUR 2,616.78 for a single person, EUR 4,128.24 for a couple and EUR 403.76 more per child (twice the 2026 couple rate of EUR 2,064.12 and child supplement of EUR 201.88 given by the pensioners' association PVÖ). The Ministry's page showed EUR 2,435.91 for 2024. Some guides quote only the single rate (EUR 1,308.39), which is the general means test, not this permit's.",
        source: { publisher: "Government of Austria", title: "ARD 6974/2/2025: Pensionserhöhung 2026 und Ausgleichszulagenrichtsatz", via: "LexisNexis Austria", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: searches for 'Ausgleichszulagenrichtsatz 2026 1.308,39', 'Ausgleichszulage Richtsatz 2026 alleinstehend' and 'Niederlassungsbewilligung ausgenommen Erwerbstätigkeit Richtsatz 2026' found only the BMI page with 2024 amounts (EUR 2,435.91 single) and private pages with 2025 rates; no sozialministerium.at or oesterreich.gv.at page with the 2026 rate.", url: "https://360.lexisnexis.at/d/z_ard_2025_6974_ARD_2025_6974_002_76305e33da", asOf: "2025" },
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
        source: { publisher: "Austrian Federal Ministry of the Interior", title: "Niederlassungsbewilligung – ausgenommen Erwerbstätigkeit", url: "https://www.bmi.gv.at/312/22/start.aspx", asOf: "2024" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migration.gv.at/en/types-of-immigration/permanent-immigration/other-forms-of-settlement/",
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Austria has no digital nomad visa and, per the source, no government plans for one; non-EU remote workers need another residence title.",
      source: { publisher: "Government of Austria", title: "Reader question: Will Austria follow Spain in introducing a digital nomad visa?", via: "The Local Austria", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://apiwp.thelocal.com/20230307/reader-question-will-austria-follow-spain-in-introducing-a-digital-nomad-visa/", asOf: "2023-03-07" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Austria has no official golden visa and a property purchase does not give residence. Investors who run a business judged of special macroeconomic benefit can apply for the Red-White-Red Card for self-employed key workers; this report does not cover that business route in detail.",
      source: { publisher: "Luxury Vienna", title: "Austrian residence permit for investment", research: "Agency page stating that Austria has no golden visa.", url: "https://luxury-vienna.com/blog/austrian-residence-permit-for-investment", asOf: "2026" },
    },
  ],
};
