/** canada: schools for the children who move (schools knowledge, issue 29.4). Schooling is provincial; Ontario (Toronto, Ottawa) is the rule shown. */
import type { CountrySchools } from "./schools.schema";

export const canadaSchools: CountrySchools = {
  country: "canada",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["English", "French"],
    text:
      "Each province runs its own schools. In Ontario the Education Act bars school boards from charging a fee to a child whose parent is in Canada as a permanent resident or on a work permit (or awaiting one); a child in Canada as a visitor or on their own study permit can be charged international-student fees. Publicly funded boards teach in English or in French (French-language boards, and French immersion programmes in English boards); in Quebec most newcomers' children must attend French-language schools. Boards offer English as a Second Language support.",
    source: {
      publisher: "Legislative Assembly of Ontario",
      title: "Bill 194, Education Amendment Act, 2005 (Education Act, s. 49 (7))",
      url: "https://www.ola.org/en/legislative-business/bills/parliament-38/session-1/bill-194",
      asOf: "2005",
      reviewedOn: "2026-11-28",
      research: "Royal-assent text of s. 49(7) of the Education Act read in the pages corpus (clause (e): parent with a work permit or permanent resident). Quebec's French-school rule and ESL support are general knowledge from settlement guides (canadavisa.com 2023-06-06), not from this source.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 18,
    note: "Ontario: from the September after the 6th birthday until the 18th birthday or graduation (kindergarten from 4 is optional). Other provinces differ; several end compulsory schooling at 16.",
    source: {
      publisher: "Ottawa-Carleton District School Board",
      title: "Laws about student attendance in Ontario",
      url: "https://ocdsb.ca/parent-portal/supporting-our-youth/school-attendance/laws-about-student-attendance-in-ontario",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The board page quotes Education Act s. 21(1). Raising the age from 16 to 18: ontario.ca/laws/statute/s06028 (Learning to Age 18, 2006). 'Most jurisdictions 5 to 18': cmec.ca/680/Overview.html. Undated page.",
    },
  },
  enrolment: {
    text:
      "Parents register the child with the local school board, usually at the neighbourhood school, at any time of year (Toronto: online application with documents uploaded). Toronto asks for proof of age (birth certificate or passport), two proofs of home address (lease, utility bill, property tax bill...), proof of immunization (Toronto Public Health accepts and translates foreign records) and the date of arrival for a child not born in Canada. Permanent residents and children of work-permit holders register directly at the school; a child on a visitor record or study permit goes through the board's International Programs and Admissions Office first, as fees may apply. Previous report cards help place the child in the right grade.",
    source: {
      publisher: "Toronto District School Board",
      title: "Registration",
      url: "https://www.tdsb.on.ca/Registration",
      asOf: "2025-09",
      reviewedOn: "2026-11-28",
      research: "TDSB registration page for 2025-26 and tdsb.on.ca/Find-your/School/Registration. Direct registration of work-permit dependants from TDSB Operational Procedure PR518 (copy on slideshare). Report cards: general practice (relocation guides), not on the TDSB page.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Ontario schools start on the first school day after Labour Day (2 September 2025 in Toronto) and end in late June.",
    source: {
      publisher: "Toronto District School Board",
      title: "Registration: current school year 2025-26",
      url: "https://www.tdsb.on.ca/Registration",
      asOf: "2025-09",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [
    {
      name: "Toronto French School (TFS)",
      city: "Toronto",
      fee: {
        amount: 38280,
        currency: "CAD",
        period: "year",
        what: "annual tuition and resource fee, Grade 1 to Level III, Toronto campus, 2024-25; plus a one-time registration fee of CAD 9,500 for new students",
        source: {
          publisher: "Toronto French School",
          title: "Tuition fee schedule 2024-2025",
          url: "https://tfs.ca/tuition-fee-schedule",
          asOf: "2024-09",
          reviewedOn: "2026-11-28",
          research: "Bilingual IB school (Canada has few 'international' schools; independent schools fill that role).",
        },
      },
    },
  ],
  internationalNote: "Canada has few schools that call themselves international; independent (private) schools charge fees instead. Only one with a dated fee schedule was found for the listed cities.",
};
