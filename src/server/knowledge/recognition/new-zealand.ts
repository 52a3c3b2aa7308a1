import type { CountryRecognition } from "./recognition.schema";

/** New Zealand. Read NZQA's international-qualification pages and the Nursing Council of New Zealand's pages for
 * internationally qualified nurses. */
export const newZealandRecognition: CountryRecognition = {
  country: "new-zealand",
  checked: "2026-11",
  contactPoint: {
    body: "New Zealand Qualifications Authority (NZQA)",
    url: "https://www.nzqa.govt.nz/international/overseas-quals-recognition/do-you-need-iqa/",
    what: "New Zealand's national information centre: its International Qualification Assessment (IQA) compares an overseas qualification with a level on the New Zealand framework for work, immigration or study; occupational registration is done by each profession's registration body.",
    source: {
      publisher: "New Zealand Qualifications Authority (NZQA)",
      title: "Find out if you need an IQA",
      url: "https://www.nzqa.govt.nz/international/overseas-quals-recognition/do-you-need-iqa/",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'NZQA international qualification assessment New Zealand overseas qualifications registration occupation' and 'nzqa.govt.nz recognise overseas qualifications professional registration'.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Nursing Council of New Zealand (Te Kaunihera Tapuhi o Aotearoa)",
      url: "https://www.nursingcouncil.org.nz/IQN/H5.aspx",
      steps:
        "Have your identity, qualification, registration and English evidence verified by CGFNS, then apply to the Nursing Council. If an assessment of competence is needed, you pass an online theory exam and, in New Zealand, a two-day orientation course and a clinical OSCE.",
      language: null,
      source: {
        publisher: "Nursing Council of New Zealand",
        title: "Nursing Council on track to deliver changes to competence assessment requirements",
        url: "https://www.nursingcouncil.org.nz/NCNZ/News-section/news-item/2023/10/Nursing_Council_on_track_to_deliver_changes_to_competence_assessment.aspx",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'Nursing Council of New Zealand internationally qualified nurses registration competence assessment programme English'; CGFNS verification also on the Council's IQN page. Older guides give IELTS 7.0 per band, not current enough to use, so null.",
      },
    },
  ],
};
