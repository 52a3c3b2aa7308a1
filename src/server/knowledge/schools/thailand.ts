/** thailand: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const thailandSchools: CountrySchools = {
  country: "thailand",
  checked: "2026-11",
  publicSchools: {
    value: null,
    note: "Thai state schools teach in Thai and, under a 2005 cabinet resolution and a Ministry of Education announcement of January 2026, must accept children without Thai nationality at any level. No official source found says whether a foreign resident's child studies free of tuition: the constitution's free basic education is written for Thai children, and expat guides disagree.",
    research: "Searched pages for the 2005 cabinet resolution and free education for non-Thai children. Found: Myanmar Muslim News (2026-02-01) on the Royal Gazette announcement of 30 January 2026 obliging schools to enrol foreign and unregistered children; Pattaya Mail on the 15-year free basic education 'to Thai youths'; justlanded.com says expatriate children pay fees, citiesinsider says public schools are free (both undated guides, rejected). No moe.go.th or obec.go.th page on fees for foreigners found.",
  },
  compulsoryAges: {
    value: null,
    note: "Nine years of schooling (six primary, three lower secondary) are compulsory; no official source giving the exact starting and leaving ages was found.",
    research: "Searched pages and code for the Compulsory Education Act B.E. 2545 (2002) and UNESCO/World Bank compulsory-education indicators; found only undated guides giving ages 6-15 or 7-16.",
  },
  enrolment: {
    value: null,
    note: "No official description of how a newly arrived foreign child enrols in a Thai state school was found; most foreign families use private international schools, which admit directly.",
    research: "Searched pages for enrolment documents for foreign children in Thai schools; only undated expat guides (citiesinsider, justlanded) listing birth certificate and house registration (tabien baan).",
  },
  schoolYearStarts: {
    month: 5,
    note: "The Thai state-school year starts in mid-May (16 or 17 May) and runs in two semesters to March; international schools follow their own calendars, usually from August.",
    source: {
      publisher: "Hua Hin Today",
      title: "New school year to start 17th May",
      url: "https://www.huahintoday.com/thailand-news/new-school-year-to-start-17th-may/",
      asOf: "2021-04-21",
      reviewedOn: "2026-11-28",
      research: "National News Bureau of Thailand report republished by Hua Hin Today; the British Council (2013) also gives semester 1 from 16 May.",
    },
  },
  internationalSchools: [
    {
      name: "Rugby School Thailand",
      city: "Pattaya",
      fee: {
        amount: 644000,
        currency: "THB",
        period: "year",
        what: "annual tuition, Years 1-2, school year 2023-24 (campus in Bang Lamung district, near Pattaya; lunches included)",
        source: {
          publisher: "Rugby School Thailand",
          title: "School Fees (THB), academic year 2023-2024",
          url: "https://www.rugbyschool.ac.th/admissions/school-fees/",
          asOf: "2023",
          reviewedOn: "2026-11-28",
        },
      },
    },
  ],
  internationalNote: "Only one school's own dated fee page was found; Bangkok's published schedules in the store were for 2020-21 or undated.",
};
