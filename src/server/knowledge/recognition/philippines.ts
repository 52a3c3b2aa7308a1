import type { CountryRecognition } from "./recognition.schema";

/** Philippines. Read: the Professional Regulation Commission's public advisory on foreign nationals taking Philippine licensure examinations and its 2012 notice on guidelines for foreign professionals. */
export const philippinesRecognition: CountryRecognition = {
  country: "philippines",
  checked: "2026-11",
  contactPoint: {
    body: "Professional Regulation Commission (PRC), International Affairs Division",
    url: "https://lucena.prc.gov.ph/article/public-advisory-applications-foreign-nationals-intending-take-philippine-licensure",
    what: "The PRC and its professional regulatory boards license every regulated profession. Under the Constitution the practice of professions is limited to Filipino citizens save where the law allows: a foreigner may take a licensure examination, or be registered, only if the profession's law allows it and reciprocity with the applicant's country (or an international agreement) is shown with the documents the board and the PRC require; otherwise a Special Temporary Permit may be issued.",
    source: {
      publisher: "Professional Regulation Commission (Philippines)",
      title: "Public Advisory on the Applications of Foreign Nationals Intending to take Philippine Licensure Examinations for Various Regulated Professions",
      url: "https://lucena.prc.gov.ph/article/public-advisory-applications-foreign-nationals-intending-take-philippine-licensure",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Professional Regulation Commission foreign professionals special temporary permit reciprocity' and 'Philippines foreign nurse reciprocity ... PRC Board of Nursing'. The PRC advisory (FAQ) cites Art. XII s.14 of the Constitution, RA 8981 s.7(j),(l), PRC Memorandum Order No. 3 s.2016 and each professional law's reciprocity provisions; a foreigner may take the exam if allowed by the law and reciprocity or an international agreement is established, with the documents required. The PRC notice https://lucena.prc.gov.ph/index.php/article/prc-sets-guidelines-international-agreements-practice-foreign-professionals-philippines/3168 (2012) says applications for registration or Special Temporary Permits are filed at the PRC International Affairs Division.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Professional Regulation Commission, Board of Nursing",
      url: "https://lucena.prc.gov.ph/article/public-advisory-applications-foreign-nationals-intending-take-philippine-licensure",
      steps:
        "A foreign nurse can take the Philippine Nurse Licensure Examination (or be registered without it) only on proof of reciprocity: the applicant's country must let Filipino nurses practise on the same basis, under substantially the same licensing requirements. The application goes to the PRC with the documents the Board of Nursing requires; short engagements can use a Special Temporary Permit.",
      language: null,
      source: {
        publisher: "Professional Regulation Commission (Philippines)",
        title: "Public Advisory on the Applications of Foreign Nationals Intending to take Philippine Licensure Examinations for Various Regulated Professions",
        url: "https://lucena.prc.gov.ph/article/public-advisory-applications-foreign-nationals-intending-take-philippine-licensure",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "The PRC advisory sets the reciprocity rule for all professions. The nursing-specific wording (Philippine Nursing Act RA 9173 s.13(a): citizen of a country which permits Filipino nurses to practise on the same basis, requirements substantially the same; s.20 registration by reciprocity without examination) was read on the ASEAN healthcare page http://aseanhealthcare.org/asean_mra/detail/3/4 (http only) and the reviewersph.com summary. Reciprocity for US applicants is decided case by case (US licensing is by state); not stated in steps.",
      },
    },
  ],
};
