import type { CountryRecognition } from "./recognition.schema";

/** Norway. Read HK-dir's assistance-centre and teacher-recognition pages, the Directorate of Health's pages on extra
 * requirements for health personnel educated outside the EU/EEA, and the Altinn pages for lawyers and electricians. */
export const norwayRecognition: CountryRecognition = {
  country: "norway",
  checked: "2026-11",
  contactPoint: {
    body: "Direktoratet for høyere utdanning og kompetanse, HK-dir (Norwegian Directorate for Higher Education and Skills)",
    url: "https://hkdir.no/en/foreign-education/assistance-centre-for-regulated-professions",
    what: "Norway's assistance centre for professional recognition and its ENIC-NARIC office: it keeps the list of regulated professions with the 18 recognition authorities, advises on which one to apply to, assesses foreign higher education and itself recognises teachers.",
    source: {
      publisher: "Norwegian Directorate for Higher Education and Skills (HK-dir)",
      title: "Assistance Centre for regulated professions",
      url: "https://hkdir.no/en/foreign-education/assistance-centre-for-regulated-professions",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'HK-dir Norway recognition of foreign education regulated professions'; HK-dir took over NOKUT's recognition work (nyinorge.no and hkdir.no list pages).",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Helsedirektoratet (Norwegian Directorate of Health)",
      url: "https://www.helsedirektoratet.no/english/authorisation-and-license-for-health-personnel",
      steps:
        "Apply for authorisation through Altinn with your diploma, transcripts and licence. If your education is judged equivalent (step 1), you have three years to pass the additional requirements (step 2): the Norwegian test first, then a course on Norwegian health services, law and society and a course in safe handling of medicines.",
      language: "Norwegian B2 in an approved test (e.g. Bergenstesten), written and oral",
      source: {
        publisher: "Norwegian Directorate of Health (Helsedirektoratet)",
        title: "Language requirements, course in national subjects, course in safe handling of medicine and the medical proficiency test",
        url: "https://www.helsedirektoratet.no/english/authorisation-and-license-for-health-personnel/language-requirements-and-course-requirements",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'Norway Helsedirektoratet authorisation nurse doctor education outside EU/EEA Norwegian language B2' and '... level B2'; the English page is cut off before the level; B2 and the Bergen test from the Norwegian version of the same page (helsedirektoratet enonic copy).",
      },
    },
    {
      group: "doctor",
      body: "Helsedirektoratet (Norwegian Directorate of Health)",
      url: "https://www.helsedirektoratet.no/english/authorisation-and-license-for-health-personnel",
      steps:
        "Apply for authorisation through Altinn. If your medical education is judged equivalent (step 1), you have three years to pass the additional requirements (step 2): the Norwegian test first, then the medical proficiency test and the courses on Norwegian health services and on safe handling of medicines.",
      language: "Norwegian B2 in an approved test (e.g. Bergenstesten), written and oral",
      source: {
        publisher: "Norwegian Directorate of Health (Helsedirektoratet)",
        title: "Language requirements, course in national subjects, course in safe handling of medicine and the medical proficiency test",
        url: "https://www.helsedirektoratet.no/english/authorisation-and-license-for-health-personnel/language-requirements-and-course-requirements",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "same searches as nurse; the page title lists the medical proficiency test (fagprøve) for doctors.",
      },
    },
    {
      group: "teacher",
      body: "Direktoratet for høyere utdanning og kompetanse, HK-dir (Norwegian Directorate for Higher Education and Skills)",
      url: "https://hkdir.no/en/foreign-education/education-from-outside-of-norway/recognition-of-teacher-qualifications-in-school",
      steps:
        "A permanent teaching post in primary and secondary school requires recognition as a teacher from HK-dir: apply online with ID, diploma, transcript and work references, translated if not in a Nordic language. Without recognition you can still work as a substitute or in temporary posts.",
      language: null,
      source: {
        publisher: "Norwegian Directorate for Higher Education and Skills (HK-dir)",
        title: "About the recognition (teacher qualifications in school)",
        url: "https://hkdir.no/en/foreign-education/education-from-outside-of-norway/recognition-of-teacher-qualifications-in-school/about-the-recognition",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Norway teacher qualifications foreign education recognition Directorate for Higher Education and Skills'; documents from the Altinn page for the profession.",
      },
    },
    {
      group: "lawyer",
      body: "Tilsynsrådet for advokatvirksomhet (Supervisory Council for Legal Practice)",
      url: "https://www.tilsynet.no/information",
      steps:
        "Apply to the Supervisory Council for Legal Practice; for lawyers qualified outside the EEA or Switzerland the application must be submitted by a principal or employer in Norway. Practising also requires NOK 5 million security, fees to the Council and an auditor.",
      language: null,
      source: {
        publisher: "Supervisory Council for Legal Practice",
        title: "Lawyer: recognition of foreign professional qualifications",
        url: "https://info.altinn.no/en/forms-overview/supervisory-council-for-legal-practice/lawyer",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "Altinn",
        research:
          "search pages: 'Norway lawyer advokat foreign law degree licence Supervisory Council for Legal Practice'; the Norwegian Bar Association's page adds that non-EEA lawyers may practise only foreign and international law.",
      },
    },
    {
      group: "electrician",
      body: "Direktoratet for samfunnssikkerhet og beredskap, DSB (Norwegian Directorate for Civil Protection)",
      url: "https://www.dsb.no/lover/elektriske-anlegg-og-elektrisk-utstyr/artikler/utenlandske-elektrofagfolk/elektrofagfolk-med-yrkeskvalifikasjoner-utlandet/sokere-med-yrkeskvalifikasjoner-fra-land-utenfor-eueos/",
      steps:
        "Apply to DSB (you or your employer) for approval as elektriker with a CV, diploma and transcript, any apprenticeship and trade certificate, and references showing at least one year's work as an electrician in the last ten years. Documents not in English, Swedish or Danish need an authorised translation.",
      language: null,
      source: {
        publisher: "Norwegian Directorate for Civil Protection (DSB)",
        title: "Elektriker: godkjenning av yrkeskvalifikasjoner fra utlandet",
        url: "https://www.altinn.no/skjemaoversikt/direktoratet-for-samfunnssikkerhet-og-beredskap/elektriker/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "Altinn",
        research: "search pages: 'DSB Norway electrician foreign qualifications approval elektrofagarbeider'; DSB's own page for non-EU/EEA applicants says processing takes up to four months.",
      },
    },
  ],
};
