import type { CountryPlaces } from "../dataset.schema";

// Morocco: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "morocco",
  name: "Morocco",
  climate: {
    types: [
      "mediterranean",
      "dry",
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
      name: "Casablanca",
      costsSource: {
        publisher: "Mubawab",
        title: "Rental tensiometre, Q2 2022",
        url: "https://fr.le360.ma/economie/quartiers-stars-loyers-les-plus-chers-ce-que-vous-devez-savoir-266100",
        asOf: "2022",
        via: "Le360",
        research: "Le360 article (Aujourd'hui le Maroc) 'Quartiers stars: loyers les plus chers, ce que vous devez savoir'.",
      },
      costs: {
        rentCentre: {
          value: 750,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 1-bedroom apartment in Casablanca (all locations), from Sarouty listings, last updated 20 February 2024. Mubawab's first-half 2025 figures give only district averages for apartments of any size.",
          research: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 1-bedroom apartment in Casablanca (all locations), from Sarouty listings, last updated 20 February 2024 (stored copy read at the http address). Mubawab's H1 2025 tensiometre (20 Minutes Maroc, https://20-minutes.ma/?p=2482) gives only district averages for apartments of any size, none for a 1-bedroom",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        rent2Centre: {
          value: 949,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 2-bedroom apartment in Casablanca (all locations), from Sarouty listings, last updated 20 February 2024",
          research: "Global Property Guide table, row 'Casablanca (all locations), 2-Bedroom'.",
        },
        rent3Centre: {
          value: 1349,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 3-bedroom apartment in Casablanca (all locations), from Sarouty listings, last updated 20 February 2024",
          research: "Global Property Guide table, row 'Casablanca (all locations), 3-Bedroom'. No newer dated 3-bedroom figure found (Mubawab's 2025 reports give district averages for apartments of any size).",
        },
        rent3Outside: {
          value: null,
          currency: "MAD",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "Global Property Guide gives the city as a whole (all locations).",
        },
        utilities: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "MAD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: 250,
          currency: "MAD",
          source: {
            publisher: "Le Matin",
            title: "Bus, busway, tramway a Casablanca : voici les nouveaux prix adoptes",
            url: "https://lematin.ma/regions/bus-busway-tramway-a-casablanca-voici-les-nouveaux-prix-adoptes/226752",
            asOf: "2024-05",
          },
          note: "Casa Transports monthly subscription valid on the tramway and busway network, MAD 250 a month (up from MAD 230) plus MAD 30 for the card, adopted by the Casablanca city council on 15 May 2024",
        },
      },
    },
    {
      name: "Marrakech",
      costsSource: {
        publisher: "Bladi.net",
        title: "Marrakech Housing Crisis: Young Job Seekers Face Soaring Rents",
        url: "https://en.bladi.net/marrakech-housing-crisis-young-job-seekers-face-soaring-rents-and-shrinking,116435.html",
        asOf: "2025-08-22",
      },
      costs: {
        rentCentre: {
          value: 700,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 1-bedroom apartment in Marrakesh (all locations), from Sarouty listings, last updated 20 February 2024. Bladi.net (2025) gives a range of MAD 4,000-5,000 for a small apartment.",
          research: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 1-bedroom apartment in Marrakesh (all locations), from Sarouty listings, last updated 20 February 2024 (stored copy read at the http address). Bladi.net (2025) gives only a range of MAD 4,000-5,000 for a small apartment",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        rent2Centre: {
          value: 780,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 2-bedroom apartment in Marrakesh (all locations), from Sarouty listings, last updated 20 February 2024",
          research: "Global Property Guide table, row 'Marrakesh (all locations), 2-Bedroom'.",
        },
        rent3Centre: {
          value: 750,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 3-bedroom apartment in Marrakesh (all locations), from Sarouty listings, last updated 20 February 2024; as published, slightly below the 2-bedroom average",
          research: "Global Property Guide table, row 'Marrakesh (all locations), 3-Bedroom'. No newer dated 3-bedroom figure found (Mubawab's 2025 reports give district averages for apartments of any size).",
        },
        rent3Outside: {
          value: null,
          currency: "MAD",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "Global Property Guide gives the city as a whole (all locations).",
        },
        utilities: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "MAD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "MAD",
          note: "No dated monthly bus pass price published for this city (Alsa operates the buses).",
          research: "No dated monthly bus pass price found for this city (Alsa operates the buses; searched 2024-2025 news and operator pages)",
        },
      },
    },
    {
      name: "Rabat",
      costsSource: {
        publisher: "Mubawab",
        title: "Rental tensiometre, Q2 2022",
        url: "https://fr.le360.ma/economie/quartiers-stars-loyers-les-plus-chers-ce-que-vous-devez-savoir-266100",
        asOf: "2022",
        via: "Le360",
        research: "Le360 article (Aujourd'hui le Maroc) 'Quartiers stars: loyers les plus chers, ce que vous devez savoir'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No recent 1-bedroom figure: Mubawab gives 9,500 MAD as the average asking rent of an unfurnished apartment of any size (Q2 2022).",
          research: "No 2024+ 1-bedroom figure found; Mubawab gives 9,500 MAD as the average asking rent of an unfurnished apartment of any size (Q2 2022). A Business Insider list republished by Pulse Nigeria (August 2023) gives USD 433.51 for a one-bedroom in the city centre, but the stored page is filed under an unrelated title and names no underlying source, so it is not used",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "MAD",
          note: "No published 3-bedroom figure for Rabat.",
          research: "Global Property Guide's Morocco table (February 2024) covers Casablanca, Agadir, Marrakesh and Tangier, not Rabat; Mubawab's reports give district averages for apartments of any size; no Numbeo Rabat page stored. No 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "MAD",
          note: "No published 3-bedroom figure for Rabat.",
          research: "Global Property Guide's Morocco table (February 2024) covers Casablanca, Agadir, Marrakesh and Tangier, not Rabat; Mubawab's reports give district averages for apartments of any size; no Numbeo Rabat page stored. No 3-bedroom figure found.",
        },
        utilities: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "MAD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: 270,
          currency: "MAD",
          source: {
            publisher: "Bladi.net",
            title: "Tramway Rabat-Sale : les prix vont augmenter",
            url: "https://www.bladi.net/tramway-rabat-sale-prix-vont-augmenter,115458.html",
            asOf: "2025-07-01",
          },
          note: "Rabat-Sale tramway 'IRTIYAH Tout Public' monthly subscription, MAD 270 a month from 1 July 2025 (was MAD 250); tramway only, city buses (Alsa) not included",
        },
      },
    },
    {
      name: "Tangier",
      costsSource: {
        publisher: "Mubawab",
        title: "Tour d'horizon des surfaces moyennes et des prix de location dans le royaume",
        url: "https://blog.mubawab.ma/tour-dhorizon-des-surfaces-moyennes-et-des-prix-de-location-dans-le-royaume",
        asOf: "2018-05",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No 1-bedroom figure: Global Property Guide (February 2024) gives Tangier only 2-bedroom (USD 750) and 3-bedroom asking rents; Mubawab gives only rent per m2 (about 65 MAD/m2 a month, May 2018) and, for the first half of 2025, district averages for unfurnished apartments of any size (e.g. MAD 4,060 in Tanja Balia, the most affordable zone).",
          research: "No 1-bedroom figure found; Global Property Guide (February 2024) gives Tangier only 2-bedroom (USD 750) and 3-bedroom asking rents; Mubawab gives only rent per m2 (about 65 MAD/m2 a month, May 2018). Mubawab's H1 2025 rental 'tensiometre' (20 Minutes Maroc, https://20-minutes.ma/?p=2482) gives only district averages for unfurnished apartments of any size (e.g. MAD 4,060 in Tanja Balia, which the report calls the most affordable zone), none for a 1-bedroom",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        rent2Centre: {
          value: 750,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 2-bedroom apartment in Tangier (all locations), from Sarouty listings, last updated 20 February 2024",
          research: "Global Property Guide table, row 'Tangier (all locations), 2-Bedroom'.",
        },
        rent3Centre: {
          value: 1000,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 3-bedroom apartment in Tangier (all locations), from Sarouty listings, last updated 20 February 2024",
          research: "Global Property Guide table, row 'Tangier (all locations), 3-Bedroom'. No newer dated 3-bedroom figure found (Mubawab's 2025 reports give district averages for apartments of any size).",
        },
        rent3Outside: {
          value: null,
          currency: "MAD",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "Global Property Guide gives the city as a whole (all locations).",
        },
        utilities: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "MAD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "MAD",
          note: "No dated monthly bus pass price published for this city (Alsa operates the buses).",
          research: "No dated monthly bus pass price found for this city (Alsa operates the buses; searched 2024-2025 news and operator pages)",
        },
      },
    },
    {
      name: "Agadir",
      costsSource: {
        publisher: "Mubawab",
        title: "Rental tensiometre, Q2 2022",
        url: "https://fr.le360.ma/economie/quartiers-stars-loyers-les-plus-chers-ce-que-vous-devez-savoir-266100",
        asOf: "2022",
        via: "Le360",
        research: "Le360 article (Aujourd'hui le Maroc) 'Quartiers stars: loyers les plus chers, ce que vous devez savoir'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No 1-bedroom figure found; Global Property Guide (February 2024) gives Agadir only 2-bedroom (USD 500) and 3-bedroom (USD 650) asking rents, and the cited Mubawab report gives only a villa rent",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        rent2Centre: {
          value: 500,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 2-bedroom apartment in Agadir (all locations), from Sarouty listings, last updated 20 February 2024",
          research: "Global Property Guide table, row 'Agadir (all locations), 2-Bedroom'.",
        },
        rent3Centre: {
          value: 650,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Morocco: Casablanca and 3 other cities (Q1 2024)",
            url: "https://www.globalpropertyguide.com/Middle-East/Morocco/Rental-Yields",
            asOf: "2024-02-20",
            research: "Built from Sarouty listings; stored copy read at the http address.",
          },
          note: "City-wide, not centre only: Global Property Guide's average asking monthly rent for a 3-bedroom apartment in Agadir (all locations), from Sarouty listings, last updated 20 February 2024",
          research: "Global Property Guide table, row 'Agadir (all locations), 3-Bedroom'. No newer dated 3-bedroom figure found (Mubawab's 2025 reports give district averages for apartments of any size).",
        },
        rent3Outside: {
          value: null,
          currency: "MAD",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "Global Property Guide gives the city as a whole (all locations).",
        },
        utilities: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "MAD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "MAD",
          note: "No dated monthly bus pass price published for this city (Alsa operates the buses).",
          research: "No dated monthly bus pass price found for this city (Alsa operates the buses; searched 2024-2025 news and operator pages)",
        },
      },
    },
  ],
};
