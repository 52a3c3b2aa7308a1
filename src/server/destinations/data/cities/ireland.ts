import type { CountryPlaces } from "../dataset.schema";

/**
 * Ireland: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "ireland",
  name: "Ireland",
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
      name: "Dublin",
      costsSource: {
        publisher: "Daft.ie",
        title: "Irish Rental Report, Q4 2024",
        url: "https://council.ie/new-report-by-daft-ie-shows-rents-up-by-5-7-in-2024/",
        asOf: "2024",
        reviewedOn: "2026-11-25",
        via: "council.ie",
        research: "council.ie summary of Daft.ie's 'Irish Rental Report Q4 2024' (one-bedroom averages: Dublin 2 EUR 2,004, Dublin 4 EUR 1,902, Galway city EUR 1,413). Replaces the Health Insurance Authority market bulletin (Irish Examiner, https://www.irishexaminer.com/business/economy/arid-41714979.html), which backed only the health-insurance figure now removed.",
      },
      costs: {
        rentCentre: {
          value: 2004,
          currency: "EUR",
          note: "Daft.ie average rent for a one-bedroom apartment in Dublin 2 (the south city centre), Q4 2024; Dublin 4 averaged EUR 1,902.",
          research: "Was null with the note: 'No published per-city 1-bedroom figure found; Daft.ie gives only all-property averages for Dublin (EUR 2,294 to 2,704 by area in Q3 2024)'. The Q4 2024 one-bedroom figure for Dublin 2 was found in council.ie's summary of the Daft.ie report (cited as the city's costs source).",
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
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Dublin.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Dublin pages (cost of living and property prices, in English and the local language; none was found for Dublin) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Dublin dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Dublin.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Dublin pages (cost of living and property prices, in English and the local language; none was found for Dublin) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Dublin dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Cork",
      climate: {
        koppen: "Cfb",
        described: "mild oceanic climate",
        source: {
          publisher: "TheCork.ie",
          title: "Cork climate (TheCork.ie, 8 September 2020)",
          url: "https://thecork.ie/?p=39374",
          asOf: "2020-09-08",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Cork Ireland oceanic climate Köppen Cfb': 'The climate of Cork, like the vast majority of Ireland, is mild oceanic (Cfb in the Koeppen climate classification)'. Article by Tom Collins dated 8 September 2020.",
        },
      },
      costsSource: {
        publisher: "Daft.ie",
        title: "Irish Rental Report, Q4 2024",
        url: "https://council.ie/new-report-by-daft-ie-shows-rents-up-by-5-7-in-2024/",
        asOf: "2024",
        reviewedOn: "2026-11-25",
        via: "council.ie",
        research: "council.ie summary of Daft.ie's 'Irish Rental Report Q4 2024' (one-bedroom averages: Dublin 2 EUR 2,004, Dublin 4 EUR 1,902, Galway city EUR 1,413). Replaces the Health Insurance Authority market bulletin (Irish Examiner, https://www.irishexaminer.com/business/economy/arid-41714979.html), which backed only the health-insurance figure now removed.",
      },
      costs: {
        rentCentre: {
          value: 1005,
          currency: "EUR",
          source: {
            publisher: "Daft.ie",
            title: "Rental Price Report, Q1 2019",
            url: "https://www.echolive.ie/corknews/arid-40150829.html",
            asOf: "2019",
            reviewedOn: "2026-11-21",
            via: "Echo Live",
            research: "Article: 'Average rent for a property in Cork city is now EUR 1,331 a month'.",
          },
          note: "Dated 2019: Daft.ie average asking rent for a one-bed apartment in Cork city, Q1 2019; city-wide, not split into centre and outside. No newer one-bed figure found; Daft.ie's all-property Cork city average rose from EUR 1,331 (Q1 2019) to EUR 2,213 (Q1 2025), so current one-bed rents are likely well above this",
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
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Cork.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Cork pages (cost of living and property prices, in English and the local language; none was found for Cork) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Cork dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Cork.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Cork pages (cost of living and property prices, in English and the local language; none was found for Cork) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Cork dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Galway",
      costsSource: {
        publisher: "Daft.ie",
        title: "Irish Rental Report, Q4 2024",
        url: "https://council.ie/new-report-by-daft-ie-shows-rents-up-by-5-7-in-2024/",
        asOf: "2024",
        reviewedOn: "2026-11-25",
        via: "council.ie",
        research: "council.ie summary of Daft.ie's 'Irish Rental Report Q4 2024' (one-bedroom averages: Dublin 2 EUR 2,004, Dublin 4 EUR 1,902, Galway city EUR 1,413). Replaces Daft.ie's Q3 2022 report as given by Galway Daily.",
      },
      costs: {
        rentCentre: {
          value: 1413,
          currency: "EUR",
          note: "Daft.ie average rent for a one-bedroom apartment in Galway city, Q4 2024; not split into centre and outside.",
          research: "Was EUR 1,142 (Daft.ie Q3 2022 via Galway Daily, https://www.galwaydaily.com/news/housing/galway-rents-continue-to-spiral-out-of-control-in-latest-daft-ie-report/); updated to the Q4 2024 one-bedroom figure in council.ie's summary of the Daft.ie report (the city's costs source). Earlier note: Dated 2022: Daft.ie average rent for a 1-bedroom apartment in Galway city, Q3 2022; not split into centre and outside. No newer 1-bedroom figure found; Daft.ie's all-property Galway city average was EUR 2,304 in Q1 2025 (Offaly Independent, https://www.offalyindependent.ie/2025/05/19/average-monthly-rent-exceeds-e2000-for-the-first-time)",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide 1-bedroom average",
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
          note: "No published 3-bedroom figure for Galway.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Galway pages (cost of living and property prices, in English and the local language; none was found for Galway) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Galway dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Galway.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Galway pages (cost of living and property prices, in English and the local language; none was found for Galway) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Galway dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Limerick",
      costsSource: {
        publisher: "Daft.ie",
        title: "Rental Price Report, Q4 2023",
        url: "https://www.limerickleader.ie/news/home/1441669/cost-of-renting-a-single-room-in-limerick-city-centre-soars-by-two-thirds.html",
        asOf: "2023",
        reviewedOn: "2026-11-21",
        via: "Limerick Leader",
      },
      costs: {
        rentCentre: {
          value: 1196,
          currency: "EUR",
          source: {
            publisher: "Daft.ie",
            title: "Rental Price Report, Q4 2023",
            url: "https://www.limerickleader.ie/news/home/1441669/cost-of-renting-a-single-room-in-limerick-city-centre-soars-by-two-thirds.html",
            asOf: "2023",
            reviewedOn: "2026-11-23",
            via: "Limerick Leader",
          },
          note: "Dated 2023: Daft.ie average rent for a 1-bedroom apartment in Limerick city (Q4 2023 report); not split into centre and outside. No 2024+ 1-bedroom figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide 1-bedroom average",
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
          note: "No published 3-bedroom figure for Limerick.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Limerick pages (cost of living and property prices, in English and the local language; none was found for Limerick) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Limerick dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Limerick.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Limerick pages (cost of living and property prices, in English and the local language; none was found for Limerick) and for Daft.ie rental reports and the RTB Rent Index (the stored copies quote all-property averages by area, not a dated 3-bedroom apartment rent for the city); no 3-bedroom rent for Limerick dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
