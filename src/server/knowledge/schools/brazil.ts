/** brazil: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const constitution = {
  publisher: "Presidência da República (Brasil)",
  title: "Constituição da República Federativa do Brasil de 1988, art. 208 (redação da Emenda Constitucional 59/2009)",
  url: "https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm",
  asOf: "2009-11-11",
  reviewedOn: "2026-11-28",
  research:
    "Art. 208, I ('educação básica obrigatória e gratuita dos 4 (quatro) aos 17 (dezessete) anos de idade') checked in several GitHub copies of the constitution and of LDB art. 4, I, which says the same; the Planalto page itself was not opened.",
} as const;

const cne2020 = {
  publisher: "Agência Brasil",
  title: "CNE garante matrícula de estudantes estrangeiros na rede pública",
  url: "https://agenciabrasil.ebc.com.br/educacao/noticia/2020-11/cne-garante-matricula-de-estudantes-estrangeiros-na-rede-publica",
  asOf: "2020-11-16",
  reviewedOn: "2026-11-28",
} as const;

export const brazilSchools: CountrySchools = {
  country: "brazil",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Portuguese"],
    text:
      "Basic education in public schools is free, and the Constitution makes it compulsory from 4 to 17. National Education Council Resolution 1 of 2020 requires public schools to enrol migrant, refugee and stateless children at once, without discrimination by nationality or migration status; schools are to keep foreign pupils in ordinary classes with Brazilian ones and to offer Portuguese as a host language to those who speak little or none.",
    source: {
      ...cne2020,
      research:
        "Free and compulsory 4-17: Constitution art. 208, I (see compulsoryAges). Class integration and 'português como língua de acolhimento' are art. 6 of CNE/CEB Resolution 1/2020 as summarised by Agência Brasil (Radioagência Nacional, November 2020) and a law firm's note (hnadv.com.br).",
    },
  },
  compulsoryAges: {
    from: 4,
    to: 17,
    note: "Compulsory and free basic education runs from age 4 to 17: pre-school, nine years of ensino fundamental (from age 6) and three of ensino médio.",
    source: constitution,
  },
  enrolment: {
    text:
      "Parents ask for a place at a public school or through the state or municipal education network's enrolment system; the state of São Paulo, for example, opened enrolment of new pupils for 2026 on 5 January, in person at any state school or online. Under CNE Resolution 1 of 2020 the school may not refuse a foreign child for lack of earlier school records, a sworn translation of them, a Brazilian migration ID (RNM) or a valid migration status. A child without school records is placed after an assessment, held in the child's mother tongue, according to development and age; in pre-school and the first year of ensino fundamental age alone decides the class.",
    source: {
      ...cne2020,
      research:
        "RNM and sworn-translation points from the summary of the resolution's art. 1-2 on hnadv.com.br; São Paulo's 5 January 2026 opening from Pais&Filhos (paisefilhos.com.br), October 2025.",
    },
  },
  schoolYearStarts: {
    month: 2,
    note: "The school year follows the calendar year, with at least 200 school days. In the state network of São Paulo classes in 2026 started on 2 February and end on 18 December, with a July break; each state and city network sets its own dates.",
    source: {
      publisher: "BOL (UOL)",
      title: "São Paulo define calendário do próximo ano letivo na rede estadual; veja como será",
      url: "https://www.bol.uol.com.br/noticias/2025/10/07/sao-paulo-define-calendario-do-proximo-ano-letivo-na-rede-estadual-veja-como-sera.htm",
      asOf: "2025-10-07",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in São Paulo, Rio de Janeiro, Florianópolis or Salvador with a current published annual fee was found in the sources searched.",
};
