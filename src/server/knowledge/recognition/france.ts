import type { CountryRecognition } from "./recognition.schema";

/** France. Read the government refugee portal on non-EU nursing diplomas, the ENIC-NARIC France page at France Éducation international and ARS Auvergne-Rhône-Alpes's page on the authorisation procedure for practitioners with non-EU diplomas (PADHUE). */
const padhue = {
  publisher: "Agence régionale de santé Auvergne-Rhône-Alpes",
  title: "Autorisation d'exercice des praticiens à diplôme étranger hors UE (PADHUE)",
  url: "https://www.auvergne-rhone-alpes.paps.sante.fr/autorisation-dexercice-des-praticiens-diplome-etranger-hors-ue-padhue?parent=8120",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "search pages: 'médecin diplôme hors UE France procédure d'autorisation d'exercice PAE épreuves de vérification des connaissances CNG'. The ARS page lists the steps for doctors, pharmacists, midwives and dentists with diplomas from outside the EEA: register for the EVC with the CNG, sit them, complete a competence consolidation period, then the authorisation commission. A Weka page says French B2 (TCF/TEF or DELF) is required but it is not the authority; language left null.",
} as const;
const padhueUrl = "https://cng.sante.fr/procedures-dautorisation-dexercice/obtenir-autorisation-dexercice/medecin";

export const franceRecognition: CountryRecognition = {
  country: "france",
  checked: "2026-11",
  contactPoint: {
    body: "Centre ENIC-NARIC France (France Éducation international)",
    url: "https://www.france-education-international.fr/enic-naric-page/reconnaissance-diplome-etranger-documents-delivres",
    what: "France's ENIC-NARIC centre issues attestations comparing a foreign diploma with French and European qualification levels and informs on recognition; for a regulated profession you need an authorisation to practise from the competent authority for that profession.",
    source: {
      publisher: "France Éducation international",
      title: "Reconnaissance des diplômes étrangers en France",
      url: "https://www.france-education-international.fr/enic-naric-page/reconnaissance-diplome-etranger-documents-delivres",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'France ENIC-NARIC reconnaissance qualifications professionnelles étrangères'. The stored address carried a tracking parameter (?fbclid=...), dropped here. Euroguidance France (euroguidance-france.org) confirms that regulated professions need an autorisation d'exercice from the competent authority.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Centre national de gestion (CNG), with the regional health agencies (ARS)",
      url: padhueUrl,
      steps:
        "Register through the CNG for the knowledge tests (épreuves de vérification des connaissances, EVC), a competitive exam in your specialty; laureates complete a paid competence consolidation period in a hospital, then apply to the authorisation commission for the right to practise.",
      language: null,
      source: padhue,
    },
    {
      group: "dentist",
      body: "Centre national de gestion (CNG), with the regional health agencies (ARS)",
      url: "https://www.auvergne-rhone-alpes.paps.sante.fr/autorisation-dexercice-des-praticiens-diplome-etranger-hors-ue-padhue?parent=8120",
      steps:
        "Pass the knowledge tests (EVC) organised by the CNG, complete a competence consolidation period, then apply to the authorisation commission for the right to practise.",
      language: null,
      source: padhue,
    },
    {
      group: "pharmacist",
      body: "Centre national de gestion (CNG), with the regional health agencies (ARS)",
      url: "https://www.auvergne-rhone-alpes.paps.sante.fr/autorisation-dexercice-des-praticiens-diplome-etranger-hors-ue-padhue?parent=8120",
      steps:
        "Pass the knowledge tests (EVC) organised by the CNG, complete a competence consolidation period, then apply to the authorisation commission for the right to practise.",
      language: null,
      source: padhue,
    },
    {
      group: "midwife",
      body: "Centre national de gestion (CNG), with the regional health agencies (ARS)",
      url: "https://www.auvergne-rhone-alpes.paps.sante.fr/autorisation-dexercice-des-praticiens-diplome-etranger-hors-ue-padhue?parent=8120",
      steps:
        "Pass the knowledge tests (EVC) organised by the CNG, complete a competence consolidation period, then apply to the authorisation commission for the right to practise.",
      language: null,
      source: padhue,
    },
    {
      group: "nurse",
      body: "Instituts de formation en soins infirmiers (IFSI), the nursing schools that award the French State nursing diploma",
      url: "https://refugies.info/fr/demarche/63d3ac48cab35c029b07fa40",
      steps:
        "Nursing diplomas from outside the EU are not recognised in France: you must retrain at an IFSI for the Diplôme d'État d'infirmier (three years, entry via Parcoursup or other routes), and some subjects already passed abroad can be validated.",
      language: "French B2 (minimum to enter nurse training)",
      source: {
        publisher: "Délégation interministérielle à l'accueil et à l'intégration des réfugiés (refugies.info)",
        title: "Devenir infirmier en ayant un diplôme hors UE",
        url: "https://refugies.info/fr/demarche/63d3ac48cab35c029b07fa40",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'France infirmier diplômé hors Union européenne exercer en France pas d'équivalence reprendre formation IFSI dispense'. The government refugee-integration portal says non-EU nursing diplomas are not recognised, retraining at an IFSI is needed and French B2 is the minimum. Written for refugees but the rule stated is about the diploma's origin. ordre-infirmiers.fr (2012) covers only EU nationals.",
      },
    },
    {
      group: "lawyer",
      body: "Conseil national des barreaux (CNB), National Bar Council",
      url: "https://cnb.avocat.fr/fr/admission-dun-avocat-dun-etat-non-membre-de-lunion-europeenne",
      steps:
        "A lawyer admitted to a bar outside the EU applies to the CNB (free; decision within two months), which requires that the home state lets French lawyers practise on the same terms; whatever your experience you must then pass an examination in French law at a regional bar school before joining a French bar.",
      language: null,
      source: {
        publisher: "Conseil national des barreaux (CNB)",
        title: "Admission d'un avocat d'un État non membre de l'Union européenne",
        url: "https://cnb.avocat.fr/fr/admission-dun-avocat-dun-etat-non-membre-de-lunion-europeenne",
        asOf: "2025-12",
        reviewedOn: "2026-11-25",
        research: "search pages: 'avocat étranger hors Union européenne exercer en France examen de contrôle des connaissances article 100 CNB'. CNB page on article 100 of the 1991 decree: conditions (foreign bar membership, reciprocity), procedure, compulsory exam (exemption possible for academic work); mentions the April 2026 session (file due 4 Dec 2025).",
      },
    },
  ],
};
