/** norway: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

const osloLanguageCentre = {
  publisher: "Oslo Municipality Education Agency",
  title: "Utdanning i Norge / Education in Norway",
  url: "https://spraksenteret.osloskolen.no/nyhetsarkiv/utdanning-i-norge--education-in-norway/",
  asOf: "2025",
  reviewedOn: "2026-11-28",
  research: "Undated page of Oslo's language centre for newly arrived pupils; asOf is the year it was read.",
};

export const norwaySchools: CountrySchools = {
  country: "norway",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Norwegian"],
    text:
      "All public primary and lower secondary education (grunnskole) is free. Every child staying in Norway for more than three months is both entitled and obliged to attend school. Newly arrived pupils who do not speak Norwegian get adapted Norwegian teaching, in Oslo through the municipal language centre.",
    source: osloLanguageCentre,
  },
  compulsoryAges: {
    from: 6,
    to: 16,
    note: "Ten years of compulsory school (grunnskole: primary and lower secondary), starting in August of the year the child turns 6.",
    source: osloLanguageCentre,
  },
  enrolment: {
    text:
      "Every child who will stay in Norway for more than three months has the right and the duty to attend school; the family contacts the municipality or the local public school where it lives. In Oslo, newly arrived pupils who need Norwegian are offered teaching through the municipal language centre.",
    source: osloLanguageCentre,
  },
  schoolYearStarts: {
    month: 8,
    note: "Children start school in August of the year they turn 6; the school year runs from August to June.",
    source: osloLanguageCentre,
  },
  internationalSchools: [],
  internationalNote: "No international school's own dated annual fee was found for Oslo, Bergen, Stavanger or Trondheim within this research.",
};
