/** liberia: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const liberiaSchools: CountrySchools = {
  country: "liberia",
  checked: "2026-11",
  publicSchools: {
    value: null,
    note: "Whether public schooling in Liberia is free for a resident foreign child, and what families pay, was not found in an official source.",
    research: "The Education Reform Act 2011 is referred to in Ministry statements (200 instructional days) but its text on fees and compulsory schooling was not found in the stored sources.",
  },
  compulsoryAges: {
    value: null,
    note: "The ages of compulsory schooling in Liberia were not found in an official source. The system has three years of early childhood education (ages 3-5), nine years of basic education (grades 1-9, ages 6-14) and three of senior secondary (ages 15-17).",
    research: "Structure from Nehemiah Divine University of Liberia's page 'Education Sector in Liberia' (ndul.edu.lr, undated); compulsory ages of the Education Reform Act 2011 not read.",
  },
  enrolment: {
    value: null,
    note: "How a newly arrived foreign child is enrolled in a Liberian school, and which documents are asked for, was not found.",
    research: "Searched the pages corpus for Ministry of Education registration rules; only calendar announcements found.",
  },
  schoolYearStarts: {
    month: 9,
    note: "Liberia's school year has traditionally run from September to June (the 2017/18 year ran from 4 September to 6 July). It was moved after the Ebola closures of 2014-15 and again after the 2020 closures (classes for 2021/22 began on 1 November 2021), so check the Ministry of Education's calendar for the current year.",
    source: {
      publisher: "allAfrica",
      title: "Liberia: MOE Releases Academic Calendar for 2017/2018 Academic Year",
      url: "https://allafrica.com/stories/201708040561.html",
      asOf: "2017-08-04",
      reviewedOn: "2026-11-28",
      research: "'The Government of Liberia school year has traditionally run on a September-June cycle': Ministry of Education statement of 25 June 2015 reposted on micat.gov.lr. 2021/22 start: AllAfrica, 11 October 2021.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Monrovia, Buchanan, Gbarnga or Kakata with a current published annual fee was found in the sources searched.",
};
