/** spain: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const spainSchools: CountrySchools = {
  country: "spain",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish", "Catalan", "Valencian", "Basque", "Galician"],
    text:
      "Education is free at state schools and at government-subsidised (concertado) schools, and a foreign child has the same right to it as a Spanish one. Teaching is in Spanish; in the regions with a second official language (Catalonia, the Valencian Community, the Balearic Islands, the Basque Country, Navarre, Galicia) studying that language is compulsory to varying degrees and it is often a main teaching language. Free compulsory schooling can be extended to 18 in lower secondary (ESO) for pupils who arrive from abroad or repeat a year.",
    source: {
      publisher: "EURAXESS Spain",
      title: "Spanish Education System",
      url: "https://www.euraxess.es/spain/information-assistance/spanish-education-system",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "EURAXESS Spain (run by FECYT for the Spanish ministry) says free at state and subsidised schools, compulsory 6-16, extension to 18 for pupils coming from abroad, regional language compulsory to varying degrees. Undated page; asOf is the year it was read as current.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 16,
    note: "Ten years of basic education: primary (6-12) and compulsory secondary, ESO (12-16); a pupil may stay in ESO until 18. Most children already attend free infant school from 3.",
    source: {
      publisher: "EURAXESS Spain",
      title: "Spanish Education System",
      url: "https://www.euraxess.es/spain/information-assistance/spanish-education-system",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Agrees with the Eurydice 2004 country summary copied on studylib.es ('basic education is compulsory from the ages 6 to 16') and the Eurydice Spain overview (2026-03-19), whose excerpt in the corpus did not reach the ages.",
    },
  },
  enrolment: {
    text:
      "A child who arrives during the year is enrolled outside the normal admission period ('escolarización sobrevenida'): the family asks the town hall's education office or the regional education authority for an appointment and a reception interview, and a place is assigned in a school of the area. Documents asked: the family's certificate of municipal registration (empadronamiento, from the town hall), the passport or residence card of the parents and the child, the family book or birth certificate proving parentage, and the previous school's certificate and reports. Pupils entering primary or ESO need no recognition of foreign studies; the school places them by age and record.",
    source: {
      publisher: "Ajuntament de Quart de Poblet",
      title: "Escolarització sobrevinguda i fora de termini",
      url: "https://quartdepoblet.es/areas/educacion/articulo/escolaritzacio-sobrevinguda-i-fora-de-termini",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "Municipal page (Valencian Community) with the documents list; procedures differ slightly by region. No recognition for primary/ESO: lifeinthemove.com and educaciongratuita.es (pupils aged 6-12 from foreign systems join the year the authority sets by age and record). Undated page.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Each region sets its calendar: primary usually starts in the first half of September and secondary a few days later (2025-26 in Andalusia: 10 September for primary, 15 September for ESO); classes end in late June.",
    source: {
      publisher: "Ucranianos.es",
      title: "Spanish school calendar 2025-2026 by autonomous community",
      url: "https://ucranianos.es/en/shkilnyj-kalendar-ispaniyi-2025-2026-za-avtonomnymy-spilnotamy/",
      asOf: "2025-09-17",
      reviewedOn: "2026-11-28",
      research: "A community site summarising the regional calendars; the Eurydice 2015/16 calendar (copied on studentnews.eu) gives 'between 3 and 14 September' for all regions. No Eurydice or ministry page with the 2025/26 dates in the corpus.",
    },
  },
  internationalSchools: [
    {
      name: "American School of Madrid",
      city: "Madrid",
      fee: {
        amount: 15793,
        currency: "EUR",
        period: "year",
        what: "annual tuition, grades 1-2, as reported in February 2025 (K1-K2 EUR 11,255; grades 9-12 EUR 23,182)",
        source: {
          publisher: "PledgeTimes",
          title: "This is what the most expensive school in Madrid costs",
          url: "https://pledgetimes.com/this-is-what-the-most-expensive-school-in-madrid-costs-in-which-the-children-of-fernando-torres-study/",
          asOf: "2025-02-28",
          reviewedOn: "2026-11-28",
          research: "The school's own fee page is not in the corpus. The Good Schools Guide review gives the same range (EUR 11,255-23,182). Campus in Pozuelo de Alarcón, on the edge of Madrid.",
        },
      },
    },
  ],
  internationalNote: "Only one school's dated fee was found: the school fee pages for Barcelona, Valencia, Málaga and Alicante in the sources were undated or several years old.",
};
