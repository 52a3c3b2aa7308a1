/** costa-rica: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const costaRicaSchools: CountrySchools = {
  country: "costa-rica",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "The Constitution (art. 78) makes preschool, general basic (grades 1-9) and diversified (upper secondary) education compulsory and, in the public system, free and paid for by the Nation. Foreign children may attend public schools whatever their migration status. Teaching is in Spanish; families usually buy uniforms and supplies.",
    source: {
      publisher: "UN Women",
      title: "Constitutions database: Political Constitution of the Republic of Costa Rica 1949, as amended to 2020, art. 78",
      url: "https://constitutions.unwomen.org/en/countries/americas/costa-rica",
      asOf: "2020",
      reviewedOn: "2026-11-28",
      research: "Article 78 text (English and Spanish) read in the pages corpus. Access regardless of migration status: confidencial.digital 'Papeles en regla' (2022-11-18). Uniforms: encyclopaedia copies; not from this source.",
    },
  },
  compulsoryAges: {
    from: 4,
    to: 17,
    note:
      "Approximate ages: since 2018 the two preschool years (from about 4) are compulsory, and compulsory schooling runs through diversified education, which ends after the 11th year (12th in technical schools), at about 17.",
    source: {
      publisher: "UNESCO Global Education Monitoring Report",
      title: "Costa Rica joins the ranks of the few making pre-primary education compulsory for two years",
      url: "https://world-education-blog.org/2018/01/17/costa-rica-joins-the-ranks-of-the-few-making-pre-primary-education-compulsory-for-two-years/",
      asOf: "2018-01-17",
      reviewedOn: "2026-11-28",
      research: "No source in the corpus states the ages in years; they are derived from the compulsory levels (two preschool years + 6 primary + 3 + 2 diversified) and primary entry at 6. Constitution art. 78 (constitutions.unwomen.org) for the levels.",
    },
  },
  enrolment: {
    text:
      "Enrolment is done at the school itself; each school sets its own list, but all ask for the child's identification, proof of vaccinations and previous school records. For a child arriving from abroad, report cards for the last years must be authenticated (apostille) and recognized by the Ministry of Public Education (MEP) so the child can be placed in the right grade; schools help with the process after acceptance. MEP has warned that public schools may not charge any fee to enrol a child.",
    source: {
      publisher: "Country Day School Costa Rica",
      title: "Middle school application",
      url: "https://www.nordangliaeducation.com/en/our-schools/costa-rica/alajuela/country-day/admissions/admissions-process/middle-school-application",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      via: "Nord Anglia Education",
      research: "A private school's page, stating the legal MEP recognition of foreign grades (last two years). General document list: angloinfo.com Costa Rica enrolment (undated). No-fee rule: costaricantimes.com quoting MEP vice-minister. No MEP page on enrolment of foreign pupils found in the corpus.",
    },
  },
  schoolYearStarts: {
    month: 2,
    note: "The public school year runs February to early December with a two-week break in July; in 2026 classes began on 23 February, two weeks later than usual. Many private international schools follow an August-June calendar instead.",
    source: {
      publisher: "La Nación (Costa Rica)",
      title: "¿Cuándo entran las clases en Costa Rica 2026?",
      url: "https://www.nacion.com/el-pais/cuando-entran-las-clases-en-costa-rica-2026/VMM73GKZJVHUBJALIEUZZZWU6M/story/",
      asOf: "2026-02-17",
      reviewedOn: "2026-11-28",
      research: "Reports the MEP calendar (calendario.mep.go.cr). August-June for international schools: state.gov Lincoln School fact sheet.",
    },
  },
  internationalSchools: [
    {
      name: "Country Day School",
      city: "Escazú",
      fee: {
        amount: 13780,
        currency: "USD",
        period: "year",
        what: "annual tuition, Kinder (full day), 2024-25; plus a PK-12 matriculation fee of USD 1,300 a year and one-time entrance (USD 2,500) and family (USD 1,000) fees",
        source: {
          publisher: "Country Day School Costa Rica",
          title: "Tuition and fees 2024-2025",
          url: "https://www.nordangliaeducation.com/cds-costa-rica/admissions/tuition-fees",
          asOf: "2024-09",
          reviewedOn: "2026-11-28",
          via: "Nord Anglia Education",
          research: "The grade 1-12 rows were cut off in the stored copy; Kinder full day is the last complete row. School site run by Nord Anglia, which owns the school.",
        },
      },
    },
  ],
  internationalNote: "Only one school in the listed cities had a dated fee schedule in reach; Lincoln School (near San José) publishes no fees on its site.",
};
