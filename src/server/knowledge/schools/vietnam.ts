/** vietnam: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const vietnamSchools: CountrySchools = {
  country: "vietnam",
  checked: "2026-11",
  publicSchools: {
    value: null,
    note: "Vietnamese state schools teach in Vietnamese; no official source found says whether a foreign resident's child may enrol in one or what they pay. Most foreign families use international schools.",
    research: "Searched pages for MOET rules on foreign pupils in public schools; found only undated guides (citiesinsider) and Decree 73/2012 coverage on foreign-invested schools (baonghean.vn).",
  },
  compulsoryAges: {
    value: null,
    note: "Under the Education Law 2019 primary education (grades 1 to 5, from age 6) is compulsory; no official source giving the leaving age was found.",
    research: "Education Law 2019 art. 14 quoted on a spam-injected copy (jamesfrotondoiii.com), not citable; no MOET or UNESCO page found.",
  },
  enrolment: {
    value: null,
    note: "No official description of how a newly arrived foreign child enrols in a Vietnamese school was found.",
    research: "Searched pages for foreign children's admission to Vietnamese schools; nothing official.",
  },
  schoolYearStarts: {
    value: null,
    note: "The school year is generally described as starting in September, but no official or dated source was found to cite.",
    research: "Only undated guides and translation-site excerpts say September to May.",
  },
  internationalSchools: [],
  internationalNote: "No international school's own dated annual fee page was found for Ho Chi Minh City, Hanoi, Da Nang, Hoi An or Nha Trang.",
};
