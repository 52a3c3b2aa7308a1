/** japan: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

const tokyoGuide = {
  publisher: "Tokyo Intercultural Portal",
  title: "Comprehensive Living Guide for Foreign Residents in Japan: elementary and junior high school",
  url: "https://tabunka.tokyo-tsunagari.or.jp/guide_eng/educ/02.html",
  asOf: "2021",
  reviewedOn: "2026-11-28",
};

export const japanSchools: CountrySchools = {
  country: "japan",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Japanese"],
    text:
      "Foreign children are not legally obliged to attend school in Japan, but they may enter the local public elementary and junior high school on request, on the same terms as Japanese children. Public compulsory schools charge no tuition in principle and textbooks are free; families may have to pay for school lunches and some materials and activities. Teaching is in Japanese; some boards of education offer extra Japanese-language classes or place a child in a lower grade while the language is learned.",
    source: {
      ...tokyoGuide,
      research: "Lunch and textbook details also on municipal guides (Kani City, Minami-Alps City); the Iwate Prefecture guide (2017-04-17) mentions extra language education and placement in a lower grade. The guide says lunch money 'may' be necessary: from April 2026 the state funds elementary-school lunches up to JPY 5,200 a month per pupil and a municipality whose lunches cost more may still charge parents the difference (Japan Teachers' Union report of 19 December 2025 on the decision of MEXT, MIC and MOF, jtu-net.or.jp, read 29 November 2026), so the text keeps the guide's 'may'.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 15,
    note: "Nine years (six of elementary, three of junior high school) from the April after the 6th birthday, compulsory for Japanese nationals only; foreign children may attend but are not obliged to.",
    source: {
      publisher: "Tokyo Intercultural Portal",
      title: "Comprehensive Living Guide for Foreign Residents in Japan: the Japanese education system",
      url: "https://tabunka.tokyo-tsunagari.or.jp/guide_eng/educ/01.html",
      asOf: "2021",
      reviewedOn: "2026-11-28",
    },
  },
  enrolment: {
    text:
      "After registering the family's address at the municipal office, the parent applies to the municipal board of education for permission to enrol the child in a public school (foreign residents may not receive the enrolment notice automatically). Bring the child's residence card and passport (some boards ask for the residence cards of the whole household). The board designates the local school; the school may ask for the previous school's certificate of enrolment and transcript.",
    source: tokyoGuide,
  },
  schoolYearStarts: {
    month: 4,
    note: "The school year runs from April to March; children who are 6 on or before 1 April start first grade that April.",
    source: {
      publisher: "Shinjuku City",
      title: "The Educational System in Japan",
      url: "https://www.foreign.city.shinjuku.lg.jp/en/kosodate/kyoikuseido/",
      asOf: "2025",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [
    {
      name: "The American School in Japan",
      city: "Tokyo",
      fee: {
        amount: 3055000,
        currency: "JPY",
        period: "year",
        what: "tuition, kindergarten to grade 5, school year 2024-25 (plus an annual capital assessment of JPY 250,000 and one-time fees)",
        source: {
          publisher: "The American School in Japan",
          title: "Tuition and Fees",
          url: "https://www.asij.ac.jp/tuition",
          asOf: "2024",
          reviewedOn: "2026-11-28",
          research: "The 2024-25 figures were read in a copy of the ASIJ tuition page on a mirror host; the stored asij.ac.jp copy shows 2019-20. A school directory lists JPY 3,269,000 for kindergarten-grade 5, probably 2025-26.",
        },
      },
    },
    {
      name: "Abroad International School Osaka",
      city: "Osaka",
      fee: {
        amount: 1500000,
        currency: "JPY",
        period: "year",
        what: "tuition, primary school, school year 2025-26 (plus maintenance JPY 150,000 and materials JPY 100,000 a year)",
        source: {
          publisher: "Abroad International School Osaka",
          title: "Tuition and Fees 2025-26 Academic Year",
          url: "https://osaka.abroadschools.jp/tuition-2025-26",
          asOf: "2025",
          reviewedOn: "2026-11-28",
        },
      },
    },
  ],
};
