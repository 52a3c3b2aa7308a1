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
      },
    },
    {
      name: "Aarhus",
      costsSource: {
        publisher: "BoligPortal",
        title: "Asking rents, August 2022",
        url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
        asOf: "2022-08",
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
      },
    },
    {
      name: "Odense",
      costsSource: {
        publisher: "BoligPortal",
        title: "Asking rents, August 2022",
        url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
        asOf: "2022-08",
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
      },
    },
    {
      name: "Aalborg",
      costsSource: {
        publisher: "BoligPortal",
        title: "Asking rents, August 2022",
        url: "https://www.bolius.dk/studieboliger-og-vaerelser-er-billigst-i-aalborg-29511",
        asOf: "2022-08",
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
      },
    },
  ],
};
