/** philippines: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const philippinesSchools: CountrySchools = {
  country: "philippines",
  checked: "2026-11",
  publicSchools: {
    value: null,
    note: "Public schools follow a no-collection policy for their learners and teach in Filipino and English, but no official source found says whether a foreign resident's child may enrol in a public school free of charge; foreign pupils must in any case study at a school accredited by the Bureau of Immigration.",
    research: "Searched pages for DepEd rules on foreign learners in public schools; found DepEd Order 3 s. 2018 (enrolment policy, scribd copy, no foreigner clause in the excerpt), DepEd's no-collection policy (Manila Bulletin, 2018, in Filipino) and DO 88 s. 2010 (private schools: foreign temporary residents may study in private and international schools with a BI permit). Nothing on public-school fees for foreigners.",
  },
  compulsoryAges: {
    value: null,
    note: "Kindergarten and twelve years of basic education (K to 12) form the school system; no official source stating the compulsory ages was found.",
    research: "Searched pages for the Enhanced Basic Education Act (RA 10533) and compulsory school age; only secondary summaries found.",
  },
  enrolment: {
    text:
      "A foreign child under 18 needs a Special Study Permit (SSP) from the Bureau of Immigration before studying at any level. The school, which must be accredited by the Bureau to accept foreign students, files the application: a letter from the school, the consolidated general application form signed by a parent or guardian, a copy of the passport bio-page with the latest admission stamp and valid authorised stay, and supporting documents.",
    source: {
      publisher: "Bureau of Immigration (Philippines)",
      title: "Memorandum Circular No. SBM-2014-018: rules governing the issuance of Special Study Permit (SSP)",
      url: "https://legaldex.com/laws/prescribing-the-rules-governing-the-issuance-of-special-student-permit",
      asOf: "2014-11-05",
      reviewedOn: "2026-11-28",
      via: "Legaldex",
      research: "Copy of the BI circular on legaldex.com; university SSP pages (Ateneo de Davao, De La Salle Lipa) give the same checklist.",
    },
  },
  schoolYearStarts: {
    month: 6,
    note: "Public schools returned to a June-to-March year: school year 2025-2026 ran from 16 June 2025 to 31 March 2026 (DepEd Order No. 12, s. 2025). Private and international schools may set their own calendars.",
    source: {
      publisher: "Manila Standard",
      title: "Classes revert to pre-pandemic opening — DepEd",
      url: "https://manilastandard.net/news/top-stories/314581090/classes-revert-to-pre-pandemic-opening-deped.html",
      asOf: "2025-05-12",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote: "No international school's own dated annual fee page was found for Manila, Cebu City, Davao City, Dumaguete or Baguio.",
};
