import type { CountryRecognition } from "./recognition.schema";

/** Brazil. What was read: gov.br service page for the Carolina Bori platform, Inep's Revalida FAQ, Coren-PR's registration page for foreigners. */
export const brazilRecognition: CountryRecognition = {
  country: "brazil",
  checked: "2026-11",
  contactPoint: {
    body: "Ministério da Educação (MEC), Plataforma Carolina Bori",
    url: "https://www.gov.br/pt-br/servicos/reconhecer-ou-revalidar-diploma-de-curso-superior-obtido-no-exterior",
    what: "The Carolina Bori platform is the federal government's system for validating diplomas obtained abroad: undergraduate diplomas are revalidated, and master's or doctoral degrees recognised, by Brazilian public universities with an equivalent course. It is the route to practising a profession in Brazil; documents must be translated into Portuguese where needed.",
    source: {
      publisher: "Ministério da Educação (MEC)",
      title: "Reconhecer ou revalidar diploma de curso superior obtido no exterior",
      url: "https://www.gov.br/pt-br/servicos/reconhecer-ou-revalidar-diploma-de-curso-superior-obtido-no-exterior",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages corpus: 'Plataforma Carolina Bori revalidação de diplomas estrangeiros'. Read the gov.br service page (cites Resolução CNE nº 02 of 19 December 2024, so 2025 edition). faubai2025.dryfta.com adds Resolução CNE/CES nº 1/2022 and Portaria MEC nº 1151/2023.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Conselho Regional de Enfermagem (Coren) of the state of practice, Cofen/Coren system",
      url: "https://corenpr.gov.br/registro-para-estrangeiros",
      steps:
        "Have the diploma translated by a sworn translator and revalidated by a Brazilian public university that offers a nursing degree, then apply for registration (inscrição) at the Coren of the state where you will work.",
      language: null,
      source: {
        publisher: "Conselho Regional de Enfermagem do Paraná (Coren-PR)",
        title: "Registro para estrangeiros",
        url: "https://corenpr.gov.br/registro-para-estrangeiros",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages corpus: 'COFEN registro enfermeiro estrangeiro diploma revalidado COREN inscrição'. Read corenpr.gov.br (undated, read 2026-11). coren-pe.gov.br cites Resolução Cofen 448/2013 art. 22 requiring the Celpe-Bras Portuguese certificate, but that resolution is superseded (Cofen 747/2024, itself revoked by 769/2024), so no language level is entered. Cofen parecer 27/2024 confirms revalidation by a public institution and sworn translation.",
      },
    },
    {
      group: "doctor",
      body: "Public universities, with Inep's Exame Nacional de Revalidação de Diplomas Médicos (Revalida)",
      url: "https://www.gov.br/inep/pt-br/acesso-a-informacao/perguntas-frequentes/exame-nacional-de-revalidacao-de-diplomas-medicos-expedidos-por-instituicoes-de-educacao-superior-estrangeira-revalida",
      steps:
        "A foreign medical diploma is revalidated by a public university, either by its own document review or through Inep's Revalida exam (a written test, then a clinical-skills test), which checks the knowledge expected of doctors trained in Brazil.",
      language: null,
      source: {
        publisher: "Instituto Nacional de Estudos e Pesquisas Educacionais Anísio Teixeira (Inep)",
        title: "Exame Nacional de Revalidação de Diplomas Médicos Expedidos por Instituições de Educação Superior Estrangeira (Revalida): perguntas frequentes",
        url: "https://www.gov.br/inep/pt-br/acesso-a-informacao/perguntas-frequentes/exame-nacional-de-revalidacao-de-diplomas-medicos-expedidos-por-instituicoes-de-educacao-superior-estrangeira-revalida",
        asOf: "2020-09",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages corpus: 'Revalida INEP exame revalidação diplomas médicos formados no exterior'. Read the Inep FAQ (updated 2020-09-23). Press (abmes.org.br, acritica.net 2017) describes the two stages; Lei 13.959/2019 sets two editions a year (med.estrategia.com).",
      },
    },
  ],
};
