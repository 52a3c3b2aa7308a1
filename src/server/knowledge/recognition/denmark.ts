import type { CountryRecognition } from "./recognition.schema";

/** Denmark. Read the Ministry of Higher Education and Science's recognition pages (ufm.dk), the Danish Patient Safety
 * Authority's pages for applicants trained outside the EU (en.stps.dk), and the lawyer and electrician pages. */
export const denmarkRecognition: CountryRecognition = {
  country: "denmark",
  checked: "2026-11",
  contactPoint: {
    body: "Uddannelses- og Forskningsstyrelsen (Danish Agency for Higher Education and Science)",
    url: "https://ufm.dk/en/education-and-institutions/recognition-and-transparency/more-about-recognition/procedures-and-types-of-recognition",
    what: "Denmark's ENIC-NARIC office and coordinator for regulated professions: it keeps the list of regulated professions with the competent authority for each, assesses foreign qualifications for work (free of charge), and itself recognises teachers.",
    source: {
      publisher: "Danish Agency for Higher Education and Science",
      title: "Procedures and types of recognition",
      url: "https://ufm.dk/en/education-and-institutions/recognition-and-transparency/more-about-recognition/procedures-and-types-of-recognition",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Danish Agency for Higher Education and Science recognition of foreign qualifications regulated professions'; the ufm.dk page says applications go to the competent authorities and the Agency coordinates.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Styrelsen for Patientsikkerhed (Danish Patient Safety Authority)",
      url: "https://en.stps.dk/health-professionals-and-authorities/registration-of-healthcare-professionals/nurse/non-eu-countries/application-and-approval-of-qualifications",
      steps:
        "Apply online to the Danish Patient Safety Authority, then post the signed form with passport, CV, diploma and a detailed transcript of theory and clinical hours. Applications more than six years after qualifying need proof of 12 months' nursing work in the last six years; if the education is approved, the letter sets the remaining conditions for Danish authorisation.",
      language: null,
      source: {
        publisher: "Danish Patient Safety Authority",
        title: "Nurse, non-EU countries: application and approval of qualifications",
        url: "https://en.stps.dk/health-professionals-and-authorities/registration-of-healthcare-professionals/nurse/non-eu-countries/application-and-approval-of-qualifications",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'Danish Patient Safety Authority authorisation nurse educated outside EU Danish language test'. Press (The Local, 19 June 2023) reports the Danish language test for non-EU nurses was dropped in favour of six months' probationary employment; the stps page read names no level, so language is null.",
      },
    },
    {
      group: "doctor",
      body: "Styrelsen for Patientsikkerhed (Danish Patient Safety Authority)",
      url: "https://en.stps.dk/health-professionals-and-authorities/registration-of-healthcare-professionals/medical-doctor/non-eu-countries/language-test",
      steps:
        "Apply to the Danish Patient Safety Authority with diploma, transcript and licence (verified at source through ECFMG). Pass the Danish 3 exam, then the written and oral medical exams and a course in Danish health law, followed by a period of adaptation employment before authorisation.",
      language: "Danish: Prøve i Dansk 3 (oral score at least 10, reading and writing at least 7)",
      source: {
        publisher: "Danish Patient Safety Authority",
        title: "Medical doctor, non-EU countries: language test",
        url: "https://en.stps.dk/health-professionals-and-authorities/registration-of-healthcare-professionals/medical-doctor/non-eu-countries/language-test",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'stps.dk doctor non-EU countries authorisation Danish language test medical knowledge test'. Language from the stps page; the sequence (exams, health-law course, adaptation employment) also on stps 'News and deadlines' and the Danish Medical Association's page laeger.dk/how-to-obtain-authorisation-in-denmark.",
      },
    },
    {
      group: "teacher",
      body: "Uddannelses- og Forskningsstyrelsen (Danish Agency for Higher Education and Science)",
      url: "https://ufm.dk/en/education/recognition-and-transparency/regulated-professions/teachers-with-non-danish-qualifications/?set_language=en",
      steps:
        "Teaching in the municipal Folkeskole and in general upper secondary school is regulated: apply to the Agency with your teaching diploma, transcripts and proof of teaching experience. Recognition can be immediate or conditional (extra requirements to meet before final approval); substitute posts need no recognition.",
      language: null,
      source: {
        publisher: "Danish Agency for Higher Education and Science",
        title: "Teachers with non-Danish qualifications",
        url: "https://ufm.dk/en/education/recognition-and-transparency/regulated-professions/teachers-with-non-danish-qualifications/?set_language=en",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Denmark teacher primary lower secondary school foreign qualifications recognition'; conditional approval and substitute posts from the Agency's Folkeskole teacher page.",
      },
    },
    {
      group: "lawyer",
      body: "Civilstyrelsen (Department of Civil Affairs)",
      url: "https://civilstyrelsen.dk/sagsomraader/advokatsager/foreign-lawyers-in-denmark",
      steps:
        "Admission as advokat requires a Danish bachelor's and master's degree in law, three years as a trainee lawyer and the bar exams; the exemption from the Danish degree applies only to law degrees from the EU or countries with an agreement. A US-trained lawyer therefore usually has to take a Danish law degree first.",
      language: null,
      source: {
        publisher: "Department of Civil Affairs (Civilstyrelsen)",
        title: "Lawyer (admission to the bar)",
        url: "https://danishbusinessauthority.dk/lawyer-admission-bar",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "Danish Business Authority",
        research: "search pages: 'Denmark lawyer advokat foreign qualifications recognition Civilstyrelsen Danish Bar'; requirements from the Business in Denmark page for the Department of Civil Affairs (section 119 and 135a of the Administration of Justice Act).",
      },
    },
    {
      group: "dentist",
      body: "Styrelsen for Patientsikkerhed (Danish Patient Safety Authority)",
      url: "https://en.stps.dk/health-professionals-and-authorities/registration-of-healthcare-professionals/dentist/non-eu-countries-/application-and-approval-of-qualifications",
      steps:
        "Apply online to the Danish Patient Safety Authority and post the signed form with your dental diploma and transcripts; programmes shorter than five years are usually found unsuitable for testing. Degrees older than six years need 12 months' recent practice; approved applicants then meet the conditions for Danish authorisation.",
      language: null,
      source: {
        publisher: "Danish Patient Safety Authority",
        title: "Dentist, non-EU countries: application and approval of qualifications",
        url: "https://en.stps.dk/health-professionals-and-authorities/registration-of-healthcare-professionals/dentist/non-eu-countries-/application-and-approval-of-qualifications",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'en.stps.dk dentist non-EU countries application approval of qualifications authorisation'.",
      },
    },
    {
      group: "electrician",
      body: "Sikkerhedsstyrelsen (Danish Safety Technology Authority)",
      url: "https://www.sik.dk/en/business/apply-and-register/electrical-gas-and-pipe-fitting-authorisation-and-approval/general-information-about-authorisation-and-approval",
      steps:
        "Authorisation is given to the company, not the worker: an electrician may work in an authorised company without approval. A company must employ a technically responsible person approved by the Danish Safety Technology Authority, who can apply on the basis of foreign qualifications.",
      language: null,
      source: {
        publisher: "Danish Safety Technology Authority",
        title: "General information about authorisation and approval",
        url: "https://www.sik.dk/en/business/apply-and-register/electrical-gas-and-pipe-fitting-authorisation-and-approval/general-information-about-authorisation-and-approval",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Sikkerhedsstyrelsen electrician authorisation foreign qualifications Denmark'; the same page covers plumbing and sewage installation.",
      },
    },
    {
      group: "plumber",
      body: "Sikkerhedsstyrelsen (Danish Safety Technology Authority)",
      url: "https://www.sik.dk/en/business/apply-and-register/electrical-gas-and-pipe-fitting-authorisation-and-approval/general-information-about-authorisation-and-approval",
      steps:
        "Plumbing and sewage work must be done by an authorised company; a plumber may work in such a company without approval. The company needs a technically responsible person approved by the Danish Safety Technology Authority, who can apply on the basis of foreign qualifications.",
      language: null,
      source: {
        publisher: "Danish Safety Technology Authority",
        title: "General information about authorisation and approval",
        url: "https://www.sik.dk/en/business/apply-and-register/electrical-gas-and-pipe-fitting-authorisation-and-approval/general-information-about-authorisation-and-approval",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Sikkerhedsstyrelsen electrician authorisation foreign qualifications Denmark'; the page names electricity, plumbing and sewage installation.",
      },
    },
  ],
};
