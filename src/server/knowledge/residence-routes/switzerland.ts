import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";

// Switzerland's long-stay routes for a US citizen, read in November 2026. The State Secretariat for Migration
// (SEM) and the cantonal migration offices govern them. Admission rules come from SEM's and the Federal Statistical
// Office's pages and a cantonal page; figures the federal pages do not set (permit fees, processing times, the
// retirees' money requirement) are left open because they vary by canton. The pages saying Switzerland has no
// digital nomad or investment route are law-firm pages. Pages that carry no date are given the year they were
// read (2026).
const SETTLEMENT_US: SourcedYears = {
  years: 5,
  note: "US citizens may receive the C settlement permit after five years of regular, uninterrupted residence under a special regulation (ten years is the general rule for non-EU nationals); cantons decide, with integration requirements.",
  source: {
    publisher: "Swiss Federal Statistical Office",
    title: "Access to the labour market (integration indicators)",
    url: "https://www.bfs.admin.ch/bfs/en/home/statistics/population/migration-integration/integration-indicators/all-indicators/labour-market/access-labour-market.html",
    asOf: "2026",
    reviewedOn: "2026-11-23",
  },
};
const CITIZENSHIP: SourcedYears = {
  years: 10,
  note: "Ordinary naturalisation after ten years of residence, and only for holders of a C settlement permit (Citizenship Act in force since 1 January 2018); cantons and communes add their own residence and integration requirements.",
  source: {
    publisher: "Swiss Federal Assembly",
    title: "Total Revision Of The Swiss Citizenship Act: Naturalisation Is Only Possible With A C-Residence Permit",
    via: "vLex",
    research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Law-firm article published on vLex.",
    url: "https://vlex.ch/vid/total-revision-of-the-690947701",
    asOf: "2017",
    reviewedOn: "2026-11-23",
  },
};

