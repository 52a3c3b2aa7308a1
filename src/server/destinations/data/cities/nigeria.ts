import type { CountryPlaces } from "../dataset.schema";

// Nigeria: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "nigeria",
  name: "Nigeria",
  climate: {
    types: [
      "tropical",
      "dry",
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
      name: "Lagos",
      climate: {
        koppen: "Aw",
        described: "tropical savanna climate",
        source: {
          publisher: "Wikipedia",
          title: "Lagos (Climate section)",
          url: "https://wiki.niidae.com/index.php?action=edit&section=13&title=Lagos",
          asOf: "2022",
          reviewedOn: "2026-11-28",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search 'Lagos experiences a tropical savanna climate (Aw) according to the Köppen climate classification': 'Lagos experiences a tropical savanna climate (Aw) according to the Köppen climate classification'. Undated; the latest date in the section is a December 2022 maintenance tag, hence the as-of year. Weather Atlas (weather-atlas.com/en/nigeria/lagos, undated) also states Aw.",
        },
      },
      costsSource: {
        publisher: "Startup Guide",
        title: "Lagos: Cost of Living and Accommodation",
        url: "https://www.startupguide.com/lagos-cost-of-living-and-accommodation",
        asOf: "2023-09-21",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NGN",
          note: "No city-wide one-bedroom figure found; the Edala Development Lagos Residential Market Report 2025 gives only area averages per year (e.g. NGN 7.5 million Victoria Island, NGN 3.2 million Ikeja, NGN 500,000 Ikorodu), and rent is usually paid a year upfront",
        },
        rentOutside: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Lagos.",
          research: "Searched the stored pages for a Numbeo Lagos page (none stored) and Lagos rent reports: Nigeria Housing Market (December 2025) gives only annual 3-bedroom rents by neighbourhood (e.g. NGN 18m Ikoyi, NGN 4.5m Surulere and Gbagada), and the Edala Lagos Residential Market Report 2025 gives only 1-bedroom annual rents by area; no city-wide figure. The 1-bedroom rents stay null: no city-wide figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Lagos.",
          research: "Searched the stored pages for a Numbeo Lagos page (none stored) and Lagos rent reports: Nigeria Housing Market (December 2025) gives only annual 3-bedroom rents by neighbourhood (e.g. NGN 18m Ikoyi, NGN 4.5m Surulere and Gbagada), and the Edala Lagos Residential Market Report 2025 gives only 1-bedroom annual rents by area; no city-wide figure. The 1-bedroom rents stay null: no city-wide figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "NGN",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "NGN",
          note: "No monthly public transport pass price found",
        },
      },
    },
    {
      name: "Abuja",
      costsSource: {
        publisher: "Lekki Hub",
        title: "Cost of Living",
        url: "https://lekkihub.com/cost-of-living/",
        asOf: "2016-11-13",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NGN",
          note: "No single one-bedroom figure found; Abuja news surveys give only ranges per year (e.g. NGN 1.8-2 million for a one-bedroom around the city centre), and rent is usually paid a year or more upfront",
        },
        rentOutside: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Abuja.",
          research: "Searched the stored pages for a Numbeo Abuja page (none stored) and Nigerian rent reports; no city-wide 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Abuja.",
          research: "Searched the stored pages for a Numbeo Abuja page (none stored) and Nigerian rent reports; no city-wide 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "NGN",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "NGN",
          note: "No monthly public transport pass price found",
        },
      },
    },
    {
      name: "Port Harcourt",
      costsSource: {
        publisher: "Lekki Hub",
        title: "Cost of Living",
        url: "https://lekkihub.com/cost-of-living/",
        asOf: "2016-11-13",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NGN",
          note: "No 1-bedroom figure found; the source gives about NGN 800,000 a year for a three-bedroom flat (2016, outdated)",
        },
        rentOutside: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Port Harcourt.",
          research: "Searched the stored pages for a Numbeo Port Harcourt page (none stored) and Nigerian rent reports; no city-wide 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Port Harcourt.",
          research: "Searched the stored pages for a Numbeo Port Harcourt page (none stored) and Nigerian rent reports; no city-wide 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "NGN",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "NGN",
          note: "No monthly public transport pass price found",
        },
      },
    },
    {
      name: "Ibadan",
      costsSource: {
        publisher: "Startup Guide",
        title: "Lagos: Cost of Living and Accommodation",
        url: "https://www.startupguide.com/lagos-cost-of-living-and-accommodation",
        asOf: "2023-09-21",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found (the cited page covers Lagos only)",
        },
        rentOutside: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Ibadan.",
          research: "Searched the stored pages for a Numbeo Ibadan page (none stored) and Nigerian rent reports; no city-wide 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "NGN",
          note: "No published 3-bedroom figure for Ibadan.",
          research: "Searched the stored pages for a Numbeo Ibadan page (none stored) and Nigerian rent reports; no city-wide 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "NGN",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "NGN",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "NGN",
          note: "No monthly public transport pass price found",
        },
      },
    },
  ],
};
