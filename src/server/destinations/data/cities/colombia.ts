import type { CountryPlaces } from "../dataset.schema";

// Colombia: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "colombia",
  name: "Colombia",
  climate: {
    types: ["tropical", "temperate", "dry"],
    source: {
      name: "Koppen-Geiger climate classification, Beck et al. (2018), Scientific Data",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
    },
  },
  coastal: true,
  cities: [
    {
      name: "Bogotá",
      costsSource: {
        name: "Numbeo, Cost of Living in Colombia (named as the usual source; no stored copy with dated figures for this city was found)",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Colombia",
        asOf: "2026-11",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "COP",
          note: "No single dated figure found (press, Numbeo and portal reports searched): only a range of COP 1,119,000–1,460,000 for a 1-bedroom in modest districts (thelatinvestor, September 2025)",
        },
        rentOutside: {
          value: null,
          currency: "COP",
          note: "No dated outside-centre figure found; guides give only ranges (COP 1,000,000–1,800,000 in suburban areas, thelatinvestor)",
        },
        utilities: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "COP",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Medellín",
      costsSource: {
        name: "Visit Medellin Today, How much do I need to live in Medellin 2024",
        url: "https://visitmedellintoday.com/how-much-do-i-need-to-live-in-medellin-2024",
        asOf: "2024",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "Only a range found: US$500–1,000 for a 1-bedroom in El Poblado (Laureles US$350–700)",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "Only a range found: US$250–600 for a 1-bedroom in other areas such as Belén or Envigado",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "Only a range found: US$50–100 for electricity, water, gas and internet",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "Only a range found: US$150–300 a month for a single person",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Cartagena",
      costsSource: {
        name: "Numbeo, Cost of Living in Colombia (named as the usual source; no stored copy with dated figures for this city was found)",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Colombia",
        asOf: "2026-11",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        utilities: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "COP",
          note: "No published per-city figure found",
        },
      },
    },
    {
      name: "Santa Marta",
      costsSource: {
        name: "Numbeo, Cost of Living in Colombia (named as the usual source; no stored copy with dated figures for this city was found)",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Colombia",
        asOf: "2026-11",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        utilities: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "COP",
          note: "No dated published figure found in the stored pages searched",
        },
        healthInsurance: {
          value: null,
          currency: "COP",
          note: "No published per-city figure found",
        },
      },
    },
  ],
};
