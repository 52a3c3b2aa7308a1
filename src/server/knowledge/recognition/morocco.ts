import type { CountryRecognition } from "./recognition.schema";

/** Morocco. Read: the Minister of Higher Education's 2025 statement on diploma equivalence (MAP, via LeSiteinfo) and the Ministry of Health's guide on foreign doctors practising in Morocco. */
export const moroccoRecognition: CountryRecognition = {
  country: "morocco",
  checked: "2026-11",
  contactPoint: {
    body: "Ministère de l'Enseignement supérieur, de la Recherche scientifique et de l'Innovation (équivalence des diplômes)",
    url: "https://www.enssup.gov.ma/",
    what: "Foreign higher-education diplomas are given a Moroccan equivalence by the Ministry of Higher Education through sectoral committees, which may grant it or require assessment exams or extra internships; for regulated professions the opinion of the ministry and professional order concerned is also needed. Graduates of foreign institutions covered by a general equivalence order are exempt from the individual procedure.",
    source: {
      publisher: "Ministère de l'Enseignement supérieur, de la Recherche scientifique et de l'Innovation",
      title: "Équivalence des diplômes: près de 4.000 demandes en 2024",
      url: "https://www.lesiteinfo.com/maroc/639464-equivalence-des-diplomes-pres-de-4-000-demandes-en-2024.html",
      asOf: "2025-02",
      reviewedOn: "2026-11-25",
      via: "LeSiteinfo",
      research:
        "Searched pages for 'Maroc équivalence des diplômes étrangers demande ministère de l'enseignement supérieur', 'plateforme e-equivalence diplômes étrangers Maroc', 'ANEAQ équivalence des diplômes étrangers procédure' and 'enssup.gov.ma équivalence diplômes étrangers dossier'. No https ministry page on equivalence was found (the ministry's dossier page is http://www.enssup.gov.ma/index.php/enseignement-superieur/130-dossierequdiplome.html, quoted on bladi.info). LeSiteinfo (with MAP, Feb 2025) reports the minister: ~4,000 requests in 2024, sectoral committees propose equivalence, evaluation exams or extra internships, opinion of the ministries and professional orders required for regulated professions, general equivalence orders exempt some institutions, a platform is being developed. The body url is the ministry's home page (its address appears in several public code files). Press (challenge.ma 2022, leseco.ma) reports plans to move equivalence to ANEAQ; not confirmed as done.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Ministère de la Santé et de la Protection sociale, after the opinion of the Conseil national de l'Ordre national des médecins",
      url: "https://www.sante.gov.ma/Reglementation/Pages/Guides-et-manuel.aspx",
      steps:
        "A foreign doctor resident in Morocco needs an authorisation to practise from the Ministry of Health, given after the opinion of the national council of the Order of Physicians (law 131-13, art. 27): file the request with the regional council of the Order where you will practise, with a medical degree that entitles you to practise in the issuing country and is recognised as equivalent to the Moroccan diploma (or a specialist qualification decision), a sworn statement on foreign Order membership, a photo and a medical fitness certificate, among other documents.",
      language: null,
      source: {
        publisher: "Ministère de la Santé et de la Protection sociale (Maroc)",
        title: "Guides et Manuels: l'exercice de la médecine par des médecins étrangers résidents au Maroc",
        url: "https://www.sante.gov.ma/Reglementation/Pages/Guides-et-manuel.aspx",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'médecin étranger exercer au Maroc autorisation Secrétariat général du gouvernement Ordre national des médecins'. The Ministry of Health guide (section I) says the authorisation for a foreign doctor resident in Morocco to practise in the private sector is issued by the Ministry after the opinion of the national council of the Order, filed with the regional council, with four copies of the documents listed (diploma recognised equivalent, sworn statement, photo, medical certificate, ...). The Casablanca regional council page https://www.cromc.ma/medecin-etranger/ lists a similar file for foreign doctors (passport or residence card, certificate of good conduct from the previous Order). Applies to the private sector; public-sector rules were not read.",
      },
    },
  ],
};
