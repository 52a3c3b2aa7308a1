/** singapore: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const singaporeSchools: CountrySchools = {
  country: "singapore",
  checked: "2026-11",
  publicSchools: {
    free: false,
    languages: ["English"],
    text:
      "Government and government-aided schools teach in English. Only Singapore citizens study free (primary) or nearly free; permanent residents and international students (children on a Dependant's Pass or Student's Pass) pay monthly school fees set by the Ministry of Education. For 2026 an international student from outside ASEAN pays SGD 1,035 a month in primary school and SGD 2,190 a month in secondary school (ASEAN nationals SGD 595 and 1,090), GST included, plus a monthly miscellaneous fee charged to all students. Places depend on vacancies and an admissions test.",
    source: {
      publisher: "Ministry of Education (Singapore)",
      title: "Revised School Fees for Non-Citizens in Government and Government-Aided Schools for 2024 to 2026 (press release of 18 October 2023)",
      url: "https://www.klassbook.com/sg/news/revised-school-fees-for-non-citizens-in-government-and-government-aided-schools-for-2024-to-2026/",
      asOf: "2023-10-18",
      reviewedOn: "2026-11-28",
      via: "Klassbook",
      research: "Copy of the MOE press release on klassbook.com; the 2026 secondary figures match the fee table on St. Gabriel's Secondary School's own page (stgabrielssec.moe.edu.sg). The MOE original was not in the store.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 15,
    note: "Compulsory education covers only Singapore citizens living in Singapore: they must attend a national primary school from above age 6 until under 15 (six years of primary school). Foreign children are not bound by it.",
    source: {
      publisher: "Ministry of Education (Singapore)",
      title: "Overview of compulsory education",
      url: "https://www.moe.gov.sg/primary/compulsory-education/overview",
      asOf: "2021-10-18",
      reviewedOn: "2026-11-28",
    },
  },
  enrolment: {
    text:
      "International students do not receive a place automatically. New international students seeking Primary 2 to 5 or Secondary 1 to 3 apply through the Ministry of Education's centralised Admissions Exercise for International Students (AEIS), held around September or October for entry the following January (a supplementary exercise runs early in the year): secondary applicants sit tests of English and mathematics, while primary applicants first need a Cambridge English Qualifications result at the required level and then sit the AEIS mathematics test in Singapore; those who pass are offered a place in a school with vacancies near their declared address. For Primary 1 they register with a school in the annual Primary One registration exercise. The ministry advises against placement more than two years above the class age; preschools, private and international schools are approached directly.",
    source: {
      publisher: "Ministry of Education (Singapore)",
      title: "General Information on Studying in Singapore (international students)",
      url: "https://www.moe.gov.sg/admissions/international-students/general-info",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated page; asOf is the year it was read. AEIS description from the MOE AEIS page (2014 edition, moe.gov.sg/education/admissions/international-students/admissions-exercise/); the supplementary S-AEIS is described by tuition centres (npa.edu.sg). Primary applicants: since the 2023 intake the ministry's English test is replaced by a Cambridge English Qualifications (CEQ) test (The Straits Times, 21 April 2022: they 'will have to take a Cambridge English Qualification (CEQ) test, in place of an English language test that was previously conducted by the ministry ... There is no change to the admission tests for foreigners wanting to join secondary schools'), and MOE's answer on ask.gov.sg says they 'would still need to pass the AEIS-Primary Mathematics test held in Singapore' (read 29 November 2026).",
    },
  },
  schoolYearStarts: {
    month: 1,
    note: "The school year starts in January; pupils who pass the AEIS join schools in January of the following year.",
    source: {
      publisher: "Ministry of Education (Singapore)",
      title: "Admissions Exercise for International Students (AEIS)",
      url: "https://www.moe.gov.sg/education/admissions/international-students/admissions-exercise/",
      asOf: "2014",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote: "No international school's current dated annual fee was found; the stored fee pages of Singapore American School are for 2019-20 and older.",
};
