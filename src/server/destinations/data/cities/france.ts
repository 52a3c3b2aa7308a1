import type { CountryPlaces } from "../dataset.schema";

/**
 * France: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "france",
  name: "France",
  climate: {
    types: [
      "temperate",
      "mediterranean",
    ],
    source: {
      publisher: "Scientific Data",
      title: "Beck et al. (2018), Present and future Köppen-Geiger climate classification maps at 1-km resolution",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
      reviewedOn: "2026-11-21",
    },
  },
  coastal: true,
  cities: [
    {
      name: "Paris",
      climate: {
        koppen: "Cfb",
        described: "typical oceanic climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Paris",
          url: "https://en.wikipedia.org/wiki/Climate_of_Paris",
          asOf: "2019",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search '= Climate of Paris = Paris has an oceanic climate (Köppen: Cfb)': 'Paris has a typical oceanic climate (Köppen climate classification: Cfb), affected by the North Atlantic Current'. Undated; the latest date it states is the record high of 25 July 2019, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "Pandaloc",
        title: "Rent barometer, March 2023",
        url: "https://www.bientotdemain.com/immobilier/quelles-sont-les-grandes-tendances-en-termes-de-loyers-dun-appartement-2-pieces-en-france-pour-mars-2023/",
        asOf: "2023-03",
        reviewedOn: "2026-11-21",
        via: "Bientôt Demain",
      },
      costs: {
        rentCentre: {
          value: 1392,
          currency: "EUR",
          source: {
            publisher: "Pandaloc",
            title: "Rent barometer, March 2023",
            url: "https://www.bientotdemain.com/immobilier/quelles-sont-les-grandes-tendances-en-termes-de-loyers-dun-appartement-2-pieces-en-france-pour-mars-2023/",
            asOf: "2023-03",
            reviewedOn: "2026-11-23",
            via: "Bientôt Demain",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: 88.8,
          currency: "EUR",
          source: {
            publisher: "RATP",
            title: "Forfait Navigo Mois (fares from 1 January 2025)",
            url: "https://www.ratp.fr/titres-et-tarifs/forfait-navigo-mois",
            asOf: "2025-01",
            reviewedOn: "2026-11-21",
            research: "RATP's Navigo Mois page lists 'Tarifs applicables au 1er janvier 2025': all zones EUR 88.80. Replaces a franceinfo report of the 2025 price (https://www.francetvinfo.fr/economie/transports/transports-le-tarif-du-passe-navigo-augmente-l-annee-prochaine-et-coutera-88-80-euros_6925001.html). IDFM's 2026 price of EUR 90.80 was reported by Boursorama/AFP (2025-11-27) and generation-nt; not on an IDFM page in the search store.",
          },
          note: "Navigo monthly pass, all zones, 2025 price (IDFM announced EUR 90.80 for 2026)",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Paris.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Paris pages (cost of living and property prices, in English and the local language; none was found for Paris) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Paris dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Paris.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Paris pages (cost of living and property prices, in English and the local language; none was found for Paris) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Paris dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Lyon",
      costsSource: {
        publisher: "Pandaloc",
        title: "Rent barometer, March 2023",
        url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
        asOf: "2023-03",
        reviewedOn: "2026-11-21",
        via: "CPGA",
      },
      costs: {
        rentCentre: {
          value: 920,
          currency: "EUR",
          source: {
            publisher: "Pandaloc",
            title: "Rent barometer, March 2023",
            url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
            asOf: "2023-03",
            reviewedOn: "2026-11-23",
            via: "CPGA",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Lyon.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Lyon pages (cost of living and property prices, in English and the local language; none was found for Lyon) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Lyon dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Lyon.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Lyon pages (cost of living and property prices, in English and the local language; none was found for Lyon) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Lyon dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Bordeaux",
      costsSource: {
        publisher: "Pandaloc",
        title: "Rent barometer, March 2023",
        url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
        asOf: "2023-03",
        reviewedOn: "2026-11-21",
        via: "CPGA",
      },
      costs: {
        rentCentre: {
          value: 866,
          currency: "EUR",
          source: {
            publisher: "Pandaloc",
            title: "Rent barometer, March 2023",
            url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
            asOf: "2023-03",
            reviewedOn: "2026-11-23",
            via: "CPGA",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Bordeaux.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Bordeaux pages (cost of living and property prices, in English and the local language; none was found for Bordeaux) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Bordeaux dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Bordeaux.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Bordeaux pages (cost of living and property prices, in English and the local language; none was found for Bordeaux) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Bordeaux dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Nice",
      costsSource: {
        publisher: "Pandaloc",
        title: "Rent barometer, March 2023",
        url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
        asOf: "2023-03",
        reviewedOn: "2026-11-21",
        via: "CPGA",
      },
      costs: {
        rentCentre: {
          value: 912,
          currency: "EUR",
          source: {
            publisher: "Pandaloc",
            title: "Rent barometer, March 2023",
            url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
            asOf: "2023-03",
            reviewedOn: "2026-11-23",
            via: "CPGA",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Nice.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Nice pages (cost of living and property prices, in English and the local language; none was found for Nice) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Nice dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Nice.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Nice pages (cost of living and property prices, in English and the local language; none was found for Nice) and for Numbeo's French country page (fr.numbeo.com, November 2025, national averages only) and LocService/SeLoger/Clameur reports (per square metre or older T3 figures); no 3-bedroom rent for Nice dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
