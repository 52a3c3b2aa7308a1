import type { CountryPlaces } from "../dataset.schema";

/**
 * Denmark: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "denmark",
  name: "Denmark",
  climate: {
    types: [
      "temperate",
    ],
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
      name: "Copenhagen",
      costsSource: {
        publisher: "BoligPortal",
        title: "Asking rents, August 2022",
        url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
        asOf: "2022-08",
        reviewedOn: "2026-11-21",
        via: "Bolius",
      },
      costs: {
        rentCentre: {
          value: 10549,
          currency: "DKK",
          source: {
            publisher: "BoligPortal",
            title: "Asking rents, August 2022",
            url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
            asOf: "2022-08",
            reviewedOn: "2026-11-23",
            via: "Bolius",
          },
          note: "Average asking rent on BoligPortal for a 2-room (1-bedroom) private rental in Greater Copenhagen inside Ring 3 (wider than the city centre); August 2022, no 2024+ per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Copenhagen.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Copenhagen pages (cost of living and property prices, in English and the local language; none was found for Copenhagen) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Copenhagen dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Copenhagen.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Copenhagen pages (cost of living and property prices, in English and the local language; none was found for Copenhagen) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Copenhagen dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Aarhus",
      costsSource: {
        publisher: "BoligPortal",
        title: "Asking rents, August 2022",
        url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
        asOf: "2022-08",
        reviewedOn: "2026-11-21",
        via: "Bolius",
      },
      costs: {
        rentCentre: {
          value: 8080,
          currency: "DKK",
          source: {
            publisher: "BoligPortal",
            title: "Asking rents, August 2022",
            url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
            asOf: "2022-08",
            reviewedOn: "2026-11-23",
            via: "Bolius",
          },
          note: "Average asking rent on BoligPortal for a 2-room (1-bedroom) private rental in Aarhus C (central postcode); August 2022, no 2024+ per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Aarhus.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Aarhus pages (cost of living and property prices, in English and the local language; none was found for Aarhus) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Aarhus dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Aarhus.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Aarhus pages (cost of living and property prices, in English and the local language; none was found for Aarhus) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Aarhus dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Odense",
      costsSource: {
        publisher: "BoligPortal",
        title: "Asking rents, August 2022",
        url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
        asOf: "2022-08",
        reviewedOn: "2026-11-21",
        via: "Bolius",
      },
      costs: {
        rentCentre: {
          value: 6249,
          currency: "DKK",
          source: {
            publisher: "BoligPortal",
            title: "Asking rents, August 2022",
            url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
            asOf: "2022-08",
            reviewedOn: "2026-11-23",
            via: "Bolius",
          },
          note: "Average asking rent on BoligPortal for a 2-room (1-bedroom) private rental in Odense C (central postcode); August 2022, no 2024+ per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Odense.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Odense pages (cost of living and property prices, in English and the local language; none was found for Odense) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Odense dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Odense.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Odense pages (cost of living and property prices, in English and the local language; none was found for Odense) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Odense dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Aalborg",
      costsSource: {
        publisher: "BoligPortal",
        title: "Asking rents, August 2022",
        url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
        asOf: "2022-08",
        reviewedOn: "2026-11-21",
        via: "Bolius",
      },
      costs: {
        rentCentre: {
          value: 5644,
          currency: "DKK",
          source: {
            publisher: "BoligPortal",
            title: "Asking rents, August 2022",
            url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
            asOf: "2022-08",
            reviewedOn: "2026-11-23",
            via: "Bolius",
          },
          note: "Average asking rent on BoligPortal for a 2-room (1-bedroom) private rental in Aalborg C (central postcode); August 2022, no 2024+ per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "DKK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Aalborg.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Aalborg pages (cost of living and property prices, in English and the local language; none was found for Aalborg) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Aalborg dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "DKK",
          note: "No published 3-bedroom figure for Aalborg.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Aalborg pages (cost of living and property prices, in English and the local language; none was found for Aalborg) and for BoligPortal and Bolius rent figures (by number of rooms, dated before 2024-12); no 3-bedroom rent for Aalborg dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
