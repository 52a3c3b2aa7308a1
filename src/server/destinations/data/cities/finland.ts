import type { CountryPlaces } from "../dataset.schema";

// Finland: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "finland",
  name: "Finland",
  climate: {
    types: [
      "seasonal",
      "northern",
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
      name: "Helsinki",
      climate: {
        koppen: "Dfb",
        described: "cold hemiboreal humid continental climate",
        source: {
          publisher: "Wikipedia",
          title: "Helsinki (Climate section)",
          url: "https://wiki.niidae.com/index.php?action=edit&section=8&title=Helsinki",
          asOf: "2018",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search '= Climate of Helsinki = Helsinki humid continental climate Köppen Dfb': 'Helsinki has a cold hemiboreal humid continental climate (Köppen: Dfb, Trewartha Dcbo)'. Undated; the latest date in the section is a reference accessed 17 January 2018, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Property Prices in Helsinki",
        url: "https://www.numbeo.com/property-investment/in/Helsinki",
        asOf: "2024-04",
      },
      costs: {
        rentCentre: {
          value: 1000.09,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Helsinki",
            url: "https://www.numbeo.com/property-investment/in/Helsinki",
            asOf: "2024-04",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre (April 2024)",
        },
        rentOutside: {
          value: 802.97,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Helsinki",
            url: "https://www.numbeo.com/property-investment/in/Helsinki",
            asOf: "2024-04",
          },
          note: "Numbeo average for a 1-bedroom apartment outside the city centre (April 2024)",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: 66.60,
          currency: "EUR",
          source: {
            publisher: "HSL (Helsinki Regional Transport)",
            title: "Prices of two-zone tickets to fall and other changes from the beginning of 2024",
            url: "https://www.hsl.fi/en/hsl/news/news/2023/12/prices-of-two-zone-tickets-to-fall-and-other-changes-from-the-beginning-of-2024",
            asOf: "2024-01",
            research: "HSL's own news release (December 2023): 30-day AB season ticket EUR 66.60 one-off, EUR 55.50 as an auto-renewing saver subscription, from 1 January 2024. Replaces a Pledge Times report of the same decision (https://pledgetimes.com/public-transport-now-its-certain-hsl-is-lowering-ticket-prices/).",
          },
          note: "HSL 30-day adult season ticket for zones AB, bought as a one-off purchase, from 1 January 2024 (EUR 55.50 as an auto-renewing saver subscription).",
        },
      },
    },
    {
      name: "Espoo",
      costsSource: {
        publisher: "Statistics Finland",
        title: "Rents of dwellings, 2nd quarter 2020",
        url: "https://agenparl.eu/non-subsidised-rents-increased-most-in-greater-helsinki-and-in-turku/",
        asOf: "2020-08-06",
        via: "Agenparl",
        research: "Agenparl reproduces Statistics Finland's release 'Non-subsidised rents increased most in Greater Helsinki and in Turku'.",
      },
      costs: {
        rentCentre: {
          value: 861,
          currency: "EUR",
          source: {
            publisher: "Statistics Finland",
            title: "Rents of dwellings 2018, appendix table 5: average monthly rents by area, non-subsidised new tenancies",
            url: "https://stat.fi/til/asvu/2018/asvu_2018_2019-03-07_tau_005_fi.html",
            asOf: "2018",
          },
          note: "Dated 2018: Statistics Finland average monthly rent of a 2-room dwelling (living room plus one bedroom, about 50 m2) in new non-subsidised tenancies, whole Espoo-Kauniainen area; city-wide, not split into centre and outside. No newer per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No outside-centre figure; Statistics Finland splits the city only into its own price zones (2018 2-room averages: Espoo-Kauniainen 1: EUR 858, 2: EUR 876, 3: EUR 839), and the city-wide average is given under rentCentre",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Tampere",
      costsSource: {
        publisher: "Statistics Finland",
        title: "Rents of dwellings, 2nd quarter 2021",
        url: "https://www.thenomadtoday.com/articulo/finland/rents-are-getting-more-expensive-all-over-finland/20210806120843013222.html",
        asOf: "2021-08-06",
        via: "The Nomad Today",
        research: "Article: 'Rents are getting more expensive all over Finland'.",
      },
      costs: {
        rentCentre: {
          value: 707,
          currency: "EUR",
          source: {
            publisher: "Statistics Finland",
            title: "Rents of dwellings 2018, appendix table 5: average monthly rents by area, non-subsidised new tenancies",
            url: "https://stat.fi/til/asvu/2018/asvu_2018_2019-03-07_tau_005_fi.html",
            asOf: "2018",
          },
          note: "Dated 2018: Statistics Finland average monthly rent of a 2-room dwelling (living room plus one bedroom, about 50 m2) in new non-subsidised tenancies, whole Tampere area; city-wide, not split into centre and outside. No newer per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No outside-centre figure; Statistics Finland splits the city only into its own price zones (2018 2-room averages: Tampere 1: EUR 719, 2: EUR 706, 3: EUR 676), and the city-wide average is given under rentCentre",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Turku",
      costsSource: {
        publisher: "Statistics Finland",
        title: "Rents of dwellings, 2nd quarter 2020",
        url: "https://agenparl.eu/non-subsidised-rents-increased-most-in-greater-helsinki-and-in-turku/",
        asOf: "2020-08-06",
        via: "Agenparl",
        research: "Agenparl reproduces Statistics Finland's release 'Non-subsidised rents increased most in Greater Helsinki and in Turku'.",
      },
      costs: {
        rentCentre: {
          value: 675,
          currency: "EUR",
          source: {
            publisher: "Statistics Finland",
            title: "Rents of dwellings 2018, appendix table 5: average monthly rents by area, non-subsidised new tenancies",
            url: "https://stat.fi/til/asvu/2018/asvu_2018_2019-03-07_tau_005_fi.html",
            asOf: "2018",
          },
          note: "Dated 2018: Statistics Finland average monthly rent of a 2-room dwelling (living room plus one bedroom, about 50 m2) in new non-subsidised tenancies, whole Turku area; city-wide, not split into centre and outside. No newer per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No outside-centre figure; Statistics Finland splits the city only into its own price zones (2018 2-room averages: Turku 1: EUR 694, 2: EUR 677, 3: EUR 620), and the city-wide average is given under rentCentre",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
  ],
};
