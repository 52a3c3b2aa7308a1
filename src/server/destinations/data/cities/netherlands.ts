import type { CountryPlaces } from "../dataset.schema";

/**
 * Netherlands: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "netherlands",
  name: "Netherlands",
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
      name: "Amsterdam",
      costsSource: {
        publisher: "HousingAnywhere",
        title: "International Rent Index, Q1 2024",
        url: "https://nltimes.nl/2024/04/09/amsterdam-apartments-expensive-europe-rotterdam-hague-top-five",
        asOf: "2024-04-09",
        reviewedOn: "2026-11-21",
        via: "NL Times",
      },
      costs: {
        rentCentre: {
          value: 2388,
          currency: "EUR",
          source: {
            publisher: "HousingAnywhere",
            title: "International Rent Index by City, Q2 2024",
            url: "https://nltimes.nl/node/73902",
            asOf: "2024",
            reviewedOn: "2026-11-23",
            via: "NL Times",
          },
          note: "HousingAnywhere average asking rent for furnished 1- to 3-bedroom apartments let mid-term (97% furnished, 60% with utilities included), Q2 2024, across the city; not an unfurnished city-centre 1-bedroom figure",
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
          note: "No published 3-bedroom figure for Amsterdam.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Amsterdam pages (cost of living and property prices, in English and the local language; none was found for Amsterdam) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for Amsterdam dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Amsterdam.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Amsterdam pages (cost of living and property prices, in English and the local language; none was found for Amsterdam) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for Amsterdam dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Rotterdam",
      costsSource: {
        publisher: "HousingAnywhere",
        title: "International Rent Index, Q1 2024",
        url: "https://nltimes.nl/2024/04/09/amsterdam-apartments-expensive-europe-rotterdam-hague-top-five",
        asOf: "2024-04-09",
        reviewedOn: "2026-11-21",
        via: "NL Times",
      },
      costs: {
        rentCentre: {
          value: 1795,
          currency: "EUR",
          source: {
            publisher: "HousingAnywhere",
            title: "International Rent Index by City, Q2 2024",
            url: "https://nltimes.nl/node/73902",
            asOf: "2024",
            reviewedOn: "2026-11-23",
            via: "NL Times",
          },
          note: "HousingAnywhere average asking rent for furnished 1- to 3-bedroom apartments let mid-term (97% furnished, 60% with utilities included), Q2 2024, across the city; not an unfurnished city-centre 1-bedroom figure",
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
          note: "No published 3-bedroom figure for Rotterdam.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Rotterdam pages (cost of living and property prices, in English and the local language; none was found for Rotterdam) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for Rotterdam dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Rotterdam.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Rotterdam pages (cost of living and property prices, in English and the local language; none was found for Rotterdam) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for Rotterdam dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "The Hague",
      costsSource: {
        publisher: "HousingAnywhere",
        title: "International Rent Index, Q1 2024",
        url: "https://nltimes.nl/2024/04/09/amsterdam-apartments-expensive-europe-rotterdam-hague-top-five",
        asOf: "2024-04-09",
        reviewedOn: "2026-11-21",
        via: "NL Times",
      },
      costs: {
        rentCentre: {
          value: 2000,
          currency: "EUR",
          source: {
            publisher: "HousingAnywhere",
            title: "International Rent Index by City, Q2 2024",
            url: "https://nltimes.nl/node/73902",
            asOf: "2024",
            reviewedOn: "2026-11-23",
            via: "NL Times",
          },
          note: "HousingAnywhere average asking rent for furnished 1- to 3-bedroom apartments let mid-term (97% furnished, 60% with utilities included), Q2 2024, across the city; not an unfurnished city-centre 1-bedroom figure",
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
          note: "No published 3-bedroom figure for The Hague.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's The Hague pages (cost of living and property prices, in English and the local language; none was found for The Hague) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for The Hague dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for The Hague.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's The Hague pages (cost of living and property prices, in English and the local language; none was found for The Hague) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for The Hague dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Utrecht",
      costsSource: {
        publisher: "HousingAnywhere",
        title: "International Rent Index, Q1 2024",
        url: "https://nltimes.nl/2024/04/09/amsterdam-apartments-expensive-europe-rotterdam-hague-top-five",
        asOf: "2024-04-09",
        reviewedOn: "2026-11-21",
        via: "NL Times",
      },
      costs: {
        rentCentre: {
          value: 1900,
          currency: "EUR",
          source: {
            publisher: "HousingAnywhere",
            title: "International Rent Index by City, Q2 2024",
            url: "https://nltimes.nl/node/73902",
            asOf: "2024",
            reviewedOn: "2026-11-23",
            via: "NL Times",
          },
          note: "HousingAnywhere average asking rent for furnished 1- to 3-bedroom apartments let mid-term (97% furnished, 60% with utilities included), Q2 2024, across the city; not an unfurnished city-centre 1-bedroom figure",
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
          note: "No published 3-bedroom figure for Utrecht.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Utrecht pages (cost of living and property prices, in English and the local language; none was found for Utrecht) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for Utrecht dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Utrecht.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Utrecht pages (cost of living and property prices, in English and the local language; none was found for Utrecht) and for the HousingAnywhere International Rent Index (one average for 1- to 3-bedroom apartments combined) and Pararius reports (per square metre); no 3-bedroom rent for Utrecht dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