// Conditions (issue 28.1), read November 2026: the Foreign Nationals and Integration Act (AIG) as republished article
// by article on lawbrary.ch, and cantonal and communal migration pages.
const AIG_ART_23 = {
  publisher: "Swiss Federal Assembly",
  title: "Foreign Nationals and Integration Act (AIG), Art. 23: personal requirements",
  via: "Lawbrary",
  research:
    "Article text (version of June 2024) found with the search tool (pages) for 'Art. 23 AIG Persönliche Voraussetzungen'. Para. 1: short-stay and residence permits for gainful employment may only be granted to managers, specialists and other qualified workers; para. 3 allows exceptions (investors, recognised figures, people with special professional knowledge where a need is shown, intra-company transfers). SEM's directives read 'qualified' as, in principle, a university or university-of-applied-sciences degree and several years' experience (The Local, 10 June 2024, quoting SEM; inside-it.ch, 14 April 2023). Since 1 February 2023, in occupations with a marked shortage, cantons may admit people without a degree who have at least a vocational qualification or several (usually five) years' experience (SEM communication reported by cash.ch/AWP, 2023; EIG Law). The lowest level the rule admits is therefore taken as ISCO skill level 2 (vocational). Fedlex's own page was not among the stored pages.",
  url: "https://lawbrary.ch/law/art/AIG-v2024.06-de-art-23",
  asOf: "2024-06",
  reviewedOn: "2026-11-28",
};
const AIG_ART_44 = {
  publisher: "Swiss Federal Assembly",
  title: "Foreign Nationals and Integration Act (AIG), Art. 44: spouses and children of persons with a residence permit",
  via: "Lawbrary",
  research:
    "Article text (version of October 2023) found with the search tool (pages) for 'Art. 44 AIG Ehegatten und ledigen Kindern unter 18 Jahren'. Foreign spouses and unmarried children under 18 of B-permit holders may (no entitlement) be granted a residence permit if they live together, suitable housing is available, they do not depend on social assistance, they can communicate in the local national language (enrolment in a language course suffices at first; not required of children) and the sponsor does not draw supplementary benefits (ELG). Applies to B permits for work and for retirees alike.",
  url: "https://lawbrary.ch/law/art/AIG-v2023.10-de-art-44/",
  asOf: "2023-10",
  reviewedOn: "2026-11-28",
};
const SOLOTHURN_EMPLOYER = {
  publisher: "Canton of Solothurn Migration Office",
  title: "Drittstaaten: Bewilligung zur Erwerbstätigkeit",
  research:
    "Cantonal migration office page found with the search tool (pages) for 'Switzerland non-EU work permit application submitted by employer to cantonal migration office': for third-country nationals entering Switzerland to work, 'muss der Arbeitgebende vor Stellenantritt ein Gesuch beim Migrationsamt einreichen', and work may start only once the permit is granted. The former Federal Office for Migration's procedure page (ejpd.admin.ch) describes the same sequence (employer files with the canton, SEM approves, the employee registers within 14 days of entry).",
  url: "https://so.ch/verwaltung/departement-des-innern/migrationsamt/arbeit/drittstaaten/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const GRINDELWALD_RETIREES = {
  publisher: "Municipality of Grindelwald",
  title: "Wohnsitznahme in der Schweiz als Rentner/Rentnerin Drittstaatsangehörige",
  research:
    "Communal page (canton of Bern) found with the search tool (pages) for 'Rentnerinnen und Rentner aus Drittstaaten Aufenthaltsbewilligung Art. 28 AIG 55 Jahre Gesuch Migrationsamt'. Conditions: aged 55, special personal ties to Switzerland, the necessary financial means, no gainful activity 'weder in der Schweiz noch im Ausland'. Procedure: visa-required people apply through the Swiss representation; 'Nicht visumpflichtige Personen können das Gesuch vom Ausland her direkt bei der kantonalen Migrationsbehörde einreichen' (US citizens do not need a visa). Documents include proof of pension and of assets. The Zurich Directorate of Justice's appeal decision 0312 (zh.ch) adds that the means may be secured by pensions or other non-work income or by corresponding assets, judged over the applicant's life expectancy; no figure is set, so no savings amount can be given.",
  url: "https://www.gemeinde-grindelwald.ch/wohnsitznahme-in-der-schweiz-als-rentner-rentnerin-drittstaatsangehoerige/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};

export const switzerlandRoutes: CountryRoutesData = {
  country: "switzerland",
  checked: "2026-11",
  routes: [
    {
      id: "b-permit-employment",
      kind: "work",
      name: "Residence permit B for gainful employment (non-EU/EFTA nationals, within annual quotas)",
      whoFor: "Highly qualified workers (managers, specialists, usually with a degree and several years of experience) whose Swiss employer shows the hire is in Switzerland's overall economic interest and that no suitable Swiss or EU/EFTA candidate was found; permits come from limited annual quotas.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed salary figure: the pay and working conditions must be those customary for the place, occupation and sector, checked by the canton.",
      },
      fee: { value: null, note: "Permit fees are set by each canton; no single figure applies nationally." },
      processingTime: {
        value: null,
        note: "SEM publishes no national processing time for third-country work permits; timing depends on the canton, the quota and SEM's approval.",
      },
      durationAndRenewal: {
        text: "The B permit for third-country workers is usually valid for one year and renewed each year while the job continues.",
        source: { publisher: "Swiss State Secretariat for Migration", title: "Switzerland B Permit (Third-Country National): processing time", via: "Visa Atlas", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://visaatlas.org/processing-times/switzerland/b-permit-third-country", asOf: "2026-06-27", reviewedOn: "2026-11-25" },
      },
      permanentResidence: SETTLEMENT_US,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.e-doc.admin.ch/sem/en/home/themen/arbeit/nicht-eu_efta-angehoerige/grundlagen_zur_arbeitsmarktzulassung.html",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "Swiss work permits for non-EU/EFTA nationals go only to managers, specialists and other qualified workers, in principle with a degree and several years of experience; in occupations with a marked shortage a vocational qualification or several years of experience can be enough.",
          source: AIG_ART_23,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Swiss employer files the application with the migration office of the canton where you will work; once the canton and SEM approve, you enter and register with your commune within 14 days, and only then start work.",
          source: SOLOTHURN_EMPLOYER,
        },
        dependants: {
          partner: "spouse", children: { underYears: 18 }, who: "A spouse and unmarried children under 18 may be admitted (not a right) if you live together in suitable housing, do not depend on social assistance and the spouse can speak or is learning the local language.",
          source: AIG_ART_44,
        },
      },
    },
    {
      id: "retiree",
      kind: "retirement",
      name: "Residence permit for retired persons (Art. 28 Foreign Nationals and Integration Act)",
      whoFor: "People no longer in gainful employment, in Switzerland or abroad, who have special personal ties to Switzerland (for example long past stays or close relatives living there; owning property is not enough) and enough money to live on; the application goes to the canton of residence.",
      minimumAge: {
        years: 55,
        source: { publisher: "Canton of Basel-Stadt Migration Office", title: "Rentner/innen aus Drittstaaten", url: "https://www.bdm.bs.ch/Wohnen/Einreise-und-Aufenthalt/Rentner-innen-aus-Drittstaaten.html", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "The law asks for 'the required financial means' without a federal figure; each canton sets it. One law firm (Lindemann Law) puts it at about CHF 100,000 to 300,000 a year depending on the canton, which is not an official figure.",
      },
      fee: { value: null, note: "Permit fees are set by each canton; no single figure applies nationally." },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time; it depends on the canton." },
      durationAndRenewal: { value: null, note: "The length of the first retiree permit for non-EU nationals is not stated in an official source used for this report." },
      permanentResidence: SETTLEMENT_US,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.sem.admin.ch/",
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "direct",
          how: "As a US citizen (no visa needed) you send the application from abroad, before moving, directly to the migration office of the canton where you will live; the canton decides and SEM must approve.",
          source: GRINDELWALD_RETIREES,
        },
        dependants: {
          partner: "spouse", children: { underYears: 18 }, who: "A spouse and unmarried children under 18 may be admitted (not a right) if you live together in suitable housing, do not depend on social assistance and the spouse can speak or is learning the local language.",
          source: AIG_ART_44,
        },
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Switzerland has no digital nomad or remote-work visa; remote workers must fit an existing category (employment, self-employment or, for those 55 and over, the retiree permit).",
      source: { publisher: "Richmond Chambers Switzerland", title: "Swiss Digital Nomad Visa", research: "Law firm stating that Switzerland has no digital nomad visa.", url: "https://www.richmondchambers.ch/swiss-residence-permit/swiss-digital-nomad-visa", asOf: "2025", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Swiss law has no federal golden-visa route: a property purchase, bank balance or investment does not by itself give a residence permit. A lump-sum tax agreement with a canton is a tax arrangement, not a residence status, and an investment in a Swiss company does not replace the cantonal migration decision.",
      source: { publisher: "Private Law Wiki", title: "Swiss residence, lump-sum taxation and business admission: legal boundary", research: "Attorney's wiki article.", url: "https://wiki.private.law/en/posts-en/switzerland-residence-permit", asOf: "2026", reviewedOn: "2026-11-25" },
    },
  ],
};
