/** malaysia: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const malaysiaSchools: CountrySchools = {
  country: "malaysia",
  checked: "2026-11",
  publicSchools: {
    free: false,
    languages: ["Malay"],
    text:
      "Government schools are free only for citizens. Non-citizen children may be admitted if, among other cases, a parent holds a work permit or is a permanent resident, subject to places (citizens have priority). They pay a yearly fee to the state education department: RM 120 in primary school and RM 240 in secondary school. National schools teach in Malay; national-type schools teach in Chinese or Tamil.",
    source: {
      publisher: "The Star (Malaysia)",
      title: "Chong: RM120 school fee for non-citizens only a token sum",
      url: "https://m.thestar.com.my/story.aspx?hl=Chong-RM120-school-fee-for-non-citizens-only-a-token-sum&sec=news&id=%7BA6896734-B66E-48DD-8CBE-497F8055F4BF%7D",
      asOf: "2018-01-14",
      reviewedOn: "2026-11-28",
      research: "Same fees confirmed by the Sabah state education director (Daily Express, 2019-11-08); the categories of non-citizen children admitted by the Ministry of Education (Borneo Post, 2018-12-21).",
    },
  },
  compulsoryAges: {
    value: null,
    note: "Only the six years of primary school are compulsory, for citizens; the government was preparing in 2024 to extend compulsory education to secondary school. No official source giving the exact ages was found.",
    research: "Selangor Journal (Bernama, 2024-03-21) on the plan to make secondary education compulsory; ages only in undated guides (citiesinsider: 6 to 15, or 6 to 12).",
  },
  enrolment: {
    text:
      "A non-citizen child applies through the State Education Department (Jabatan Pendidikan Negeri) with the application form (Jadual Pertama P.U.(A) 275), a copy of the child's birth certificate, and the passports of the child and the parents; working parents add the work permit and dependant pass, employment documents and the student pass issued by the Immigration Department, and pay the yearly fee at the state education department. Admission depends on places in the school.",
    source: {
      publisher: "The Borneo Post",
      title: "Ministry of Education (MoE) helps provide education for foreign and stateless children",
      url: "https://www.pressreader.com/malaysia/the-borneo-post-sabah/20181221/282789242547049",
      asOf: "2018-12-21",
      reviewedOn: "2026-11-28",
      via: "PressReader",
    },
  },
  schoolYearStarts: {
    month: 1,
    note: "The school year returned to a January start from the 2026 session, after starting in March (2022-2024) and February (2025) following the pandemic.",
    source: {
      publisher: "The Star (Malaysia)",
      title: "January school term in 2026",
      url: "https://thestar.com.my/news/nation/2023/05/24/january-school-term-in-2026",
      asOf: "2023-05-24",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [
    {
      name: "Mont'Kiara International School",
      city: "Kuala Lumpur",
      fee: {
        amount: 88580,
        currency: "MYR",
        period: "year",
        what: "tuition, elementary school (grades 1-5), school year 2021-22: two semesters of RM 44,290 (plus a one-time registration fee of RM 28,000)",
        source: {
          publisher: "Mont'Kiara International School",
          title: "Fee Schedules for New Enrollment for 2021-2022 School Year",
          url: "https://www.mkis.edu.my/index.php/admissions/school-fees-2021-2022",
          asOf: "2021",
          reviewedOn: "2026-11-28",
        },
      },
    },
    {
      name: "Repton International School",
      city: "Johor Bahru",
      fee: {
        amount: 32000,
        currency: "MYR",
        period: "year",
        what: "annual tuition, Year 1, academic year 2022-23 (plus one-time registration and enrolment fees)",
        source: {
          publisher: "Repton International School",
          title: "Fee Structure for Academic Year 2022-23",
          url: "https://www.repton.edu.my/admissions/fee-structure",
          asOf: "2022",
          reviewedOn: "2026-11-28",
        },
      },
    },
  ],
};
