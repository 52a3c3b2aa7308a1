import type { CountryRecognition } from "./recognition.schema";

/** Japan. Read: NIC-Japan's page on recognition, MHLW's pages on exam eligibility for foreign-trained doctors, nurses and pharmacists, and the Ministry of Justice's page on registered foreign lawyers (gaikokuho-jimu-bengoshi). */
export const japanRecognition: CountryRecognition = {
  country: "japan",
  checked: "2026-11",
  contactPoint: {
    body: "National Information Center for Academic Recognition Japan (NIC-Japan), NIAD-QE",
    url: "https://www.nicjp.niad.ac.jp/en/qa/jp_nic/recognition_by_nic.html",
    what: "Japan's official information centre under the Tokyo and Global recognition conventions: it gives information on foreign education systems and qualifications but does not itself recognise them. Recognition is decided by MEXT, the ministry responsible for an institution, or the institution itself; regulated health professions go through the Ministry of Health, Labour and Welfare's exam-eligibility certification and the national examinations.",
    source: {
      publisher: "National Institution for Academic Degrees and Quality Enhancement of Higher Education",
      title: "What is the role of NIC-Japan regarding the assessment and recognition of higher education qualifications earned by individuals?",
      url: "https://www.nicjp.niad.ac.jp/en/qa/jp_nic/recognition_by_nic.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'NIC-Japan NIAD-QE recognition of foreign qualifications'. The NIC-Japan Q&A says it provides information so that institutions can decide; the competent recognition authority is MEXT, the ministry responsible for the institution, or each higher education institution. The last sentence of 'what' (MHLW national exams) is supported by the MHLW pages cited in the profession entries.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Ministry of Health, Labour and Welfare (厚生労働省), Health Policy Bureau, Nursing Division",
      url: "https://www.mhlw.go.jp/stf/newpage_37758.html",
      steps:
        "Foreign-licensed nurses must pass Japan's national nursing examination. First apply to MHLW for certification of eligibility to sit it (受験資格認定), sending the application form, an identity document, a medical certificate, a copy of the foreign nursing licence and the school records MHLW lists; MHLW checks that the training is at least equivalent to a Japanese nursing school. Once certified, register for the national examination.",
      language: null,
      source: {
        publisher: "Ministry of Health, Labour and Welfare (Japan)",
        title: "看護師等国家試験受験資格認定申請書類 (Documents for nurse examination eligibility certification)",
        url: "https://www.mhlw.go.jp/stf/newpage_37758.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for '看護師国家試験 受験資格認定 外国の看護師学校 厚生労働省 日本語能力試験 N1'. MHLW https page lists the application documents (application, ID, doctor's certificate, copy of the foreign licence, etc.). The criteria (entry after 12 years' schooling, 3+ years of nursing school, 15+ years in total, 97 credits / 3000 hours) come from MHLW material for 2023 (copied at wic-net.com from https://www.mhlw.go.jp/stf/newpage_33854.html) and the older MHLW page http://www.mhlw.go.jp/kouseiroudoushou/shikaku_shiken/kangoshi/jukenshikaku.html. That 2015 MHLW page also refers to JLPT N1 applicants, and kmcb.or.jp says N1 is required, but no current https MHLW page stating the N1 level was read, so language is null. Re-check: likely 'Japanese, JLPT N1'.",
      },
    },
    {
      group: "doctor",
      body: "Ministry of Health, Labour and Welfare (厚生労働省), Health Policy Bureau, Medical Professions Division",
      url: "https://www.mhlw.go.jp/stf/newpage_50884.html",
      steps:
        "Foreign-trained doctors must pass Japan's national medical examination. MHLW first reviews the applicant's documents (education and foreign licence) and a Japanese-language clinical skills assessment; those who meet both criteria are certified to sit the national examination directly, while those who meet only the document criteria must first pass the preliminary examination and then do at least one year of clinical and public-health training.",
      language: "Japanese (Japanese-language clinical skills assessment, 日本語診療能力調査)",
      source: {
        publisher: "Ministry of Health, Labour and Welfare (Japan)",
        title: "医師国家試験受験資格認定制度 (Eligibility certification for the national medical examination)",
        url: "https://www.mhlw.go.jp/stf/newpage_50884.html",
        asOf: "2024-05-07",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for '外国の医学校を卒業 医師国家試験 受験資格認定 厚生労働省'. MHLW page (criteria revised by notice of 7 May 2024) describes the two outcomes: national exam eligibility (document review + 日本語診療能力調査) or preliminary exam eligibility (document review only), followed by the preliminary exam and 1+ year of clinical and public health training. The overview page https://www.mhlw.go.jp/stf/newpage_56664.html says foreign-trained doctors must pass the national exam and obtain a licence. The older JLPT level-1 requirement (emuc-jp.org) was not confirmed on a current MHLW page.",
      },
    },
    {
      group: "pharmacist",
      body: "Ministry of Health, Labour and Welfare (厚生労働省), Pharmaceutical Safety Bureau",
      url: "https://www.mhlw.go.jp/seisakunitsuite/bunya/kenkou_iryou/iyakuhin/yakuzaishi-kokkashiken/gaikoku.html",
      steps:
        "Graduates of foreign pharmacy schools need MHLW certification of eligibility before sitting Japan's national pharmacist examination: the programme must equal Japan's six-year pharmacy course (entry after 12 years of schooling, at least 5,580 hours), the applicant must be at least 24, and MHLW should be contacted before the application is sent.",
      language: null,
      source: {
        publisher: "Ministry of Health, Labour and Welfare (Japan)",
        title: "外国の薬学校を卒業した方 (Graduates of foreign pharmacy schools)",
        url: "https://www.mhlw.go.jp/seisakunitsuite/bunya/kenkou_iryou/iyakuhin/yakuzaishi-kokkashiken/gaikoku.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for '外国の薬学校を卒業 薬剤師国家試験 受験資格認定 厚生労働省'. The MHLW page lists the criteria: entry qualification high school (12 years), 6-year education, age 24+, education environment comparable to Japanese universities, 5,580+ class hours; contact MHLW before sending the application. The language criterion, if any, was cut off in the excerpt read.",
      },
    },
    {
      group: "lawyer",
      body: "Ministry of Justice (法務省) and Japan Federation of Bar Associations (日本弁護士連合会)",
      url: "https://www.moj.go.jp/ONLINE/FOREIGNER/3-1.html",
      steps:
        "A foreign-qualified lawyer cannot practise Japanese law but may advise on the law of their home jurisdiction as a registered foreign lawyer (gaikokuho-jimu-bengoshi): obtain the Minister of Justice's approval, then register on the Japan Federation of Bar Associations' roll through a local bar association.",
      language: null,
      source: {
        publisher: "Ministry of Justice (Japan)",
        title: "外国法事務弁護士 承認・指定申請手続の概要 (Registered foreign lawyers: approval procedure)",
        url: "https://www.moj.go.jp/ONLINE/FOREIGNER/3-1.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for '外国法事務弁護士 承認 法務大臣 登録 日本弁護士連合会'. The MOJ page says only Japanese bengoshi may handle legal business for fees; foreign lawyers may handle certain foreign-law matters as gaikokuho-jimu-bengoshi after (1) approval by the Minister of Justice and (2) registration on the JFBA roll. The JFBA page https://www.nichibenren.or.jp/jfba_info/membership/foreign/about_registration.html describes the registration through a local bar association. Kotobank (Kyodo) notes 3+ years' experience and reciprocity in principle; not put in steps as it was not read on MOJ's page.",
      },
    },
  ],
};
