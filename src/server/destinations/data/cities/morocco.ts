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
      name: "Koppen-Geiger climate classification, Beck et al. (2018), Scientific Data",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
    },
  },
  coastal: true,
  cities: [
    {
      name: "Casablanca",
      costsSource: {
        name: "Le360 (Aujourd'hui le Maroc), Mubawab rental 'tensiometre' Q2 2022",
        url: "https://fr.le360.ma/economie/quartiers-stars-loyers-les-plus-chers-ce-que-vous-devez-savoir-266100",
        asOf: "2022",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No 1-bedroom figure found; Mubawab gives 7,800 MAD as the average asking rent of an unfurnished apartment of any size (Q2 2022). Mubawab's H1 2025 rental 'tensiometre' (20 Minutes Maroc, https://20-minutes.ma/?p=2482) gives only district averages for unfurnished apartments of any size (e.g. MAD 11,330 in Casablanca Finance City; national average MAD 8,740), none for a 1-bedroom",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
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
          note: "No dated monthly pass price found",
        },
        healthInsurance: {
          value: null,
          currency: "MAD",
          note: "No published monthly private health insurance premium found",
        },
      },
    },
    {
      name: "Marrakech",
      costsSource: {
        name: "Bladi.net, 'Marrakech Housing Crisis: Young Job Seekers Face Soaring Rents'",
        url: "https://en.bladi.net/marrakech-housing-crisis-young-job-seekers-face-soaring-rents-and-shrinking,116435.html",
        asOf: "2025-08-22",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No single figure found; the source gives a range of 4,000-5,000 MAD a month for a small apartment (2025), and Mubawab gave 6,200 MAD for an unfurnished apartment of any size (Q2 2022). Mubawab's H1 2025 rental 'tensiometre' (20 Minutes Maroc, https://20-minutes.ma/?p=2482) gives only district averages for unfurnished apartments of any size (e.g. MAD 12,650 in Agdal, the highest district average in the report), none for a 1-bedroom",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
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
          note: "No dated monthly pass price found",
        },
        healthInsurance: {
          value: null,
          currency: "MAD",
          note: "No published monthly private health insurance premium found",
        },
      },
    },
    {
      name: "Rabat",
      costsSource: {
        name: "Le360 (Aujourd'hui le Maroc), Mubawab rental 'tensiometre' Q2 2022",
        url: "https://fr.le360.ma/economie/quartiers-stars-loyers-les-plus-chers-ce-que-vous-devez-savoir-266100",
        asOf: "2022",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No 1-bedroom figure found; Mubawab gives 9,500 MAD as the average asking rent of an unfurnished apartment of any size (Q2 2022)",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
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
          note: "No dated monthly pass price found",
        },
        healthInsurance: {
          value: null,
          currency: "MAD",
          note: "No published monthly private health insurance premium found",
        },
      },
    },
    {
      name: "Tangier",
      costsSource: {
        name: "Mubawab blog, 'Tour d'horizon des surfaces moyennes et des prix de location dans le royaume'",
        url: "https://blog.mubawab.ma/tour-dhorizon-des-surfaces-moyennes-et-des-prix-de-location-dans-le-royaume",
        asOf: "2018-05",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No 1-bedroom figure found; Mubawab gives only rent per m2 (about 65 MAD/m2 a month for an average 116 m2 rented apartment, May 2018). Mubawab's H1 2025 rental 'tensiometre' (20 Minutes Maroc, https://20-minutes.ma/?p=2482) gives only district averages for unfurnished apartments of any size (e.g. MAD 4,060 in Tanja Balia, which the report calls the most affordable zone), none for a 1-bedroom",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
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
          note: "No dated monthly pass price found",
        },
        healthInsurance: {
          value: null,
          currency: "MAD",
          note: "No published monthly private health insurance premium found",
        },
      },
    },
    {
      name: "Agadir",
      costsSource: {
        name: "Le360 (Aujourd'hui le Maroc), Mubawab rental 'tensiometre' Q2 2022",
        url: "https://fr.le360.ma/economie/quartiers-stars-loyers-les-plus-chers-ce-que-vous-devez-savoir-266100",
        asOf: "2022",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found (the cited Mubawab report gives Agadir only a villa rent)",
        },
        rentOutside: {
          value: null,
          currency: "MAD",
          note: "No published per-city figure found",
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
          note: "No dated monthly pass price found",
        },
        healthInsurance: {
          value: null,
          currency: "MAD",
          note: "No published monthly private health insurance premium found",
        },
      },
    },
  ],
};
