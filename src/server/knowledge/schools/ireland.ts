/** ireland: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const irelandSchools: CountrySchools = {
  country: "ireland",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["English", "Irish"],
    text:
      "All children in Ireland are entitled to free primary and post-primary education in State-funded schools, and most children attend them; only the small number of private (non-recognised or fee-charging) schools charge fees. Schools differ in ethos (most primary schools are run by a religious denomination, mostly Catholic; there are also multi-denominational and non-denominational schools), gender and language: Gaelscoileanna teach through Irish, the others through English. Parents usually pay for uniforms, books, stationery and trips.",
    source: {
      publisher: "Citizens Information",
      title: "Enrolling your child in primary school",
      url: "https://www.citizensinformation.ie/en/returning-to-ireland/education-and-schooling/enrolling-your-child-in-a-primary-school-after-returning-to-ireland/",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "Citizens Information (State information agency): 'all children are entitled to free primary education'; State-funded education at all levels ('Accessing education when you return to Ireland'). Children of migrants entitled to free primary and secondary education, with uniform, books and trips paid by parents: Dwellworks 'Discovering Ireland' guide (2023). Undated page; asOf is the year read as current.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 16,
    note: "A child must get a certain minimum education from 6 to 16, or until completing 3 years of post-primary education, whichever is later. Children may start primary school (junior infants) from 4, and most do at 4 or 5.",
    source: {
      publisher: "Citizens Information",
      title: "Accessing education when you return to Ireland",
      url: "https://www.citizensinformation.ie/en/returning-to-ireland/education-and-schooling/accessing-the-education-system-on-your-return-to-ireland/",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The 'whichever is later' rule: Education (Welfare) Act 2000 as summarised by Clare Galway ETNS (claregalwayet.ie, citing Citizens Information) and careersnews.ie.",
    },
  },
  enrolment: {
    text:
      "There is no central allocation: contact the schools you want, get each school's admissions policy and enrolment form, and apply in writing as early as possible, since many areas have waiting lists. You can choose any school with a place; when a school is oversubscribed it ranks applicants by its admissions policy. You need the child's birth certificate; schools commonly also ask for the passport, the child's PPS number and previous school reports. A child must be at least 4 at the start of the school year (September) to enrol in primary school; post-primary starts at about 12.",
    source: {
      publisher: "Citizens Information",
      title: "Enrolling your child in primary school",
      url: "https://www.citizensinformation.ie/en/returning-to-ireland/education-and-schooling/enrolling-your-child-in-a-primary-school-after-returning-to-ireland/",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "Birth certificate and written application: Citizens Information 'Moving your children to primary school' (moving to Ireland, older page, as also on migrantireland.com). Passport, PPS number, reports: Dwellworks guide (2023). Age 12 on 1 January for post-primary: Citizens Information 'Children and rights' (copied on several sites), stated loosely.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "The primary school year runs from about 1 September to about 30 June.",
    source: {
      publisher: "Citizens Information",
      title: "Moving your children to primary school",
      url: "https://www.citizensinformation.ie/en/moving_country/moving_to_ireland/introduction_to_the_irish_system/moving_your_child_irish_primary_school.html",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "'The Irish school year for primary school children stretches from 1 September to 30 June approximately.'",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No school in Dublin, Cork, Galway or Limerick with a current published fee was found: the only figures in the sources are the 2018 opening fees of Nord Anglia International School Dublin (EUR 15,900 to 24,000 a year, press reports), too old to show.",
};
