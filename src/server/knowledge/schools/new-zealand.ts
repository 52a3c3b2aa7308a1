/** new-zealand: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const newZealandSchools: CountrySchools = {
  country: "new-zealand",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["English", "Māori"],
    text:
      "Enrolment and education at state schools are free for domestic students from age 5 until 1 January after their 19th birthday. Domestic students are citizens and residents and, among others, the dependent children of most work visa holders: a child holding a Dependent Child Student Visa is treated as a domestic student and pays no tuition fees at primary or secondary school. The visa is not available to children of working holiday, seasonal work or job-search visa holders, and most dependants of student visa holders pay international fees. State-integrated and private schools charge fees; state schools may ask for a voluntary donation. Children learning English get ESOL support.",
    source: {
      publisher: "Immigration New Zealand (INZ)",
      title: "Dependent Child Student Visa",
      url: "https://immigration.govt.nz/visas/dependent-child-student-visa",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The INZ page (cost from NZD 750, 80% processed within 7 weeks) says the child may be treated as a domestic student with no tuition fees; the operational manual (U8.20) lists the work visa categories excluded. Free education from 5 to 19: govt.nz 'How to enrol your child at school in NZ'.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 16,
    note: "Children may start school at 5 and must be enrolled by their 6th birthday; once enrolled they must attend every day. A 15-year-old can sometimes get an early-leaving exemption.",
    source: {
      publisher: "New Zealand Government",
      title: "How to enrol your child at school in NZ",
      url: "https://www.govt.nz/browse/education/school-and-college/how-to-enrol-your-child-at-school-in-nz/",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Read in a stored copy of the govt.nz page served from govtnz2.cwp.govt.nz; the Ministry of Education page on children unlawfully in NZ also states 'children between the ages of 6 and 16 must go to school'.",
    },
  },
  enrolment: {
    text:
      "Families enrol directly with the school: contact it for its enrolment form. Schools with an enrolment scheme (home zone) must take children living in the zone and ask for proof of address such as a tenancy agreement or a recent power bill. Schools ask for the child's birth certificate or passport as proof of age, the immunisation certificate, medical details and emergency contacts; a child born abroad shows the passport with the student or residence visa (and the parent's work visa).",
    source: {
      publisher: "Ministry of Education (New Zealand)",
      title: "Enrolling and starting your child at school",
      url: "https://parents.education.govt.nz/primary-school/your-child-at-school/enrolling-and-starting-your-child-at-school/",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Visa documents for children born overseas: school enrolment pages (e.g. Papatoetoe South School) listing the child's passport with student visa and the parent's work visa.",
    },
  },
  schoolYearStarts: {
    month: 2,
    note: "The school year runs in four terms from late January or early February to mid-December; in 2026 Term 1 began on Monday 2 February at many schools.",
    source: {
      publisher: "Waterlea School",
      title: "Term dates 2025 and 2026",
      url: "https://www.waterlea.school.nz/term-dates",
      asOf: "2026",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote: "Most families use free state schools; no international school's own dated annual fee was found for Auckland, Wellington, Christchurch or Tauranga.",
};
