/** denmark: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const denmarkSchools: CountrySchools = {
  country: "denmark",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Danish"],
    text:
      "The municipal public school (Folkeskole) is free for children aged 6 to 16 living in the municipality. Children who do not yet speak Danish go either to a normal class with extra Danish language support or to a reception class, after an assessment meeting. Private and international schools charge fees.",
    source: {
      publisher: "City of Copenhagen",
      title: "Enrolling your child in school",
      url: "https://international.kk.dk/live/childcare-and-school/going-to-school/enrolling-your-child-in-school",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated municipal page; asOf is the year it was read.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 16,
    note: "Ten years of compulsory education: one pre-school year (form 0) and forms 1 to 9; a tenth form is optional. It is education, not school attendance, that is compulsory (home education is allowed under municipal supervision).",
    source: {
      publisher: "European Commission",
      title: "Eurydice: Denmark, organisation of the education system and of its structure",
      url: "https://eurydice.eacea.ec.europa.eu/national-education-systems/denmark/organisation-education-system-and-its-structure",
      asOf: "2022-06-16",
      reviewedOn: "2026-11-28",
      research: "Text read on a staging copy of the Eurydice page (eurydice-uat.drupal-z.eworx.gr), last update 16 June 2022.",
    },
  },
  enrolment: {
    text:
      "A child starts school in the year they turn 6; the municipality notifies resident families and enrolment is digital. A newly arrived child is enrolled through the municipality of residence: in Copenhagen, once the family has a registered address and will stay more than six months, the parent contacts the local area office with the child's name, date of birth (a CPR number is not needed to start), address, contact details, country of origin and most fluent language; the child is then assessed and placed in a normal class with language support or a reception class. Parents may choose a school outside their district if it has room.",
    source: {
      publisher: "City of Copenhagen",
      title: "How do non-Danish speaking children start in school?",
      url: "https://international.kk.dk/artikel/how-do-non-danish-speaking-children-start-school",
      asOf: "2019",
      reviewedOn: "2026-11-28",
      research: "Page describes the 'enrolment procedure from 1 January 2019'. General rules (year of 6th birthday, free choice of school): Life in Denmark, 'Enrolment to start school'.",
    },
  },
  schoolYearStarts: {
    month: 8,
    note: "The school year starts in August; new arrivals can enrol through the district school during the year.",
    source: {
      publisher: "Aarhus Municipality (International Citizen Service)",
      title: "Enrol your child in a municipal primary and lower secondary school (folkeskole)",
      url: "https://international.aarhus.dk/live/childcare-and-school/international-schools-and-public-schools/public-schools-in-aarhus/before-your-child-starts-school/enrol-your-child-in-a-municipal-primary-and-lower-secondary-school-folkeskole-digital-school-enrolment/",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated municipal page; asOf is the year it was read.",
    },
  },
  internationalSchools: [],
  internationalNote: "No international school's own dated annual fee was found for Copenhagen, Aarhus, Odense or Aalborg within this research.",
};
