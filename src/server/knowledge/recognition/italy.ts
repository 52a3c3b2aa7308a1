import type { CountryRecognition } from "./recognition.schema";

/** Italy. Read FNOMCeO's note on the national contact point's guide, OPI Potenza's page on recognising nursing titles, a provincial medical order's page on foreign medical titles and the Ministry of Justice page on recognising professional titles. */
const justice = {
  publisher: "Ministero della Giustizia",
  title: "Titoli professionali: riconoscimento titoli conseguiti in Paesi Ue",
  url: "https://www.giustizia.it/giustizia/it/mg_3_4_11.page?tab=e",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research: "search pages: 'Italy recognition of foreign professional qualifications riconoscimento titoli professionali esteri'. The Ministry of Justice page lists the professions it recognises (lawyer, chartered accountant, engineer, social worker, etc.) and how to apply; it is written for EU-obtained titles. Stranieriinitalia (other) says the Ministry also handles titles from outside the EU.",
} as const;
const justiceUrl = "https://www.giustizia.it/giustizia/it/mg_3_4_11.page?tab=e";
const justiceSteps =
  "Apply to the Ministry of Justice in Italian on its form, by post or e-mail (certified PEC if possible), with your qualification documents; the Ministry decides on recognition of the title.";

export const italyRecognition: CountryRecognition = {
  country: "italy",
  checked: "2026-11",
  contactPoint: {
    body: "Presidenza del Consiglio dei Ministri – Dipartimento per le Politiche Europee (national contact point for professional qualifications)",
    url: "https://portale.fnomceo.it/direttive/riconoscimento-delle-qualifiche-professionali-guida-allutente/",
    what: "The Department for European Policies hosts Italy's national coordinator and contact point for the recognition of professional qualifications and publishes a user guide; recognition itself is decided by the ministry competent for each profession (Health for health professions, Justice for legal and many technical professions).",
    source: {
      publisher: "Dipartimento per le Politiche Europee",
      title: "Riconoscimento delle qualifiche professionali: guida all'utente",
      url: "https://portale.fnomceo.it/direttive/riconoscimento-delle-qualifiche-professionali-guida-allutente/",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      via: "FNOMCeO",
      research: "search pages: 'Dipartimento per le Politiche Europee riconoscimento qualifiche professionali ...' and 'politicheeuropee.gov.it ... punto di contatto'. No https page of the Department was stored; FNOMCeO's page describes its guide and the national contact point. CIMEA (Italian ENIC-NARIC) has a professional-recognition page only stored over http.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Ministero della Salute (Ministry of Health)",
      url: "https://new.opipotenza.it/opi/pages/12",
      steps:
        "Send the stamped application and listed documents to the Ministry of Health (even if another EU country has recognised your title); within about four months it issues a recognition decree, a recognition subject to a compensation measure, or a refusal. Then register with the nursing order (OPI) to practise.",
      language: null,
      source: {
        publisher: "Ministero della Salute",
        title: "Riconoscimento titoli di infermiere: titoli conseguiti in Paesi non UE",
        url: "https://new.opipotenza.it/opi/pages/12",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        via: "OPI Potenza",
        research: "search pages: 'Ministero della Salute riconoscimento titolo infermiere conseguito paese extra UE'. The provincial nursing order's page restates the Ministry's non-EU procedure (up to four months; decree, compensation measure or refusal; then enrolment in the register). The Ministry's own page was not among stored pages.",
      },
    },
    {
      group: "doctor",
      body: "Ministero della Salute (Ministry of Health)",
      url: "https://omceomb.it/ordine/deontologia-e-normativa/normativa-professionale.html?catid=2&id=297&view=article",
      steps:
        "Apply to the Ministry of Health for recognition of your medical title (the same non-EU procedure applies even if another EU country has recognised it); only with the ministerial recognition decree can you register with the provincial Order of Physicians.",
      language: null,
      source: {
        publisher: "Ministero della Salute",
        title: "Titoli conseguiti in Paesi non UE: riconoscimento del titolo",
        url: "https://omceomb.it/ordine/deontologia-e-normativa/normativa-professionale.html?catid=2&id=297&view=article",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        via: "Ordine dei Medici Chirurghi e degli Odontoiatri (omceomb.it)",
        research: "search pages: 'Ministero della Salute riconoscimento titolo medico conseguito in Paese non UE iscrizione albo lingua italiana'. The provincial order's page says health professionals with EU or non-EU titles must apply to the Ministry and can register only with the ministerial decree. Italian-language checks by the order are mentioned on other pages (anaao, tsrm) but no level, so language null.",
      },
    },
    { group: "lawyer", body: "Ministero della Giustizia (Ministry of Justice)", url: justiceUrl, steps: justiceSteps, language: null, source: justice },
    { group: "accountant", body: "Ministero della Giustizia (Ministry of Justice)", url: justiceUrl, steps: justiceSteps, language: null, source: justice },
    { group: "engineer", body: "Ministero della Giustizia (Ministry of Justice)", url: justiceUrl, steps: justiceSteps, language: null, source: justice },
    { group: "social-worker", body: "Ministero della Giustizia (Ministry of Justice)", url: justiceUrl, steps: justiceSteps, language: null, source: justice },
    {
      group: "teacher",
      body: "Ministero dell'Istruzione e del Merito (Ministry of Education)",
      url: "https://www.flcgil.it/scuola/precari/riconoscimento-titoli-esteri-per-l-insegnamento.flc?__no_mobile=1",
      steps:
        "Apply to the Ministry of Education for recognition of your teaching licence (for non-EU titles under DPR 394/1999); the procedure takes about four months, requires certified knowledge of Italian and may impose compensation measures, and ends with a recognition decree.",
      language: null,
      source: {
        publisher: "Ministero dell'Istruzione e del Merito",
        title: "Riconoscimento titoli esteri per l'insegnamento",
        url: "https://www.flcgil.it/scuola/precari/riconoscimento-titoli-esteri-per-l-insegnamento.flc?__no_mobile=1",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        via: "FLC CGIL",
        research: "search pages: 'Ministero dell'Istruzione riconoscimento titolo abilitazione insegnamento conseguito all'estero paesi extra UE docenti'. The teachers' union page summarises the Ministry procedure (DPR 394/99 for non-EU titles, four months, Italian language certification, compensation measures). The Ministry's own page was not among stored pages; Italian level not stated.",
      },
    },
  ],
};
