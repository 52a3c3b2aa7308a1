/** nigeria: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const ubeAct = {
  publisher: "National Assembly of Nigeria",
  title: "Compulsory, Free Universal Basic Education Act, 2004, sections 2-5",
  url: "https://lawnigeria.com/2025/01/28/compulsory-free-universal-basic-education-act2004/",
  asOf: "2004-05-26",
  reviewedOn: "2026-11-28",
  via: "LawNigeria",
} as const;

export const nigeriaSchools: CountrySchools = {
  country: "nigeria",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["English"],
    text:
      "The Universal Basic Education Act 2004 requires every government in Nigeria to provide free, compulsory and universal basic education for every child of primary and junior secondary school age, and makes services in public primary and junior secondary schools free of charge; these rights do not apply to a child resident outside Nigeria. In practice families are often still asked for levies and materials, and senior secondary school is not covered. The sources found do not say how foreign children resident in Nigeria are treated.",
    source: {
      ...ubeAct,
      research:
        "Act's arrangement of sections read on the LawNigeria copy (s.2 right of a child to compulsory, free universal basic education; s.3 services free of charge; s.5 ss.2-3 not applicable to a child resident outside Nigeria). Hidden costs: Noble Missions advocacy page; The Guardian/All Africa editorial on Anambra (2023). The language of instruction is not stated in these sources; English is listed as the official language of schooling.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 15,
    note: "Basic education under the Act is nine years: six of primary school (from about age 6) and three of junior secondary school, ending around age 15.",
    source: {
      ...ubeAct,
      research: "The Act speaks of 'primary and junior secondary school age'; the ages 6 and 15 are the usual ages for those levels, not stated in the text read.",
    },
  },
  enrolment: {
    value: null,
    note: "How a newly arrived foreign child is enrolled in a Nigerian public school, and which documents are asked for, was not found in an official or dated source; in practice each state's education board sets the rules.",
    research: "Searched the pages corpus for state universal basic education board admission of foreign pupils; nothing usable.",
  },
  schoolYearStarts: {
    month: 9,
    note: "Each state sets its calendar; in Lagos the first term of the school year starts in September (5 September for 2022/23), with second and third terms from January and late April.",
    source: {
      publisher: "BusinessDay",
      title: "Lagos sets September 5 resumption date for 2022/2023 academic session",
      url: "https://businessday.ng/education/article/lagos-sets-september-5-resumption-date-for-2022-2023-academic-session/",
      asOf: "2022-07-22",
      reviewedOn: "2026-11-28",
      research: "The January second term for 2025/26 (12 January 2026) is from a forum repost of a Lagos State statement; April third term is the usual pattern, not checked.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Lagos, Abuja, Port Harcourt or Ibadan with a current published annual fee was found in the sources searched.",
};
