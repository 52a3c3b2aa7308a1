import type { CountryPlaces } from "../dataset.schema";

/**
 * United Kingdom: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "united-kingdom",
  name: "United Kingdom",
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
      name: "London",
      climate: {
        koppen: "Cfb",
        described: "temperate oceanic climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of London",
          url: "https://en.wikipedia.org/wiki/Climate_of_London",
          asOf: "2022",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Climate of London temperate oceanic climate Köppen Cfb': 'According to the Köppen climate classification, London has a temperate oceanic climate (Cfb)'. Undated; the latest date it states is the record high of 19 July 2022, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "Stokemont",
        title: "Cost of living study of the 20 largest UK cities, April 2023",
        url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
        asOf: "2023-04-26",
        reviewedOn: "2026-11-21",
        via: "Edinburgh Evening News",
        research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'.",
      },
      costs: {
        rentCentre: {
          value: 2086.54,
          currency: "GBP",
          source: {
            publisher: "Stokemont",
            title: "Cost of living study of the 20 largest UK cities, April 2023",
            url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
            asOf: "2023-04-26",
            reviewedOn: "2026-11-23",
            via: "Edinburgh Evening News",
            research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'.",
          },
          note: "Monthly rent for a 1-bedroom flat in the city centre (study published April 2023; no 2024+ per-city centre/outside 1-bedroom figure found)",
        },
        rentOutside: {
          value: 1442.38,
          currency: "GBP",
          source: {
            publisher: "Stokemont",
            title: "Cost of living study of the 20 largest UK cities, April 2023",
            url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
            asOf: "2023-04-26",
            reviewedOn: "2026-11-23",
            via: "Edinburgh Evening News",
            research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'.",
          },
          note: "Monthly rent for a 1-bedroom flat outside the city centre (study published April 2023; no 2024+ per-city figure found)",
        },
        utilities: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        transport: {
          value: 171.7,
          currency: "GBP",
          source: {
            publisher: "Transport for London",
            title: "Fares from 2 March 2025",
            url: "https://tfl.gov.uk/campaign/new-fares",
            asOf: "2025-03-02",
            reviewedOn: "2026-11-21",
          },
          note: "Adult monthly Travelcard, Zones 1-2",
        },
        rent3Centre: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for London.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's London pages (cost of living and property prices, in English and the local language; none was found for London) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for London dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for London.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's London pages (cost of living and property prices, in English and the local language; none was found for London) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for London dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Edinburgh",
      costsSource: {
        publisher: "Stokemont",
        title: "Cost of living study of the 20 largest UK cities, April 2023",
        url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
        asOf: "2023-04-26",
        reviewedOn: "2026-11-21",
        via: "Edinburgh Evening News",
        research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'.",
      },
      costs: {
        rentCentre: {
          value: 1005.4,
          currency: "GBP",
          source: {
            publisher: "Stokemont",
            title: "Cost of living study of the 20 largest UK cities, April 2023",
            url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
            asOf: "2023-04-26",
            reviewedOn: "2026-11-28",
            via: "Edinburgh Evening News",
            research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'. Pre-2024 figure kept: no 1-bedroom rent for Edinburgh dated 2024 or later was found in the stored sources (November 2026 searches, search tool, pages and code: Scottish Government Private Sector Rent Statistics 2010 to 2024 and 2010 to 2025, whose stored pages give Lothian's 2-bedroom mean (GBP 1,358 a month in the year to September 2024, GBP 1,356 to September 2025) and 1-bedroom shared mean (GBP 595, 2024) but not the 1-bedroom figure; ESPC's summaries of the Citylets reports for Q1 and Q2 2024, whose stored text stops before the Edinburgh breakdown; ONS Price Index of Private Rents bulletins (country level only); ONS private rental market statistics (England only), Wollit and Numbeo (no Edinburgh page)).",
          },
          note: "Monthly rent for a 1-bedroom flat in the city centre (study published April 2023; no 2024+ per-city centre/outside 1-bedroom figure found)",
        },
        rentOutside: {
          value: 755.23,
          currency: "GBP",
          source: {
            publisher: "Stokemont",
            title: "Cost of living study of the 20 largest UK cities, April 2023",
            url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
            asOf: "2023-04-26",
            reviewedOn: "2026-11-28",
            via: "Edinburgh Evening News",
            research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'. Pre-2024 figure kept: no 1-bedroom rent for Edinburgh dated 2024 or later was found in the stored sources (November 2026 searches, search tool, pages and code: Scottish Government Private Sector Rent Statistics 2010 to 2024 and 2010 to 2025, whose stored pages give Lothian's 2-bedroom mean (GBP 1,358 a month in the year to September 2024, GBP 1,356 to September 2025) and 1-bedroom shared mean (GBP 595, 2024) but not the 1-bedroom figure; ESPC's summaries of the Citylets reports for Q1 and Q2 2024, whose stored text stops before the Edinburgh breakdown; ONS Price Index of Private Rents bulletins (country level only); ONS private rental market statistics (England only), Wollit and Numbeo (no Edinburgh page)).",
          },
          note: "Monthly rent for a 1-bedroom flat outside the city centre (study published April 2023; no 2024+ per-city figure found)",
        },
        utilities: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for Edinburgh.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Edinburgh pages (cost of living and property prices, in English and the local language; none was found for Edinburgh) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for Edinburgh dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for Edinburgh.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Edinburgh pages (cost of living and property prices, in English and the local language; none was found for Edinburgh) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for Edinburgh dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Manchester",
      costsSource: {
        publisher: "Office for National Statistics",
        title: "Private rental market statistics, January 2026",
        url: "https://www.wollit.com/renting/areas/manchester",
        asOf: "2026-01",
        reviewedOn: "2026-11-21",
        via: "Wollit",
      },
      costs: {
        rentCentre: {
          value: 984,
          currency: "GBP",
          source: {
            publisher: "Office for National Statistics",
            title: "Private rental market statistics, January 2026",
            url: "https://www.wollit.com/renting/areas/manchester",
            asOf: "2026-01",
            reviewedOn: "2026-11-23",
            via: "Wollit",
          },
          note: "ONS mean monthly rent for a 1-bedroom home across the Manchester local authority, not a city-centre-only figure",
        },
        rentOutside: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found; the source gives one city-wide 1-bedroom average",
        },
        utilities: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for Manchester.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Manchester pages (cost of living and property prices, in English and the local language; none was found for Manchester) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for Manchester dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for Manchester.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Manchester pages (cost of living and property prices, in English and the local language; none was found for Manchester) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for Manchester dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Bristol",
      costsSource: {
        publisher: "Stokemont",
        title: "Cost of living study of the 20 largest UK cities, April 2023",
        url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
        asOf: "2023-04-26",
        reviewedOn: "2026-11-21",
        via: "Edinburgh Evening News",
        research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'.",
      },
      costs: {
        rentCentre: {
          value: 1146.96,
          currency: "GBP",
          source: {
            publisher: "Stokemont",
            title: "Cost of living study of the 20 largest UK cities, April 2023",
            url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
            asOf: "2023-04-26",
            reviewedOn: "2026-11-23",
            via: "Edinburgh Evening News",
            research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'.",
          },
          note: "Monthly rent for a 1-bedroom flat in the city centre (study published April 2023; no 2024+ per-city centre/outside 1-bedroom figure found)",
        },
        rentOutside: {
          value: 888,
          currency: "GBP",
          source: {
            publisher: "Stokemont",
            title: "Cost of living study of the 20 largest UK cities, April 2023",
            url: "https://www.edinburghnews.scotsman.com/lifestyle/money/edinburgh-named-third-most-expensive-place-to-live-in-uk-with-high-rents-the-biggest-factor-4118916",
            asOf: "2023-04-26",
            reviewedOn: "2026-11-23",
            via: "Edinburgh Evening News",
            research: "Article: 'Edinburgh named third most expensive place to live in UK with high rents the biggest factor'.",
          },
          note: "Monthly rent for a 1-bedroom flat outside the city centre (study published April 2023; no 2024+ per-city figure found)",
        },
        utilities: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "GBP",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for Bristol.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Bristol pages (cost of living and property prices, in English and the local language; none was found for Bristol) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for Bristol dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "GBP",
          note: "No published 3-bedroom figure for Bristol.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Bristol pages (cost of living and property prices, in English and the local language; none was found for Bristol) and for ONS Price Index of Private Rents bulletins (the stored copies give averages by country and region, and by bedroom count only for Great Britain as a whole) and Numbeo figures quoted in dated articles; no 3-bedroom rent for Bristol dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
