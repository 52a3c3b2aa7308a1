import type { CountryPlaces } from "../dataset.schema";

// Liberia: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "liberia",
  name: "Liberia",
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
      name: "Monrovia",
      costsSource: {
        publisher: "Xpatulator",
        title: "Cost of Living in Monrovia in Liberia for Expats on International Assignments",
        url: "https://xpatulator.com/Articles/cost-of-living-in-monrovia-in-liberia-for-expats-on-international-assignments",
        asOf: "2024-03-27",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Monrovia.",
          research: "Searched the stored pages for a Numbeo Monrovia page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Monrovia.",
          research: "Searched the stored pages for a Numbeo Monrovia page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No monthly public transport pass exists or was found",
        },
      },
    },
    {
      name: "Buchanan",
      costsSource: {
        publisher: "Xpatulator",
        title: "Cost of Living in Monrovia in Liberia for Expats on International Assignments",
        url: "https://xpatulator.com/Articles/cost-of-living-in-monrovia-in-liberia-for-expats-on-international-assignments",
        asOf: "2024-03-27",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Buchanan.",
          research: "Searched the stored pages for a Numbeo Buchanan page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Buchanan.",
          research: "Searched the stored pages for a Numbeo Buchanan page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No monthly public transport pass exists or was found",
        },
      },
    },
    {
      name: "Gbarnga",
      costsSource: {
        publisher: "Xpatulator",
        title: "Cost of Living in Monrovia in Liberia for Expats on International Assignments",
        url: "https://xpatulator.com/Articles/cost-of-living-in-monrovia-in-liberia-for-expats-on-international-assignments",
        asOf: "2024-03-27",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Gbarnga.",
          research: "Searched the stored pages for a Numbeo Gbarnga page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Gbarnga.",
          research: "Searched the stored pages for a Numbeo Gbarnga page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No monthly public transport pass exists or was found",
        },
      },
    },
    {
      name: "Kakata",
      costsSource: {
        publisher: "Xpatulator",
        title: "Cost of Living in Monrovia in Liberia for Expats on International Assignments",
        url: "https://xpatulator.com/Articles/cost-of-living-in-monrovia-in-liberia-for-expats-on-international-assignments",
        asOf: "2024-03-27",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Kakata.",
          research: "Searched the stored pages for a Numbeo Kakata page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Kakata.",
          research: "Searched the stored pages for a Numbeo Kakata page (none stored), Xpatulator and copound (totals only), and post reports (Talesmag: mostly 3-bedroom apartments, no price); no 3-bedroom figure found. The 1-bedroom rents stay null: no figure dated 2024-12 or later found.",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No monthly public transport pass exists or was found",
        },
      },
    },
  ],
};
