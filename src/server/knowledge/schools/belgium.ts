/** belgium: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const belgiumSchools: CountrySchools = {
  country: "belgium",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Dutch", "French", "German"],
    text:
      "Education is mostly free until 18, whatever the child's residence status; families pay for extras such as meals and school trips. Each language community runs its own schools: Dutch in Flanders (Antwerp, Ghent, Leuven), French in Wallonia, both in Brussels, and German in the small German-speaking east. Newly arrived children who do not speak the school language mostly join ordinary classes in primary school, with extra support; in secondary school they first spend about a year in a reception class (OKAN in Dutch-speaking schools, DASPA in French-speaking ones) before moving to regular classes. Places in reception classes can run short in the big cities.",
    source: {
      publisher: "European Council on Refugees and Exiles",
      title: "AIDA country report Belgium: Access to education",
      url: "https://asylumineurope.org/reports/country/belgium/reception-conditions/employment-and-education/access-education",
      asOf: "2025-03",
      reviewedOn: "2026-11-28",
      research:
        "Written for asylum applicants ('mostly free until 18'; meals and visits paid by Fedasil for them), but the schooling rules described are general. OKAN in primary and secondary: vlaanderen.be 'Onthaalonderwijs voor anderstalige kinderen (OKAN)'. Waiting lists: AIDA and Belga News Agency (Brussels OKAN, 2022). The age 6 in the AIDA text is outdated (see compulsoryAges).",
    },
  },
  compulsoryAges: {
    from: 5,
    to: 18,
    note: "Compulsory education from 5 (since 1 September 2020; 290 half-days at nursery school for 5-year-olds in Flanders) to 18; from 15 or 16 it can be part-time (combined with work-based learning). It can be met by home education.",
    source: {
      publisher: "Flemish Government",
      title: "Leerplicht",
      url: "https://www.onderwijs.vlaanderen.be/nl/ouders/leerplicht",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "'In België geldt voor alle kinderen de leerplicht van 5 tot 18 jaar ... Vanaf 15 of 16 jaar is er deeltijdse leerplicht.' The age is federal law, so it applies in all three communities (VRT News, 2019-03-15). Undated page.",
    },
  },
  enrolment: {
    text:
      "Register at the town hall first: a newly arrived child of 6 to 18 is subject to compulsory education from the 60th day after registration in a Belgian municipality. Then enrol directly with a school of your chosen language system that has a free place; for entry years in Dutch-speaking schools in Brussels there is a central online pre-registration in March, which asks for the child's ID. Children of 12 to 17 who have lived in Belgium less than a year and do not speak Dutch can join a secondary school with an OKAN reception class (or a DASPA class in French-speaking schools); local reception services (IN-Gent in Ghent) help find a school.",
    source: {
      publisher: "Sociale Kaart Gent",
      title: "Onthaalklas voor anderstalige nieuwkomers (OKAN)",
      url: "https://socialekaartvangent.be/sectoren/onthaalklas-voor-anderstalige-nieuwkomers-okan",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "60-day rule and IN-Gent: socialekaartvangent.be. OKAN conditions (age 12 to under 18 on 31 December, at most one year in Belgium, Dutch not the home language): vlaanderen.be OKAN page and opgroeienintemse.be. Brussels pre-registration documents: inschrijveninbrussel.be 'Welke documenten' (2020 round). No official list of documents for a mid-year newcomer found. Undated page.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Dutch- and German-speaking schools (Antwerp, Ghent, Leuven, and Dutch-speaking Brussels) start on 1 September and end on 30 June; French-speaking schools (Wallonia and French-speaking Brussels) have started on the last Monday of August since 2022 and end on the first Friday of July.",
    source: {
      publisher: "Belga News Agency",
      title: "School year in Belgium to have different start dates in Flanders and Wallonia",
      url: "https://www.belganewsagency.eu/school-year-in-belgium-to-have-different-start-dates-in-flanders-and-wallonia",
      asOf: "2022-08",
      reviewedOn: "2026-11-28",
      research: "The Brussels Times (2022-08-29) and VRT confirm the French Community's reform (first applied 29 August 2022).",
    },
  },
  internationalSchools: [
    {
      name: "International School of Brussels",
      city: "Brussels",
      fee: {
        amount: 38975,
        currency: "EUR",
        period: "year",
        what: "annual tuition, grades 1 and 2, 2023-24",
        source: {
          publisher: "International School of Brussels",
          title: "Tuition & Fees: School Fees 2023-24",
          url: "https://www.isb.be/admissions/tuitionfees",
          asOf: "2023-09",
          reviewedOn: "2026-11-28",
        },
      },
    },
  ],
  internationalNote: "Only one school with a dated fee was found; the British School of Brussels's fee page in the sources carries no school year, and no dated fee was found for Antwerp, Ghent or Leuven.",
};
