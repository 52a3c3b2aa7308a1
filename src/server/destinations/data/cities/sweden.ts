import type { CountryPlaces } from "../dataset.schema";

/**
 * Sweden: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "sweden",
  name: "Sweden",
  climate: {
    types: [
      "temperate",
      "seasonal",
      "northern",
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
      name: "Stockholm",
      costsSource: {
        publisher: "Be Resident",
        title: "Rent statistics (July 2020)",
        url: "https://www.beresident.se/nyheter/hyresstatistik",
        asOf: "2020-07-15",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 13814,
          currency: "SEK",
          source: {
            publisher: "Be Resident",
            title: "Rent statistics (July 2020)",
            url: "https://www.beresident.se/nyheter/hyresstatistik",
            asOf: "2020-07-15",
            reviewedOn: "2026-11-23",
          },
          note: "Be Resident average rent for a 2-room (1-bedroom) apartment let through its service, whole city including suburbs, not split into centre and outside; July 2020, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Stockholm.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Stockholm pages (cost of living and property prices, in English and the local language; none was found for Stockholm) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Stockholm dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Stockholm.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Stockholm pages (cost of living and property prices, in English and the local language; none was found for Stockholm) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Stockholm dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Gothenburg",
      costsSource: {
        publisher: "Be Resident",
        title: "Rent statistics (July 2020)",
        url: "https://www.beresident.se/nyheter/hyresstatistik",
        asOf: "2020-07-15",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 12146,
          currency: "SEK",
          source: {
            publisher: "Be Resident",
            title: "Rent statistics (July 2020)",
            url: "https://www.beresident.se/nyheter/hyresstatistik",
            asOf: "2020-07-15",
            reviewedOn: "2026-11-23",
          },
          note: "Be Resident average rent for a 2-room (1-bedroom) apartment let through its service, whole city including suburbs, not split into centre and outside; July 2020, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Gothenburg.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Gothenburg pages (cost of living and property prices, in English and the local language; none was found for Gothenburg) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Gothenburg dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Gothenburg.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Gothenburg pages (cost of living and property prices, in English and the local language; none was found for Gothenburg) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Gothenburg dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Malmö",
      costsSource: {
        publisher: "Statistics Sweden (SCB)",
        title: "Rents in rental apartments by region, 2024",
        url: "https://scb.se/hitta-statistik/statistik-efter-amne/boende-byggande-och-bebyggelse/bostads-och-hyresuppgifter/hyror-i-bostadslagenheter/pong/tabell-och-diagram/hyra-och-hyresforandring-efter-region",
        asOf: "2024",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found; SCB gives only rent per square metre (SEK 129 a month in Greater Malmö, 2024)",
        },
        rentOutside: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Malmö.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Malmö pages (cost of living and property prices, in English and the local language; none was found for Malmö) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Malmö dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Malmö.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Malmö pages (cost of living and property prices, in English and the local language; none was found for Malmö) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Malmö dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Uppsala",
      costsSource: {
        publisher: "Statistics Sweden (SCB)",
        title: "Rents in rental apartments by region, 2024",
        url: "https://scb.se/hitta-statistik/statistik-efter-amne/boende-byggande-och-bebyggelse/bostads-och-hyresuppgifter/hyror-i-bostadslagenheter/pong/tabell-och-diagram/hyra-och-hyresforandring-efter-region",
        asOf: "2024",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found; SCB gives only rent per square metre by municipality size group",
        },
        rentOutside: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "SEK",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Uppsala.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Uppsala pages (cost of living and property prices, in English and the local language; none was found for Uppsala) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Uppsala dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "SEK",
          note: "No published 3-bedroom figure for Uppsala.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Uppsala pages (cost of living and property prices, in English and the local language; none was found for Uppsala) and for SCB's Hyror i bostadslägenheter 2025 as reported in the press (region figures for 3-room apartments, i.e. 2 bedrooms; the 4-or-more-room figures by region were not in the stored copies); no 3-bedroom rent for Uppsala dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
