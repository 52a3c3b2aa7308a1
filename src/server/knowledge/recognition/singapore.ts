import type { CountryRecognition } from "./recognition.schema";

/** Singapore. Read: MOM's answer on verification proof for work-pass qualifications, the Singapore Nursing Board's page for foreign-trained nurses and midwives and the Singapore Medical Council's conditional-registration page. */
export const singaporeRecognition: CountryRecognition = {
  country: "singapore",
  checked: "2026-11",
  contactPoint: {
    body: "Ministry of Manpower (MOM), Work Pass Division",
    url: "https://ask.gov.sg/mom/questions/clqeuc5e000fw64tt09p8779g",
    what: "Singapore has no central recognition body. For a work pass, MOM may ask for verification proof that a foreign qualification is authentic and that the institution is accredited in its home country (notarised copies and school letters are not accepted). Regulated professions are registered by their own boards, such as the Singapore Nursing Board and the Singapore Medical Council.",
    source: {
      publisher: "Ministry of Manpower (Singapore)",
      title: "I have been asked to submit a verification proof in support of my work pass application, what are the requirements for it?",
      url: "https://ask.gov.sg/mom/questions/clqeuc5e000fw64tt09p8779g",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Singapore foreign qualifications recognition regulated professions professional bodies Ministry of Manpower' and 'mom.gov.sg employment pass verification of educational qualifications'. The ask.gov.sg answer (updated by MOM) says verification proof must confirm authenticity of the qualification and accreditation status of the institution; notarised certificates and school letters are not accepted. No national ENIC/NARIC-type body exists; consultant pages (myvisaprompts.com) describe recognition as split between MOM, MOE/universities, profession boards and SSG.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Singapore Nursing Board (SNB)",
      url: "https://www.healthprofessionals.gov.sg/snb/registration-enrolment/application-for-registration-enrolment/foreign-trained-nurses-midwives",
      steps:
        "Get a job offer from an eligible Singapore healthcare institution with inpatient services first; the employer's HR then applies to SNB for registration on the nurse's behalf. SNB requires a pre-registration nursing programme it assesses as equivalent to Singapore's, registration and a current practising licence in the country of training, and clinical practice there within the past five years; SNB may require its licensure examination.",
      language: null,
      source: {
        publisher: "Singapore Nursing Board",
        title: "Foreign Trained Nurses / Midwives",
        url: "https://www.healthprofessionals.gov.sg/snb/registration-enrolment/application-for-registration-enrolment/foreign-trained-nurses-midwives",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Singapore Nursing Board registration foreign trained nurses'. The SNB page lists eligibility (offer of employment from an eligible institution with inpatient services, HR applies online, equivalent programme as assessed by SNB, registration and current licence from the country of training, relevant clinical practice within the past 5 years); SNB does not work with agents. SNB's FAQ https://www.healthprofessionals.gov.sg/snb/feedback says foreign-trained nurses apply for registration first and SNB notifies the employer when the applicant is eligible to sit the SNB Licensure Examination, average processing 4 weeks. No language level was read on these pages.",
      },
    },
    {
      group: "midwife",
      body: "Singapore Nursing Board (SNB)",
      url: "https://www.healthprofessionals.gov.sg/snb/registration-enrolment/application-for-registration-enrolment/foreign-trained-nurses-midwives",
      steps:
        "Midwives follow the nurses' route: a job offer from an eligible healthcare institution, whose HR applies to SNB; SNB checks that the midwifery training is equivalent, that the midwife is registered and licensed in the country of training and has recent clinical practice.",
      language: null,
      source: {
        publisher: "Singapore Nursing Board",
        title: "Foreign Trained Nurses / Midwives",
        url: "https://www.healthprofessionals.gov.sg/snb/registration-enrolment/application-for-registration-enrolment/foreign-trained-nurses-midwives",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "Same SNB page as the nurse entry; it covers nurses and midwives (midwifery registration from the country of training, current licence).",
      },
    },
    {
      group: "doctor",
      body: "Singapore Medical Council (SMC)",
      url: "https://www.smc.gov.sg/for-professionals/apply-for-registration/conditional-registration",
      steps:
        "International medical graduates usually start with conditional registration: a medical degree from a school in the Second Schedule of the Medical Registration Act (or a recognised postgraduate qualification), selection for a job in an SMC-approved institution, completed internship, active clinical practice in the last three years, the home national licensing examination where applicable and good standing. They then practise under an approved supervisor and may apply for full registration after the required period.",
      language: "English (SMC's English requirement applies if the medical degree was not taught in English)",
      source: {
        publisher: "Singapore Medical Council",
        title: "Conditional Registration",
        url: "https://www.healthprofessionals.gov.sg/smc/becoming-a-registered-doctor/register-of-medical-practitioners/conditional-registration",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Singapore Medical Council registration of foreign-trained doctors conditional registration supervised practice'. The SMC page on healthprofessionals.gov.sg lists the eligibility items quoted in steps and 'fulfils English Language requirements of SMC if the medium of instruction for the basic medical qualification is not in the English Language'; conditionally registered doctors practise under an SMC-approved supervisor. The newer SMC site page https://www.smc.gov.sg/for-professionals/apply-for-registration/conditional-registration (last updated 16 January 2026) has the same heading. Whether a given US school is in the Second Schedule was not checked.",
      },
    },
  ],
};
