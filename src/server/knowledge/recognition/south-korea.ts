import type { CountryRecognition } from "./recognition.schema";

/** South Korea. Read: KARIC's page on recognition in Korea and the Korea Health Personnel Licensing Examination Institute's guide for international graduates. */
export const southKoreaRecognition: CountryRecognition = {
  country: "south-korea",
  checked: "2026-11",
  contactPoint: {
    body: "Korea Academic Recognition Information Center (KARIC), Korean Council for University Education",
    url: "https://www.karic.kr/com/cmm/EgovContentView.do?menuNo=4010103000&lang=eng",
    what: "Korea's national information centre on recognition (designated by the Ministry of Education). It gives official information on foreign higher-education systems and institutions, but in Korea the institution or employer that uses a qualification makes the final recognition decision. Health professions go through the licensing examination institute's review of the foreign university, and other regulated professions through their own bodies.",
    source: {
      publisher: "Korean Council for University Education",
      title: "KARIC: recognition of qualifications (FAQ)",
      url: "https://www.karic.kr/com/cmm/EgovContentView.do?menuNo=4010103000&lang=eng",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Korea ENIC recognition of foreign degrees academic qualifications national information center'. The KARIC page says: 'In Korea, the institution or person who uses the qualification makes a final decision on the recognition of the qualification' (e.g. the university for admission, the company for employment); KARIC is the National Information Center, launched by KCUE in 2017 and designated NIC in 2019 (https://www.karic.kr/com/cmm/EgovContentView.do?menuNo=1010101000&lang=eng). The health-profession sentence is supported by the KHPLEI page cited in the profession entries.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Korea Health Personnel Licensing Examination Institute (KHPLEI, 국시원) and Ministry of Health and Welfare",
      url: "https://www.kuksiwon.or.kr/EngHome/cnt/c_3107/view.do?seq=17",
      steps:
        "Apply to KHPLEI for the overseas university recognition review with a valid licence from the country of the degree, the diploma, transcripts, curriculum, syllabus and school documents; the Credential Committee reports to the Ministry of Health and Welfare, which decides. If the school is recognised, foreign-trained doctors must pass the two-part preliminary examination before the Korean Medical Licensing Examination, then apply for the licence.",
      language: null,
      source: {
        publisher: "Korea Health Personnel Licensing Examination Institute",
        title: "Guide for International graduates",
        url: "https://www.kuksiwon.or.kr/EngHome/cnt/c_3107/view.do?seq=17",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for '외국 의과대학 졸업자 의사 국가시험 응시자격 보건복지부 인정 예비시험' and 'Korea Health Personnel Licensing Examination Institute foreign license holders preliminary examination'. The KHPLEI https page gives the recognition-review procedure (applicant -> KHPLEI -> Credential Committee -> Ministry of Health and Welfare) and documents; only graduates holding a valid licence from the country of the degree may apply. The older KHPLEI page http://www.kuksiwon.or.kr/EngHome/context.aspx?page=sub_2_50 lists for physicians: recognition, preliminary examination, national examination, licence application; http://www.kuksiwon.or.kr/EngHome/context.aspx?page=sub_2_1&sub=24 gives the preliminary exam eligibility. Press (donga.com 2004, medicaltimes.com) says the written preliminary exam includes a Korean-language assessment (TOPIK level 5 in the 2004 draft); not confirmed on a current official page, so language is null.",
      },
    },
    {
      group: "nurse",
      body: "Korea Health Personnel Licensing Examination Institute (KHPLEI, 국시원) and Ministry of Health and Welfare",
      url: "https://www.kuksiwon.or.kr/EngHome/cnt/c_3107/view.do?seq=17",
      steps:
        "Foreign-trained nurses with a valid licence from the country where they studied apply to KHPLEI for the overseas university recognition review; if the Ministry of Health and Welfare recognises the school, they may sit the Korean national nursing examination and then apply for a licence.",
      language: null,
      source: {
        publisher: "Korea Health Personnel Licensing Examination Institute",
        title: "Guide for International graduates",
        url: "https://www.kuksiwon.or.kr/EngHome/cnt/c_3107/view.do?seq=17",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Same KHPLEI page as the doctor entry (the review applies to medicine, nursing and other majors). The older KHPLEI page http://www.kuksiwon.or.kr/EngHome/context.aspx?page=sub_2_50 lists for nurses: recognition of the overseas university, national examination, licence (no preliminary examination). No language level found on an official page.",
      },
    },
    {
      group: "dentist",
      body: "Korea Health Personnel Licensing Examination Institute (KHPLEI, 국시원) and Ministry of Health and Welfare",
      url: "https://www.kuksiwon.or.kr/EngHome/cnt/c_3107/view.do?seq=17",
      steps:
        "Dentists follow the doctors' route: overseas university recognition review by KHPLEI and the Ministry of Health and Welfare (a valid licence from the country of the degree is required), then the preliminary examination and the national dental examination.",
      language: null,
      source: {
        publisher: "Korea Health Personnel Licensing Examination Institute",
        title: "Guide for International graduates",
        url: "https://www.kuksiwon.or.kr/EngHome/cnt/c_3107/view.do?seq=17",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "Same KHPLEI page; the older page sub_2_50 groups physicians, dentists and oriental medical doctors for the preliminary-examination route.",
      },
    },
  ],
};
