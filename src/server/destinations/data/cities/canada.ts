import type { CountryPlaces } from "../dataset.schema";

/**
 * Canada: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "canada",
  name: "Canada",
  climate: {
    types: [
      "seasonal",
      "northern",
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
      name: "Toronto",
      costsSource: {
        name: "Daily Hive, citing Numbeo (October 2021)",
        url: "https://dailyhive.com/toronto/costs-to-live-alone-toronto",
        asOf: "2021-10",
      },
      costs: {
        rentCentre: {
          value: 1968.96,
          currency: "CAD",
          note: "Numbeo average for a 1-bedroom apartment downtown, as of October 2021",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No dated outside-centre figure on an https page found; the Sheridan Sun (October 2019, http only) quotes Numbeo at CAD 1,730.00, and Rentals.ca gives January 2023 one-bedroom averages of CAD 1,966 in North York and CAD 1,863 in Scarborough (outer districts, not a city-wide outside-centre average)",
        },
        utilities: {
          value: 160,
          currency: "CAD",
          note: "Numbeo basic utilities (electricity, heating, cooling, water, garbage) for an 85 m2 apartment",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: 156,
          currency: "CAD",
          note: "TTC adult monthly pass",
        },
        healthInsurance: {
          value: null,
          currency: "CAD",
          note: "Residents with provincial coverage use the public plan (OHIP, MSP, RAMQ, AHCIP); some provinces apply a waiting period to newcomers. No published private premium figure found.",
        },
      },
    },
    {
      name: "Vancouver",
      costsSource: {
        name: "Daily Hive, citing Numbeo (February 2024)",
        url: "https://dailyhive.com/vancouver/vancouver-cost-of-living-single",
        asOf: "2024-02-01",
      },
      costs: {
        rentCentre: {
          value: 2419.42,
          currency: "CAD",
          source: {
            name: "Narcity, citing Numbeo (January 2023)",
            url: "https://www.narcity.com/vancouver/how-much-you-need-to-make-afford-living-alone-bc-cities",
            asOf: "2023-01-19",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No dated published outside-centre figure found; undated guides give only approximate figures",
        },
        utilities: {
          value: 183.59,
          currency: "CAD",
          note: "Numbeo basic utilities (electricity, heating, cooling, water, garbage)",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: 104.9,
          currency: "CAD",
          note: "1-zone monthly pass; 3-zone pass is CAD 189.45",
        },
        healthInsurance: {
          value: null,
          currency: "CAD",
          note: "Residents with provincial coverage use the public plan (OHIP, MSP, RAMQ, AHCIP); some provinces apply a waiting period to newcomers. No published private premium figure found.",
        },
      },
    },
    {
      name: "Montreal",
      costsSource: {
        name: "Daily Hive, citing Numbeo (March 2020)",
        url: "https://dailyhive.com/montreal/montreal-monthly-expenses-coronavirus",
        asOf: "2020-03-23",
      },
      costs: {
        rentCentre: {
          value: 1302.07,
          currency: "CAD",
          note: "Numbeo average for a 1-bedroom apartment downtown, as of March 2020",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: 299.92,
          currency: "CAD",
          note: "Daily Hive's monthly total of Numbeo's Montreal prices for the basic market items bought weekly by one person",
        },
        transport: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        healthInsurance: {
          value: null,
          currency: "CAD",
          note: "Residents with provincial coverage use the public plan (OHIP, MSP, RAMQ, AHCIP); some provinces apply a waiting period to newcomers. No published private premium figure found.",
        },
      },
    },
    {
      name: "Calgary",
      costsSource: {
        name: "Daily Hive, citing Numbeo (October 2021)",
        url: "https://dailyhive.com/calgary/cost-to-live-alone-calgary",
        asOf: "2021-10-22",
      },
      costs: {
        rentCentre: {
          value: 1254.84,
          currency: "CAD",
          note: "Numbeo average for a 1-bedroom apartment downtown, as of October 2021",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        utilities: {
          value: 194.42,
          currency: "CAD",
          note: "Numbeo basic utilities",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: 109,
          currency: "CAD",
          note: "Calgary Transit adult monthly pass",
        },
        healthInsurance: {
          value: null,
          currency: "CAD",
          note: "Residents with provincial coverage use the public plan (OHIP, MSP, RAMQ, AHCIP); some provinces apply a waiting period to newcomers. No published private premium figure found.",
        },
      },
    },
    {
      name: "Ottawa",
      costsSource: {
        name: "Rentals.ca and Urbanation rent report (January 2024), as reported by CTV News Ottawa",
        url: "https://www.iheartradio.ca/ctv-news-content/here-s-how-much-it-costs-to-rent-an-apartment-in-ottawa-1.21799190",
        asOf: "2024-01",
      },
      costs: {
        rentCentre: {
          value: 2045,
          currency: "CAD",
          note: "City-wide average asking rent for a 1-bedroom apartment (Rentals.ca), not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        healthInsurance: {
          value: null,
          currency: "CAD",
          note: "Residents with provincial coverage use the public plan (OHIP, MSP, RAMQ, AHCIP); some provinces apply a waiting period to newcomers. No published private premium figure found.",
        },
      },
    },
  ],
};
