/** germany: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const germanySchools: CountrySchools = {
  country: "germany",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["German"],
    text:
      "Public schools charge no tuition, and newly arrived children are bound by compulsory schooling like any other child, even if they speak no German yet. Each of the 16 states runs its own school system. In Berlin, children of 6 and 7 join the first two years of primary school directly, while newcomers from about 8 who speak little German first learn it in a small 'welcome class' (Willkommensklasse), joining ordinary lessons in subjects such as art, music and sport from the start and moving to a regular class as soon as they can.",
    source: {
      publisher: "Land Berlin",
      title: "Willkommensklassen in Berlin",
      url: "https://familienportal.berlin.de/artikel/willkommensklassen-in-berlin",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Family portal of the Berlin Senate: 'Öffentliche Schulen in Berlin sind kostenlos'; schooling duty for newcomers 6-18. Other states run similar preparatory classes under other names (not researched). Undated page; asOf is the year read as current.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 18,
    note: "Berlin: compulsory schooling for newly arrived children and young people aged 6 to 18. Full-time schooling lasts 9 or 10 years depending on the state; after it, young people who are not in full-time school attend part-time vocational school, generally until 18 or the end of an apprenticeship. Rules differ by state.",
    source: {
      publisher: "Land Berlin",
      title: "Willkommensklassen in Berlin",
      url: "https://familienportal.berlin.de/artikel/willkommensklassen-in-berlin",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The 9/10 years of full-time schooling and the vocational-school duty (Berufsschulpflicht) are from a school-summary paste (pastebin.com/jeSyQkQS), not an official page: kept in the note only as the general pattern. No Eurydice Germany page in the corpus.",
    },
  },
  enrolment: {
    text:
      "Register your address (Anmeldung) first. In Berlin, parents of a newly arrived child go to the coordination office of the school office (Schulamt) of their district; it decides the school, the class and whether the child needs a welcome class, taking account of age, a language test and a school medical examination. The parents then register the child in person at the school named. Schools ask for the child's passport or ID and birth certificate, the parents' ID, the registration certificate (Meldebescheinigung) or the lease, and the vaccination record: proof of measles vaccination or immunity has been required before a child may attend since March 2020.",
    source: {
      publisher: "Land Berlin",
      title: "Willkommensklassen in Berlin (berlin.de)",
      url: "https://www.berlin.de/familie/informationen/willkommensklassen-in-berlin-270",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "Procedure: berlin.de (as also quoted by kiepertgrundschule.de, 'Stand 13.09.2018'). Documents: Mierendorff-Grundschule (Berlin) enrolment page for 2026/27. Measles: Masernschutzgesetz in force 1 March 2020 (Schwarzwälder Bote, 2020-03; Berliner Morgenpost, 2021-02). Undated page.",
    },
  },
  schoolYearStarts: {
    month: 8,
    note: "The school year formally starts on 1 August, but each state sets its own summer holidays, so classes resume between early August and mid-September: in 2025 Saxony, Saxony-Anhalt and Thuringia went back on 11 August and Bavaria last, on 16 September.",
    source: {
      publisher: "Bundeszentrale für politische Bildung",
      title: "Deutschland-Chronik: 28. Oktober 1964 (Hamburger Abkommen)",
      url: "https://bpb.de/themen/zeit-kulturgeschichte/deutschland-chronik/131695/28-oktober-1964",
      asOf: "1964-10-28",
      reviewedOn: "2026-11-28",
      research: "The 1964 Hamburg Agreement between the states sets the start of the school year on 1 August and allows staggered holidays. 2025 dates: OVB Heimatzeitungen (dpa), 2025-07-31.",
    },
  },
  internationalSchools: [
    {
      name: "Metropolitan School Frankfurt",
      city: "Frankfurt",
      fee: {
        amount: 14640,
        currency: "EUR",
        period: "year",
        what: "regular annual tuition, primary school grades 1 to 5, 2024-25 (plus a one-time EUR 1,000 registration fee and EUR 5,300 joining fee)",
        source: {
          publisher: "Metropolitan School Frankfurt",
          title: "Tuition and Fees Schedule for the School Year 2024/2025",
          url: "https://m-school.de/wp-content/uploads/2024/04/20240228-Tuition-and-Fees-2024-25.html",
          asOf: "2024-02-28",
          reviewedOn: "2026-11-28",
        },
      },
    },
  ],
  internationalNote: "Only one school with a dated, current fee was found: the Berlin, Munich and Hamburg fee pages in the sources were several years old, undated or income-based.",
};
