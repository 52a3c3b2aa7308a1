import type { CountryRecognition } from "./recognition.schema";

/** Netherlands. Read Nuffic's page on its role as assistance centre and the BIG-register's Certificate of Competence procedure for diplomas from outside the EU. */
const bigCertificate = {
  publisher: "BIG-register (CIBG, Ministry of Health, Welfare and Sport)",
  title: "Certificate of competence",
  url: "https://english.bigregister.nl/foreign-diploma/procedures/certificate-of-competence",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "search pages: 'BIG-register foreign diploma nurse doctor Netherlands CIBG procedure Dutch language B2'. The page says the procedure applies to qualifications from outside the EU/Switzerland, that all applicants take the general knowledge and skills test (AKV) and doctors, dentists and nurses also a professional test (BI), and that it lasts one to three years. Language levels (nurses B1, physiotherapists and midwives B2) appear on the BIG-register's separate Dutch language proficiency page, not on this one, so language is left null here.",
} as const;
const bigUrl = "https://english.bigregister.nl/foreign-diploma/procedures/certificate-of-competence";

export const netherlandsRecognition: CountryRecognition = {
  country: "netherlands",
  checked: "2026-11",
  contactPoint: {
    body: "Nuffic, the Dutch ENIC-NARIC and assistance centre for professional recognition",
    url: "https://www.nuffic.nl/en/onderwerpen/beroepserkenning/nationaal-expertisecentrum-onderwijsvergelijking-diplomawaardering",
    what: "Nuffic is the Netherlands' ENIC-NARIC and the designated assistance centre under the EU professional qualifications directive: it informs on regulated professions (such as doctor, teacher or architect) and which competent authority to apply to, and evaluates foreign diplomas.",
    source: {
      publisher: "Nuffic",
      title: "Our role in international diploma and professional recognition",
      url: "https://www.nuffic.nl/en/onderwerpen/beroepserkenning/nationaal-expertisecentrum-onderwijsvergelijking-diplomawaardering",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Nuffic IDW recognition foreign diploma Netherlands regulated profession'.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "BIG-register (CIBG, Ministry of Health, Welfare and Sport)",
      url: bigUrl,
      steps:
        "Apply for a Certificate of Competence: after document checks you take the general knowledge and skills test (AKV) and the professional test (BI) for nurses, and possibly further training; then register in the BIG register. The procedure takes one to three years.",
      language: null,
      source: bigCertificate,
    },
    {
      group: "doctor",
      body: "BIG-register (CIBG, Ministry of Health, Welfare and Sport)",
      url: bigUrl,
      steps:
        "Apply for a Certificate of Competence: you take the general knowledge and skills test (AKV) and the professional test (BI) for doctors, and possibly further training; then register in the BIG register. The procedure takes one to three years.",
      language: null,
      source: bigCertificate,
    },
    {
      group: "dentist",
      body: "BIG-register (CIBG, Ministry of Health, Welfare and Sport)",
      url: bigUrl,
      steps:
        "Apply for a Certificate of Competence: you take the general knowledge and skills test (AKV) and the professional test (BI) for dentists; then register in the BIG register.",
      language: null,
      source: bigCertificate,
    },
    {
      group: "pharmacist",
      body: "BIG-register (CIBG, Ministry of Health, Welfare and Sport)",
      url: bigUrl,
      steps: "Apply for a Certificate of Competence, which includes the general knowledge and skills test (AKV); then register in the BIG register.",
      language: null,
      source: bigCertificate,
    },
    {
      group: "physiotherapist",
      body: "BIG-register (CIBG, Ministry of Health, Welfare and Sport)",
      url: bigUrl,
      steps: "Apply for a Certificate of Competence, which includes the general knowledge and skills test (AKV); then register in the BIG register.",
      language: null,
      source: bigCertificate,
    },
    {
      group: "midwife",
      body: "BIG-register (CIBG, Ministry of Health, Welfare and Sport)",
      url: bigUrl,
      steps: "Apply for a Certificate of Competence, which includes the general knowledge and skills test (AKV); then register in the BIG register.",
      language: null,
      source: bigCertificate,
    },
    {
      group: "teacher",
      body: "DUO (Dienst Uitvoering Onderwijs), the education executive agency",
      url: "https://www.duo.nl/particulier/foreign-diploma-in-the-netherlands/working-as-a-teacher.jsp",
      steps:
        "Apply online to DUO for recognition of your teaching qualification: you need a completed teacher-training programme at least at Dutch higher-professional level that authorises you to teach in the issuing country for the same subject or level you apply for. Applicants from outside the EEA are assessed under Dutch education law.",
      language: null,
      source: {
        publisher: "DUO (Dienst Uitvoering Onderwijs)",
        title: "Working as a teacher",
        url: "https://www.duo.nl/particulier/foreign-diploma-in-the-netherlands/working-as-a-teacher.jsp",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'DUO erkenning buitenlands diploma leraar bevoegdheid teacher foreign qualification Netherlands'. DUO's Dutch page adds a language requirement for non-EEA primary/special-education teachers, level cut off in the stored text, so language null.",
      },
    },
    {
      group: "lawyer",
      body: "Nederlandse Orde van Advocaten (Netherlands Bar, NOvA)",
      url: "https://business.gov.nl/regulation/registration-consultation-national-register-lawyers/",
      steps:
        "To practise as an advocaat you need a law degree from a Dutch university, then the three-year professional training programme while working as a trainee under a supervising lawyer, and registration in the National Register of Lawyers kept by the Netherlands Bar. A US licence does not give direct access.",
      language: null,
      source: {
        publisher: "Netherlands Enterprise Agency (RVO)",
        title: "Registration and consultation National Register of Lawyers",
        url: "https://business.gov.nl/regulation/registration-consultation-national-register-lawyers/",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Nederlandse Orde van Advocaten buitenlandse advocaat inschrijving ...'. RVO page: Dutch law degree, 3-year programme, VOG, registration with the NOvA. NOvA's own page (advocatenorde.nl/european-lawyers) gives routes only for EU/EEA/Swiss lawyers; 'no direct access for US lawyers' is inferred from that.",
      },
    },
  ],
};
