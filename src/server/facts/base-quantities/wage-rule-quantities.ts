/**
 * Base quantities that salary floors are defined from as a share of a published wage figure (issue 30): Germany's
 * pension-insurance contribution ceiling (the EU Blue Card floor is 50% of it, 45.3% in shortage occupations) and
 * Sweden's median salary (the work-permit floor is a share of it). Each edition with the day it applies from.
 *
 * Values checked in November 2026 against the pages cited; each citation's `research` quotes what the page says and
 * where else the figure was seen.
 */
import { editionOn, type BaseQuantity, type Edition } from "./base-quantity";

const REVIEWED_ON = "2026-11-28";

const GERMANY_PENSION_CEILING: BaseQuantity = {
  id: "germany.pension-insurance-ceiling",
  country: "germany",
  what: "Germany's contribution ceiling in the general pension insurance (Beitragsbemessungsgrenze, allgemeine Rentenversicherung; one figure for all of Germany since 2025)",
  currency: "EUR",
  period: "year",
  editions: [
    {
      value: 96600,
      appliesFrom: "2025-01-01",
      citation: {
        publisher: "Deutsche Rentenversicherung Knappschaft-Bahn-See",
        title: "Beitragsbemessungsgrenze: values for 2025 (Experten-Lexikon der Deutschen Rentenversicherung)",
        url: "https://kbs.de/SharedDocs/SV_AZ/b/Beitragsbemessungsgrenze.html",
        asOf: "2025",
        reviewedOn: REVIEWED_ON,
        research:
          "Page of the pension insurer Knappschaft-Bahn-See (a carrier of the Deutsche Rentenversicherung), read in the search tool (pages): 'Seit dem 1. Januar 2025 gelten erstmals auch in der Rentenversicherung in ganz Deutschland einheitliche Beitragsbemessungsgrenze ... Nachfolgend die Werte für 2025: ... allgemeine Rentenversicherung und Arbeitslosenversicherung ... Jahr 96.600,00 EUR ... Monat 8.050,00 EUR'. The figure is set by § 4 of the Sozialversicherungsrechengrößen-Verordnung 2025 (V. v. 25.11.2024, BGBl. 2024 I Nr. 365, in force 1 January 2025; consolidated text on buzer.de/SVRechGrV_2025.htm). Same value: the Federal Ministry of Labour's page on the regulation (bmas.de/DE/Service/Gesetze-und-Gesetzesvorhaben/sozialversicherungs-rechengroessenverordnung-2025.html: 'Die Beitragsbemessungsgrenze in der allgemeinen Rentenversicherung erhöht sich im Jahr 2025 auf 8.050 Euro im Monat'), the AOK's annotated SGB VI § 160 ('in der allgemeinen Rentenversicherung 96 600 EUR (jährlich) bzw. 8 050 EUR (monatlich)'), BVN and IVD summaries. Cross-check with the rule: the Federal Ministry of the Interior's 2025 notice (Bundesanzeiger, 4 December 2024, summarised by Nordmetall) gives the 2025 Blue Card floor as EUR 48,300 (50%) and EUR 43,759.80 (45.3%), which is 50% and 45.3% of 96,600. Searched 'Beitragsbemessungsgrenze allgemeine Rentenversicherung 2025 96.600 bundeseinheitlich', 'Sozialversicherungsrechengrößen-Verordnung 2025 § 4'.",
      },
    },
    {
      value: 101400,
      appliesFrom: "2026-01-01",
      citation: {
        publisher: "Deutsche Rentenversicherung",
        title: "Bundeskabinett beschließt Sozialversicherungsrechengrößen 2026",
        url: "https://www.deutsche-rentenversicherung.de/DRV/DE/Ueber-uns-und-Presse/Presse/Meldungen/2025/25-10-08-bundeskabinett-sv-rechengroessen-vo-2026.html",
        asOf: "2025-10-08",
        reviewedOn: REVIEWED_ON,
        research:
          "The Deutsche Rentenversicherung's news item of 8 October 2025 (stored address carries a '?nn=' navigation parameter, dropped here) with the cabinet's table: 'Beitragsbemessungsgrenze in der allgemeinen Rentenversicherung und Arbeitslosenversicherung 8.450,0 [Monat] 101.400 [Jahr]'. The Federal Ministry of Labour's press release of the same day (bmas.de/DE/Service/Presse/Pressemitteilungen/2025/sozialversicherungsrechengroessen-2026.html) carries the same table. The Bundesrat approved the regulation on 21 November 2025 (CDH, BR-Drucks. 567/25: 'gelten ab dem 1. Januar 2026 ... 8.450 € | 101.400 €'); it was issued as the Sozialversicherungsrechengrößen-Verordnung 2026 of 24 November 2025 (BGBl. 2025 I Nr. 278, text from 1 January 2026 on lexaris.de); NWB notes the values did not change after the draft. Also IHK Hannover, KBS (draft, 16 September 2025), Hogan Lovells. Cross-check with the rule: 50% of 101,400 is the EUR 50,700 Blue Card floor and 45.3% the EUR 45,934.20 reduced floor that the Federal Ministry of the Interior announced for 2026 (AGV Nord). Searched 'Beitragsbemessungsgrenze allgemeine Rentenversicherung 2026 101.400', 'Kabinett beschließt Sozialversicherungsrechengrößen 2026'.",
      },
    },
  ],
};

