/** finland: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const finlandSchools: CountrySchools = {
  country: "finland",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Finnish", "Swedish"],
    text:
      "Basic education is free of charge, and the school day includes a free lunch; teaching, textbooks and learning materials are free. Municipal schools teach in Finnish or Swedish (some offer bilingual or English-language programmes after an aptitude test). A child who does not know Finnish or Swedish can first attend preparatory education to learn the language. Children staying in Finland only temporarily may also attend school.",
    source: {
      publisher: "City of Joensuu",
      title: "Basic education",
      url: "https://www.joensuu.fi/web/english/basic-education",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated municipal page; asOf is the year it was read. Preparatory education and English-language programmes: City of Helsinki 'Comprehensive school enrolment' (2021); temporary residents may attend: Info Norden (norden.org).",
    },
  },
  compulsoryAges: {
    from: 7,
    to: 18,
    note: "Compulsory education applies to children permanently resident in Finland: it starts in the year the child turns 7 (after a compulsory pre-primary year at 6) and, since 1 August 2021, ends at 18 or on completing an upper secondary qualification. For children staying temporarily school is allowed but not compulsory.",
    source: {
      publisher: "European Commission",
      title: "Eurydice: Finland, compulsory education extended until the age of 18",
      url: "https://eurydice.eacea.ec.europa.eu/news/finland-compulsory-education-extended-until-age-18",
      asOf: "2021-07-23",
      reviewedOn: "2026-11-28",
      research: "Text read on a staging copy of the Eurydice news item (eurydice-uat.drupal-z.eworx.gr). Start in the year of the 7th birthday and the temporary-resident rule: Info Norden 'Basic education in Finland' (norden.org).",
    },
  },
  enrolment: {
    text:
      "The municipality of residence assigns each child a local school and enrols children permanently residing in Finland. In Helsinki, first-graders are enrolled online or at the local school; a child arriving during the year is enrolled by contacting the municipal education services or the local school's principal. A child who does not know Finnish or Swedish can enrol in preparatory education first; bilingual and English-language programmes require an aptitude test.",
    source: {
      publisher: "City of Helsinki",
      title: "Comprehensive school enrolment",
      url: "https://hel.fi/helsinki/en/childhood-and-education/comprehensive/enrollment/",
      asOf: "2021",
      reviewedOn: "2026-11-28",
      research: "Page written for the autumn 2021 intake. Mid-year enrolment by contacting the principal: Saarijärvi municipal page.",
    },
  },
  schoolYearStarts: {
    value: null,
    note: "The Finnish school year is generally said to start in mid-August, but no official dated source stating it was found in this research.",
    research: "Searched pages for the Finnish school year start; found only a spam-injected copy of a municipal page ('The school year begins in mid-August and ends in late May or early June').",
  },
  internationalSchools: [],
  internationalNote: "No international school's own dated annual fee was found for Helsinki, Espoo, Tampere or Turku within this research; several English-language programmes in Finnish municipal schools are free.",
};
