import type { CountryRecognition } from "./recognition.schema";

/** Liberia. Read: the National Commission on Higher Education's home page (credential verification), the Liberia Medical and Dental Council's pages and the Liberian Board for Nursing and Midwifery's Act pages. */
export const liberiaRecognition: CountryRecognition = {
  country: "liberia",
  checked: "2026-11",
  contactPoint: {
    body: "National Commission on Higher Education (NCHE)",
    url: "https://ncheliberia.org/",
    what: "The statutory regulator and accreditation authority for post-secondary education in Liberia; it offers accreditation, licensure, attestation and credential-verification services to protect the recognition of academic qualifications. Health professions are licensed by their boards (Liberia Medical and Dental Council, Liberian Board for Nursing and Midwifery).",
    source: {
      publisher: "National Commission on Higher Education (Liberia)",
      title: "National Commission on Higher Education",
      url: "https://ncheliberia.org/",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Liberia National Commission on Higher Education accreditation foreign degree verification'. The NCHE home page lists Accreditation, Licensure, Attestation and Credential Verification services and describes NCHE as the statutory regulatory and accreditation authority (Act of 1989). No page describing how a foreign (US) degree is evaluated was found; the older site http://nche.gov.lr/content/about-us describes the same mandate.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Liberia Medical and Dental Council (LMDC)",
      url: "https://liberiamedicaldentalcouncil.gov.lr/about/",
      steps:
        "Apply to the Council for registration and a licence; its Credentials Committee verifies the documents before licensing: the medical degree and internship certificate, and for specialists the residency diploma, plus the current licence from the country of practice (for example a US state licence).",
      language: null,
      source: {
        publisher: "Liberia Medical and Dental Council",
        title: "Liberia Medical and Dental Council questions Dr. Rockefeller Cooper's credential in court",
        url: "https://liberiamedicaldentalcouncil.gov.lr/2024/02/01/liberia-medical-and-dental-council-questions-dr-rockefeller-coopers-credential-in-court-assures-nothing-personal-against-him",
        asOf: "2024-02-01",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Liberia Medical and Dental Council registration foreign doctors license requirements' and '... specialists only non-Liberian general practitioners'. The LMDC news item reports the chairperson listing licensing categories (GP: medical school + internship; specialist: three-year residency) and the documents required (US state licences, residency diplomas, internship certificates) and the Credentials Committee review. The LMDC About page registers physicians, surgeons and dental surgeons. Liberian Observer (https://www.liberianobserver.com/news/lmdc-pursues-standards-for-health-facilities-to-ensure-quality-healthcare/, undated) reports an LMDC policy to license only Liberian GPs and, among foreigners, only specialists, with exemptions; not confirmed on an LMDC page, so not in steps.",
      },
    },
    {
      group: "nurse",
      body: "Liberian Board for Nursing and Midwifery (LBNM)",
      url: "https://lbnm.gov.lr/web/index.php/application-of-the-act",
      steps:
        "Foreign nurses apply to the Board for registration by reciprocity; while the application is pending (one to three months) they may practise only under the supervision of a nurse or physician licensed in Liberia. Nursing licences are renewed every two years.",
      language: null,
      source: {
        publisher: "Liberian Board for Nursing and Midwifery",
        title: "65.5 Application of the Act",
        url: "https://lbnm.gov.lr/web/index.php/application-of-the-act",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Liberian Board for Nursing and Midwifery registration foreign trained nurses license requirements'. The LBNM page quoting the amended Public Health Law (s.65.5(4)) allows practice by a foreign nurse whose application for registration by reciprocity is pending for 1-3 months, under supervision of a nurse or physician licensed in Liberia. The two-year renewal is on https://lbnm.gov.lr/?amp=1&page_id=3495. No page listing the documents for foreign nurses was found.",
      },
    },
  ],
};
