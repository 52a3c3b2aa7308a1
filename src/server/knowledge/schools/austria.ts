/** austria: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const austriaSchools: CountrySchools = {
  country: "austria",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["German"],
    text:
      "Attending a public compulsory school (primary school, middle school, pre-vocational school) is free of charge for every pupil under the federal law on compulsory schools. Teaching is in German. Children who do not yet speak enough German to follow lessons get extra German support: depending on the region they join a regular class with additional German lessons or a separate German support class (Deutschförderklasse), which is common in the cities.",
    source: {
      publisher: "Wiener Zeitung",
      title: "Eine Extrawurst um 1170 Euro",
      url: "https://www.wienerzeitung.at/nachrichten/politik/oesterreich/427184-Eine-Extrawurst-um-1170-Euro.html",
      asOf: "2011",
      reviewedOn: "2026-11-28",
      research:
        "Quotes §14 of the Pflichtschulerhaltungs-Grundsatzgesetz: 'der Besuch der öffentlichen Pflichtschulen für alle Schüler unentgeltlich'. Article undated in the excerpt; it concerns a child at a Vienna school since autumn 2010, so asOf is 2011 as an estimate of its era. German support: Kronen Zeitung (krone.at/2674724: regular classes with extra lessons in Lower Austria, Deutschförderklassen in towns in Carinthia) and krone.at/1614646 (Vienna: regular class plus intensive language course). No BMBWF page in the corpus.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 15,
    note: "Nine years of compulsory schooling, starting on 1 September after the 6th birthday, for every child living permanently in Austria whatever their nationality; then education or training (school, apprenticeship or other training) is compulsory until 18 under the 2016 Compulsory Training Act.",
    source: {
      publisher: "Austrian Federal Government (oesterreich.gv.at)",
      title: "Education up to the age of 18",
      url: "https://www.oesterreich.gv.at/en/themen/bildung_und_ausbildung/lehre-und-berufsbildende-schulen/ausbildung_bis_18.html",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Start on 1 September after the 6th birthday, nine years, for children in Austria at least one semester: help.gv.at 'Compulsory Schooling' (older English page of the same portal) and news.at. Training to 18: also OeAD bildungssystem.oead.at. Undated page.",
    },
  },
  enrolment: {
    text:
      "Register your residence first (Meldezettel). In Vienna, a child who arrives during the year or moves in from elsewhere gets a place in a compulsory school (primary or middle school) through the Education Directorate's school-place coordination office, with the child's registration form and, if possible, the latest school reports; head teachers may not promise places themselves. For school entry Vienna asks for proof of registration (Meldezettel), the child's birth certificate, proof of citizenship (e.g. passport) and social-insurance number (e-card). Outside Vienna, contact the local school or the regional Education Directorate (Bildungsdirektion).",
    source: {
      publisher: "Bildungsdirektion für Wien",
      title: "Einschreibung für die 1. Klassen der Volksschulen und Sonderschulen",
      url: "https://bildung-wien.gv.at/schulen/Informationen-zur-Schuleinschreibung/Einschreibung-f-r-die-1.-Klassen-der-Volksschulen---Schuljahr-2024-25.html",
      asOf: "2024-10",
      reviewedOn: "2026-11-28",
      research:
        "Document list for the 2025/26 first-grade enrolment (bildung-wien.gv.at; full list on geps13.schule.wien.at). Newcomers ('Seiteneinsteiger'): schulenbrigittenau.at (Schulplatz-Koordinationsstelle, Gasgasse 8-10, 1150 Vienna) and Kurier (2022-03: schulplatz@bildung-wien.gv.at with Meldezettel and last report). Procedures in Graz, Salzburg and Innsbruck not researched.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "First Monday of September in Vienna, Lower Austria and Burgenland; one week later in the other states (Graz, Salzburg, Innsbruck). In 2025-26: 1 September and 8 September; the year ends on 3 or 10 July 2026.",
    source: {
      publisher: "Kronen Zeitung",
      title: "Schultermine 2025/26 (source: BMBWF)",
      url: "https://www.krone.at/3878982",
      asOf: "2025-08-26",
      reviewedOn: "2026-11-28",
      research: "Krone infographic citing the education ministry (BMBWF); same dates on schnappen.at (Bildungsdirektion Wien photo credit). The first-Monday/second-Monday rule of the Schulzeitgesetz: feiertage24.com, stated loosely.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Vienna, Graz, Salzburg or Innsbruck with a current published fee was found: the American International School Vienna and Vienna International School fee pages in the sources date from 2016-2022 or give no amounts, and the other figures come from an undated aggregator.",
};
