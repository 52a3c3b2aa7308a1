import type { CountryRecognition } from "./recognition.schema";

/** Australia. Read the Department of Education's qualifications-recognition page (the National Information Centre),
 * the Nursing and Midwifery Board's pages for internationally qualified nurses, and AITSL's migration Q&A. */
export const australiaRecognition: CountryRecognition = {
  country: "australia",
  checked: "2026-11",
  contactPoint: {
    body: "Australian Government Department of Education (National Information Centre for qualifications recognition)",
    url: "https://www.education.gov.au/qualifications-recognition",
    what: "Australia's National Information Centre: it publishes information on overseas qualifications and oversees recognition policy; skills assessments for migration are issued by the assessing authority approved for each occupation, and licensing is done by national or state regulators.",
    source: {
      publisher: "Australian Government Department of Education",
      title: "Qualifications recognition",
      url: "https://www.education.gov.au/qualifications-recognition",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Australia skills assessment migration assessing authority overseas qualifications recognition'.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Nursing and Midwifery Board of Australia (NMBA) and Ahpra",
      url: "https://www.nursingmidwiferyboard.gov.au/",
      steps:
        "Apply to the NMBA through Ahpra; nurses whose qualification is substantially equivalent to an Australian one can register without an exam. Otherwise you complete the outcomes-based assessment (a multiple-choice exam, then the OSCE clinical exam in Australia) or an NMBA-approved programme of study.",
      language: null,
      source: {
        publisher: "Nursing and Midwifery Board of Australia (NMBA)",
        title: "Update for internationally qualified nurses and midwives",
        url: "https://nursingmidwiferyboard.gov.au/News/2021-08-31-Update-for-internationally-qualified-nurses-and-midwives.aspx",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'Nursing and Midwifery Board of Australia internationally qualified nurses outcome-based assessment self-check OSCE English language skills registration standard'; MCQ-before-OSCE order from secondary pages. English is set by the NMBA registration standard, not read, so null.",
      },
    },
    {
      group: "teacher",
      body: "Australian Institute for Teaching and School Leadership (AITSL)",
      url: "https://www.aitsl.edu.au/assessment-for-migration/question-answers",
      steps:
        "For skilled migration, AITSL assesses overseas teaching qualifications against its criteria (using the Department of Education's country education profiles). Registration to teach is then with the teacher regulatory authority of the state or territory.",
      language: null,
      source: {
        publisher: "Australian Institute for Teaching and School Leadership (AITSL)",
        title: "Assessment for Migration: Questions and Answers",
        url: "https://www.aitsl.edu.au/assessment-for-migration/question-answers",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'AITSL skills assessment teachers migration Australia qualifications assessment English IELTS'; a 2016 lawyer's page gives IELTS 7/7/8/8, too old to use; state registration named on australia.gov.au's recognition page.",
      },
    },
  ],
};
