import type { CountryRecognition } from "./recognition.schema";

/** Germany. Read the federal "Anerkennung in Deutschland" portal, the Bremen service portal's nurse procedure and the Marburger Bund's table of Land language rules for doctors. */
export const germanyRecognition: CountryRecognition = {
  country: "germany",
  checked: "2026-11",
  contactPoint: {
    body: "Anerkennung in Deutschland (Recognition in Germany), the federal government's information portal",
    url: "https://www.anerkennung-in-deutschland.de/html/en/about_us.php",
    what: "The federal government's multilingual portal on recognising foreign professional qualifications; its Recognition Finder names the competent authority for each occupation and place of work, and it explains the procedures for regulated occupations such as doctor, teacher or nurse.",
    source: {
      publisher: "Anerkennung in Deutschland",
      title: "About us: the Recognition in Germany portal",
      url: "https://www.anerkennung-in-deutschland.de/html/en/about_us.php",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Anerkennung in Deutschland recognition foreign professional qualifications portal'. The About page says it is the federal government's information portal and that the Recognition Finder names the competent authority.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "The nursing recognition authority of the Land (federal state) where you will work",
      url: "https://www.service.bremen.de/dienstleistungen/applying-for-recognition-as-a-nurse-with-a-professional-qualification-from-a-third-country-197553?reg=verfahren",
      steps:
        "Apply to the Land authority for permission to use the title Pflegefachfrau/Pflegefachmann; it compares your training with the German nursing qualification. Significant differences can be offset by professional experience, otherwise by a knowledge test or an adaptation period (you may also skip the comparison and go straight to one of these).",
      language: null,
      source: {
        publisher: "Freie Hansestadt Bremen",
        title: "Applying for recognition as a nurse with a professional qualification from a third country",
        url: "https://www.service.bremen.de/dienstleistungen/applying-for-recognition-as-a-nurse-with-a-professional-qualification-from-a-third-country-197553?reg=verfahren",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'anerkennung-in-deutschland nurse Pflegefachfrau recognition ... knowledge test adaptation'. Bremen's official service page describes the third-country procedure (application, equivalence check, knowledge test or adaptation period). No language level on the page read; agency pages (jobsandspirit, mittelpunkt-personal) say B2 but are not the authority, so language left null. Bavaria's LfP FAQ (lfp.bayern.de) describes the same equivalence check.",
      },
    },
    {
      group: "doctor",
      body: "The Approbation authority of the Land (e.g. Regierungspräsidium Stuttgart, Landesanerkennungsstelle für Gesundheitsberufe)",
      url: "https://www.marburger-bund.de/bundesverband/service/auslaendische-aerzte/foreign-physicians/anforderungen-deutschkenntnisse",
      steps:
        "Apply to the Land authority for the Approbation (licence to practise); it checks whether your degree is equivalent to German medical training, and if not you prove equivalent knowledge in a knowledge test (Kenntnisprüfung). You must also pass the medical German test of the Land's chamber of physicians.",
      language: "German B2 plus medical German C1 (Fachsprachprüfung); details vary by Land",
      source: {
        publisher: "Approbation authorities of the German Länder",
        title: "German language requirements for full registration in the different states",
        url: "https://www.marburger-bund.de/bundesverband/service/auslaendische-aerzte/foreign-physicians/anforderungen-deutschkenntnisse",
        asOf: "2023-12",
        reviewedOn: "2026-11-25",
        via: "Marburger Bund",
        research: "search pages: 'anerkennung-in-deutschland doctor Approbation ... Fachsprachprüfung C1'. The Marburger Bund table (as of December 2023) lists each Land authority and its exams, e.g. Baden-Württemberg: general German B2 and Fachsprachprüfung C1 of the Landesärztekammer. Equivalence check / Kenntnisprüfung also stated on laekb.de (Landesärztekammer Brandenburg). No single federal page with the levels was found.",
      },
    },
    {
      group: "teacher",
      body: "The school authority of the Land (e.g. Regionales Landesamt für Schule und Bildung Lüneburg in Lower Saxony)",
      url: "https://service.niedersachsen.de/en/detail?pstId=326662928&pstCatId=454393264",
      steps:
        "Apply to the Land where you want to teach; it checks whether your qualification entitles you to teach in the country where you gained it and whether it differs substantially from its own teacher training (a Master of Education plus the Referendariat, normally in two subjects). A missing second subject is a common substantial difference.",
      language: null,
      source: {
        publisher: "Land Niedersachsen",
        title: "Foreign professional qualification: recognition as a teacher",
        url: "https://service.niedersachsen.de/en/detail?pstId=326662928&pstCatId=454393264",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'anerkennung-in-deutschland.de Lehrer teacher recognition ...'. Lower Saxony's official service portal describes the equivalence check by the Regional State Office Lüneburg. Teachers are recognised by each Land; the federal FIM description (fim.fitko.net, stage) says the same.",
      },
    },
    {
      group: "engineer",
      body: "The competent Land authority for the title Ingenieur (e.g. the Bezirksregierung in North Rhine-Westphalia; the chamber of engineers in some Länder)",
      url: "https://www.brd.nrw.de/themen/kommunales/handel-handwerk-gewerbe/anerkennung-der-berufsbezeichnung-ingenieur-ingenieurin",
      steps:
        "The title Ingenieur is protected by Land law; with a foreign engineering degree you apply for permission to use it (in North Rhine-Westphalia to the Bezirksregierung for your place of residence), which is granted if your qualification is equivalent to a German engineering degree.",
      language: null,
      source: {
        publisher: "Bezirksregierung Düsseldorf",
        title: "Anerkennung der Berufsbezeichnung Ingenieur/Ingenieurin",
        url: "https://www.brd.nrw.de/themen/kommunales/handel-handwerk-gewerbe/anerkennung-der-berufsbezeichnung-ingenieur-ingenieurin",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Ingenieurkammer Anerkennung ausländischer Ingenieurabschluss Berufsbezeichnung Ingenieur Drittstaat Antrag'. NRW page: title protected by Land law, permission from the Bezirksregierung if equivalent. Hessen's Verwaltungsportal says adaptation course (up to 3 years) or aptitude test may be required; in Mecklenburg-Vorpommern (amt-barth.de) the Ingenieurkammer decides and may refuse non-EU applicants without reciprocity.",
      },
    },
    {
      group: "lawyer",
      body: "Rechtsanwaltskammer (regional bar) where you set up your office",
      url: "https://bayernportal.de/dokumente/leistung/8666219819244",
      steps:
        "Lawyers from WTO member states such as the US can apply to the regional bar where they establish an office for admission under their home title, with a certificate from their home licensing authority (renewed yearly); they may advise on home-country and international law but may not call themselves Rechtsanwalt. Admission costs €250–500 plus annual dues.",
      language: null,
      source: {
        publisher: "Freistaat Bayern (BayernPortal)",
        title: "Rechtsanwaltschaft; Beantragung der Aufnahme als Anwalt eines Mitgliedstaates der Welthandelsorganisation",
        url: "https://bayernportal.de/dokumente/leistung/8666219819244",
        asOf: "2026",
        reviewedOn: "2026-11-25",
        research: "search pages: 'Rechtsanwalt aus WTO-Mitgliedstaat Kammer Aufnahme § 206 BRAO ...'. Bavaria's official service portal describes admission of WTO lawyers under §§ 206-207 BRAO. Full admission as Rechtsanwalt requires the German legal qualification (not researched).",
      },
    },
  ],
};
