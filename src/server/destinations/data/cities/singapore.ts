// NewShores city living costs for Singapore: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "singapore",
  name: "Singapore",
  climate: {
    types: [
      "tropical",
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
      name: "Singapore",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Singapore, first half of 2024",
        url: "https://e.vnexpress.net/news/news/singapore-ranks-priciest-city-in-asia-4765345.html",
        asOf: "2024-07-03",
        reviewedOn: "2026-11-21",
        via: "VnExpress International",
        research: "Article: 'Singapore ranks priciest city in Asia'.",
      },
      costs: {
        rentCentre: {
          value: 4067.44,
          currency: "SGD",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Singapore (last update 23 May 2025)",
            url: "https://www.numbeo.com/property-investment/country_result.jsp?country=Singapore",
            asOf: "2025-05-23",
            reviewedOn: "2026-11-28",
            research: "Numbeo's country page for Singapore (a city-state, so the country's entries are the city's): 463 entries from 81 contributors over the past 18 months, last update 23 May 2025. Numbeo's city page was not in the store.",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre, May 2025 (range S$3,000–5,000).",
          research: "Replaces USD 2,600 (Numbeo figure for the first half of 2024 as quoted by VnExpress International, 2024-07-03), dated before 2024-12. Read on the stored copy of Numbeo's Singapore property-prices page: 'Apartment (1 bedroom) in City Centre 4,067.44 S$ 3,000.00-5,000.00'.",
        },
        rentOutside: {
          value: 2923.26,
          currency: "SGD",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Singapore (last update 23 May 2025)",
            url: "https://www.numbeo.com/property-investment/country_result.jsp?country=Singapore",
            asOf: "2025-05-23",
            reviewedOn: "2026-11-28",
            research: "Numbeo's country page for Singapore (a city-state, so the country's entries are the city's): 463 entries from 81 contributors over the past 18 months, last update 23 May 2025. Numbeo's city page was not in the store.",
          },
          note: "Numbeo average for a 1-bedroom apartment outside the centre, May 2025 (range S$2,300–3,800).",
          research: "Replaces USD 2,000 (Numbeo figure for the first half of 2024 as quoted by VnExpress International, 2024-07-03), dated before 2024-12. Read on the stored copy of Numbeo's Singapore property-prices page: 'Apartment (1 bedroom) Outside of Centre 2,923.26 S$ 2,300.00-3,800.00'.",
        },
        utilities: {
          value: null,
          currency: "SGD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "SGD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: 100,
          currency: "USD",
          source: {
            publisher: "Numbeo",
            title: "Cost of living figures for Southeast Asian cities, 2025",
            url: "https://dmnews.com/jus-ranked-southeast-asias-most-expensive-major-cities-to-live-in-right-now/",
            asOf: "2025",
            reviewedOn: "2026-11-21",
            via: "DMNews",
            research: "Article: 'Ranked: Southeast Asia's most expensive major cities to live in right now'.",
          },
          note: "Numbeo monthly public transport pass, 2025, in USD.",
          research: "Numbeo monthly transport pass as quoted by DMNews; the article's dollar figures are USD",
        },
        rent3Centre: {
          value: 7859.52,
          currency: "SGD",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Singapore (last update 23 May 2025)",
            url: "https://www.numbeo.com/property-investment/country_result.jsp?country=Singapore",
            asOf: "2025-05-23",
            reviewedOn: "2026-11-28",
            research: "Numbeo's country page for Singapore (a city-state, so the country's entries are the city's): 463 entries from 81 contributors over the past 18 months, last update 23 May 2025. Numbeo's city page was not in the store.",
          },
          note: "Numbeo average for a 3-bedroom apartment in the city centre, May 2025 (range S$6,000–11,000); same page and date as the 1-bedroom figures.",
          research: "Read on the stored copy: 'Apartment (3 bedrooms) in City Centre 7,859.52 S$ 6,000.00-11,000.00'.",
        },
        rent3Outside: {
          value: 4780.85,
          currency: "SGD",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Singapore (last update 23 May 2025)",
            url: "https://www.numbeo.com/property-investment/country_result.jsp?country=Singapore",
            asOf: "2025-05-23",
            reviewedOn: "2026-11-28",
            research: "Numbeo's country page for Singapore (a city-state, so the country's entries are the city's): 463 entries from 81 contributors over the past 18 months, last update 23 May 2025. Numbeo's city page was not in the store.",
          },
          note: "Numbeo average for a 3-bedroom apartment outside the centre, May 2025 (range S$3,500–7,000).",
          research: "Read on the stored copy: 'Apartment (3 bedrooms) Outside of Centre 4,780.85 S$ 3,500.00-7,000.00'.",
        },
      },
    },
  ],
};