const MIGRATION_AGENCY_MEDIAN_TABLE = {
  publisher: "Swedish Migration Agency",
  title: "Höjt försörjningskrav för arbetstillstånd (median salary in Sweden, by date of update)",
  url: "https://migrationsverket.se/Om-Migrationsverket/Aktuella-fragor/Hojt-forsorjningskrav-for-arbetstillstand.html",
  asOf: "2024-06",
  reviewedOn: REVIEWED_ON,
  research:
    "The Migration Agency's page on the raised maintenance requirement (undated; its table ends with the June 2024 update): 'Datum för uppdaterad medianlön | Medianlön i Sverige | Summa (80 procent av medianlönen) | Gäller ansökningar inkomna under perioden: 18 juni 2024 | 35 600 kronor | 28 480 kronor | 18 juni 2024 – nuvarande; 20 juni 2023 | 34 200 kronor | 27 360 kronor | 20 juni 2023 – 17 juni 2024'. The 80% rule itself applies from 1 November 2023 (same page; Migration Agency news of 1 November 2023: 'at least SEK 27,360'). The Agency's employers' news of 24 June 2024 ('Statistics Sweden has announced that the median salary has changed to SEK 35 600') and its 'Migrationsverket svarar' of 25 March 2024 agree.",
};

const MEDIAN_2025 = {
  publisher: "Statistics Sweden (SCB)",
  title: "Lönekravet för invandrare höjs (work-permit salary requirement to rise to 90% of the median salary)",
  via: "Nyheter24",
  url: "https://nyheter24.se/nyheter/inrikes/1423651-lonekravet-for-invandrare-hojs",
  asOf: "2025-10-06",
  reviewedOn: REVIEWED_ON,
  research:
    "News report of 6 October 2025 on the government's decision: 'Lönekravet för arbetskraftsinvandrare höjs nästa sommar ... till 90 procent. Det innebär en månadslön på 33 390 kronor' and '... medianlönen, som i dag ligger på 37 100 kronor i månaden ... I dag ligger kravet på 80 procent av medianlönen, eller 29 680 kronor.' The day it applies from: The Local's report 'Sweden raises work permit salary threshold to almost 30,000 kronor' (June 2025, read in copies on test.daily8.com and an amplifyapp.com aggregator; the thelocal.se original was not in the store): 'Sweden's median salary rose to 37,100 kronor in 2024, according to new figures posted by Statistics Sweden at 8am on June 17th ... It previously stood at 28,480 kronor before tax, but as of June 17th it's gone up to 29,680 kronor.' Also Arbetet (14 October 2025: 80% = 29 680 kronor; from 1 June 2026 at least 33 390 kronor), swedenforreal.com (week 41 2025: 'In 2024, the median was 37100 SEK'), and Reloclear (verified 4 June 2026: 'At the current median salary of SEK 37,100, the work permit threshold is SEK 33,390 per month'). No Migration Agency or scb.se page with 37,100 was found (searched 'Migrationsverket medianlön 37 100 kronor', 'Statistics Sweden median salary June 2025 37,100').",
};

/** A second source of the 2024 median (published in June 2025), from another newsroom than Nyheter24. */
const MEDIAN_2025_CROSS_CHECK = {
  source: {
    publisher: "Statistics Sweden (SCB)",
    title: "Sweden lowers salary threshold for foreign workers",
    via: "Nordics Today",
    url: "https://nordicstoday.com/article/sweden-lowers-salary-threshold-foreign-workers",
    asOf: "2025-10",
    reviewedOn: "2026-11-29",
    research:
      "Undated news report on the government's decision of 6 October 2025 ('Sweden will require foreign workers to earn 33,390 kronor monthly starting next summer'), read in the search tool (pages; searched 'What does Sweden's new work permit salary threshold mean for you 90 percent of the median salary currently 37,100 kronor'): 'The new threshold will be 33,390 kronor per month. This equals 90 percent of Sweden's median wage. The government previously promised 100 percent of median wages in the Tidö Agreement. That would have meant 37,100 kronor monthly.' Same value as the edition. Still no Migration Agency or scb.se page with 37,100 in the store (searched 'Migrationsverket försörjningskrav arbetstillstånd medianlön 37 100 kronor 29 680 kronor 17 juni 2025', exact string 'medianlön 37 100').",
  },
};

