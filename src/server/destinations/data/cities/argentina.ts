import type { CountryPlaces } from "../dataset.schema";

// Argentina: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "argentina",
  name: "Argentina",
  climate: {
    types: ["temperate", "dry"],
    source: {
      name: "Koppen-Geiger climate classification, Beck et al. (2018), Scientific Data",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
    },
  },
  coastal: true,
  cities: [
    {
      name: "Buenos Aires",
      costsSource: {
        name: "Numbeo, Cost of Living in Argentina (named as the usual source; no stored copy with dated figures for this city was found)",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "ARS",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Mendoza",
      costsSource: {
        name: "Numbeo, Cost of Living in Argentina (named as the usual source; no stored copy with dated figures for this city was found)",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "ARS",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Córdoba",
      costsSource: {
        name: "Numbeo, Cost of Living in Argentina (named as the usual source; no stored copy with dated figures for this city was found)",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "ARS",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Bariloche",
      costsSource: {
        name: "Numbeo, Cost of Living in Argentina (named as the usual source; no stored copy with dated figures for this city was found)",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "ARS",
          note: "No published per-city figure found",
        },
      },
    },
  ],
};
