import type { CountryRecognition } from "./recognition.schema";

/** Malaysia. Read: MQA's tertiary qualification equivalency page, the Health Minister's 2023 statement on foreign-trained nurses, the Legal Profession Qualifying Board's page and the Malaysian Institute of Accountants' application guidelines. */
export const malaysiaRecognition: CountryRecognition = {
  country: "malaysia",
  checked: "2026-11",
  contactPoint: {
    body: "Malaysian Qualifications Agency (MQA, Agensi Kelayakan Malaysia)",
    url: "https://www.mqa.gov.my/pv4/tqea.cfm",
    what: "MQA's Tertiary Qualification Equivalency Assessment compares a foreign higher-education qualification (certificate to PhD) with the level it matches in the Malaysian Qualifications Framework, for study or any other purpose; it does not assess subjects or grades. Regulated professions are registered by their own boards and councils.",
    source: {
      publisher: "Malaysian Qualifications Agency",
      title: "Penilaian Kesetaraan Kelayakan Peringkat Tinggi (Tertiary Qualification Equivalency Assessment)",
      url: "https://www.mqa.gov.my/pv4/tqea.cfm",
      asOf: "2022-02-24",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Malaysian Qualifications Agency equivalency foreign qualification recognition' and 'MQA Tertiary Qualification Equivalency Assessment'. The MQA page (Malay, last updated 24 February 2022) says the assessment compares foreign higher qualifications (MQF levels 3-8) with the MQF, helps providers admit students and helps applicants establish the level of a qualification 'for any related purpose'; MQA does not assess subject or grade equivalence; the qualification must be verified by the quality-assurance authority of the home country.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Malaysia Nursing Board (Lembaga Jururawat Malaysia), Nursing Division, Ministry of Health",
      url: "https://hq.moh.gov.my/nursing/en/faq/",
      steps:
        "Foreign-trained nurses are recruited through an employer, which applies to the Nursing Board for the nurse's Temporary Practising Certificate. Under the conditions announced in 2023 for private health facilities, the nurse must sit the Nursing Board's qualification examination for foreign-trained nurses, and foreign nurses may make up at most 40% of a facility's nurses.",
      language: null,
      source: {
        publisher: "Ministry of Health Malaysia",
        title: "Private health facilities can hire foreign nurses from Oct 1",
        url: "https://www.themalaysianinsight.com/s/462708",
        asOf: "2023-09-18",
        reviewedOn: "2026-11-25",
        via: "The Malaysian Insight",
        research:
          "Searched pages for 'Malaysian Nursing Board foreign trained nurses registration temporary practising certificate' and 'hq.moh.gov.my nursing foreign trained nurse TPC'. The Malaysian Insight reports the Health Minister's statement of 18 Sept 2023: private facilities may hire foreign-trained nurses without post-basic qualification from 1 Oct 2023 if they sit the Malaysian Nursing Board Qualification Examination for Foreign Trained Nurses, max 40% of nurses, recruitment valid 12 months (to 30 Sept 2024) with extension per the Temporary Practicing Certificate; it was a temporary relaxation of the 'Employment Criteria for Foreign Trained Nurses in Malaysia 2018'. The Nursing Division's client charter (https://hq.moh.gov.my/nursing/en/about-us/client-charter/) confirms the Board issues Temporary Practicing Certificates. The 2010 criteria quoted at stouonline.stou.ac.th (age 27+, 3 years' experience, TPC obtained by employer) could not be found on an official page. Re-check whether the 2023 relaxation was extended.",
      },
    },
    {
      group: "lawyer",
      body: "Legal Profession Qualifying Board Malaysia (LPQB)",
      url: "https://www.lpqb.org.my/index.php?option=com_content&view=article&id=47:about-us&catid=14:about-us&Itemid=91",
      steps:
        "Admission as an advocate and solicitor requires being a 'qualified person' under the Legal Profession Act 1976: a law degree from an institution on the Board's list (Malaysian and Singaporean universities, barristers-at-law of England and listed foreign institutions) or another qualification the Board declares sufficient, with the Board's Certificate in Legal Practice (CLP) examination for some degree holders, before admission under the Act.",
      language: null,
      source: {
        publisher: "Legal Profession Qualifying Board Malaysia",
        title: "About Us",
        url: "https://www.lpqb.org.my/index.php?option=com_content&view=article&id=47:about-us&catid=14:about-us&Itemid=91",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Legal Profession Qualifying Board Malaysia CLP certificate in legal practice foreign law degree'. The LPQB page defines a 'qualified person' (LLB of listed Malaysian/Singapore universities, barrister-at-law of England, or other qualifications declared by the Board in the Gazette), lists recognised bodies and institutions, and describes the CLP. No US institution appears in the list excerpts read, so a US JD alone does not appear to qualify; not stated as such in steps because the full list was not read.",
      },
    },
    {
      group: "accountant",
      body: "Malaysian Institute of Accountants (MIA)",
      url: "https://mia.org.my/how-to-become-a-c-a-m/application-guidelines/",
      steps:
        "Apply online through the MIA Member Services Portal to become a Chartered Accountant (C.A.(M)): eligible are members of a recognised body listed in Part II of the First Schedule of the Accountants Act 1967, or holders of a recognised final examination or the MIA Qualifying Examination with at least three years of relevant work experience.",
      language: null,
      source: {
        publisher: "Malaysian Institute of Accountants",
        title: "Application Guidelines (Become a C.A.(M))",
        url: "https://mia.org.my/how-to-become-a-c-a-m/application-guidelines/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Malaysian Institute of Accountants registration foreign accountant membership'. The MIA page lists the three eligibility routes (final exams in Part I of the First Schedule + 3 years' experience; membership of a recognised body in Part II; MIA QE + 3 years) and the online application. Which foreign bodies are in Part II was not checked.",
      },
    },
  ],
};
