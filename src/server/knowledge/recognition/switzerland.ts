import type { CountryRecognition } from "./recognition.schema";

/** Switzerland. Read SERI's recognition pages, the Swiss Red Cross recognition page and the Swiss ENIC (swissuniversities) list of competent authorities for health professions. */
const swissEnicHealth = {
  publisher: "Swiss ENIC (swissuniversities)",
  title: "Regulated professions: health care, competent authorities",
  url: "https://www.swissuniversities.ch/en/services/recognition/swiss-enic/regulated-professions/health-care",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "search pages: 'Swiss Red Cross SRK recognition foreign nursing diploma; MEBEKO ...'. The Swiss ENIC page lists the FOPH as recognition authority for physicians, dentists, pharmacists and veterinarians (and for admission to the federal examination), and the Swiss Red Cross for nurses, physiotherapists and midwives.",
} as const;

export const switzerlandRecognition: CountryRecognition = {
  country: "switzerland",
  checked: "2026-11",
  contactPoint: {
    body: "State Secretariat for Education, Research and Innovation (SERI), national contact point for the recognition of foreign qualifications",
    url: "https://www.sbfi.admin.ch/sbfi/en/home/bildung/recognition-of-foreign-qualifications.html",
    what: "SERI's contact point answers general questions on recognition, says which authority recognises a given qualification and whether an occupation is regulated in Switzerland; non-EU nationals may also apply for recognition. SERI itself recognises vocational qualifications and degrees for some regulated activities.",
    source: {
      publisher: "State Secretariat for Education, Research and Innovation (SERI)",
      title: "Recognition of Foreign Qualifications",
      url: "https://www.sbfi.admin.ch/sbfi/en/home/bildung/recognition-of-foreign-qualifications.html",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Switzerland SERI recognition foreign professional qualifications SBFI Anerkennung'. The page names SERI's national contact point and lists what it informs on.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Swiss Red Cross (SRC / Schweizerisches Rotes Kreuz), Health Professions",
      url: "https://www.redcross.ch/en/our-services/healthcare-professions-recognition-and-registration/recognition-of-foreign-qualifications",
      steps:
        "Complete the free online PreCheck (result within four weeks); if positive, send the application form, documents and fee. A first decision follows within four months: recognition, or compensatory measures to complete first.",
      language: null,
      source: {
        publisher: "Swiss Red Cross",
        title: "Recognition of foreign qualifications",
        url: "https://www.redcross.ch/en/our-services/healthcare-professions-recognition-and-registration/recognition-of-foreign-qualifications",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages as above. The SRC page gives the PreCheck, application and decision steps and timings; no language level on the page read.",
      },
    },
    {
      group: "doctor",
      body: "Federal Office of Public Health (FOPH), Medical Professions Commission (MEBEKO)",
      url: "https://www.swissuniversities.ch/en/services/recognition/swiss-enic/regulated-professions/health-care",
      steps:
        "Apply to the FOPH: it recognises diplomas from EU/EFTA states and decides on admission to the Swiss federal examination for other foreign medical diplomas.",
      language: null,
      source: swissEnicHealth,
    },
    {
      group: "dentist",
      body: "Federal Office of Public Health (FOPH), Medical Professions Commission (MEBEKO)",
      url: "https://www.swissuniversities.ch/en/services/recognition/swiss-enic/regulated-professions/health-care",
      steps: "Apply to the FOPH: it recognises diplomas from EU/EFTA states and decides on admission to the Swiss federal examination for other foreign diplomas.",
      language: null,
      source: swissEnicHealth,
    },
    {
      group: "pharmacist",
      body: "Federal Office of Public Health (FOPH), Medical Professions Commission (MEBEKO)",
      url: "https://www.swissuniversities.ch/en/services/recognition/swiss-enic/regulated-professions/health-care",
      steps: "Apply to the FOPH: it recognises diplomas from EU/EFTA states and decides on admission to the Swiss federal examination for other foreign diplomas.",
      language: null,
      source: swissEnicHealth,
    },
    {
      group: "veterinarian",
      body: "Federal Office of Public Health (FOPH), Medical Professions Commission (MEBEKO)",
      url: "https://www.swissuniversities.ch/en/services/recognition/swiss-enic/regulated-professions/health-care",
      steps: "Apply to the FOPH: it recognises diplomas from EU/EFTA states and decides on admission to the Swiss federal examination for other foreign diplomas.",
      language: null,
      source: swissEnicHealth,
    },
    {
      group: "physiotherapist",
      body: "Swiss Red Cross (SRC / Schweizerisches Rotes Kreuz), Health Professions",
      url: "https://www.redcross.ch/en/our-services/healthcare-professions-recognition-and-registration/recognition-of-foreign-qualifications",
      steps: "Apply to the Swiss Red Cross, which recognises foreign physiotherapy diplomas for practice in Switzerland; it decides whether the diploma is recognised.",
      language: null,
      source: swissEnicHealth,
    },
    {
      group: "midwife",
      body: "Swiss Red Cross (SRC / Schweizerisches Rotes Kreuz), Health Professions",
      url: "https://www.redcross.ch/en/our-services/healthcare-professions-recognition-and-registration/recognition-of-foreign-qualifications",
      steps: "Apply to the Swiss Red Cross, which recognises foreign midwifery diplomas for practice in Switzerland; it decides whether the diploma is recognised.",
      language: null,
      source: swissEnicHealth,
    },
    {
      group: "teacher",
      body: "Swiss Conference of Cantonal Ministers of Education (EDK), General Secretariat",
      url: "https://www.edk.ch/de/themen/diplomanerkennung/auslaendische-diplome-1",
      steps:
        "Apply online to the EDK General Secretariat (fee charged), which compares your foreign teaching diploma with the corresponding Swiss diploma; if it can be recognised you receive an official certificate of equivalence. Hiring is done by the cantonal or local school authorities.",
      language: null,
      source: {
        publisher: "Swiss Conference of Cantonal Ministers of Education (EDK)",
        title: "Informationen zur Anerkennung von ausländischen Diplomen",
        url: "https://www.edk.ch/de/themen/diplomanerkennung/auslaendische-diplome-1",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'EDK CDIP Anerkennung ausländischer Lehrdiplome Schweiz recognition foreign teaching diplomas'. Stored address carried a #fragment, dropped. The older edk.ch FAQ (http only) says US applicants need a teaching licence; a 2024 EDK blog (cdip.ch) says large differences lead to compensatory measures at a Swiss university of teacher education.",
      },
    },
  ],
};
