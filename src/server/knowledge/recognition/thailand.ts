import type { CountryRecognition } from "./recognition.schema";

/** Thailand. Read: OCSC's page on certifying foreign degrees, the Thailand Nursing and Midwifery Council's licensing page, the Medical Council's page on foreign medical schools, the Council of Engineers' page for foreign engineers and the government portal's guide for foreign teachers. */
export const thailandRecognition: CountryRecognition = {
  country: "thailand",
  checked: "2026-11",
  contactPoint: {
    body: "Office of the Civil Service Commission (OCSC, สำนักงาน ก.พ.)",
    url: "https://ocsc.go.th/blog/2010/07/%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%A3%E0%B8%B1%E0%B8%9A%E0%B8%A3%E0%B8%AD%E0%B8%87%E0%B8%84%E0%B8%B8%E0%B8%93%E0%B8%A7%E0%B8%B8%E0%B8%92%E0%B8%B4%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%A8%E0%B8%B6%E0%B8%81%E0%B8%A9%E0%B8%B2/",
    what: "Thailand has no single recognition portal. OCSC certifies degrees and professional certificates from Thai and foreign institutions, checking the diploma and transcript (field and credits) of a course from a government-accredited institution; its certification serves appointment and pay in the civil service. Licences for regulated professions are issued by each profession's own council.",
    source: {
      publisher: "Office of the Civil Service Commission (Thailand)",
      title: "การรับรองคุณวุฒิการศึกษา (Certification of educational qualifications)",
      url: "https://ocsc.go.th/blog/2010/07/%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%A3%E0%B8%B1%E0%B8%9A%E0%B8%A3%E0%B8%AD%E0%B8%87%E0%B8%84%E0%B8%B8%E0%B8%93%E0%B8%A7%E0%B8%B8%E0%B8%92%E0%B8%B4%E0%B8%81%E0%B8%B2%E0%B8%A3%E0%B8%A8%E0%B8%B6%E0%B8%81%E0%B8%A9%E0%B8%B2/",
      asOf: "2010-07",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'การรับรองคุณวุฒิ ต่างประเทศ สำนักงาน ก.พ.'. The OCSC page says OCSC certifies degrees, professional certificates and other qualifications from Thai and foreign institutions under the Civil Service Act B.E. 2535, for civil-service appointment and pay, and checks diploma and transcript (field, credits) of regular courses from institutions accredited by their government. No national ENIC-type portal for professional recognition was found; professions are licensed by their councils (entries below).",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Thailand Nursing and Midwifery Council (TNMC, สภาการพยาบาล)",
      url: "https://www.tnmc.or.th/news/en/310",
      steps:
        "Nurses must hold a qualification from a school the Council accredits and pass all subjects of the TNMC national licensing examination; the Council then registers them and issues a nursing and/or midwifery licence, renewed every five years with 50 hours of continuing education.",
      language: null,
      source: {
        publisher: "Thailand Nursing and Midwifery Council",
        title: "Registration and licensing of nurses and midwives",
        url: "https://www.tnmc.or.th/news/en/310",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Thailand Nursing and Midwifery Council foreign nurse license examination' and in Thai 'สภาการพยาบาล ผู้สำเร็จการศึกษาจากต่างประเทศ สอบความรู้'. The English TNMC page states graduates of accredited schools who pass the national licensing examination are registered and licensed, renewal every 5 years with 50 CNEU. TNMC's Thai exam notice (http://tnmc.or.th/news/59) says candidates must have graduated from an institution the Council certifies and be ordinary members of the Council. No page naming the language of the exam for foreigners was found, so language is null.",
      },
    },
    {
      group: "midwife",
      body: "Thailand Nursing and Midwifery Council (TNMC, สภาการพยาบาล)",
      url: "https://www.tnmc.or.th/news/en/310",
      steps:
        "Midwives follow the same route as nurses: a qualification from a school the Council accredits, then the TNMC national licensing examination, after which a midwifery (or nursing and midwifery) licence is issued and renewed every five years.",
      language: null,
      source: {
        publisher: "Thailand Nursing and Midwifery Council",
        title: "Registration and licensing of nurses and midwives",
        url: "https://www.tnmc.or.th/news/en/310",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "Same TNMC page as the nurse entry; it covers nursing, midwifery and nursing-and-midwifery licences.",
      },
    },
    {
      group: "doctor",
      body: "Medical Council of Thailand (แพทยสภา)",
      url: "https://www.tmc.or.th/foreign_med.php",
      steps:
        "The foreign medical school must be on the Medical Council's list of recognised schools (or be approved on an individual request). The graduate then passes all steps of the national licensing examination run by the Council's Center for Medical Competency Assessment and Accreditation, and with the pass certificate applies for Council membership and registration as a medical practitioner.",
      language: null,
      source: {
        publisher: "Medical Council of Thailand",
        title: "โรงเรียนแพทย์ต่างประเทศ (Foreign medical schools)",
        url: "https://www.tmc.or.th/foreign_med.php",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Medical Council of Thailand foreign medical graduates national license examination' and in Thai 'แพทยสภา ผู้สำเร็จการศึกษาแพทยศาสตร์จากต่างประเทศ'. The TMC page (Thai) tells foreign-trained graduates to check the list of foreign schools the Council recognises, take the examinations (details at cmathai.org), get the CMA certificate of passing all steps and then apply for membership and registration. The ASEAN healthcare page https://aseanhealthcare.org/asean_mra/detail/1/10 (Medical Council entry) also lists: recognised degree, valid home licence, pass 3 parts of the National Licensing Examination. No official statement of a language level was found.",
      },
    },
    {
      group: "engineer",
      body: "Council of Engineers Thailand (COET, สภาวิศวกร)",
      url: "https://en.coe.or.th/license-for-foreign-engineer/",
      steps:
        "A foreign engineer may apply for an Adjunct Engineer licence: submit a report of practical engineering experience (at least two years, gained in Thailand or a Thai environment) with a reference from a licensed engineer, and pass the basic and discipline-specific engineering examinations. A six-month visa for a stay in Thailand is required.",
      language: "Thai (the examinations are conducted in Thai)",
      source: {
        publisher: "Council of Engineers Thailand",
        title: "License for Foreign Engineer",
        url: "https://en.coe.or.th/license-for-foreign-engineer/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Council of Engineers Thailand foreign engineer license'. The COET page states: foreign engineer may apply to become an Adjunct Engineer, six-month visa residency requirement, experience report, all tests conducted in Thai language, basic and specific engineering exams, minimum two years of experience obtained in Thailand or in a Thai environment, at least one reference from a practising professional engineer.",
      },
    },
    {
      group: "teacher",
      body: "Teachers' Council of Thailand (Khurusapha, คุรุสภา)",
      url: "https://thailand.go.th/useful-information-detail/001_01_249",
      steps:
        "Foreign teachers in Thai schools need a Teachers' Council licence: a degree in education, or another degree plus a foreign teaching licence, a one-year graduate teaching certificate or the Council's professional knowledge tests; at least one year of teaching practice in a school (assessed by the school), a Thai work permit and proof of residence. Until then a school can request a two-year permit to teach without a licence.",
      language: null,
      source: {
        publisher: "Royal Thai Government",
        title: "Guidelines and Supporting Documents for Registration and Licensing of Foreign Teachers in Thailand",
        url: "https://thailand.go.th/useful-information-detail/001_01_249",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Teachers Council of Thailand Khurusapha foreign teacher license' and 'ksp.or.th foreign teacher professional license'. The government portal page lists the Teachers Council licence conditions for foreigners (age 20+, education degree or other degree with foreign licence / 1-year teaching certificate / passed the Council's knowledge certification, 1 year teaching practice, work permit, residence evidence). The companion portal page https://thailand.go.th/guide-book-detail/001_01_235 describes the 2-year permit without a licence (max 6 consecutive years). Khurusapha's own English page http://site.ksp.or.th/about.php?site=englishsite&SiteMenuID=4616 states the same requirements but is http only.",
      },
    },
  ],
};
