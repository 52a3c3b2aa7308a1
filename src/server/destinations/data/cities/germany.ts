import type { CountryPlaces } from "../dataset.schema";

/**
 * Germany: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "germany",
  name: "Germany",
  climate: {
    types: [
      "temperate",
    ],
    source: {
      publisher: "Scientific Data",
      title: "Beck et al. (2018), Present and future Köppen-Geiger climate classification maps at 1-km resolution",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
    },
  },
  coastal: true,
  cities: [
    {
      name: "Berlin",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Berlin, March 2024",
        url: "https://t-online.de/region/berlin/id_100363746/berlin-gehalt-und-miete-im-check-so-teuer-ist-das-leben-in-der-stadt.html",
        asOf: "2024-03",
        via: "t-online",
      },
      costs: {
        rentCentre: {
          value: 1289.51,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Cost of living figures for Berlin, March 2024",
            url: "https://t-online.de/region/berlin/id_100363746/berlin-gehalt-und-miete-im-check-so-teuer-ist-das-leben-in-der-stadt.html",
            asOf: "2024-03",
            via: "t-online",
          },
          note: "Numbeo average for a 1-room apartment in the city centre, as of March 2024",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
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
          value: 63,
          currency: "EUR",
          source: {
            publisher: "Deutschlandticket",
            title: "Price from January 2026",
            url: "https://www.upday.com/de/news/deutschlandticket-wird-teurer-ab-jetzt-63-statt-58-euro/pdgln34",
            asOf: "2026-01",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
      },
    },
    {
      name: "Munich",
      climate: {
        koppen: "Cfb",
        described: "oceanic climate, with some humid continental (Dfb) features",
        source: {
          publisher: "Wikipedia",
          title: "Munich (Geography section)",
          url: "https://wiki.niidae.com/index.php?action=edit&section=10&title=Munich",
          asOf: "2020",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search 'Munich climate oceanic Cfb humid continental Dfb Köppen': 'According to the Köppen climate classification, the climate is oceanic (Cfb), independent of the isotherm but with some humid continental (Dfb) features'. Undated; the latest date in the section is a 2020-06-12 satellite image, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living Index 2024 Mid-Year: Munich",
        url: "https://themen.kleinanzeigen.de/magazin/ratgeber/lebenshaltungskosten-muenchen/",
        asOf: "2024",
        via: "Kleinanzeigen",
      },
      costs: {
        rentCentre: {
          value: 1724,
          currency: "EUR",
          source: {
            publisher: "Realting.com",
            title: "Rent prices in German cities",
            url: "https://realting.com/news/rent-prices-in-germany-cities",
            asOf: "2025",
            research: "The page draws on the GREIX rental index Q3 2025 and other sources.",
          },
          note: "City-wide average warm rent (including heating and service charges) for a one-room flat, Q3 2025; a one-room flat is smaller than a one-bedroom, and the figure is not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
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
          value: 63,
          currency: "EUR",
          source: {
            publisher: "Deutschlandticket",
            title: "Price from January 2026",
            url: "https://www.upday.com/de/news/deutschlandticket-wird-teurer-ab-jetzt-63-statt-58-euro/pdgln34",
            asOf: "2026-01",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
      },
    },
    {
      name: "Frankfurt",
      costsSource: {
        publisher: "Deutschlandticket",
        title: "Price from January 2026",
        url: "https://www.upday.com/de/news/deutschlandticket-wird-teurer-ab-jetzt-63-statt-58-euro/pdgln34",
        asOf: "2026-01",
        via: "upday",
        research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
      },
      costs: {
        rentCentre: {
          value: 1250,
          currency: "EUR",
          source: {
            publisher: "Realting.com",
            title: "Rent prices in German cities",
            url: "https://realting.com/news/rent-prices-in-germany-cities",
            asOf: "2025",
            research: "The page draws on the GREIX rental index Q3 2025 and other sources.",
          },
          note: "City-wide average warm rent (including heating and service charges) for a one-room flat, Q3 2025; a one-room flat is smaller than a one-bedroom, and the figure is not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
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
          value: 63,
          currency: "EUR",
          source: {
            publisher: "Deutschlandticket",
            title: "Price from January 2026",
            url: "https://www.upday.com/de/news/deutschlandticket-wird-teurer-ab-jetzt-63-statt-58-euro/pdgln34",
            asOf: "2026-01",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
      },
    },
    {
      name: "Hamburg",
      costsSource: {
        publisher: "Deutschlandticket",
        title: "Price from January 2026",
        url: "https://www.upday.com/de/news/deutschlandticket-wird-teurer-ab-jetzt-63-statt-58-euro/pdgln34",
        asOf: "2026-01",
        via: "upday",
        research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
      },
      costs: {
        rentCentre: {
          value: 1266,
          currency: "EUR",
          source: {
            publisher: "Realting.com",
            title: "Rent prices in German cities",
            url: "https://realting.com/news/rent-prices-in-germany-cities",
            asOf: "2025",
            research: "The page draws on the GREIX rental index Q3 2025 and other sources.",
          },
          note: "City-wide average warm rent (including heating and service charges) for a one-room flat, Q3 2025; a one-room flat is smaller than a one-bedroom, and the figure is not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
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
          value: 63,
          currency: "EUR",
          source: {
            publisher: "Deutschlandticket",
            title: "Price from January 2026",
            url: "https://www.upday.com/de/news/deutschlandticket-wird-teurer-ab-jetzt-63-statt-58-euro/pdgln34",
            asOf: "2026-01",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
      },
    },
  ],
};
