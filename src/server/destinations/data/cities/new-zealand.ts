// NewShores city living costs for New Zealand: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "new-zealand",
  name: "New Zealand",
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
      name: "Auckland",
      costsSource: {
        name: "Numbeo cost-of-living database (no stored copy of the city pages was found; no figures taken)",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NZD",
          note: "No dated figure found: an undated Swagger Magazine guide gives NZD 2,100 (centre) and NZD 1,880 (outside) for a one-bedroom without naming its source",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "NZD",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Wellington",
      costsSource: {
        name: "Numbeo cost-of-living database (no stored copy of the city pages was found; no figures taken)",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "NZD",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Christchurch",
      costsSource: {
        name: "Numbeo cost-of-living database (no stored copy of the city pages was found; no figures taken)",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "NZD",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Tauranga",
      costsSource: {
        name: "Numbeo cost-of-living database (no stored copy of the city pages was found; no figures taken)",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No dated published figure for this city found in the sources searched",
        },
        healthInsurance: {
          value: null,
          currency: "NZD",
          note: "No published per-city figure found",
        },
      },
    },
  ],
};
