import type { CountryRecognition } from "./recognition.schema";

/** Ghana. Read: GTEC's FAQ on evaluating foreign qualifications, the Medical and Dental Council's registration-examination policy and recognition page, and a guide to Nursing and Midwifery Council registration. */
export const ghanaRecognition: CountryRecognition = {
  country: "ghana",
  checked: "2026-11",
  contactPoint: {
    body: "Ghana Tertiary Education Commission (GTEC)",
    url: "https://gtec.edu.gh/faq",
    what: "GTEC is the only agency mandated (Education Regulatory Bodies Act 2020, Act 1023) to establish the Ghanaian equivalence of foreign qualifications. Applicants file a form at the GTEC office with the original certificates and receive an evaluation report for each completed degree. Regulated professions are then licensed by their councils.",
    source: {
      publisher: "Ghana Tertiary Education Commission",
      title: "Frequently Asked Questions (credential evaluation)",
      url: "https://gtec.edu.gh/faq",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Ghana Tertiary Education Commission recognition equivalence foreign qualifications' and 'gtec.edu.gh recognition and equivalence of foreign qualifications'. The GTEC FAQ: the evaluation report gives the equivalency of a foreign qualification in the Ghanaian system; GTEC is the only agency mandated under Act 1023; applications are walk-in at the GTEC office with original certificates; each degree gets a separate report; only completed, certificated studies are evaluated.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Medical and Dental Council, Ghana (MDC)",
      url: "https://www.mdcghana.org/registration-examination-policy/",
      steps:
        "Foreign-trained doctors must pass the Council's registration examination before they can be registered; only graduates of training institutions the Council recognises may sit it. New graduates then do the mandatory two-year housemanship; specialists must meet separate conditions set by the Council.",
      language: null,
      source: {
        publisher: "Medical and Dental Council, Ghana",
        title: "Registration Examination Policy",
        url: "https://www.mdcghana.org/registration-examination-policy/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages for 'Medical and Dental Council Ghana foreign trained doctors registration examination'. The MDC policy page: from February 2022 only graduates of institutions recognised by the Council are admitted to the Registration Examination; after passing, candidates (mostly new graduates) do a two-year housemanship; special conditions for specialists. The MDC page https://www.mdcghana.org/inspection-for-the-recognition-of-foreign-training-institutions/ says the Council conducts examinations for the registration of foreign-trained medical and dental practitioners and physician assistants. Press (citinewsroom.com, May 2022) reports a limit of five attempts.",
      },
    },
    {
      group: "dentist",
      body: "Medical and Dental Council, Ghana (MDC)",
      url: "https://www.mdcghana.org/inspection-for-the-recognition-of-foreign-training-institutions/",
      steps:
        "Foreign-trained dentists, like doctors, must pass the Council's registration examination; since 2022 only graduates of training institutions the Council recognises are eligible to apply for it.",
      language: null,
      source: {
        publisher: "Medical and Dental Council, Ghana",
        title: "Inspection for the Recognition of Foreign Training Institutions",
        url: "https://www.mdcghana.org/inspection-for-the-recognition-of-foreign-training-institutions/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Same search as the doctor entry. The MDC page says the Council conducts examinations for the registration of foreign-trained medical and dental practitioners and that, effective 2022, only graduates of the Council's Recognised Training Institutions may apply for the registration examination.",
      },
    },
    {
      group: "nurse",
      body: "Nursing and Midwifery Council of Ghana (N&MC)",
      url: "https://nmc.gov.gh/web/ourservices-mobile/licenserenewal-mobile/author/615-nmcgh?start=40",
      steps:
        "Foreign-trained nurses register with the Nursing and Midwifery Council if they meet its requirements, presenting an official transcript from the training institution, the original certificate for inspection with copies, birth certificate and passport photos. The Council licenses nurses and midwives through its licensing examinations, held several times a year.",
      language: null,
      source: {
        publisher: "Nursing and Midwifery Council of Ghana",
        title: "Procedure and Requirements For NMC Ghana Registration",
        url: "https://answersafrica.com/procedure-and-requirements-for-nmc-ghana-registration.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "Answers Africa",
        research:
          "Searched pages for 'Nursing and Midwifery Council of Ghana foreign trained nurses registration licensure examination' (twice, with different wording). No N&MC page on foreign-trained nurses was found; answersafrica.com summarises the Council's requirements for foreign-trained nurses (transcript, photos, original certificate for inspection, copies, birth and marriage certificates). The N&MC page used as the body url (nmc.gov.gh) describes its licensing examinations (Feb/Mar, Jun/Jul, Aug, Nov/Dec) and registration with a PIN. Whether foreign-trained nurses must sit the licensing exam was not confirmed on an official page.",
      },
    },
  ],
};
