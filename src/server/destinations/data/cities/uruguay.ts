// NewShores city living costs for Uruguay: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "uruguay",
  name: "Uruguay",
  climate: {
    types: [
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
      name: "Montevideo",
      costsSource: {
        name: "Expat.com, Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found; Expat.com gives only a national range of USD 100-200 a month for a private mutualista plan",
        },
      },
    },
    {
      name: "Punta del Este",
      costsSource: {
        name: "Expat.com, Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found; Expat.com gives only a national range of USD 100-200 a month for a private mutualista plan",
        },
      },
    },
    {
      name: "Colonia del Sacramento",
      costsSource: {
        name: "Expat.com, Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found; Expat.com gives only a national range of USD 100-200 a month for a private mutualista plan",
        },
      },
    },
    {
      name: "Piriapolis",
      costsSource: {
        name: "Expat.com, Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found; Expat.com gives only a national range of USD 100-200 a month for a private mutualista plan",
        },
      },
    },
  ],
};
