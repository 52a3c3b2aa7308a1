import type { CountryRecognition } from "./recognition.schema";

/** Belgium. Read the FPS Economy's Be-Assist page and the FPS Public Health page on practising with a foreign diploma. */
const healthVisa = {
  publisher: "FPS Public Health",
  title: "Visa for a foreign diploma",
  url: "https://www.health.belgium.be/en/e-services/visa-foreign-diploma",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "search pages: 'Belgique visa infirmier diplôme étranger SPF Santé publique reconnaissance professionnelle hors UE'. For non-European diplomas: first the equivalence of the diploma from one of the Communities, then the visa (authorisation to practise) from the FPS Public Health; physiotherapists and paramedical professions also need recognition from a Community. The Dutch version of the page gives the same steps.",
} as const;
const healthUrl = "https://www.health.belgium.be/en/e-services/visa-foreign-diploma";
const healthSteps =
  "First obtain the equivalence of your diploma from one of the Communities (Flemish, French-speaking or German-speaking); then apply to the FPS Public Health for the visa that authorises you to practise.";

export const belgiumRecognition: CountryRecognition = {
  country: "belgium",
  checked: "2026-11",
  contactPoint: {
    body: "Be-Assist, Belgian assistance centre for the recognition of professional qualifications (FPS Economy, S.M.E.s, Self-employed and Energy)",
    url: "https://economie.fgov.be/en/themes/enterprises/starting-business/conditions-entering/be-assist/frequently-asked-questions-be",
    what: "Be-Assist informs on regulated professions in Belgium and their competent authorities; it deals with the EU directive, which in principle does not cover qualifications gained outside the EU. Holders of non-EU diplomas first ask a Community for a diploma equivalence (NARIC-Vlaanderen or the Wallonia-Brussels Federation).",
    source: {
      publisher: "FPS Economy, S.M.E.s, Self-employed and Energy",
      title: "Be-Assist: frequently asked questions",
      url: "https://economie.fgov.be/en/themes/enterprises/starting-business/conditions-entering/be-assist/frequently-asked-questions-be",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Belgium national contact point recognition professional qualifications FPS Economy regulated professions' and 'Belgium recognition foreign diploma NARIC Vlaanderen équivalence ...'. Be-Assist FAQ says the directive in principle does not apply to third-country qualifications; fedasilinfo.be (Fedasil) pages explain NARIC-Vlaanderen and Wallonia-Brussels equivalence.",
    },
  },
  professions: [
    { group: "nurse", body: "FPS Public Health (visa to practise), after a Community diploma equivalence", url: healthUrl, steps: healthSteps, language: null, source: healthVisa },
    { group: "doctor", body: "FPS Public Health (visa to practise), after a Community diploma equivalence", url: healthUrl, steps: healthSteps, language: null, source: healthVisa },
    { group: "dentist", body: "FPS Public Health (visa to practise), after a Community diploma equivalence", url: healthUrl, steps: healthSteps, language: null, source: healthVisa },
    { group: "pharmacist", body: "FPS Public Health (visa to practise), after a Community diploma equivalence", url: healthUrl, steps: healthSteps, language: null, source: healthVisa },
    { group: "midwife", body: "FPS Public Health (visa to practise), after a Community diploma equivalence", url: healthUrl, steps: healthSteps, language: null, source: healthVisa },
  ],
};
