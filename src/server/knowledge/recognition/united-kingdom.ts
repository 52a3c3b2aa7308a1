import type { CountryRecognition } from "./recognition.schema";

/** United Kingdom. Read UK ENIC's evaluation pages, the Teaching Regulation Agency's QTS service, and secondary pages
 * (an NHS trust, the BMA, the Law Society) describing the NMC, GMC and SRA routes for overseas-qualified people. */
export const unitedKingdomRecognition: CountryRecognition = {
  country: "united-kingdom",
  checked: "2026-11",
  contactPoint: {
    body: "UK ENIC (UK National Information Centre for the recognition and evaluation of international qualifications and skills)",
    url: "https://enic.org.uk/individuals/how-we-check-qualifications",
    what: "The UK's ENIC: it compares overseas qualifications with UK ones (Statement of Comparability) as guidance for employers, universities and regulators. In regulated professions the decision is the regulator's, found through the government's list of regulated professions.",
    source: {
      publisher: "UK ENIC",
      title: "How we check qualifications",
      url: "https://enic.org.uk/individuals/how-we-check-qualifications",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'UK ENIC recognition of overseas qualifications UK assistance centre professional qualifications'; gov.uk guidance points to the UK list of regulated professions (regulated-professions.service.gov.uk) to find each regulator.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Nursing and Midwifery Council (NMC)",
      url: "https://www.nmc.org.uk/",
      steps:
        "Pass an NMC-accepted English test, then open an NMC online account and upload passport, qualification and registration details for the eligibility assessment. Pass the NMC Test of Competence: part 1 is a computer-based test taken worldwide, part 2 a practical OSCE taken in the UK.",
      language: "IELTS 7.0 in each section (6.5 in writing) or OET grade B in each section (C+ in writing)",
      source: {
        publisher: "Nursing and Midwifery Council (NMC)",
        title: "Registering as a nurse in the UK",
        url: "https://yeovilhospital.co.uk/jobs/international-nursing-overseas-recruitment/candidate-looking-for-job/registering-nurse-uk/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "Yeovil District Hospital NHS Foundation Trust",
        research:
          "search pages: 'NMC register nurse trained outside UK test of competence CBT OSCE English language IELTS 7'; no nmc.org.uk page came up; the NHS trust page gives scores and steps, consistent with the RCN's page on NMC requirements. Body url is the NMC home page.",
      },
    },
    {
      group: "doctor",
      body: "General Medical Council (GMC)",
      url: "https://www.gmc-uk.org/",
      steps:
        "Show your English with IELTS or OET, then pass the PLAB test (PLAB 1 written, PLAB 2 practical) unless you qualify by an acceptable postgraduate qualification or other route, and apply to the GMC for registration with a licence to practise.",
      language: null,
      source: {
        publisher: "General Medical Council (GMC)",
        title: "Before applying for a visa: IELTS/OET and PLAB",
        url: "https://bma.org.uk/advice-and-support/international-doctors/getting-a-job-in-the-uk/working-in-the-uk-and-your-visa/before-applying-for-a-visa",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "British Medical Association",
        research:
          "search pages: 'GMC international medical graduates PLAB registration licence to practise English language OET' and 'gmc-uk.org evidence of your English language skills'; recruiters and tutors quote IELTS Academic 7.5 overall with 7.0 in each part or OET B, but no GMC or BMA page read states it, so language is null.",
      },
    },
    {
      group: "teacher",
      body: "Teaching Regulation Agency (TRA)",
      url: "https://teacherservices.education.gov.uk/MutualRecognition/",
      steps:
        "Teachers qualified in the USA can apply to the Teaching Regulation Agency for qualified teacher status (QTS) in England with the overseas-trained-teacher form, showing they are recognised as a teacher where they qualified and are not barred or restricted from teaching.",
      language: null,
      source: {
        publisher: "Teaching Regulation Agency",
        title: "Apply for qualified teacher status (QTS) if you trained outside England",
        url: "https://teacherservices.education.gov.uk/MutualRecognition/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Teaching Regulation Agency apply for qualified teacher status teachers trained outside the UK'; applies to England (Scotland, Wales and Northern Ireland have their own teaching councils).",
      },
    },
    {
      group: "lawyer",
      body: "Solicitors Regulation Authority (SRA)",
      url: "https://www.sra.org.uk/become-solicitor/qualified-lawyers/agreed-exemptions/",
      steps:
        "Lawyers qualified abroad requalify as solicitors of England and Wales through the Solicitors Qualifying Examination (SQE), which replaced the QLTS. The SRA can exempt qualified lawyers from whole SQE components on the basis of their prior qualifications or experience.",
      language: null,
      source: {
        publisher: "Solicitors Regulation Authority (SRA)",
        title: "Qualifying from abroad to work in the UK",
        url: "https://www.lawsociety.org.uk/career-advice/becoming-a-solicitor/solicitors-qualifying-examination-sqe/qualifying-from-abroad-to-work-in-the-uk/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        via: "The Law Society",
        research:
          "search pages: 'SRA qualified lawyers outside England SQE solicitor admission overseas lawyer exemption'; body url is the SRA agreed-exemptions page linked from several secondary pages (hunningsconsultancy.co.uk).",
      },
    },
  ],
};
