/** colombia: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const enrolment2026 = {
  publisher: "El Espectador",
  title: "Atención papás y mamás: inició la temporada de matrículas en los colegios para el 2026",
  url: "https://www.elespectador.com/educacion/atencion-papas-y-mamas-inicio-la-temporada-de-matriculas-en-los-colegios-para-el-2026/",
  asOf: "2025-10-27",
  reviewedOn: "2026-11-28",
} as const;

export const colombiaSchools: CountrySchools = {
  country: "colombia",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "Article 67 of the Constitution makes education free in state institutions, and the Constitutional Court (ruling C-376 of 2010) held that state primary schools may not charge academic fees. The Ministry of Education says everyone may attend official (state) schools free of charge, and a foreign pupil follows the same process as a Colombian one whatever the family's migration status. Teaching is in Spanish; the sources name no Spanish support for newcomers.",
    source: {
      ...enrolment2026,
      research:
        "Art. 67 ('La educación será gratuita en las instituciones del Estado, sin perjuicio del cobro de derechos académicos a quienes puedan sufragarlos') and ruling C-376/10 read on corteconstitucional.gov.co/relatoria/2010/C-376-10.htm. The 2012 extension of 'gratuidad educativa' to all grades from transición to 11 was not confirmed on a stored page, so the text says only what the sources say.",
    },
  },
  compulsoryAges: {
    from: 5,
    to: 15,
    note: "Article 67 of the Constitution: education is compulsory between the ages of five and fifteen and covers at least one year of preschool (transición) and nine of basic education. Upper secondary (media, grades 10-11) is offered free in state schools but is not compulsory.",
    source: {
      publisher: "Corte Constitucional de Colombia",
      title: "Sentencia C-376 de 2010 (gratuidad de la educación primaria, artículo 67 de la Constitución)",
      url: "https://www.corteconstitucional.gov.co/relatoria/2010/C-376-10.htm",
      asOf: "2010-05-19",
      reviewedOn: "2026-11-28",
      research: "Art. 67 wording ('obligatoria entre los cinco y los quince años de edad') also checked in a GitHub copy of a study guide quoting the article in full.",
    },
  },
  enrolment: {
    text:
      "Enrolment for the next year opens in late October. A child who is new to the system is taken to the education office (Secretaría de Educación) of the municipality where the family lives, or directly to an official school, to ask for a place in the grade needed; if the school is full, the Secretaría finds a place in another. The child is registered in the national enrolment system (SIMAT) with a passport, cédula de extranjería or PPT, and a child with no valid document is registered with a number the Secretaría issues (NES); no student visa is needed to start. Reports showing the last grade passed abroad are asked for; where there are none, the school places the child by free assessments.",
    source: {
      ...enrolment2026,
      research:
        "Documents, NES number and placement by assessment: Ministry of Education Circular Conjunta 16 of 10 April 2018 as summarised by Semana's MigraVenezuela archive (archivo.migravenezuela.com, article 3478) and by LA FM (January 2019); the circular itself was not opened.",
    },
  },
  schoolYearStarts: {
    month: 1,
    note: "Official schools follow calendar A, set by each territorial education office: in 2026 classes started on 26 January in Bogotá, Medellín and Cartagena and on 19 January in Magdalena, with 40 teaching weeks to late November. Some bilingual and international schools, such as Colegio Nueva Granada in Bogotá, follow calendar B and start in August.",
    source: {
      publisher: "El Espectador",
      title: "¿Cuándo entran a clases los colegios públicos y distritales en enero de 2026?",
      url: "https://www.elespectador.com/educacion/cuando-entran-a-clases-los-colegios-publicos-y-distritales-en-enero-de-2026/",
      asOf: "2026-01-03",
      reviewedOn: "2026-11-28",
      research: "Calendar B start in August: U.S. State Department fact sheet for Colegio Nueva Granada ('The school year begins in early August').",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Bogotá, Medellín, Cartagena or Santa Marta with a current published annual fee was found; the U.S. State Department's fact sheet for Colegio Nueva Granada could not be read as far as its fees, and press figures give monthly amounts only.",
};
