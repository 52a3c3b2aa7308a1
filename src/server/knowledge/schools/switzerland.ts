/** switzerland: schools for the children who move (schools knowledge). Schooling is run by the 26 cantons. */
import type { CountrySchools } from "./schools.schema";

const chCompulsory = {
  publisher: "ch.ch, the Swiss authorities online",
  title: "Compulsory schooling",
  url: "https://www.ch.ch/en/compulsory-schooling",
  asOf: "2025",
  reviewedOn: "2026-11-28",
  research: "Undated page; asOf is the year it was read.",
};

export const switzerlandSchools: CountrySchools = {
  country: "switzerland",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["German", "French", "Italian", "Romansh"],
    text:
      "Compulsory education at state schools is free for every child living in the commune, whatever their nationality; the communes ensure a school place near home. Teaching is in the local national language (German, French, Italian or Romansh), depending on the canton and commune. Children from immigrant backgrounds can take courses in the local language and in their home language and culture. Private schools charge fees and need the commune's authorisation.",
    source: chCompulsory,
  },
  compulsoryAges: {
    from: 4,
    to: 15,
    note: "Eleven years of compulsory schooling from age 4: eight years of primary level (the first two in kindergarten or a first learning cycle) and three years of lower secondary; most pupils finish at about 15. Cantons set the details.",
    source: chCompulsory,
  },
  enrolment: {
    value: null,
    note: "Enrolment is handled by each commune's school office after the family registers its residence; no official federal page listing the documents asked of a newly arrived foreign child was found.",
    research: "ch.ch says the communes ensure a local school place; no cantonal enrolment page for Zurich, Geneva, Basel, Lausanne or Bern was searched for lack of time.",
  },
  schoolYearStarts: {
    month: 8,
    note: "The school year begins between mid-August and mid-September, depending on the canton; holiday dates vary by canton and commune.",
    source: {
      publisher: "Migraweb",
      title: "Education",
      url: "https://migraweb.ch/en/themen/bildung",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated page of Migraweb (information platform for migrants); asOf is the year it was read. No Eurydice or EDK page on the Swiss school year was found in the time available.",
    },
  },
  internationalSchools: [],
  internationalNote: "No international school's own dated annual fee was found for Zurich, Geneva, Basel, Lausanne or Bern within this research.",
};
