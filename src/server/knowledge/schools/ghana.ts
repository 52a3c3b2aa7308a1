/** ghana: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const educationAct = {
  publisher: "Parliament of Ghana",
  title: "Education Act, 2008 (Act 778), sections 1-2 (system of education; free and compulsory education)",
  url: "https://kuclawstudentsunion.com/wp-content/uploads/2024/09/Education-Act-2008.htm",
  asOf: "2008",
  reviewedOn: "2026-11-28",
  via: "KUC Law Students' Union",
} as const;

export const ghanaSchools: CountrySchools = {
  country: "ghana",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["English"],
    text:
      "Basic education in public schools (two years of kindergarten, six of primary and three of junior high school) is tuition-free under the constitutional policy of Free Compulsory Universal Basic Education (FCUBE), and the Education Act 2008 makes it free and compulsory. English is the language of instruction. The sources found do not say whether a foreign child resident in Ghana is admitted on the same terms, what a family still pays (uniforms, books, levies), or whether there is support for children who do not speak English.",
    source: {
      ...educationAct,
      research:
        "Section headings read on the stored copy: '2. Free and compulsory education'. Tuition-free basic education, the kindergarten-primary-JHS structure and kindergarten from age four: Embassy of Ghana in Benin, 'Education overview' (ghanaembassybenin.com/education/education-overview, undated). English as sole official language of instruction: UNICEF/MICS-EAGLE fact-sheet snippet, not opened.",
    },
  },
  compulsoryAges: {
    from: 4,
    to: 15,
    note: "Basic education, which the Education Act makes compulsory, is two years of kindergarten from age four, six years of primary and three of junior high school, ending around age 15.",
    source: {
      ...educationAct,
      research: "The Act sets the levels, not ages; ages from the Embassy of Ghana in Benin page ('Pupils begin their 2-years of Kindergarten education at the age of four years'), undated.",
    },
  },
  enrolment: {
    value: null,
    note: "How a newly arrived foreign child is enrolled in a Ghanaian public school, and which documents are asked for, was not found in an official or dated source.",
    research: "Searched the pages corpus for Ghana Education Service admission of foreign pupils and basic-school registration documents; nothing usable.",
  },
  schoolYearStarts: {
    value: null,
    note: "Ghana's school calendar traditionally started in September, but it was moved after the 2020 school closures; the current Ghana Education Service calendar was not found.",
    research: "GES 2018/19 basic-school calendar (reopening 11 September 2018, Prime News Ghana) found; no calendar for 2025/26 or 2026/27 found.",
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Accra, Kumasi, Cape Coast or Sekondi-Takoradi with a current published annual fee was found in the sources searched.",
};
