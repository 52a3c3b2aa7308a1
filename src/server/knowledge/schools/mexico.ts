/** mexico: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const mexicoSchools: CountrySchools = {
  country: "mexico",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "The Constitution (art. 3) makes basic education (preschool, primary, lower secondary) and upper secondary compulsory, and the education the State provides universal, public, free and secular. Every child in Mexico may attend whatever their nationality or migration status; primary and secondary pupils receive free textbooks. Teaching is in Spanish.",
    source: {
      publisher: "UN Women",
      title: "Constitutions database: Political Constitution of the United Mexican States, art. 3",
      url: "https://constitutions.unwomen.org/en/countries/americas/mexico",
      asOf: "2024",
      reviewedOn: "2026-11-28",
      research: "Article 3 (English translation) read in the pages corpus. Free textbooks: periodicolavoz.com.mx (2025-09). Access regardless of status: conexionmigrante.com (2026-01-21).",
    },
  },
  compulsoryAges: {
    from: 3,
    to: 18,
    note: "Approximate ages: compulsory schooling runs from preschool (entered at 3) to the end of upper secondary (bachillerato, finished at about 17-18); SEP admits children to preschool at 3 to 5 and to primary at 6 by 31 December.",
    source: {
      publisher: "UN Women",
      title: "Constitutions database: Political Constitution of the United Mexican States, art. 3",
      url: "https://constitutions.unwomen.org/en/countries/americas/mexico",
      asOf: "2024",
      reviewedOn: "2026-11-28",
      research: "The Constitution names the compulsory levels, not ages; ages from SEP Puebla pre-enrolment notice (retodiario.com, 2014: preschool 3-5, primary 6, bachillerato up to 18).",
    },
  },
  enrolment: {
    text:
      "Parents apply at the public school of their choice; schools must enrol a child at any time of the school year and, if full, direct the family to a nearby school with places. Enrolment uses the child's birth certificate or CURP (population register key); since 2015 foreign identity and school documents need no Hague apostille and no sworn translation, and a child without documents is enrolled on a signed application and the family's statement while papers are sorted out. Previous school reports are used to place the child.",
    source: {
      publisher: "Secretaría de Relaciones Exteriores (SRE)",
      title: "La Secretaría de Educación Pública elimina el requisito de Apostilla",
      url: "https://icm.sre.gob.mx/espana/index.php/component/content/article/238.html",
      asOf: "2015-06",
      reviewedOn: "2026-11-28",
      research: "Mexican consulate page on SEP Acuerdo 07/06/15 (DOF 16 June 2015). Enrolment at any time and the birth certificate/CURP rule: conexionmigrante.com (2026-01-21), citing Mexico City school-control rules.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Public and incorporated private schools: 2025-26 began on 1 September 2025 and ends on 15 July 2026 (earlier years started in late August). International schools often start in mid-August.",
    source: {
      publisher: "Tribuna de México",
      title: "Regreso a clases: 24 millones de alumnos inician el ciclo escolar 2025-2026",
      url: "https://tribunademexico.com/24-millones-alumnos-regreso-clases/",
      asOf: "2025-09-01",
      reviewedOn: "2026-11-28",
      research: "Press report of the SEP calendar (published in the DOF); informador.mx (2025-05-21) reports the move from late August to 1 September. No stored copy of the SEP calendar PDF found.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No school in Mexico City, Guadalajara, Puerto Vallarta or Mérida with a current, dated fee schedule was found; the American School Foundation (Mexico City) and the American School Foundation of Guadalajara publish fees only to applicants or in old schedules.",
};
