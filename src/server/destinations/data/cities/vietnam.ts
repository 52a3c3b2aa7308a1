// NewShores city living costs for Vietnam: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "vietnam",
  name: "Vietnam",
  climate: {
    types: [
      "tropical",
      "temperate",
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
      name: "Ho Chi Minh City",
      costsSource: {
        name: "Vietnamstar, Why Hanoi among the most expensive cities in Asia for apartment rentals (Global Property Guide data)",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
      },
      costs: {
        rentCentre: {
          value: 560.86,
          currency: "USD",
          source: {
            name: "Vietnam Is Awesome, 'Expat survey: Saigon world's cheapest major city' (InterNations survey, reported by Business Insider)",
            url: "https://vietnamisawesome.com/news/expat-survey-saigon-worlds-cheapest-major-city-cadW9uf1xNgz",
            asOf: "2020",
          },
          note: "Dated 2020: average rent expats reported paying for a one-bedroom apartment in the city (InterNations survey, Business Insider, November 2020); city-wide, not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 327.83,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2023",
          },
          note: "National figure, not per city: William Russell's 2023 average expat health insurance cost in Vietnam, USD 3,934 a year, divided by 12",
        },
      },
    },
    {
      name: "Hanoi",
      costsSource: {
        name: "Vietnamstar, Why Hanoi among the most expensive cities in Asia for apartment rentals (Global Property Guide data)",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
      },
      costs: {
        rentCentre: {
          value: 525,
          currency: "USD",
          note: "Global Property Guide median rent for a one-bedroom apartment in central districts and Gia Lam (article also gives VND 13 million), data updated early February 2025",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "Only ranges are published: VND 6.5–15 million a month in outlying districts, and VND 10–15 million for a 1-bedroom in central Hanoi (Vietnam Association of Realtors, quoted by Dan Tri International, September 2025)",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 327.83,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2023",
          },
          note: "National figure, not per city: William Russell's 2023 average expat health insurance cost in Vietnam, USD 3,934 a year, divided by 12",
        },
      },
    },
    {
      name: "Da Nang",
      costsSource: {
        name: "Vietnamstar, Why Hanoi among the most expensive cities in Asia for apartment rentals (Global Property Guide data)",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "VND",
          note: "Only a range is published: VND 4.5-5.5 million a month for a one-bedroom apartment (SPE.R survey, VnExpress, May 2024)",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 327.83,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2023",
          },
          note: "National figure, not per city: William Russell's 2023 average expat health insurance cost in Vietnam, USD 3,934 a year, divided by 12",
        },
      },
    },
    {
      name: "Hoi An",
      costsSource: {
        name: "Vietnamstar, Why Hanoi among the most expensive cities in Asia for apartment rentals (Global Property Guide data)",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 327.83,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2023",
          },
          note: "National figure, not per city: William Russell's 2023 average expat health insurance cost in Vietnam, USD 3,934 a year, divided by 12",
        },
      },
    },
    {
      name: "Nha Trang",
      costsSource: {
        name: "Vietnamstar, Why Hanoi among the most expensive cities in Asia for apartment rentals (Global Property Guide data)",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 327.83,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2023",
          },
          note: "National figure, not per city: William Russell's 2023 average expat health insurance cost in Vietnam, USD 3,934 a year, divided by 12",
        },
      },
    },
  ],
};
