import type { CountryPlaces } from "../dataset.schema";

/**
 * Italy: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "italy",
  name: "Italy",
  climate: {
    types: [
      "mediterranean",
      "temperate",
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
      name: "Rome",
      climate: {
        koppen: "Csa",
        source: {
          publisher: "Wikipedia",
          title: "Roma: differenze tra le versioni (Italian Wikipedia, Clima section)",
          url: "https://it.m.wikipedia.org/wiki/Speciale:DiffMobile/117688142",
          asOf: "2015",
          reviewedOn: "2026-11-28",
          research: "Stored copy of an Italian Wikipedia revision view of the article 'Roma', found with search 'Rome, Italy climate classified as Csa under the Köppen climatic classification': 'Secondo la classificazione dei climi di Köppen, Roma appartiene alla fascia Csa, ossia al clima temperato con estate calda', cited to a meteogiornale.it article of 7 May 2006 accessed 16 August 2015 (the latest date in the part read, hence the as-of year). A copy of the English Wikipedia text seen in the same search says 'Rome has a Mediterranean climate (Köppen climate classification: Csa)'.",
        },
      },
      costsSource: {
        publisher: "Immobiliare.it Insights",
        title: "Bilocale rents by city, May 2025",
        url: "https://www.cinquantamila.it/storyTellerArticolo.php?storyId=681e146f34e88",
        asOf: "2025-05",
        reviewedOn: "2026-11-21",
        via: "Cinquantamila",
        research: "Cinquantamila reproduces the Corriere della Sera article of 9 May 2025 quoting Immobiliare.it Insights.",
      },
      costs: {
        rentCentre: {
          value: 1000,
          currency: "EUR",
          source: {
            publisher: "Immobiliare.it Insights",
            title: "Bilocale rents by city, May 2025",
            url: "https://www.cinquantamila.it/storyTellerArticolo.php?storyId=681e146f34e88",
            asOf: "2025-05",
            reviewedOn: "2026-11-23",
            via: "Cinquantamila",
            research: "Cinquantamila reproduces the Corriere della Sera article of 9 May 2025 quoting Immobiliare.it Insights.",
          },
          note: "Average asking rent for a bilocale (2-room, 1-bedroom) apartment across the city, not split into centre and outside (about EUR 1,000)",
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
          value: 35,
          currency: "EUR",
          source: {
            publisher: "ATAC Roma",
            title: "Fares",
            url: "https://www.atac.roma.it",
            asOf: "2025",
            reviewedOn: "2026-11-21",
          },
          note: "ATAC Metrebus Roma monthly pass.",
          research: "ATAC Metrebus Roma monthly pass. From the published edition; not read in a stored copy here. The EUR 35 ordinary personal monthly pass dates from the May 2012 tariff (ATAC price list on doczz.it; negozidiroma.com); the 2024 rise of the single BIT ticket to EUR 2 (Corriere dello Sport, 2024-04-17) may have been accompanied by pass changes, so re-check on atac.roma.it.",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Rome.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Rome pages (cost of living and property prices, in English and the local language; none was found for Rome) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Rome dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Rome.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Rome pages (cost of living and property prices, in English and the local language; none was found for Rome) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Rome dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Milan",
      costsSource: {
        publisher: "Immobiliare.it Insights",
        title: "Bilocale rents by city, May 2025",
        url: "https://www.cinquantamila.it/storyTellerArticolo.php?storyId=681e146f34e88",
        asOf: "2025-05",
        reviewedOn: "2026-11-21",
        via: "Cinquantamila",
        research: "Cinquantamila reproduces the Corriere della Sera article of 9 May 2025 quoting Immobiliare.it Insights.",
      },
      costs: {
        rentCentre: {
          value: 1243,
          currency: "EUR",
          source: {
            publisher: "Immobiliare.it Insights",
            title: "Bilocale rents by city, May 2025",
            url: "https://www.cinquantamila.it/storyTellerArticolo.php?storyId=681e146f34e88",
            asOf: "2025-05",
            reviewedOn: "2026-11-23",
            via: "Cinquantamila",
            research: "Cinquantamila reproduces the Corriere della Sera article of 9 May 2025 quoting Immobiliare.it Insights.",
          },
          note: "Average asking rent for a bilocale (2-room, 1-bedroom) apartment across the city, not split into centre and outside",
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
          value: 39,
          currency: "EUR",
          source: {
            publisher: "ATM Milano",
            title: "Fares",
            url: "https://www.atm.it",
            asOf: "2025",
            reviewedOn: "2026-11-21",
          },
          note: "ATM urban monthly pass (Mi1-Mi3).",
          research: "ATM urban monthly pass (Mi1-Mi3). From the published edition; not read in a stored copy here. Press reports of the July 2019 STIBM tariff give the ordinary monthly pass as EUR 39 (up from 35); ATM's own subscriptions page (https://atm.it/it/ViaggiaConNoi/Abbonamenti/Pagine/Tipologie.aspx) in the search store shows no prices.",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Milan.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Milan pages (cost of living and property prices, in English and the local language; none was found for Milan) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Milan dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Milan.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Milan pages (cost of living and property prices, in English and the local language; none was found for Milan) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Milan dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Florence",
      costsSource: {
        publisher: "Immobiliare.it Insights",
        title: "Bilocale rents by city, May 2025",
        url: "https://www.cinquantamila.it/storyTellerArticolo.php?storyId=681e146f34e88",
        asOf: "2025-05",
        reviewedOn: "2026-11-21",
        via: "Cinquantamila",
        research: "Cinquantamila reproduces the Corriere della Sera article of 9 May 2025 quoting Immobiliare.it Insights.",
      },
      costs: {
        rentCentre: {
          value: 1113,
          currency: "EUR",
          source: {
            publisher: "Immobiliare.it Insights",
            title: "Bilocale rents by city, May 2025",
            url: "https://www.cinquantamila.it/storyTellerArticolo.php?storyId=681e146f34e88",
            asOf: "2025-05",
            reviewedOn: "2026-11-23",
            via: "Cinquantamila",
            research: "Cinquantamila reproduces the Corriere della Sera article of 9 May 2025 quoting Immobiliare.it Insights.",
          },
          note: "Average asking rent for a bilocale (2-room, 1-bedroom) apartment across the city, not split into centre and outside",
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
          note: "No published 3-bedroom figure for Florence.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Florence pages (cost of living and property prices, in English and the local language; none was found for Florence) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Florence dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Florence.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Florence pages (cost of living and property prices, in English and the local language; none was found for Florence) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Florence dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Bologna",
      costsSource: {
        publisher: "Immobiliare.it Insights",
        title: "Bilocale rents by city, 2025",
        url: "https://www.pianetadesign.it/news/quanto-costa-un-bilocale-differenza-tra-prezzi-reali-e-ideali.php",
        asOf: "2025-05",
        reviewedOn: "2026-11-21",
        via: "PianetaDesign",
      },
      costs: {
        rentCentre: {
          value: 918,
          currency: "EUR",
          source: {
            publisher: "Immobiliare.it Insights",
            title: "Bilocale rents by city, 2025",
            url: "https://www.pianetadesign.it/news/quanto-costa-un-bilocale-differenza-tra-prezzi-reali-e-ideali.php",
            asOf: "2025-05",
            reviewedOn: "2026-11-23",
            via: "PianetaDesign",
          },
          note: "Average asking rent for a bilocale (2-room, 1-bedroom) apartment across the city, not split into centre and outside",
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
          note: "No published 3-bedroom figure for Bologna.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Bologna pages (cost of living and property prices, in English and the local language; none was found for Bologna) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Bologna dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Bologna.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Bologna pages (cost of living and property prices, in English and the local language; none was found for Bologna) and for Immobiliare.it and Idealista reports (which give rents per square metre or by number of rooms before 2024-12); no 3-bedroom rent for Bologna dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
