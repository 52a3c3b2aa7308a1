/** australia: schools for the children who move (schools knowledge). Schooling is run by each state and territory; New South Wales is taken as the example. */
import type { CountrySchools } from "./schools.schema";

const nswTemporaryResidents = {
  publisher: "NSW Department of Education",
  title: "Enrolment of temporary residents (procedures, implementation from Term 1 2025)",
  url: "https://education.nsw.gov.au/policy-library/familiarisation/enrolment/temporary-residents",
  asOf: "2024-10-18",
  reviewedOn: "2026-11-28",
};

export const australiaSchools: CountrySchools = {
  country: "australia",
  checked: "2026-11",
  publicSchools: {
    free: false,
    languages: ["English"],
    text:
      "Government schools are run by each state and territory and are free of tuition for citizens and permanent residents. Children on most temporary visas (including the subclass 482 skilled work visa) pay an annual education fee in several states: New South Wales enrols them through its Temporary Residents Program, which charges most temporary visa holders, and South Australia charges families on 457 and 482 visas in greater Adelaide. From Term 1 2025 temporary residents in New South Wales are entitled to a place at their local school, but not in selective high schools or opportunity classes. English as an additional language (EAL/D) support is given in schools and in Intensive English Centres.",
    source: {
      publisher: "NSW Department of Education",
      title: "DE International: Temporary Residents Program",
      url: "https://www.deinternational.nsw.edu.au/study-options/study-programs/temporary-residents",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Fee liability by visa subclass is in the program's 'Visa subclasses and enrolment conditions' fact sheet (not read). South Australia's fee page (education.sa.gov.au, 2020 figures) confirms fees for 457/482 families in greater Adelaide. Fee amounts for the Temporary Residents Program were not found in a current edition, so none is given.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 17,
    note: "New South Wales: from age 6; every child must complete Year 10 and then stay in school, training or full-time work until 17. Other states differ slightly (Tasmania starts at 5).",
    source: {
      publisher: "NSW Department of Communities and Justice",
      title: "Compulsory schooling orders",
      url: "https://dcj.nsw.gov.au/content/dcj/ctsd/childrenscourt/childrens-court/compulsory-schooling-orders/compulsory-schooling-orders.html",
      asOf: "2023-05-08",
      reviewedOn: "2026-11-28",
    },
  },
  enrolment: {
    text:
      "In New South Wales a child on a temporary visa applies first to the department's Temporary Residents Program (DE International) through its online application portal; the school then enrols the child. Schools ask for proof of the child's home address (lease, utility bills), a birth certificate or identity documents, the passport and current visa, and an immunisation history statement for children starting primary school. Enrolment is possible at any time of the school year.",
    source: nswTemporaryResidents,
  },
  schoolYearStarts: {
    month: 1,
    note: "The school year runs from late January or early February to mid-December in four terms; e.g. Victorian government school students returned on 28 January 2026.",
    source: {
      publisher: "Star News Group",
      title: "2026 Victorian state school terms",
      url: "https://dandenong.starcommunity.com.au/news/2025-12-25/2026-victorian-state-school-terms/",
      asOf: "2025-12-25",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote: "Most families use government or private (independent and Catholic) schools; no international school's own dated fee page was found for Sydney, Melbourne, Brisbane, Perth or Adelaide.",
};