const SWEDEN_MEDIAN_SALARY: BaseQuantity = {
  id: "sweden.median-salary",
  country: "sweden",
  what: "Sweden's median monthly salary published by Statistics Sweden, as the Migration Agency applies it to work permits (the figure in force on the application date)",
  currency: "SEK",
  period: "month",
  // Each edition applies to applications received from the day Statistics Sweden published it (the Agency's rule).
  editions: [
    { value: 34200, appliesFrom: "2023-06-20", citation: MIGRATION_AGENCY_MEDIAN_TABLE },
    { value: 35600, appliesFrom: "2024-06-18", citation: MIGRATION_AGENCY_MEDIAN_TABLE },
    { value: 37100, appliesFrom: "2025-06-17", citation: MEDIAN_2025, crossCheck: MEDIAN_2025_CROSS_CHECK },
    {
      value: 38300,
      appliesFrom: "2026-06-16",
      citation: {
        publisher: "Statistics Sweden (SCB)",
        title: "Sweden's New Work Permit Rules Are Live: Complete Guide (updated 16 June 2026)",
        via: "Swedworks",
        url: "https://swedworks.se/blog/sweden-work-permit-rules-2026/",
        asOf: "2026-06-16",
        reviewedOn: REVIEWED_ON,
        research:
          "Immigration adviser's guide, last updated 16 June 2026: 'on June 16, a crucial update occurred ...: Statistics Sweden (SCB) raised the national median salary' and 'With SCB's update in June 2026, the median salary is SEK 38,300. This means the new floor to be granted a work permit is SEK 34,470 per month.' No Migration Agency or scb.se page with 38,300 was found in the store (searched 'medianlönen 38 300 kronor SCB juni 2026', 'Sweden median salary 38,300 work permit June 2026', exact string '38 300 kronor'); this is the only source for the figure.",
      },
      crossCheck: {
        source: {
          publisher: "Swedish Migration Agency (Migrationsverket)",
          title: "Work permit for employees: how high a salary do I need to meet the salary requirement?",
          via: "GitHub (Jobfromearth/vistas repository)",
          url: "https://github.com/Jobfromearth/vistas/blob/4f0bf9114e5aad2121a9665dd965cc525aea29cf/tests/fixtures/migrationsverket_sample.html",
          asOf: "2026-07-18",
          reviewedOn: REVIEWED_ON,
          research:
            "A verbatim slice of the Agency's English work-permit page for employees (migrationsverket.se/en/you-want-to-apply/work/employee-or-self-employed/employees.html), kept as a test fixture 'fetched 2026-07-18' in a public repository, read November 2026 with find_string 'SEK 34,470': 'To meet the salary requirement, you must have a monthly salary/wages of at least SEK 34,470. This corresponds to 90 percent of the current median salary that Statistics Sweden publishes in June of each year.' SEK 34,470 is 90% of SEK 38,300, the median of the edition; the page does not print the median itself or the day it applied from (16 June 2026, Swedworks).",
        },
      },
    },
  ],
};

/**
 * The median as applied under the 90% rule: the work-permit floor became 90% of the median for first-time
 * applications decided from 1 June 2026 (80% before), while the median itself did not change that day. A threshold
 * has one fixed multiple, so `times: 0.9` on `sweden.median-salary` would show 90% of the 2024 or 2025 median for
 * days before June 2026, a floor that never existed. This second quantity holds the same editions, from 1 June 2026
 * only (the median then in force, re-dated to the rule's first day, then every later update): before that day the
 * route shows no amount rather than a wrong one. Built from `sweden.median-salary`, so each figure is typed once.
 */
const NINETY_PERCENT_RULE_FROM = "2026-06-01";

function editionsFrom(quantity: BaseQuantity, day: string): Edition[] {
  const inForce = editionOn(quantity, new Date(`${day}T00:00:00Z`));
  const later = quantity.editions.filter((edition) => edition.appliesFrom > day);
  return inForce ? [{ ...inForce, appliesFrom: day }, ...later] : later;
}

const SWEDEN_MEDIAN_SALARY_90_RULE: BaseQuantity = {
  id: "sweden.median-salary-90-rule",
  country: "sweden",
  what: "Sweden's median monthly salary published by Statistics Sweden, as the Migration Agency applies it to first-time work permits decided from 1 June 2026",
  currency: "SEK",
  period: "month",
  editions: editionsFrom(SWEDEN_MEDIAN_SALARY, NINETY_PERCENT_RULE_FROM),
};

export const WAGE_RULE_QUANTITIES: BaseQuantity[] = [GERMANY_PENSION_CEILING, SWEDEN_MEDIAN_SALARY, SWEDEN_MEDIAN_SALARY_90_RULE];
