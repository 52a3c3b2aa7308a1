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
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "SGD",
          note: "No dated published figure for this city found in the sources searched",
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
          note: "Numbeo monthly transport pass as quoted by DMNews; the article's dollar figures are USD",
        },
        healthInsurance: {
          value: 647,
          currency: "USD",
          source: {
            publisher: "William Russell, How much does expat health insurance cost?",
            title: "William Russell, How much does expat health insurance cost?",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2023",
            research: "figure read on a copy of this page at tcjs.org",
          },
          note: "William Russell's 2023 average expat health insurance cost in Singapore, USD 7,764 a year, divided by 12",
        },
      },
    },
  ],
};
