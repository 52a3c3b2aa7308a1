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
        via: "VnExpress International",
        research: "Article: 'Singapore ranks priciest city in Asia'.",
      },
      costs: {
        rentCentre: {
          value: 2600,
          currency: "USD",
        },
        rentOutside: {
          value: 2000,
          currency: "USD",
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
            via: "DMNews",
            research: "Article: 'Ranked: Southeast Asia's most expensive major cities to live in right now'.",
          },
          note: "Numbeo monthly public transport pass, 2025, in USD.",
          research: "Numbeo monthly transport pass as quoted by DMNews; the article's dollar figures are USD",
        },
      },
    },
  ],
};
