// NewShores city living costs for Malaysia: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "malaysia",
  name: "Malaysia",
  climate: {
    types: [
      "tropical",
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
      name: "Kuala Lumpur",
      costsSource: {
        name: "The Malaysian Reserve, Data shows average cost of living in KL is RM3,300 monthly (iPrice study of Numbeo data)",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
      },
      costs: {
        rentCentre: {
          value: 1200,
          currency: "MYR",
          note: "Numbeo data as reported by iPrice: a one-bedroom apartment in the city centre costs 'at least about RM1,200'",
        },
        rentOutside: {
          value: 700,
          currency: "MYR",
          note: "Numbeo data as reported by iPrice: 'about RM700' outside the city centre",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 209.75,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2025",
          },
          note: "National figure, not per city: William Russell's 2025 example premium of USD 2,517 a year for an individual aged 41 moving from the USA to Malaysia (Silver plan, USD 250 excess), divided by 12",
        },
      },
    },
    {
      name: "George Town (Penang)",
      costsSource: {
        name: "The Malaysian Reserve, Data shows average cost of living in KL is RM3,300 monthly (iPrice study of Numbeo data)",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No dated figure found: an undated Business Insider list (read on Pulse Ghana) quotes Numbeo at USD 327.46 for a one-bedroom in the city centre, and guides give only ranges",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 209.75,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2025",
          },
          note: "National figure, not per city: William Russell's 2025 example premium of USD 2,517 a year for an individual aged 41 moving from the USA to Malaysia (Silver plan, USD 250 excess), divided by 12",
        },
      },
    },
    {
      name: "Johor Bahru",
      costsSource: {
        name: "Expat.com, Accommodation in Johor Bahru (updated 20 May 2022)",
        url: "https://www.expat.com/en/guide/asia/malaysia/11894-accommodation-in-johor-baharu.html",
        asOf: "2022-05-20",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 209.75,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2025",
          },
          note: "National figure, not per city: William Russell's 2025 example premium of USD 2,517 a year for an individual aged 41 moving from the USA to Malaysia (Silver plan, USD 250 excess), divided by 12",
        },
      },
    },
    {
      name: "Malacca",
      costsSource: {
        name: "The Malaysian Reserve, Data shows average cost of living in KL is RM3,300 monthly (iPrice study of Numbeo data)",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 209.75,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2025",
          },
          note: "National figure, not per city: William Russell's 2025 example premium of USD 2,517 a year for an individual aged 41 moving from the USA to Malaysia (Silver plan, USD 250 excess), divided by 12",
        },
      },
    },
    {
      name: "Ipoh",
      costsSource: {
        name: "The Malaysian Reserve, Data shows average cost of living in KL is RM3,300 monthly (iPrice study of Numbeo data)",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: 209.75,
          currency: "USD",
          source: {
            name: "William Russell, How much does expat health insurance cost? (figure read on a copy of this page at tcjs.org)",
            url: "https://www.william-russell.com/international-health-insurance/how-much-does-expat-health-insurance-cost/",
            asOf: "2025",
          },
          note: "National figure, not per city: William Russell's 2025 example premium of USD 2,517 a year for an individual aged 41 moving from the USA to Malaysia (Silver plan, USD 250 excess), divided by 12",
        },
      },
    },
  ],
};
