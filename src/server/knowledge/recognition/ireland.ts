import type { CountryRecognition } from "./recognition.schema";

/** Ireland. Read the Point of Single Contact page on professional qualifications, NMBI's page for applicants trained outside the EU/EEA and the Medical Council's page for non-EU/EEA trained doctors. */
const nmbiGroup3 = {
  publisher: "Nursing and Midwifery Board of Ireland (NMBI)",
  title: "Group 3: trained outside EU/EEA",
  url: "https://www.nmbi.ie/Registration/Trained-outside-Ireland/Group-3-Applicants",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "search pages: 'NMBI registration nurses trained outside Ireland ... English language requirements'. Eligibility: current licence, 12 months' practice if qualified over five years ago, English competence; US associate degrees need extra courses; full education assessment. The English level is on a separate NMBI page not read here (an agency page says IELTS 7), so language is left null.",
} as const;

export const irelandRecognition: CountryRecognition = {
  country: "ireland",
  checked: "2026-11",
  contactPoint: {
    body: "Department of Further and Higher Education, Research, Innovation and Science (Irish contact point for professional qualifications), with QQI's NARIC Ireland",
    url: "https://pointofsinglecontact.ie/popular-advice/recognition-of-professional-qualifications",
    what: "The Department operates the Irish contact point for the recognition of professional qualifications (Qualifications@dfheris.gov.ie); QQI's NARIC Ireland advises on the academic recognition of foreign qualifications and gives contact details of the professional recognition body where one is required.",
    source: {
      publisher: "Point of Single Contact Ireland",
      title: "Recognition of Professional Qualifications",
      url: "https://pointofsinglecontact.ie/popular-advice/recognition-of-professional-qualifications",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'QQI NARIC Ireland recognition of professional qualifications regulated professions contact point'. Also read a 2025 parliamentary answer (kildarestreet.com) saying the Department is national coordinator and assistance centre.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Nursing and Midwifery Board of Ireland (NMBI)",
      url: "https://www.nmbi.ie/Registration/Trained-outside-Ireland/Group-3-Applicants",
      steps:
        "Apply to NMBI as a Group 3 applicant with a current unrestricted licence; NMBI makes a full education assessment against its standards and may require a compensation measure (adaptation period or aptitude test). Holders of a US associate degree must first complete extra courses leading to first-level registration.",
      language: null,
      source: nmbiGroup3,
    },
    {
      group: "midwife",
      body: "Nursing and Midwifery Board of Ireland (NMBI)",
      url: "https://www.nmbi.ie/Registration/Trained-outside-Ireland/Group-3-Applicants",
      steps:
        "Apply to NMBI as a Group 3 applicant with a current unrestricted licence; NMBI makes a full education assessment of your midwifery training against its standards for that division before registration.",
      language: null,
      source: nmbiGroup3,
    },
    {
      group: "doctor",
      body: "Medical Council (Comhairle na nDochtúirí Leighis)",
      url: "https://medicalcouncil.ie/Registration-Applications/First-Time-Applicants/General-Registration-Non-EU-EEA-Trained-Doctors.html",
      steps:
        "Have your medical education credentials primary-source verified, then apply online to the Medical Council; doctors trained outside the EU/EEA must pass the Pre-Registration Examination System (PRES) unless they qualify for an exemption route (e.g. higher qualifications or an internship the Council recognises).",
      language: null,
      source: {
        publisher: "Medical Council (Ireland)",
        title: "General Registration - Non EU/EEA Trained Doctors",
        url: "https://medicalcouncil.ie/Registration-Applications/First-Time-Applicants/General-Registration-Non-EU-EEA-Trained-Doctors.html",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Medical Council Ireland registration doctors qualified outside EU PRES exam'. Page lists primary source verification, online application and eligibility routes (Higher Qualifications, Certificate of Experience, PRES).",
      },
    },
    {
      group: "teacher",
      body: "Teaching Council",
      url: "https://www.teachingcouncil.ie/en/Registration/How-do-I-register-/Qualified-Outside-of-Ireland/",
      steps:
        "Fully qualified teachers (with the licence or qualified-teacher status and induction of their home system, confirmed by an official letter) apply online to the Teaching Council; it compares the qualification with Irish programmes and may attach conditions (qualification shortfalls) to registration. Applications are processed within 12 weeks of complete documents.",
      language: null,
      source: {
        publisher: "Teaching Council (Ireland)",
        title: "Qualified Outside of Ireland",
        url: "https://www.teachingcouncil.ie/en/Registration/How-do-I-register-/Qualified-Outside-of-Ireland/",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Teaching Council Ireland registration teachers qualified outside Ireland qualification recognition'. Page: all foreign applications assessed alike under Directive 2005/36/EC; shortfalls become conditions; three stages; 12-week processing. Irish language requirement applies to primary registration (amendment-regulation page), not entered as a language level.",
      },
    },
    {
      group: "lawyer",
      body: "Law Society of Ireland",
      url: "https://lawsociety.ie/becoming-a-solicitor/eligible-foreign-qualified-lawyer",
      steps:
        "Lawyers admitted in New York (with one year's post-qualification experience there), California or Pennsylvania (with five years' experience) obtain a Certificate of Eligibility, pass the Qualified Lawyers Transfer Test (QLTT) and are then admitted as solicitors; lawyers from other US states must follow the standard solicitor training.",
      language: null,
      source: {
        publisher: "Law Society of Ireland",
        title: "Eligible foreign-qualified lawyer",
        url: "https://lawsociety.ie/becoming-a-solicitor/eligible-foreign-qualified-lawyer",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Law Society of Ireland Qualified Lawyers Transfer Test foreign lawyers'. Page lists eligible jurisdictions (EU, EFTA, New York with 1 year PQE, California, Pennsylvania with 5 years PQE, NSW, NZ, Scotland) and the four steps.",
      },
    },
    {
      group: "pharmacist",
      body: "Pharmaceutical Society of Ireland (PSI), the pharmacy regulator",
      url: "https://psi.ie/registration/pharmacists/first-time-registration/qualification-obtained-outside-eu",
      steps:
        "Apply to the PSI for Third Country Qualification Recognition (fee €1,500): after the application is accepted you sit an equivalence exam, complete an adaptation period of six months to three years, then pass the Professional Registration Examination before applying for registration.",
      language: null,
      source: {
        publisher: "Pharmaceutical Society of Ireland (PSI)",
        title: "Stages of the Recognition Process",
        url: "https://www.thepsi.ie/gns/Registration/Pharmacists/First_Time_Registration_/Non_EU_Trained_Pharmacists_/Stages_of_the_TCQR_Process.aspx",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Pharmaceutical Society of Ireland third country qualified pharmacist application ...'. The PSI stages page lists the four stages and the €1,500 fee; psi.ie page confirms the two-step route (recognition then registration). English competence required after recognition, level not stated on the pages read.",
      },
    },
    {
      group: "social-worker",
      body: "CORU, Social Workers Registration Board",
      url: "https://coru.ie/health-and-social-care-professionals/registration/international-qualifications/apply-for-recognition1/apply-for-recognition-of-international-qualifications.html",
      steps:
        "Apply to CORU for recognition of your qualification before registering: the Registration Board assesses it (and, where needed, your postgraduate training and experience) against the Irish Standards of Proficiency for social work.",
      language: null,
      source: {
        publisher: "CORU (Health and Social Care Professionals Council)",
        title: "Apply for Recognition of International Qualifications",
        url: "https://coru.ie/health-and-social-care-professionals/registration/international-qualifications/apply-for-recognition1/apply-for-recognition-of-international-qualifications.html",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'CORU recognition of international qualifications social worker physiotherapist apply qualified outside Ireland'. CORU page: qualifications gained outside Ireland are assessed against the Standards of Proficiency (with postgraduate training and experience if needed) as part of registration; CORU news page lists the registers (incl. physiotherapists, social workers) and says you must be eligible to practise where you qualified.",
      },
    },
    {
      group: "physiotherapist",
      body: "CORU, Physiotherapists Registration Board",
      url: "https://coru.ie/health-and-social-care-professionals/registration/international-qualifications/apply-for-recognition1/apply-for-recognition-of-international-qualifications.html",
      steps:
        "Apply to CORU for recognition of your qualification before registering: the Registration Board assesses it (and, where needed, your postgraduate training and experience) against the Irish Standards of Proficiency for physiotherapy.",
      language: null,
      source: {
        publisher: "CORU (Health and Social Care Professionals Council)",
        title: "Apply for Recognition of International Qualifications",
        url: "https://coru.ie/health-and-social-care-professionals/registration/international-qualifications/apply-for-recognition1/apply-for-recognition-of-international-qualifications.html",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'CORU recognition of international qualifications social worker physiotherapist apply qualified outside Ireland'. CORU page: qualifications gained outside Ireland are assessed against the Standards of Proficiency (with postgraduate training and experience if needed) as part of registration; CORU news page lists the registers (incl. physiotherapists, social workers) and says you must be eligible to practise where you qualified.",
      },
    },
    {
      group: "dentist",
      body: "Dental Council of Ireland",
      url: "https://www.dentalcouncil.ie/registration/dentists",
      steps:
        "Dentists who graduated outside the EEA (other than refugees and graduates of countries with a reciprocal agreement, such as Canada and New Zealand) must pass the Dental Council examination to obtain full registration.",
      language: null,
      source: {
        publisher: "Minister for Health (Ireland)",
        title: "Written answers, 29 April 2025: Dental Services",
        url: "https://www.kildarestreet.com/wrans/?id=2025-04-29a.6480",
        asOf: "2025-04-29",
        reviewedOn: "2026-11-25",
        via: "KildareStreet.com",
        research: "search pages: 'Dental Council of Ireland registration dentists qualified outside EU examination'. Parliamentary answer (republished by KildareStreet from the Oireachtas record): non-refugee graduates from non-EEA countries must pass the Dental Council examination. The Dental Council's registration page (dentalcouncil.ie/registration/dentists) lists the categories but the stored text was cut before the exam route; a 2024 answer names Canada and New Zealand as mutual-recognition countries.",
      },
    },
  ],
};
