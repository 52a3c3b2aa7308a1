import type { CountryPlaces } from "../dataset.schema";

// Ghana: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "ghana",
  name: "Ghana",
  climate: {
    types: [
      "tropical",
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
      name: "Accra",
      costsSource: {
        publisher: "Africarrieres",
        title: "Ghana guide: cost of living",
        url: "https://africarrieres.com/ghana/fr/guide/decouvrir/cout-de-la-vie",
        asOf: "2024",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "GHS",
          note: "Only a range is published: GHS 1,500-3,500 a month for a one-bedroom apartment in the city centre",
        },
        rentOutside: {
          value: null,
          currency: "GHS",
          note: "Only a range is published: GHS 800-2,000 a month for a one-bedroom apartment outside the centre",
        },
        rent3Centre: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Accra.",
          research: "Searched the stored pages for a Numbeo Accra page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Accra.",
          research: "Searched the stored pages for a Numbeo Accra page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "GHS",
          note: "Only ranges are published: electricity GHS 150-400 and water GHS 50-150 a month per household",
        },
        groceries: {
          value: null,
          currency: "GHS",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "GHS",
          note: "No monthly public transport pass exists or was found; transport is mostly by trotro minibus and taxi",
        },
      },
    },
    {
      name: "Kumasi",
      costsSource: {
        publisher: "Africarrieres",
        title: "Ghana guide: cost of living",
        url: "https://africarrieres.com/ghana/fr/guide/decouvrir/cout-de-la-vie",
        asOf: "2024",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "GHS",
          note: "Only a range is published: GHS 800-2,000 a month for a one-bedroom apartment in the city centre",
        },
        rentOutside: {
          value: null,
          currency: "GHS",
          note: "Only a range is published: GHS 500-1,200 a month for a one-bedroom apartment outside the centre",
        },
        rent3Centre: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Kumasi.",
          research: "Searched the stored pages for a Numbeo Kumasi page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Kumasi.",
          research: "Searched the stored pages for a Numbeo Kumasi page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "GHS",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "GHS",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "GHS",
          note: "No monthly public transport pass exists or was found; transport is mostly by trotro minibus and taxi",
        },
      },
    },
    {
      name: "Cape Coast",
      costsSource: {
        publisher: "Africarrieres",
        title: "Ghana guide: cost of living",
        url: "https://africarrieres.com/ghana/fr/guide/decouvrir/cout-de-la-vie",
        asOf: "2024",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "GHS",
          note: "No published per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "GHS",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Cape Coast.",
          research: "Searched the stored pages for a Numbeo Cape Coast page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Cape Coast.",
          research: "Searched the stored pages for a Numbeo Cape Coast page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "GHS",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "GHS",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "GHS",
          note: "No monthly public transport pass exists or was found; transport is mostly by trotro minibus and taxi",
        },
      },
    },
    {
      name: "Sekondi-Takoradi",
      costsSource: {
        publisher: "Africarrieres",
        title: "Ghana guide: cost of living",
        url: "https://africarrieres.com/ghana/fr/guide/decouvrir/cout-de-la-vie",
        asOf: "2024",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "GHS",
          note: "No published per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "GHS",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Sekondi-Takoradi.",
          research: "Searched the stored pages for a Numbeo Sekondi-Takoradi page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "GHS",
          note: "No published 3-bedroom figure for Sekondi-Takoradi.",
          research: "Searched the stored pages for a Numbeo Sekondi-Takoradi page (none stored) and Ghanaian rent surveys (GhanaWeb, Pulse Ghana give only neighbourhood ranges or starting prices); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "GHS",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "GHS",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "GHS",
          note: "No monthly public transport pass exists or was found; transport is mostly by trotro minibus and taxi",
        },
      },
    },
  ],
};
