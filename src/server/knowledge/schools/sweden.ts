/** sweden: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

const informationSverige = {
  publisher: "Information Sverige (county administrative boards)",
  title: "School",
  url: "https://www.informationsverige.se/en/jag-har-fatt-uppehallstillstand/om-du-har-familj/skola/",
  asOf: "2018-07-26",
  reviewedOn: "2026-11-28",
};

export const swedenSchools: CountrySchools = {
  country: "sweden",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Swedish"],
    text:
      "School is free, and the municipality where the family lives must offer every child a place in preschool class and compulsory school (municipal or publicly funded independent schools). Pupils whose mother tongue is not Swedish can be taught Swedish as a second language, and can have mother-tongue tuition if the language is used at home and a teacher and enough pupils are available.",
    source: {
      publisher: "Swedish Migration Agency (Migrationsverket)",
      title: "School (children who have applied for asylum)",
      url: "https://migrationsverket.se/en/you-are-waiting-for-a-decision/asylum/you-have-applied-for-asylum/school.html",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated page; asOf is the year it was read. Written for asylum-seeking families but states the general rule ('School is free, and all children must attend compulsory primary school for ten years'). Swedish as a second language and mother-tongue rules: municipal pages (Piteå, Lund).",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 16,
    note: "Compulsory school attendance starts in the autumn term of the year the child turns 6 (preschool class) and usually lasts ten years (preschool class and years 1 to 9); it applies to children registered, or to be registered, as resident in a municipality.",
    source: informationSverige,
  },
  enrolment: {
    text:
      "Contact the municipality where you live: it is obliged to offer your children places in school. The right and duty to attend apply once the child is registered, or is going to be registered, in the Population Register as resident in the municipality. The municipality places the child; families may also apply to independent schools.",
    source: informationSverige,
  },
  schoolYearStarts: {
    month: 8,
    note: "The school year begins with the autumn term in August and ends in June.",
    source: {
      ...informationSverige,
      research: "The page speaks of the 'autumn term'; the August start is from Skolverket's guides and employer relocation pages (medicarrera.com: mid/late August to early/mid June).",
    },
  },
  internationalSchools: [],
  internationalNote: "No international school's own dated annual fee was found for Stockholm, Gothenburg, Malmö or Uppsala within this research; many English-language schools in Sweden are tuition-free independent schools.",
};
