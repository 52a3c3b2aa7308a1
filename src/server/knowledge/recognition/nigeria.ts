import type { CountryRecognition } from "./recognition.schema";

/** Nigeria. Read: the Federal Ministry of Education's Education Support Services page (evaluation of foreign qualifications), the Nursing and Midwifery Council's registration page, the Medical and Dental Council's notice on foreign-trained graduates and COREN's registration page. */
export const nigeriaRecognition: CountryRecognition = {
  country: "nigeria",
  checked: "2026-11",
  contactPoint: {
    body: "Federal Ministry of Education, Department of Education Support Services (Certificate Evaluation and Accreditation)",
    url: "https://education.gov.ng/education-support-services/",
    what: "The Ministry evaluates qualifications obtained abroad to set their Nigerian equivalence for NYSC mobilisation, employment or other official purposes. Applications are fully online; the awarding institution must e-mail official transcripts directly to the Ministry. Regulated professions are then registered by their councils.",
    source: {
      publisher: "Federal Ministry of Education (Nigeria)",
      title: "Department of Education Support Services",
      url: "https://education.gov.ng/education-support-services/",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Nigeria Federal Ministry of Education evaluation of foreign certificates equivalence' and '... evaluation and accreditation division'. The Ministry page lists 'Evaluation: for the assessment of foreign qualifications obtained abroad to determine their Nigerian equivalence for NYSC mobilisation, employment, or other official purposes', fully online, transcripts e-mailed by the institution to cert.evaluation@education.gov.ng. Press (thenationonlineng.net, newsbar.com.ng) describes the same service and the move online.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Nursing and Midwifery Council of Nigeria (NMCN)",
      url: "https://nmcn.gov.ng/registration",
      steps:
        "Foreign-trained nurses must register with NMCN before practising (6 to 18 months): apply online as a foreign-trained nurse, pay the application/examination fee, have the foreign nursing board send a verification of registration and a letter of good standing and the school send transcripts directly to NMCN, have the Federal Ministry of Education authenticate the institution and certificates, and pass NMCN's pre-registration examination. Online programmes are not accepted.",
      language: null,
      source: {
        publisher: "Nursing and Midwifery Council of Nigeria",
        title: "Registration",
        url: "https://nmcn.gov.ng/registration",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Nursing and Midwifery Council of Nigeria foreign trained nurses verification registration examination'. The NMCN registration page: mandatory registration of graduates of foreign nursing schools, 6-18 months; steps (online application, fee, verification of registration form sent by the foreign board, letter of good standing, transcripts sent directly, Federal Ministry of Education authentication, not an online programme, sit NMCN pre-registration examination). The older page https://nmcn.gov.ng/registration1.html gives the same list with the fee of N45,500. Separate requirements apply to nurses from Sudan, Niger, Benin and francophone countries.",
      },
    },
    {
      group: "doctor",
      body: "Medical and Dental Council of Nigeria (MDCN)",
      url: "https://mdcn.gov.ng/page/recent-news/public-notice-on-teaching-hospitals-attachment-programme",
      steps:
        "Foreign-trained medical graduates must pass MDCN's Assessment Examination before they can be licensed; MDCN publishes a curriculum for it drawn from its 'Red Book'. A six-month teaching-hospital attachment announced in 2021 was withdrawn, so preparation is up to the candidate.",
      language: null,
      source: {
        publisher: "Medical and Dental Council of Nigeria",
        title: "Public Notice on Teaching Hospitals Attachment Programme",
        url: "https://mdcn.gov.ng/page/recent-news/public-notice-on-teaching-hospitals-attachment-programme",
        asOf: "2021-12",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Medical and Dental Council of Nigeria foreign medical graduates assessment examination registration' and 'mdcn.gov.ng foreign trained ... assessment examination eligibility'. The MDCN notice withdraws the mandatory six-month attachment for foreign-trained medical and dental graduates and says candidates may prepare for the Assessment Examination as they wish; the curriculum comes from the 'Red Book'. Press (allafrica.com 2018, punchng.com Dec 2021, nigeriatimes.ng 2023) says the assessment is compulsory for foreign-trained doctors before a licence, held twice a year (CBT, picture test, OSCE); the withdrawn 2021 statement also required a current licence and certificate of good standing from the country of training and EPIC verification. These are not in steps as no current MDCN page stating them was read.",
      },
    },
    {
      group: "dentist",
      body: "Medical and Dental Council of Nigeria (MDCN)",
      url: "https://mdcn.gov.ng/page/recent-news/public-notice-on-teaching-hospitals-attachment-programme",
      steps:
        "Foreign-trained dental graduates, like doctors, take MDCN's Assessment Examination before being licensed; the 2021 teaching-hospital attachment requirement was withdrawn.",
      language: null,
      source: {
        publisher: "Medical and Dental Council of Nigeria",
        title: "Public Notice on Teaching Hospitals Attachment Programme",
        url: "https://mdcn.gov.ng/page/recent-news/public-notice-on-teaching-hospitals-attachment-programme",
        asOf: "2021-12",
        reviewedOn: "2026-11-25",
        research: "Same MDCN notice as the doctor entry; it addresses foreign-trained medical and dental graduates.",
      },
    },
    {
      group: "engineer",
      body: "Council for the Regulation of Engineering in Nigeria (COREN)",
      url: "https://www.coren.gov.ng/portal/become-a-coren-personnel",
      steps:
        "Engineers register with COREN: after an approved or accredited qualification, at least four years of post-graduate experience under the supervision of a senior registered engineer; COREN decides whether the qualification is registrable, and membership of a professional society does not by itself give registration.",
      language: null,
      source: {
        publisher: "Council for the Regulation of Engineering in Nigeria",
        title: "Become a COREN personnel",
        url: "https://www.coren.gov.ng/portal/become-a-coren-personnel",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'COREN registration foreign engineers Nigeria expatriate engineers'. The COREN page states the 4-year supervised post-graduate experience rule (publication CP3) and that society membership does not grant automatic registration. Note: the stored copy of this page carried injected spam text at the top; re-check the page. COREN's About page https://coren.gov.ng/about-us/ lists 'compulsory attestation to all expatriate quota applications for engineering practitioners'. No COREN page specific to foreign-qualified engineers was found.",
      },
    },
  ],
};
