/** italy: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const italySchools: CountrySchools = {
  country: "italy",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Italian"],
    text:
      "State schooling is free through the compulsory years: no fee is charged to enrol in or attend primary, lower secondary or the first three years of upper secondary school. Only the 4th and 5th years of upper secondary school carry small state school taxes (an enrolment tax of EUR 6.04 once and an attendance tax of EUR 15.13 a year, waived for families with an ISEE up to EUR 20,000 or for good marks). Schools often ask a 'voluntary contribution', which families need not pay, and may recover costs they pay on the family's behalf (pupil insurance, trips). Foreign children have the same right and duty to attend, whatever their residence status; teaching is in Italian, with Italian-as-a-second-language support organised by the school.",
    source: {
      publisher: "Cittadinanzattiva",
      title: "Quanto costa frequentare una scuola pubblica in Italia",
      url: "https://cittadinanzattiva.it/notizie/16330-quanto-costa-frequentare-una-scuola-pubblica-in-italia.html",
      asOf: "2024",
      reviewedOn: "2026-11-28",
      research:
        "Citizens' rights NGO, written during 2023-24. Tax amounts and ISEE waiver: stranotizie.it and Blasting News (2019-06, decree 370/2019). Voluntary contribution: ministry note 593 of 7 March 2013 as reported by money.it. Foreign pupils' right whatever their status: art. 38 D.Lgs. 286/1998 and art. 45 DPR 394/1999 (paperblog copy of the ministry guidance; Regione Sardegna's Sardegna Migranti portal). Italian L2 support: piemonteimmigrazione.it guide (2014), stated loosely.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 16,
    note: "Ten years: five of primary, three of lower secondary and the first two of upper secondary school (or a regional vocational course); young people then have a right and duty to education or training until 18 or a qualification.",
    source: {
      publisher: "European Commission",
      title: "Eurydice: Italy, Organisation of the education system and of its structure",
      url: "https://eurydice.eacea.ec.europa.eu/national-education-systems/italy/organisation-education-system-and-its-structure",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Eurydice: 'Education is compulsory for 10 years from 6 to 16 years of age.' The right-and-duty to 18 is from the ministry guidance on foreign pupils (CM 24/2006) as quoted on paperblog, stated loosely. Page date not shown in the excerpt; asOf is the year read as current.",
    },
  },
  enrolment: {
    text:
      "A foreign child can be enrolled at any time of the school year, directly at the state school (istituto comprensivo for primary and lower secondary). The child normally joins the class matching their age, unless the teachers decide otherwise after looking at the school system of the country of origin and assessing the child's skills. The school asks for identity and civil-status documents (ID or passport, tax code, birth certificate), the vaccination record (the compulsory vaccinations must be documented at enrolment, or a request for them made to the local health authority), previous school reports, and the residence permit (or the police headquarters' receipt for the application). A child with missing or incomplete documents is still enrolled, provisionally ('con riserva').",
    source: {
      publisher: "Regione Autonoma della Sardegna",
      title: "Sardegna Migranti: Iscrizione a scuola",
      url: "https://www.sardegnamigranti.it/index.php?xsl=696&s=91267&v=2&c=5371",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "Regional government portal restating the national rules (DPR 394/1999 art. 45). Vaccinations: D.L. 73/2017 as explained by icspiandelbruscolo.edu.it (missing proof does not cancel enrolment beyond nursery school). Undated page; asOf is the year read as current.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Each region sets its calendar: in 2025-26 lessons began between 8 September (Bolzano) and 16 September; Lombardy (Milan) on 12 September, and Lazio (Rome), Tuscany (Florence) and Emilia-Romagna (Bologna) on 15 September. Lessons end in early to mid-June.",
    source: {
      publisher: "Corriere della Calabria",
      title: "Vacanze agli sgoccioli, è tempo di tornare a scuola",
      url: "https://www.corrieredellacalabria.it/2025/09/07/vacanze-agli-sgoccioli-e-tempo-di-tornare-a-scuola/",
      asOf: "2025-09-07",
      reviewedOn: "2026-11-28",
      research: "Agency (Dire) list by region; the same dates in Quotidiano.net (2025-06). Regions set the calendar: Eurydice Italy 'Key features of the education system'.",
    },
  },
  internationalSchools: [
    {
      name: "American Overseas School of Rome",
      city: "Rome",
      fee: {
        amount: 20200,
        currency: "EUR",
        period: "year",
        what: "annual tuition, grades 1-3, 2025-26 (plus a one-time EUR 5,500 capital assessment per family and EUR 800 enrolment fee)",
        source: {
          publisher: "American Overseas School of Rome",
          title: "2025-26 Tuition Fees",
          url: "https://www.aosr.org/admissions/tuition-fees",
          asOf: "2025-09",
          reviewedOn: "2026-11-28",
        },
      },
    },
  ],
  internationalNote: "Only one school with a current published fee was found; the Milan, Florence and Bologna fee figures in the sources were undated aggregator figures.",
};
