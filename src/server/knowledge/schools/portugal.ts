/** portugal: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const portugalSchools: CountrySchools = {
  country: "portugal",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Portuguese"],
    text:
      "Compulsory schooling in public schools is free: no tuition, and no fees for enrolment, attendance or certificates. Families who qualify get means-tested help (meals, materials) from the school social action programme (ASE). Every child aged 6 to 18 living in Portugal may attend, whatever the parents' residence status. Teaching is in Portuguese.",
    source: {
      publisher: "Portuguese Government",
      title: "Public policy measure: universal, compulsory and free basic education (Decree-Law 176/2012)",
      url: "https://onevalue.gov.pt/?p=1250",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "gov.pt policy-measure page read in the pages corpus. Access regardless of status: acm.gov.pt 'My children have the right to access to school?' (Decree-Law 67/2004). Undated page.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 18,
    note: "From the school year in which the child is 6 by 15 September, until the end of secondary education (12th year) or the 18th birthday.",
    source: {
      publisher: "Portuguese Government",
      title: "Public policy measure: universal, compulsory and free basic education (Decree-Law 176/2012)",
      url: "https://onevalue.gov.pt/?p=1250",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "15 September cut-off from acm.gov.pt 'How can I register my child at school?'.",
    },
  },
  enrolment: {
    text:
      "Enrol online on the Portal das Matrículas (login with Finanças portal credentials, the Digital Mobile Key or a Citizen Card) during the spring-summer windows, or in person at the administrative office of the school group for your address; a newly arrived child can be enrolled at any time of year if places remain. Schools ask for the child's identity document or birth certificate, a completed form with a photo, the vaccination record and health-centre card, and the parents' and child's tax numbers (NIF). To be placed in the right year, previous school reports must be translated and authenticated (Hague apostille or Portuguese consulate) for the equivalence of studies.",
    source: {
      publisher: "Alto Comissariado para as Migrações (ACM)",
      title: "How can I register my child at school?",
      url: "https://www.acm.gov.pt/-/como-posso-inscrever-o-meu-filho-na-escola-",
      asOf: "2024",
      reviewedOn: "2026-11-28",
      research: "Document list from acm.gov.pt (ACM was merged into AIMA in 2023; page still served). Portal das Matrículas logins and windows: www2.gov.pt enrolment service (2024/25). Enrolment any time of year and apostille/translation of reports: lisboaacolhe.pt (City of Lisbon). NIF: ericeiraliving.com and withportugal.com guides.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Classes start between 11 and 15 September (2025-26); each school group sets its day.",
    source: {
      publisher: "Agrupamento de Escolas Emídio Garcia",
      title: "Calendário escolar 2025/2026",
      url: "https://aeemidiogarcia.pt/?p=2249",
      asOf: "2025-09",
      reviewedOn: "2026-11-28",
      research: "Public school group (Bragança) reproducing the national calendar of Despacho 8368/2024, amended by Despacho 9989/2025.",
    },
  },
  internationalSchools: [
    {
      name: "Carlucci American International School of Lisbon (CAISL)",
      city: "Lisbon",
      fee: {
        amount: 13584,
        currency: "EUR",
        period: "year",
        what: "annual tuition, grades 1-2, 2025-26 (registration and yearly building fees extra)",
        source: {
          publisher: "Carlucci American International School of Lisbon",
          title: "Tuition and fees: 2025/2026 schedule of required fees",
          url: "https://www.caislisbon.org/admissions/fee-schedule",
          asOf: "2025-09",
          reviewedOn: "2026-11-28",
          research: "Figure read in the school's 2025-2026 fee schedule PDF as copied on scribd (document 866448525); the school page links the schedule. Campus in Linhó, Sintra, about 20 minutes from central Lisbon.",
        },
      },
    },
    {
      name: "Oporto British School",
      city: "Porto",
      fee: {
        amount: 10000,
        currency: "EUR",
        period: "year",
        what: "annual tuition plus capital and maintenance charge, Grade 1, 2023-24 (one-time registration, acceptance and deposit extra)",
        source: {
          publisher: "Oporto British School",
          title: "School fees 2023/2024",
          url: "https://www.international-schools-database.com/in/porto/oporto-british-school/fees",
          asOf: "2023-09",
          reviewedOn: "2026-11-28",
          via: "International Schools Database",
          research: "Aggregator page marked 'verified' by the school, based on the school's published 2023/24 fees.",
        },
      },
    },
  ],
};
