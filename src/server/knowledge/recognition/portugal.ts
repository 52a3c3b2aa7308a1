import type { CountryRecognition } from "./recognition.schema";

/** Portugal. Read DGERT's page as coordinator and assistance centre for professional qualifications and the Ordem dos Médicos' registration rules. */
export const portugalRecognition: CountryRecognition = {
  country: "portugal",
  checked: "2026-11",
  contactPoint: {
    body: "Direção-Geral do Emprego e das Relações de Trabalho (DGERT), assistance centre for professional qualifications",
    url: "https://www.dgert.gov.pt/reconhecimento-das-qualificacoes-profissionais",
    what: "DGERT coordinates the national competent authorities for regulated professions, keeps the list of regulated professions and acts as Portugal's assistance centre; recognition is decided by the competent authority of each profession (often a professional order), and academic recognition of degrees by DGES and the universities.",
    source: {
      publisher: "Direção-Geral do Emprego e das Relações de Trabalho (DGERT)",
      title: "Reconhecimento das Qualificações Profissionais",
      url: "https://www.dgert.gov.pt/reconhecimento-das-qualificacoes-profissionais",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Portugal recognition professional qualifications DGES reconhecimento' and 'DGES reconhecimento profissional profissões regulamentadas ... ponto de contacto'. DGERT page names it coordinator and assistance centre. DGES FAQ (wwwcdn.dges.gov.pt) covers academic recognition.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Ordem dos Médicos (Portuguese Medical Association)",
      url: "https://ordemdosmedicos.pt/area-medica/inscricoes/inscricao-na-ordem",
      steps:
        "First have your foreign medical degree recognised in Portugal; then register with the Ordem dos Médicos at its regional council, since registration is compulsory to practise medicine.",
      language: null,
      source: {
        publisher: "Ordem dos Médicos",
        title: "Regulamento de Inscrição na Ordem dos Médicos",
        url: "https://ordemdosmedicos.pt/estatutos-e-regulamentos/regulamento-de-inscricao-na-ordem-dos-medicos/",
        asOf: "2011-09",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Ordem dos Médicos inscrição médicos com diploma estrangeiro fora da UE ...'. Article 1 of the registration rules: registration is compulsory and graduates of foreign schools may register once their degree is recognised. A Medical communication test for training in a foreign language is mentioned only by a law-firm page (lawrei.eu), so language null. Nurse: only the EU procedure (sigenf.ordemenfermeiros.pt) and statute texts were found; not added.",
      },
    },
    {
      group: "engineer",
      body: "Ordem dos Engenheiros (Portuguese Order of Engineers)",
      url: "https://ordemdosengenheiros.pt/pt/ser-engenheiro-a/como-ser-membro",
      steps:
        "Have your foreign engineering degree recognised in Portugal at licenciado or mestre level (or declared equivalent), then apply for admission to the Ordem dos Engenheiros, which grants the professional title of engineer.",
      language: null,
      source: {
        publisher: "Ordem dos Engenheiros",
        title: "Como ser membro",
        url: "https://ordemdosengenheiros.pt/pt/ser-engenheiro-a/como-ser-membro",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Ordem dos Engenheiros admissão engenheiros diploma estrangeiro reconhecimento inscrição'. Page: holders of a foreign engineering degree given equivalence or recognised at master or licenciado level may apply. University of Porto page (sifeup) mentions curricular assessment and possible admission exams and internship.",
      },
    },
  ],
};
