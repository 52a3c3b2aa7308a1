// NewShores city living costs for Australia: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "australia",
  name: "Australia",
  climate: {
    types: [
      "temperate",
      "mediterranean",
      "tropical",
      "dry",
    ],
    source: {
      name: "Koppen-Geiger climate classification, Beck et al. (2018), Scientific Data",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
    },
  },
  coastal: true,
  cities: [
    {
      name: "Sydney",
      costsSource: {
        name: "GOBankingRates on Nasdaq, How Much You Need To Live Comfortably in 7 Major Cities in Australia (Numbeo data, USD)",
        url: "https://www.nasdaq.com/articles/how-much-you-need-to-live-comfortably-in-7-major-cities-in-australia",
        asOf: "2023-12-16",
      },
      costs: {
        rentCentre: {
          value: 2187,
          currency: "USD",
        },
        rentOutside: {
          value: 1567,
          currency: "USD",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 288,
          currency: "AUD",
          source: {
            name: "Canstar, How much does private health insurance cost? (28 April 2023)",
            url: "https://www.canstar.com.au/health-insurance/what-does-health-insurance-cost",
            asOf: "2023-04-28",
          },
          note: "National figure, not per city: Canstar average for a single person aged 36-59 with combined hospital and extras cover (about AUD 288 a month, after the rebate); visa holders may need overseas visitor cover instead",
        },
      },
    },
    {
      name: "Melbourne",
      costsSource: {
        name: "GOBankingRates on Nasdaq, How Much You Need To Live Comfortably in 7 Major Cities in Australia (Numbeo data, USD)",
        url: "https://www.nasdaq.com/articles/how-much-you-need-to-live-comfortably-in-7-major-cities-in-australia",
        asOf: "2023-12-16",
      },
      costs: {
        rentCentre: {
          value: 1594,
          currency: "USD",
        },
        rentOutside: {
          value: 1332,
          currency: "USD",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 288,
          currency: "AUD",
          source: {
            name: "Canstar, How much does private health insurance cost? (28 April 2023)",
            url: "https://www.canstar.com.au/health-insurance/what-does-health-insurance-cost",
            asOf: "2023-04-28",
          },
          note: "National figure, not per city: Canstar average for a single person aged 36-59 with combined hospital and extras cover (about AUD 288 a month, after the rebate); visa holders may need overseas visitor cover instead",
        },
      },
    },
    {
      name: "Brisbane",
      costsSource: {
        name: "The Daily Examiner, cost of living comparisons of Australian cities (Numbeo data)",
        url: "https://www.dailyexaminer.com.au/news/cost-of-living-comparisons-australia-cheapest-and-/3376053/",
        asOf: "2018-04-01",
      },
      costs: {
        rentCentre: {
          value: 1726.13,
          currency: "AUD",
          note: "Numbeo average for a one-bedroom city-centre apartment in 2018; rents have risen since",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 288,
          currency: "AUD",
          source: {
            name: "Canstar, How much does private health insurance cost? (28 April 2023)",
            url: "https://www.canstar.com.au/health-insurance/what-does-health-insurance-cost",
            asOf: "2023-04-28",
          },
          note: "National figure, not per city: Canstar average for a single person aged 36-59 with combined hospital and extras cover (about AUD 288 a month, after the rebate); visa holders may need overseas visitor cover instead",
        },
      },
    },
    {
      name: "Perth",
      costsSource: {
        name: "The Daily Examiner, cost of living comparisons of Australian cities (Numbeo data)",
        url: "https://www.dailyexaminer.com.au/news/cost-of-living-comparisons-australia-cheapest-and-/3376053/",
        asOf: "2018-04-01",
      },
      costs: {
        rentCentre: {
          value: 1523.41,
          currency: "AUD",
          note: "Numbeo average for a one-bedroom city-centre apartment in 2018; rents have risen since",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 288,
          currency: "AUD",
          source: {
            name: "Canstar, How much does private health insurance cost? (28 April 2023)",
            url: "https://www.canstar.com.au/health-insurance/what-does-health-insurance-cost",
            asOf: "2023-04-28",
          },
          note: "National figure, not per city: Canstar average for a single person aged 36-59 with combined hospital and extras cover (about AUD 288 a month, after the rebate); visa holders may need overseas visitor cover instead",
        },
      },
    },
    {
      name: "Adelaide",
      costsSource: {
        name: "The Daily Examiner, cost of living comparisons of Australian cities (Numbeo data)",
        url: "https://www.dailyexaminer.com.au/news/cost-of-living-comparisons-australia-cheapest-and-/3376053/",
        asOf: "2018-04-01",
      },
      costs: {
        rentCentre: {
          value: 1705.67,
          currency: "AUD",
          note: "Numbeo average for a one-bedroom city-centre apartment in 2018; rents have risen since",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 288,
          currency: "AUD",
          source: {
            name: "Canstar, How much does private health insurance cost? (28 April 2023)",
            url: "https://www.canstar.com.au/health-insurance/what-does-health-insurance-cost",
            asOf: "2023-04-28",
          },
          note: "National figure, not per city: Canstar average for a single person aged 36-59 with combined hospital and extras cover (about AUD 288 a month, after the rebate); visa holders may need overseas visitor cover instead",
        },
      },
    },
  ],
};
