import type { CountryRecognition } from "./recognition.schema";

/** Finland. Read the Finnish National Agency for Education's (OPH) recognition and teaching pages, and the health
 * licensing pages of the Finnish Supervisory Agency (lvv.fi, Valvira's successor) and Valvira. */
export const finlandRecognition: CountryRecognition = {
  country: "finland",
  checked: "2026-11",
  contactPoint: {
    body: "Opetushallitus (Finnish National Agency for Education, OPH)",
    url: "https://www.oph.fi/en/services/regulated-professions-finland",
    what: "Finland's ENIC-NARIC centre: it lists the regulated professions with the competent authority for each, decides itself on eligibility for teaching, early childhood education, rescue services and posts needing a Finnish law degree, and recognises foreign degrees as comparable to Finnish ones.",
    source: {
      publisher: "Finnish National Agency for Education (OPH)",
      title: "Regulated professions in Finland",
      url: "https://www.oph.fi/en/services/regulated-professions-finland",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Finnish National Agency for Education recognition of foreign qualifications regulated professions Opetushallitus' and 'Finland regulated professions list competent authorities'; OPH's role from its 'Decisions on eligibility for a profession' page.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Lupa- ja valvontavirasto (Finnish Supervisory Agency)",
      url: "https://lvv.fi/en/healthcare-and-social-welfare/registered-nurse-trained-outside-of-the-eu-or-eea",
      steps:
        "Apply by post to the Finnish Supervisory Agency for the right to practise as a registered nurse, with officially certified and translated documents. Training from outside the EU/EEA is compared with Finnish training and you may be ordered to complete additional studies, often through a qualification programme at a university of applied sciences.",
      language: null,
      source: {
        publisher: "Finnish Supervisory Agency",
        title: "Registered nurse trained outside the EU or EEA",
        url: "https://lvv.fi/en/healthcare-and-social-welfare/registered-nurse-trained-outside-of-the-eu-or-eea",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'Valvira licence nurse trained outside EU/EEA Finland additional studies language certificate'; additional studies from Valvira's 'Decision mandating completion of additional studies' page. The qualification project site (sairaanhoitajaksisuomessa.fi) names Finnish B1, but the agency's page read names no level, so null.",
      },
    },
    {
      group: "doctor",
      body: "Lupa- ja valvontavirasto (Finnish Supervisory Agency; formerly Valvira)",
      url: "https://valvira.fi/en/rights-to-practise/medical-doctor-trained-outside-of-the-eu/eea",
      steps:
        "Apply to have your medical degree recognised, then complete a six-month internship at a Finnish health care unit and the licensing examinations at a university. You then work with a limited licence before the right to practise independently is granted.",
      language: null,
      source: {
        publisher: "National Supervisory Authority for Welfare and Health (Valvira)",
        title: "Medical Doctor trained outside of the EU/EEA",
        url: "https://valvira.fi/en/rights-to-practise/medical-doctor-trained-outside-of-the-eu/eea",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "search pages: 'Valvira physician trained outside EU/EEA licence examination' and 'lvv.fi Finnish Supervisory Agency medical doctor'; no lvv.fi doctor page was in the results, so the Valvira page is cited. The exam has three parts (clinical knowledge, health care in Finland, clinical skills) per Medical Teacher 2012 letter; language level not stated on the page read.",
      },
    },
    {
      group: "teacher",
      body: "Opetushallitus (Finnish National Agency for Education, OPH)",
      url: "https://www.oph.fi/en/services/teaching-positions",
      steps:
        "Apply to the Finnish National Agency for Education for a decision recognising your degree and studies as comparable to those required for the teaching post. The decision may require supplementing studies in Finland; the employer checks any language or work-experience requirement of the post.",
      language: null,
      source: {
        publisher: "Finnish National Agency for Education (OPH)",
        title: "Information for recipients of a recognition decision: teachers",
        url: "https://www.oph.fi/en/services/information-recipients-recognition-decision-teachers",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'oph.fi teacher qualification trained outside EU decision eligibility teaching position Finnish language skills'.",
      },
    },
  ],
};
