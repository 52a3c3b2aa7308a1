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
        rent3Centre: {
          value: 1767.5,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Helsinki",
            url: "https://www.numbeo.com/property-investment/in/Helsinki",
            asOf: "2024-04",
          },
          note: "Numbeo average for a 3-bedroom apartment in the city centre (April 2024)",
          research: "Same Numbeo page and update as the 1-bedroom figures. A newer stored copy was not found (another stored copy is dated December 2023). The 1-bedroom figures (April 2024) were kept: no figure dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: 1284.8,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Helsinki",
            url: "https://www.numbeo.com/property-investment/in/Helsinki",
            asOf: "2024-04",
          },
          note: "Numbeo average for a 3-bedroom apartment outside the city centre (April 2024)",
          research: "Same Numbeo page and update as the 1-bedroom figures.",
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
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Espoo.",
          research: "Searched the stored pages for Numbeo's Espoo property page (none stored; Numbeo's Finland country page, June 2025, lists Espoo only by price-to-rent ratios) and Statistics Finland releases (rents per m2, and by 1-room, 2-room and 3+-room flats, not by bedrooms); no 3-bedroom figure found. The 1-bedroom figure (2018) was kept: no figure dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Espoo.",
          research: "Searched the stored pages for Numbeo's Espoo property page (none stored; Numbeo's Finland country page, June 2025, lists Espoo only by price-to-rent ratios) and Statistics Finland releases (rents per m2, and by 1-room, 2-room and 3+-room flats, not by bedrooms); no 3-bedroom figure found. The 1-bedroom figure (2018) was kept: no figure dated 2024-12 or later was found.",
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
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Tampere.",
          research: "Searched the stored pages for Numbeo's Tampere property page (none stored; Numbeo's Finland country page, June 2025, lists Tampere only by price-to-rent ratios) and Statistics Finland releases (rents per m2, and by 1-room, 2-room and 3+-room flats, not by bedrooms); no 3-bedroom figure found. The 1-bedroom figure (2018) was kept: no figure dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Tampere.",
          research: "Searched the stored pages for Numbeo's Tampere property page (none stored; Numbeo's Finland country page, June 2025, lists Tampere only by price-to-rent ratios) and Statistics Finland releases (rents per m2, and by 1-room, 2-room and 3+-room flats, not by bedrooms); no 3-bedroom figure found. The 1-bedroom figure (2018) was kept: no figure dated 2024-12 or later was found.",
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
          value: 715.56,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Turku (last update 25 November 2025)",
            url: "https://www.numbeo.com/property-investment/in/Turku",
            asOf: "2025-11",
            research: "Stored copy of the page: 'Last update: 25 November 2025', based on 72 entries from 13 contributors over the past 18 months.",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre (November 2025)",
          research: "Replaces Statistics Finland's 2018 average for a 2-room dwelling (living room plus one bedroom) in new non-subsidised tenancies across Turku, EUR 675 (stat.fi appendix table 5, 2018), which was dated before 2024-12. A February 2025 copy of the same Numbeo page (numbeo.com) gave EUR 691.64.",
        },
        rentOutside: {
          value: 578.57,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Turku (last update 25 November 2025)",
            url: "https://www.numbeo.com/property-investment/in/Turku",
            asOf: "2025-11",
            research: "Stored copy of the page: 'Last update: 25 November 2025', based on 72 entries from 13 contributors over the past 18 months.",
          },
          note: "Numbeo average for a 1-bedroom apartment outside the city centre (November 2025)",
          research: "Was null: Statistics Finland gives no outside-centre figure, only its own price zones (2018 2-room averages Turku 1: EUR 694, 2: EUR 677, 3: EUR 620).",
        },
        rent3Centre: {
          value: 1166.5,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Turku (last update 25 November 2025)",
            url: "https://www.numbeo.com/property-investment/in/Turku",
            asOf: "2025-11",
            research: "Stored copy of the page: 'Last update: 25 November 2025', based on 72 entries from 13 contributors over the past 18 months.",
          },
          note: "Numbeo average for a 3-bedroom apartment in the city centre (November 2025)",
          research: "Same Numbeo page and update as the 1-bedroom figures.",
        },
        rent3Outside: {
          value: 933.33,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Turku (last update 25 November 2025)",
            url: "https://www.numbeo.com/property-investment/in/Turku",
            asOf: "2025-11",
            research: "Stored copy of the page: 'Last update: 25 November 2025', based on 72 entries from 13 contributors over the past 18 months.",
          },
          note: "Numbeo average for a 3-bedroom apartment outside the city centre (November 2025)",
          research: "Same Numbeo page and update as the 1-bedroom figures.",
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
