import type { CountryRecognition } from "./recognition.schema";

/** Sweden. Read UHR's recognition pages, Socialstyrelsen's licence pages for people educated outside the EU/EEA,
 * Skolverket's certification requirements, and the Bar Association's and Elsäkerhetsverket's pages. */
export const swedenRecognition: CountryRecognition = {
  country: "sweden",
  checked: "2026-11",
  contactPoint: {
    body: "Universitets- och högskolerådet, UHR (Swedish Council for Higher Education)",
    url: "https://uhr.se/en/start/recognition-of-foreign-qualifications/enic-naric-sweden/recognition-information-for-eu-citizens/",
    what: "Sweden's ENIC-NARIC centre: it compares foreign qualifications with Swedish ones free of charge (recognition statement or the online Qualifications Assessment Tool) and lists the regulated professions with the authority responsible for each.",
    source: {
      publisher: "Swedish Council for Higher Education (UHR)",
      title: "Recognition information for EU citizens",
      url: "https://uhr.se/en/start/recognition-of-foreign-qualifications/enic-naric-sweden/recognition-information-for-eu-citizens/",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Swedish Council for Higher Education recognition foreign qualifications regulated professions'; studera.nu (also UHR) says UHR does not evaluate programmes leading to regulated professions and keeps the list of competent authorities.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Socialstyrelsen (National Board of Health and Welfare)",
      url: "https://legitimation.socialstyrelsen.se/legitimation/utanfor-euees/sjukskoterska-utbildad-utanfor-eu-ees/socialstyrelsen/fa-din-utbildning-granskad/",
      steps:
        "First apply to Socialstyrelsen to have your nursing education assessed (form, passport, diploma and transcript translated into Swedish or English; about three months). The decision says whether you may go on to the next steps towards a Swedish licence: a knowledge test, a course in Swedish health law and practical service.",
      language: null,
      source: {
        publisher: "National Board of Health and Welfare (Socialstyrelsen)",
        title: "Sjuksköterska utbildad utanför EU/EES: Steg 1 Få din utbildning granskad",
        url: "https://legitimation.socialstyrelsen.se/legitimation/utanfor-euees/sjukskoterska-utbildad-utanfor-eu-ees/socialstyrelsen/fa-din-utbildning-granskad/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'legitimation.socialstyrelsen.se nurse educated outside EU/EEA step 1'; later steps (kunskapsprov, course on Swedish statutes, practical service, Swedish) from informationsverige.se. The step-1 page names no language level, so null (Socialstyrelsen's chiropractor page and Region Skåne give Swedish 3 / C1).",
      },
    },
    {
      group: "doctor",
      body: "Socialstyrelsen (National Board of Health and Welfare)",
      url: "https://legitimation.socialstyrelsen.se/sv/utbildad-utanfor-eu-och-ees",
      steps:
        "Socialstyrelsen assesses your medical education and clinical background, then you pass a proficiency test (theory and practice, at Umeå University), a course in Swedish laws and regulations and a period of clinical training before the licence is issued.",
      language: "Swedish, Danish or Norwegian at level C1",
      source: {
        publisher: "National Board of Health and Welfare (Socialstyrelsen)",
        title: "Education outside the EU/EEA: licence to practise",
        url: "https://slf.se/in-english/education-outside-the-eu-eea/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "Swedish Medical Association",
        research:
          "search pages: 'physician educated outside EU/EEA Sweden licence medical proficiency test'; C1 and the licence process from the Swedish Medical Association's page; steps also in Socialstyrelsen's 2016 notice on the new system for doctors (copy on scribd) and on simagroup.org.",
      },
    },
    {
      group: "teacher",
      body: "Skolverket (Swedish National Agency for Education)",
      url: "https://www.skolverket.se/regler-och-ansvar/lararlegitimation-och-forskollararlegitimation/certification-for-teachers-and-preschool-teachers-with-a-foreign-teaching-degree/requirements-for-certification",
      steps:
        "Apply to Skolverket for teacher certification with your teaching degree, course list with grades, proof of Swedish and any teaching experience; UHR assesses the degree for Skolverket. Only certified teachers can be employed permanently and set grades; teaching experience can make up for some differences.",
      language: "Swedish at level C1 (e.g. Svenska 3 or Svenska som andraspråk 3)",
      source: {
        publisher: "Swedish National Agency for Education (Skolverket)",
        title: "Requirements for certification",
        url: "https://www.skolverket.se/regler-och-ansvar/lararlegitimation-och-forskollararlegitimation/certification-for-teachers-and-preschool-teachers-with-a-foreign-teaching-degree/requirements-for-certification",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Skolverket certification foreign teaching degree Swedish language proficiency requirement'; documents from Skolverket's 'Apply for certification' page, UHR's role from its FAQ.",
      },
    },
    {
      group: "lawyer",
      body: "Sveriges advokatsamfund (Swedish Bar Association)",
      url: "https://advokatsamfundet.com/membership-and-registration/",
      steps:
        "Only members of the Swedish Bar Association may use the title advokat. Membership requires domicile in the EU/EEA or Switzerland, a Swedish law degree (jur. kand.), three years' legal practice and the Swedish Bar Examination; special rules exist only for lawyers qualified in the EU/EEA or Switzerland.",
      language: null,
      source: {
        publisher: "Swedish Bar Association",
        title: "Application for membership in the Bar Association",
        url: "https://advokatsamfundet.com/membership-and-registration/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Swedish Bar Association advokat foreign lawyer admission requirements Sweden'.",
      },
    },
    {
      group: "electrician",
      body: "Elsäkerhetsverket (National Electrical Safety Board)",
      url: "https://www.elsakerhetsverket.se/en/authorised-electricians/becoming-an-authorised-electrician/qualifications-gained-abroad/other-countries-outside-sweden/",
      steps:
        "Apply to the National Electrical Safety Board for authorisation with your diploma, academic record and attested practical experience. At least half of the practical experience must be done in Sweden and experience outside the EEA cannot be counted; without authorisation you can work under an authorised electrician's supervision.",
      language: null,
      source: {
        publisher: "National Electrical Safety Board (Elsäkerhetsverket)",
        title: "Education from a country outside Sweden",
        url: "https://www.elsakerhetsverket.se/en/authorised-electricians/becoming-an-authorised-electrician/qualifications-gained-abroad/other-countries-outside-sweden/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Elsäkerhetsverket authorisation electrician foreign education apply Sweden'; working under supervision from the Board's older page elsakerhetsverket.se/en/Authorisation/.",
      },
    },
  ],
};
