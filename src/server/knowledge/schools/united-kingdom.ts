/** united-kingdom: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const unitedKingdomSchools: CountrySchools = {
  country: "united-kingdom",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["English"],
    text:
      "In England every child aged 5 to 16 is entitled to a free place at a state school (community schools, academies, free schools, faith and grammar schools). A school may ask a voluntary contribution for trips but cannot exclude a child who does not pay. A foreign child living in the UK normally has the right to attend: children who come with parents on a work visa may attend state schools, but children in the UK as short-term visitors, or on a child Student visa (which is for fee-paying independent schools), may not. Scotland (Edinburgh), Wales and Northern Ireland run their own school systems, whose rules differ in detail.",
    source: {
      publisher: "UK Government",
      title: "Types of school",
      url: "https://www.gov.uk/types-of-school",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "Free place: gov.uk/types-of-school. Visa rules: gov.uk/guidance/schools-admissions-applications-from-overseas-children (Department for Education). Voluntary contributions: gov.uk/school-attendance-absence. Undated pages; asOf is the year read as current.",
    },
  },
  compulsoryAges: {
    from: 5,
    to: 16,
    note:
      "England: from the school term after the 5th birthday to the last Friday in June of the school year the child turns 16; then education or training (sixth form, college, an apprenticeship, or part-time study alongside work) until 18. Most children start the reception class in the September after they turn 4.",
    source: {
      publisher: "UK Government",
      title: "School attendance and absence",
      url: "https://www.gov.uk/school-attendance-absence",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The 18 rule: gov.uk 'School leaving age' (know-when-you-can-leave-school) as quoted by westsussexsendias.org. Reception at 4: gov.uk/schools-admissions/school-starting-age.",
    },
  },
  enrolment: {
    text:
      "Apply through the local council where you will live (it coordinates applications for state schools, including in-year applications after the normal round); parents can apply from abroad. A council or school must not ask for proof of immigration status to process an application or refuse a place because of doubts about it: checking that the child's visa allows state schooling is the parents' responsibility.",
    source: {
      publisher: "UK Government",
      title: "School applications for foreign national children and children resident outside England",
      url: "https://www.gov.uk/guidance/schools-admissions-applications-from-overseas-children",
      asOf: "2024-03-28",
      reviewedOn: "2026-11-28",
      research: "Date from the GovWire copy of the Department for Education guidance (28 March 2024). No official list of documents asked was found; councils set their own forms.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Early September in England; Scotland, Wales and Northern Ireland set their own term dates.",
    source: {
      publisher: "UK Government",
      title: "School admissions: school starting age",
      url: "https://www.gov.uk/schools-admissions/school-starting-age",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The page says most children start reception full-time in the September after their fourth birthday.",
    },
  },
  internationalSchools: [
    {
      name: "International School of London",
      city: "London",
      fee: {
        amount: 30500,
        currency: "GBP",
        period: "year",
        what: "annual fee including VAT, kindergarten to grade 5, 2025-26 (plus a GBP 2,000 first-year capital development fee and a GBP 1,800 enrolment deposit)",
        source: {
          publisher: "International School of London",
          title: "Fees",
          url: "https://www.isllondon.org/admissions/fees",
          asOf: "2025-09",
          reviewedOn: "2026-11-28",
          research: "Since 1 January 2025 fees at UK private schools carry 20% VAT; ISL's 2025-26 figures include it.",
        },
      },
    },
  ],
  internationalNote: "Only a London school with a current fee was found; fee pages for Edinburgh, Manchester and Bristol schools in the sources predate the VAT charged since January 2025.",
};
