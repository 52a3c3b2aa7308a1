import type { CountryPlaces } from "../dataset.schema";

// Costa Rica: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
// Groceries use INEC's national per-person food-basket cost (January 2025), labelled as national in each note.
export const places: CountryPlaces = {
  country: "costa-rica",
  name: "Costa Rica",
  climate: {
    types: ["tropical", "temperate"],
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
      name: "San José",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Costa Rica",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Costa+Rica",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CRC",
          note: "No 1-bedroom figure found: El Financiero's encuentra24 price guides give rents per m² only (over USD 15/m² for apartments in central districts such as Mata Redonda and Carmen, March 2026); Revista E&N (2025-05-20) quotes Numbeo only as 'approximately US$800' for San José, without saying centre or outside or the apartment size",
        },
        rentOutside: {
          value: null,
          currency: "CRC",
          note: "No 1-bedroom figure found: El Financiero's encuentra24 price guides give rents per m² only (e.g. USD 6–7/m² for houses in Tibás, Desamparados and Montes de Oca, August 2025)",
        },
        rent3Centre: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for San José.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for San José; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for San José.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for San José; none found.",
        },
        utilities: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CRC",
          note: "No published figure for a typical grocery budget. For scale: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025 covers only an average person's calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (La Nación (Costa Rica), '¿Por qué la comida está más cara?' (INEC canasta básica alimentaria, January 2025), 2025-01). National figure, not this city's: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025, the food needed to cover an average person's calorie requirement (a floor, not typical grocery spending). Read in La Nación; INEC's own release was not in the store",
        },
        transport: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Escazú",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Costa Rica",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Costa+Rica",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for Escazú.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for Escazú; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for Escazú.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for Escazú; none found.",
        },
        utilities: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CRC",
          note: "No published figure for a typical grocery budget. For scale: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025 covers only an average person's calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (La Nación (Costa Rica), '¿Por qué la comida está más cara?' (INEC canasta básica alimentaria, January 2025), 2025-01). National figure, not this city's: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025, the food needed to cover an average person's calorie requirement (a floor, not typical grocery spending). Read in La Nación; INEC's own release was not in the store",
        },
        transport: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Tamarindo",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Costa Rica",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Costa+Rica",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for Tamarindo.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for Tamarindo; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for Tamarindo.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for Tamarindo; none found.",
        },
        utilities: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CRC",
          note: "No published figure for a typical grocery budget. For scale: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025 covers only an average person's calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (La Nación (Costa Rica), '¿Por qué la comida está más cara?' (INEC canasta básica alimentaria, January 2025), 2025-01). National figure, not this city's: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025, the food needed to cover an average person's calorie requirement (a floor, not typical grocery spending). Read in La Nación; INEC's own release was not in the store",
        },
        transport: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Atenas",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Costa Rica",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Costa+Rica",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for Atenas.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for Atenas; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "CRC",
          note: "No published 3-bedroom figure for Atenas.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Revista E&N's 2025 Numbeo round-up of Central American capitals, El Financiero's encuentra24 price-per-m² article) and the code corpus for a dated 3-bedroom rent for Atenas; none found.",
        },
        utilities: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CRC",
          note: "No published figure for a typical grocery budget. For scale: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025 covers only an average person's calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (La Nación (Costa Rica), '¿Por qué la comida está más cara?' (INEC canasta básica alimentaria, January 2025), 2025-01). National figure, not this city's: INEC's basic food basket (canasta básica alimentaria) cost per person in January 2025, the food needed to cover an average person's calorie requirement (a floor, not typical grocery spending). Read in La Nación; INEC's own release was not in the store",
        },
        transport: {
          value: null,
          currency: "CRC",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
