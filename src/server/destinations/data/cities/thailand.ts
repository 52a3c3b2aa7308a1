// NewShores city living costs for Thailand: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "thailand",
  name: "Thailand",
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
      name: "Bangkok",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Southeast Asian cities, 2025",
        url: "https://dmnews.com/jus-ranked-southeast-asias-most-expensive-major-cities-to-live-in-right-now/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        via: "DMNews",
        research: "Article: 'Ranked: Southeast Asia's most expensive major cities to live in right now'.",
      },
      costs: {
        rentCentre: {
          value: 850,
          currency: "USD",
          source: {
            publisher: "Global Property Guide",
            title: "Asia: rent of 1-bedroom apartments in the most expensive areas of major cities (last updated June 2024)",
            url: "https://www.globalpropertyguide.com/asia/rent",
            asOf: "2024-06",
            reviewedOn: "2026-11-23",
          },
          note: "Average monthly rent of a 1-bedroom apartment in Bangkok's most expensive (prime central) areas, from GPG's own research on local listing portals; an asking-rent, expat-grade figure, not a city-wide average. GPG's Thailand yields page (2024-07-02) gives district medians for 1-bedrooms of USD 1,057 (Pathum Wan), 813 (Watthana), 732 (Khlong Toei), 678 (Sathon)",
        },
        rentOutside: {
          value: null,
          currency: "THB",
          note: "No city-wide figure for outside the centre: Global Property Guide gives only district medians for 1-bedroom apartments outside the prime core (USD 542 Chatuchak, 515 Huai Khwang, 488 Phra Khanong, July 2024).",
          research: "No city-level outside-centre figure found: Global Property Guide's Thailand rental-yields page (https://www.globalpropertyguide.com/asia/thailand/rental-yields, 2024-07-02) gives only district medians for 1-bedroom apartments outside the prime core (USD 542 Chatuchak, 515 Huai Khwang, 488 Phra Khanong), not one outside-centre figure; guides give only ranges and Numbeo's Bangkok page was not in the store",
        },
        utilities: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Bangkok.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Bangkok pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Bangkok dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Bangkok.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Bangkok pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Bangkok dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Chiang Mai",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Southeast Asian cities, 2025",
        url: "https://dmnews.com/jus-ranked-southeast-asias-most-expensive-major-cities-to-live-in-right-now/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        via: "DMNews",
        research: "Article: 'Ranked: Southeast Asia's most expensive major cities to live in right now'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "THB",
          note: "Only ranges are published: THB 12,000-18,000 a month for a one-bedroom condo in central areas and THB 6,000-12,000 in suburban areas (BambooRoutes, September 2025)",
        },
        rentOutside: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Chiang Mai.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Chiang Mai pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Chiang Mai dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Chiang Mai.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Chiang Mai pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Chiang Mai dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Phuket",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Southeast Asian cities, 2025",
        url: "https://dmnews.com/jus-ranked-southeast-asias-most-expensive-major-cities-to-live-in-right-now/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        via: "DMNews",
        research: "Article: 'Ranked: Southeast Asia's most expensive major cities to live in right now'.",
      },
      costs: {
        rentCentre: {
          value: 600,
          currency: "USD",
          note: "Numbeo average for a one-bedroom apartment in the city centre, 2025.",
          research: "Numbeo average for a one-bedroom apartment in the city centre, as quoted by DMNews",
        },
        rentOutside: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Phuket.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Phuket pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Phuket dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Phuket.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Phuket pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Phuket dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Pattaya",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Southeast Asian cities, 2025",
        url: "https://dmnews.com/jus-ranked-southeast-asias-most-expensive-major-cities-to-live-in-right-now/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        via: "DMNews",
        research: "Article: 'Ranked: Southeast Asia's most expensive major cities to live in right now'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "THB",
          note: "No figure for the centre: Global Property Guide gives 1-bedroom medians only for Pattaya areas (USD 681 Wongamat, 545 Jomtien, 545 Bang Lamung, July 2024), none of them the centre.",
          research: "No centre figure found: Global Property Guide's Thailand rental-yields page (https://www.globalpropertyguide.com/asia/thailand/rental-yields, 2024-07-02) gives 1-bedroom medians only for Pattaya areas (USD 681 Wongamat, 545 Jomtien, 545 Bang Lamung), none of them the centre",
        },
        rentOutside: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Pattaya.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Pattaya pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Pattaya dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Pattaya.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Pattaya pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Pattaya dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Hua Hin",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Southeast Asian cities, 2025",
        url: "https://dmnews.com/jus-ranked-southeast-asias-most-expensive-major-cities-to-live-in-right-now/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        via: "DMNews",
        research: "Article: 'Ranked: Southeast Asia's most expensive major cities to live in right now'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "THB",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Hua Hin.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Hua Hin pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Hua Hin dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "THB",
          note: "No published 3-bedroom figure for Hua Hin.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Hua Hin pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables (its Thailand rental-yields page, last updated 2024-07-02, gives 3-bedroom medians only for single Bangkok districts, not a city figure and dated before 2024-12) and portal reports (DDProperty, Hipflat); no 3-bedroom rent for Hua Hin dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
