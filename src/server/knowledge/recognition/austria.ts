import type { CountryRecognition } from "./recognition.schema";

/** Austria. Read Work in Austria's competency-assessment page (AST contact points), the social/health ministry's nostrification page and the Salzburg Chamber of Labour's page on health professions. */
const nostrification = {
  publisher: "Bundesministerium für Soziales, Gesundheit, Pflege und Konsumentenschutz",
  title: "Informationen zur Nostrifikation",
  url: "https://www.sozialministerium.at/site/Gesundheit/Medizin_und_Berufe/Berufe/Anerkennung/Informationen_zur_Nostrifikation",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "search pages: 'Österreich Nostrifikation Pflege Gesundheits- und Krankenpflege Drittstaat Anerkennung Bundesministerium Gesundheit'. The ministry page says training outside the EU/EEA/Switzerland goes through nostrification: the Land government office decides for nurses, the universities of applied sciences (Fachhochschulen) for midwives and physiotherapists.",
} as const;
const nostrificationUrl = "https://www.sozialministerium.at/site/Gesundheit/Medizin_und_Berufe/Berufe/Anerkennung/Informationen_zur_Nostrifikation";

export const austriaRecognition: CountryRecognition = {
  country: "austria",
  checked: "2026-11",
  contactPoint: {
    body: "AST – Anlaufstellen für Personen mit im Ausland erworbenen Qualifikationen (contact points for people with qualifications gained abroad)",
    url: "https://workinaustria.com/en/your-personal-guide/working-in-austria/competency-assessment",
    what: "Austria has more than 200 regulated professions, most in health and social services; the AST contact points give free advice on whether and where to have a foreign qualification recognised. Academic degrees are assessed through ENIC NARIC Austria (AAIS) and the education ministry.",
    source: {
      publisher: "Austrian Business Agency (Work in Austria)",
      title: "Competency Assessment",
      url: "https://workinaustria.com/en/your-personal-guide/working-in-austria/competency-assessment",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Austria recognition foreign qualifications berufsanerkennung.at AST Anlaufstelle' and 'berufsanerkennung.at ...'. berufsanerkennung.at itself was not in the stored pages; Work in Austria (federal Austrian Business Agency) names the AST and ENIC NARIC Austria.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Amt der Landesregierung (government office of the Land where you live or will work)",
      url: nostrificationUrl,
      steps:
        "With a nursing qualification from outside the EU/EEA/Switzerland, apply for nostrification (an equivalence check of your training) to the government office of the Land where you live or will work; it decides whether your training is equivalent.",
      language: null,
      source: nostrification,
    },
    {
      group: "midwife",
      body: "Austrian universities of applied sciences (Fachhochschulen) offering midwifery",
      url: nostrificationUrl,
      steps: "With a midwifery qualification from outside the EU/EEA/Switzerland, apply for nostrification at an Austrian university of applied sciences; its board decides on equivalence.",
      language: null,
      source: nostrification,
    },
    {
      group: "physiotherapist",
      body: "Austrian universities of applied sciences (Fachhochschulen) offering physiotherapy",
      url: nostrificationUrl,
      steps: "With a physiotherapy qualification from outside the EU/EEA/Switzerland, apply for nostrification at an Austrian university of applied sciences; its board decides on equivalence.",
      language: null,
      source: nostrification,
    },
    {
      group: "doctor",
      body: "Österreichische Ärztekammer (Austrian Medical Chamber)",
      url: "https://sbg.arbeiterkammer.at/beratung/arbeitundrecht/gesundheitsberufe/Berufsrecht/Anerkennung-und-Nostrifikation-des-Gesundheitsberufes.html",
      steps:
        "Doctors apply to the Austrian Medical Chamber; a medical qualification from outside the EU/EEA/Switzerland must first be nostrified (declared equivalent) before you can be registered to practise.",
      language: null,
      source: {
        publisher: "Österreichische Ärztekammer",
        title: "Anerkennung und Nostrifikation Ihres Gesundheitsberufes",
        url: "https://sbg.arbeiterkammer.at/beratung/arbeitundrecht/gesundheitsberufe/Berufsrecht/Anerkennung-und-Nostrifikation-des-Gesundheitsberufes.html",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        via: "Arbeiterkammer Salzburg",
        research: "Same search. The Chamber of Labour page lists the Österreichische Ärztekammer as competent for doctors and says training outside the EU/EEA/Switzerland requires nostrification. The Medical Chamber's own page was not found in the stored pages.",
      },
    },
    {
      group: "teacher",
      body: "Pädagogische Hochschulen (universities of teacher education), with the Land's Bildungsdirektion",
      url: "https://www.bildung-stmk.gv.at/service/ausbildungsanerkennung-APS.html",
      steps:
        "A compulsory-school teaching diploma from outside the EU is nostrified (declared equivalent) by a university of teacher education; the Bildungsdirektion must first confirm that nostrification is needed for a post. German at C1 is required to be employed.",
      language: "German C1",
      source: {
        publisher: "Bildungsdirektion für Steiermark",
        title: "Anerkennung von Berufsqualifikationen (Lehramt) im Pflichtschulbereich",
        url: "https://www.bildung-stmk.gv.at/service/ausbildungsanerkennung-APS.html",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Österreich Lehrer ausländisches Lehramtsstudium Anerkennung Bildungsdirektion Nostrifizierung Lehramt'. Styria's education directorate: non-EU teaching diplomas nostrified by PH Steiermark, confirmation of need from the Bildungsdirektion, German C1 for employment. Upper-secondary (AHS) teachers go to universities instead (PH Burgenland and an AST summary on Scribd).",
      },
    },
  ],
};
