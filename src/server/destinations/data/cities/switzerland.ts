import type { CountryPlaces } from "../dataset.schema";

// Switzerland: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "switzerland",
  name: "Switzerland",
  climate: {
    types: [
      "temperate",
      "seasonal",
    ],
    source: {
      publisher: "Scientific Data",
      title: "Beck et al. (2018), Present and future Köppen-Geiger climate classification maps at 1-km resolution",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
      reviewedOn: "2026-11-21",
    },
  },
  coastal: false,
  cities: [
    {
      name: "Zurich",
      costsSource: {
        publisher: "Numbeo",
        title: "Property Prices in Zurich",
        url: "https://numbeo.com/property-investment/in/Zurich",
        asOf: "2024-11",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 2215.55,
          currency: "CHF",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Zurich",
            url: "https://numbeo.com/property-investment/in/Zurich",
            asOf: "2024-11",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre (November 2024)",
        },
        rentOutside: {
          value: 1769.73,
          currency: "CHF",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Zurich",
            url: "https://numbeo.com/property-investment/in/Zurich",
            asOf: "2024-11",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom apartment outside the city centre (November 2024)",
        },
        rent3Centre: {
          value: 3846.13,
          currency: "CHF",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Zurich",
            url: "https://numbeo.com/property-investment/in/Zurich",
            asOf: "2024-11",
            reviewedOn: "2026-11-28",
          },
          note: "Numbeo average for a 3-bedroom apartment in the city centre (November 2024)",
          research: "Same Numbeo page and update as the 1-bedroom figures. The 1-bedroom figures (November 2024) were kept: no figure dated 2024-12 or later was found in the stored pages.",
        },
        rent3Outside: {
          value: 2896.58,
          currency: "CHF",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Zurich",
            url: "https://numbeo.com/property-investment/in/Zurich",
            asOf: "2024-11",
            reviewedOn: "2026-11-28",
          },
          note: "Numbeo average for a 3-bedroom apartment outside the city centre (November 2024)",
          research: "Same Numbeo page and update as the 1-bedroom figures.",
        },
        utilities: {
          value: null,
          currency: "CHF",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "CHF",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "CHF",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Geneva",
      costsSource: {
        publisher: "ImmoMapper",
        title: "Geneve real estate market (advertised rents, December 2020)",
        url: "https://www.immomapper.ch/en/real-estate-market/geneve-ge",
        asOf: "2020-12",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 2133,
          currency: "CHF",
          source: {
            publisher: "ImmoMapper",
            title: "Geneve real estate market (advertised rents, December 2020)",
            url: "https://www.immomapper.ch/en/real-estate-market/geneve-ge",
            asOf: "2020-12",
            reviewedOn: "2026-11-23",
          },
          note: "Average advertised rent for a 2-2.5 room flat (one bedroom) across the city of Geneva, corrected for Geneva's room counting; no centre/outside split; dated December 2020, no 2024+ per-city figure found",
        },
        rentOutside: {
          value: null,
          currency: "CHF",
          note: "No separate outside-centre figure; the city-wide figure is given under rentCentre",
        },
        rent2Centre: {
          value: 3010,
          currency: "CHF",
          source: {
            publisher: "ImmoMapper",
            title: "Geneve real estate market (advertised rents, December 2020)",
            url: "https://www.immomapper.ch/en/real-estate-market/geneve-ge",
            asOf: "2020-12",
            reviewedOn: "2026-11-28",
          },
          note: "Average advertised rent for a 3-3.5 room flat (two bedrooms) across the city of Geneva, corrected for Geneva's room counting; city-wide, not centre only; dated December 2020",
          research: "Same ImmoMapper table as the 1-bedroom figure ('3 - 3.5 rooms: CHF 3,010', December 2020).",
        },
        rent3Centre: {
          value: 3847,
          currency: "CHF",
          source: {
            publisher: "ImmoMapper",
            title: "Geneve real estate market (advertised rents, December 2020)",
            url: "https://www.immomapper.ch/en/real-estate-market/geneve-ge",
            asOf: "2020-12",
            reviewedOn: "2026-11-28",
          },
          note: "Average advertised rent for a 4-4.5 room flat (three bedrooms) across the city of Geneva, corrected for Geneva's room counting; city-wide, not centre only; dated December 2020",
          research: "Same ImmoMapper table as the 1-bedroom figure ('4 - 4.5 rooms: CHF 3,847', December 2020). No newer per-city figure found (no Numbeo Geneva page stored). The 1-bedroom figure (December 2020) was kept: no figure dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "CHF",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "ImmoMapper gives the city of Geneva as a whole.",
        },
        utilities: {
          value: null,
          currency: "CHF",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "CHF",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "CHF",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Basel",
      costsSource: {
        publisher: "CSL Immobilien",
        title: "Basel residential market (report 2023)",
        url: "https://www.csl-immobilienmarkt.ch/en/residential-market/basel",
        asOf: "2023",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CHF",
          note: "No 1-bedroom figure found; CSL Immobilien gives only net rent per m2 per year (Basel City Centre median 270 CHF/m2 a year)",
        },
        rentOutside: {
          value: null,
          currency: "CHF",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "CHF",
          note: "No published 3-bedroom figure for Basel.",
          research: "Searched the stored pages for Numbeo and ImmoMapper pages for Basel and for Homegate/Comparis rent reports; CSL Immobilien gives only net rent per m2 a year, and swissinfo (2019, Homegate) gives only 3-room (two-bedroom) rents in the most popular quarters; no dated 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "CHF",
          note: "No published 3-bedroom figure for Basel.",
          research: "Searched the stored pages for Numbeo and ImmoMapper pages for Basel and for Homegate/Comparis rent reports; CSL Immobilien gives only net rent per m2 a year, and swissinfo (2019, Homegate) gives only 3-room (two-bedroom) rents in the most popular quarters; no dated 3-bedroom figure found.",
        },
        utilities: {
          value: null,
          currency: "CHF",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "CHF",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "CHF",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Lausanne",
      costsSource: {
        publisher: "CSL Immobilien",
        title: "Wohnmarkt Lausanne (report 2023)",
        url: "https://www.csl-immobilienmarkt.ch/wohnmarkt/wirtschaftsraum-lausanne",
        asOf: "2023",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CHF",
          note: "No 1-bedroom figure: CSL Immobilien gives only net rent per m2 per year (city of Lausanne median CHF 310 per m2 a year).",
          research: "No 1-bedroom figure found; CSL Immobilien gives only net rent per m2 per year (city of Lausanne median 310 CHF/m2 a year). A Comparis listing analysis (data January 2018 to April 2019) quoted by wochenzimmer.ch gives a median of CHF 1,500 for a 2-room flat in Lausanne, but the quoting page is undated, so no figure is taken",
        },
        rentOutside: {
          value: null,
          currency: "CHF",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "CHF",
          note: "No published 3-bedroom figure for Lausanne.",
          research: "Searched the stored pages for Numbeo and ImmoMapper pages for Lausanne and for Homegate/Comparis rent reports; CSL Immobilien gives only net rent per m2 a year, and swissinfo (2019, Homegate) gives only 3-room (two-bedroom) rents in the most popular quarters; no dated 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "CHF",
          note: "No published 3-bedroom figure for Lausanne.",
          research: "Searched the stored pages for Numbeo and ImmoMapper pages for Lausanne and for Homegate/Comparis rent reports; CSL Immobilien gives only net rent per m2 a year, and swissinfo (2019, Homegate) gives only 3-room (two-bedroom) rents in the most popular quarters; no dated 3-bedroom figure found.",
        },
        utilities: {
          value: null,
          currency: "CHF",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "CHF",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "CHF",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Bern",
      costsSource: {
        publisher: "CSL Immobilien",
        title: "Bern residential market",
        url: "https://www.csl-immobilienmarkt.ch/en/residential-market/bern",
        asOf: "2022",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CHF",
          note: "No 1-bedroom figure found; CSL Immobilien gives only net rent per m2 per year (Bern inner city median 325 CHF/m2 a year, 2021 data)",
        },
        rentOutside: {
          value: null,
          currency: "CHF",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "CHF",
          note: "No published 3-bedroom figure for Bern.",
          research: "Searched the stored pages for Numbeo and ImmoMapper pages for Bern and for Homegate/Comparis rent reports; CSL Immobilien gives only net rent per m2 a year, and swissinfo (2019, Homegate) gives only 3-room (two-bedroom) rents in the most popular quarters; no dated 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "CHF",
          note: "No published 3-bedroom figure for Bern.",
          research: "Searched the stored pages for Numbeo and ImmoMapper pages for Bern and for Homegate/Comparis rent reports; CSL Immobilien gives only net rent per m2 a year, and swissinfo (2019, Homegate) gives only 3-room (two-bedroom) rents in the most popular quarters; no dated 3-bedroom figure found.",
        },
        utilities: {
          value: null,
          currency: "CHF",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "CHF",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "CHF",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
  ],
};
