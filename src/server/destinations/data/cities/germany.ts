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
      reviewedOn: "2026-11-21",
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
        reviewedOn: "2026-11-21",
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
            reviewedOn: "2026-11-23",
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
            reviewedOn: "2026-11-21",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
        rent3Centre: {
          value: 2351,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "So viel Geld braucht man in Berlin zum Leben (t-online, Numbeo figures as of August 2025)",
            url: "https://www.europesays.com/de/?p=397887",
            asOf: "2025-08",
            reviewedOn: "2026-11-28",
            via: "Europe Says",
            research: "Copy on europesays.com of t-online's article (updated 05.09.2025), found with search 'Berlin Numbeo August 2025 Einzimmerwohnung im Stadtzentrum Euro außerhalb des Stadtzentrums Miete'. The stored copy of t-online's own URL is the March 2024 version.",
          },
          note: "Numbeo average rent for a 3-bedroom apartment in the city centre (called a four-room apartment in German, counting the living room), August 2025, as reported by t-online; no outside-centre figure was given.",
          research: "Article text: 'Vierzimmerwohnung im Stadtzentrum mit durchschnittlich rund 2.351 Euro' (Stand: August 2025), the rent Numbeo adds for its family of four; German room counts include the living room, so this is Numbeo's 'Apartment (3 bedrooms) in City Centre' (the March 2024 version of the same article gave about 2,440 euros for it). The article states 1-room apartment costs only inside totals with living costs (2,253 and 1,942 euros), not as rents, so rentCentre and rentOutside were not replaced.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Berlin.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Berlin pages (cost of living and property prices, in English and the local language; none was found for Berlin) and for Numbeo figures quoted in dated German press articles and ImmoScout24/Immowelt reports (which give rents per square metre); no 3-bedroom rent for Berlin dated 2024-12 or later was found. For Berlin, the one dated figure found (Numbeo via t-online, August 2025) is for the city centre only.",
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
          reviewedOn: "2026-11-28",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search 'Munich climate oceanic Cfb humid continental Dfb Köppen': 'According to the Köppen climate classification, the climate is oceanic (Cfb), independent of the isotherm but with some humid continental (Dfb) features'. Undated; the latest date in the section is a 2020-06-12 satellite image, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living Index 2024 Mid-Year: Munich",
        url: "https://themen.kleinanzeigen.de/magazin/ratgeber/lebenshaltungskosten-muenchen/",
        asOf: "2024",
        reviewedOn: "2026-11-21",
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
            reviewedOn: "2026-11-21",
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
            reviewedOn: "2026-11-21",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Munich.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Munich pages (cost of living and property prices, in English and the local language; none was found for Munich) and for Numbeo figures quoted in dated German press articles and ImmoScout24/Immowelt reports (which give rents per square metre); no 3-bedroom rent for Munich dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Munich.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Munich pages (cost of living and property prices, in English and the local language; none was found for Munich) and for Numbeo figures quoted in dated German press articles and ImmoScout24/Immowelt reports (which give rents per square metre); no 3-bedroom rent for Munich dated 2024-12 or later was found.",
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
        reviewedOn: "2026-11-21",
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
            reviewedOn: "2026-11-21",
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
            reviewedOn: "2026-11-21",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Frankfurt.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Frankfurt pages (cost of living and property prices, in English and the local language; none was found for Frankfurt) and for Numbeo figures quoted in dated German press articles and ImmoScout24/Immowelt reports (which give rents per square metre); no 3-bedroom rent for Frankfurt dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Frankfurt.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Frankfurt pages (cost of living and property prices, in English and the local language; none was found for Frankfurt) and for Numbeo figures quoted in dated German press articles and ImmoScout24/Immowelt reports (which give rents per square metre); no 3-bedroom rent for Frankfurt dated 2024-12 or later was found.",
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
        reviewedOn: "2026-11-21",
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
            reviewedOn: "2026-11-21",
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
            reviewedOn: "2026-11-21",
            via: "upday",
            research: "Article: 'Deutschlandticket wird teurer: ab jetzt 63 statt 58 Euro'.",
          },
          note: "Deutschlandticket, the nationwide monthly local-transport subscription (EUR 58 in 2025)",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Hamburg.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Hamburg pages (cost of living and property prices, in English and the local language; none was found for Hamburg) and for Numbeo figures quoted in dated German press articles and ImmoScout24/Immowelt reports (which give rents per square metre); no 3-bedroom rent for Hamburg dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Hamburg.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Hamburg pages (cost of living and property prices, in English and the local language; none was found for Hamburg) and for Numbeo figures quoted in dated German press articles and ImmoScout24/Immowelt reports (which give rents per square metre); no 3-bedroom rent for Hamburg dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
