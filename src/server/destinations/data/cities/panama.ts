import type { CountryPlaces } from "../dataset.schema";

// Panama: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "panama",
  name: "Panama",
  climate: {
    types: ["tropical"],
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
      name: "Panama City",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Panama",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Panama",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: 1123,
          currency: "USD",
          source: {
            publisher: "Numbeo",
            title: "Apartment rents in Central American capitals, 2025",
            url: "https://www.revistaeyn.com/inteligencia-eyn/cuanto-cuesta-alquilar-un-apartamento-en-centroamerica-NM25837497",
            asOf: "2025-05-20",
            reviewedOn: "2026-11-23",
            via: "Revista E&N",
            research: "Article: '¿Cuánto cuesta alquilar un apartamento en Centroamérica?' (2025-05-20).",
          },
          note: "Numbeo average apartment rent in Panama City's central areas, 2025 (against US$870 outside the central areas); the number of bedrooms is not stated. Guides give only ranges: USD 1,200–1,450 for mid-market 1-bedrooms in San Francisco/El Cangrejo.",
          research: "Numbeo average apartment rent in Panama City as quoted by Revista E&N, which sets it against US$870 'outside the central areas'; the article does not state the number of bedrooms, and Numbeo's own page was not in the store. Guides give only ranges: USD 1,200–1,450 for mid-market 1-bedrooms in San Francisco/El Cangrejo (thelatinvestor)",
        },
        rentOutside: {
          value: 870,
          currency: "USD",
          source: {
            publisher: "Numbeo",
            title: "Apartment rents in Central American capitals, 2025",
            url: "https://www.revistaeyn.com/inteligencia-eyn/cuanto-cuesta-alquilar-un-apartamento-en-centroamerica-NM25837497",
            asOf: "2025-05-20",
            reviewedOn: "2026-11-23",
            via: "Revista E&N",
            research: "Article: '¿Cuánto cuesta alquilar un apartamento en Centroamérica?' (2025-05-20).",
          },
          note: "Numbeo average apartment rent outside Panama City's central areas, 2025; the number of bedrooms is not stated.",
          research: "Numbeo average apartment rent outside Panama City's central areas as quoted by Revista E&N; the article does not state the number of bedrooms, and Numbeo's own page was not in the store",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Panama City.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for Panama City; none found (thelatinvestor gives only ranges).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Panama City.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for Panama City; none found (thelatinvestor gives only ranges).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Boquete",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Panama",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Panama",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Boquete.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for Boquete; none found (thelatinvestor gives only ranges).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Boquete.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for Boquete; none found (thelatinvestor gives only ranges).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Coronado",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Panama",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Panama",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Coronado.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for Coronado; none found (thelatinvestor gives only ranges).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Coronado.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for Coronado; none found (thelatinvestor gives only ranges).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "David",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Panama",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Panama",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for David.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for David; none found (thelatinvestor gives only ranges).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for David.",
          research: "Searched the stored pages (Numbeo property-price pages, Revista E&N's 2025 Numbeo round-up, Global Property Guide's Panama pages) and the code corpus for a dated 3-bedroom rent for David; none found (thelatinvestor gives only ranges).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
