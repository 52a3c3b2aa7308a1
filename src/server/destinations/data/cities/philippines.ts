// NewShores city living costs for Philippines: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "philippines",
  name: "Philippines",
  climate: {
    types: [
      "tropical",
      "temperate",
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
      name: "Manila",
      costsSource: {
        publisher: "DigitalNPQ",
        title: "Philippines Cost of Living: A Comprehensive Guide (29 August 2024)",
        url: "https://www.digitalnpq.org/philippines-cost-of-living/",
        asOf: "2024-08-29",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 27487,
          currency: "PHP",
        },
        rentOutside: {
          value: 14250,
          currency: "PHP",
        },
        utilities: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "PHP",
          note: "Source gives only a range (PHP 8,000-12,000 a month for one person), no single figure",
        },
        transport: {
          value: 1530,
          currency: "PHP",
        },
        rent3Centre: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Manila.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Manila pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Manila dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Manila.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Manila pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Manila dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Cebu City",
      costsSource: {
        publisher: "DigitalNPQ",
        title: "Philippines Cost of Living: A Comprehensive Guide (29 August 2024)",
        url: "https://www.digitalnpq.org/philippines-cost-of-living/",
        asOf: "2024-08-29",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 24230.77,
          currency: "PHP",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Cebu (last update July 2021)",
            url: "https://www.numbeo.com/property-investment/in/Cebu",
            asOf: "2021-07",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom in the city centre, dated July 2021 (range PHP 20,000–35,000; 86 entries): old, but no 2024+ figure was found",
        },
        rentOutside: {
          value: 13333.33,
          currency: "PHP",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Cebu (last update July 2021)",
            url: "https://www.numbeo.com/property-investment/in/Cebu",
            asOf: "2021-07",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom outside the centre, dated July 2021 (range PHP 9,000–25,000): old, but no 2024+ figure was found",
        },
        utilities: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Cebu City.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Cebu City pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Cebu City dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Cebu City.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Cebu City pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Cebu City dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Davao City",
      costsSource: {
        publisher: "DigitalNPQ",
        title: "Philippines Cost of Living: A Comprehensive Guide (29 August 2024)",
        url: "https://www.digitalnpq.org/philippines-cost-of-living/",
        asOf: "2024-08-29",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Davao City.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Davao City pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Davao City dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Davao City.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Davao City pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Davao City dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Dumaguete",
      costsSource: {
        publisher: "DigitalNPQ",
        title: "Philippines Cost of Living: A Comprehensive Guide (29 August 2024)",
        url: "https://www.digitalnpq.org/philippines-cost-of-living/",
        asOf: "2024-08-29",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Dumaguete.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Dumaguete pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Dumaguete dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Dumaguete.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Dumaguete pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Dumaguete dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Baguio",
      costsSource: {
        publisher: "DigitalNPQ",
        title: "Philippines Cost of Living: A Comprehensive Guide (29 August 2024)",
        url: "https://www.digitalnpq.org/philippines-cost-of-living/",
        asOf: "2024-08-29",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "PHP",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Baguio.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Baguio pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Baguio dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "PHP",
          note: "No published 3-bedroom figure for Baguio.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Baguio pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (Lamudi, Colliers) by bedroom count; no 3-bedroom rent for Baguio dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
