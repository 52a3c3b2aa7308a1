// NewShores city living costs for New Zealand: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
// New Zealand rents are published per week: such figures carry period "week" and are recorded as
// published (converted in code). Rents come from Tenancy Services (MBIE) rental bond data.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "new-zealand",
  name: "New Zealand",
  climate: {
    types: [
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
      name: "Auckland",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living database",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        research: "no stored copy of the city pages was found; no figures taken",
      },
      costs: {
        rentCentre: {
          value: 450,
          currency: "NZD",
          period: "week",
          source: {
            publisher: "Tenancy Services",
            title: "Rental bond data: 1-bedroom apartments in Auckland CBD",
            url: "https://interest.co.nz/property/126078/median-rent-1-bedroom-apartments-auckland-cbd-60-12-months",
            asOf: "2023-11",
            reviewedOn: "2026-11-23",
            via: "interest.co.nz",
            research: "Article by Greg Ninness: 'Median rent for 1 bedroom apartments in Auckland CBD up by $60 in 12 months'.",
          },
          note: "Median weekly rent for newly tenanted 1-bedroom apartments in Auckland's CBD, Tenancy Services bond data for November 2023, as reported by interest.co.nz in an article published early 2024 (the newest CBD 1-bedroom figure found). Recorded per week as published.",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No published 1-bedroom figure for outside the centre. For scale: the median weekly rent for all dwelling types and sizes in the Auckland region was NZD 650 a week for bonds lodged in June 2025 (MBIE rental bond data).",
          research: "Not used as a figure: the only 2024+ figure found is a region-wide median for all dwellings (mostly houses), not a 1-bedroom rent: NZD 650 a week (Figure.NZ, Median weekly rent in New Zealand by region, agreements lodged in June 2025 (MBIE/Tenancy Services rental bond data), 2025-06, https://figure.nz/chart/dXWorYJ6MvuD3096). Metro-wide figure, not a named outer area: median weekly rent for all dwelling types and sizes in the Auckland region (the Auckland Council area, CBD included), bonds lodged in June 2025, as charted by Figure.NZ from MBIE rental bond data (its notes say the geometric mean is used in place of the median). Not a 1-bedroom figure. Recorded per week as published.",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Auckland.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Auckland pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Auckland dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Auckland.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Auckland pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Auckland dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Wellington",
      climate: {
        koppen: "Cfb",
        described: "marine west coast climate",
        source: {
          publisher: "WIAC NZ 2019",
          title: "Weather (WIAC NZ 2019 conference site)",
          url: "https://www.wiacnz2019.org/weather",
          asOf: "2019",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Wellington has a temperate marine climate (Köppen Cfb)': 'Wellington has a marine west coast climate that is mild with no dry season, warm summers ... (Köppen-Geiger classification: Cfb).' Undated visitor-information page of a conference held in Wellington in 2019, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living database",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        research: "no stored copy of the city pages was found; no figures taken",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NZD",
          note: "No published figure for central Wellington. For scale: Trade Me's asking rent for the whole Wellington region was NZD 600 a week in October 2025.",
          research: "No 2024+ figure for central Wellington found: searched for Tenancy Services bond data for Wellington Central / Te Aro 1-bedroom apartments and for Trade Me or interest.co.nz reports on them; the stored pages give only region-wide medians (Trade Me asking rent NZD 600/week for the Wellington region, October 2025).",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No published 1-bedroom figure for outside the centre. For scale: the median weekly rent for all dwelling types and sizes in the Wellington region was NZD 595 a week for bonds lodged in June 2025 (MBIE rental bond data).",
          research: "Not used as a figure: the only 2024+ figure found is a region-wide median for all dwellings (mostly houses), not a 1-bedroom rent: NZD 595 a week (Figure.NZ, Median weekly rent in New Zealand by region, agreements lodged in June 2025 (MBIE/Tenancy Services rental bond data), 2025-06, https://figure.nz/chart/dXWorYJ6MvuD3096). Region-wide figure, not a named outer area: median weekly rent for all dwelling types and sizes in the Wellington region (Wellington City, Hutt, Porirua, Kapiti and Wairarapa), bonds lodged in June 2025, as charted by Figure.NZ from MBIE rental bond data (its notes say the geometric mean is used in place of the median). Not a 1-bedroom figure. Recorded per week as published.",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Wellington.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Wellington pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Wellington dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Wellington.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Wellington pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Wellington dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Christchurch",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living database",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        research: "no stored copy of the city pages was found; no figures taken",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NZD",
          note: "No recent published figure for central Christchurch.",
          research: "No 2024+ figure for central Christchurch found: searched Tenancy Services bond data reports (interest.co.nz, QV) and Trade Me releases for central-city or 1-bedroom rents; none in the stored pages.",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city. For scale: the median rent for all dwellings in the Canterbury region, which covers far more than Christchurch, was NZD 540 a week for bonds lodged in June 2025 (MBIE rental bond data).",
          research: "No city-level 2024+ figure found. The only stored figure is region-wide: NZD 540/week for all dwellings in the Canterbury region (bonds lodged June 2025, Figure.NZ from MBIE data), which covers far more than Christchurch, so it is not used.",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Christchurch.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Christchurch pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Christchurch dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Christchurch.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Christchurch pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Christchurch dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Tauranga",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living database",
        url: "https://www.numbeo.com/cost-of-living/",
        asOf: "2025",
        reviewedOn: "2026-11-21",
        research: "no stored copy of the city pages was found; no figures taken",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "NZD",
          note: "No recent published figure for central Tauranga. Trade Me's asking rent for all dwellings in the Tauranga district was NZD 680 a week in August 2023.",
          research: "No 2024+ figure for central Tauranga found: searched Tenancy Services bond data reports and Trade Me releases; the newest Tauranga district figure found is Trade Me's NZD 680/week asking rent for all dwellings in August 2023 (pre-2024).",
        },
        rentOutside: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city. For scale: the median rent for all dwellings in the Bay of Plenty region, which also covers Rotorua and Whakatane, was NZD 640 a week for bonds lodged in June 2025 (MBIE rental bond data).",
          research: "No city-level 2024+ figure found. Stored figures are region-wide only: NZD 640/week for all dwellings in the Bay of Plenty region (bonds lodged June 2025, Figure.NZ from MBIE data), which also covers Rotorua and Whakatane, so it is not used.",
        },
        utilities: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "NZD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Tauranga.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Tauranga pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Tauranga dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "NZD",
          note: "No published 3-bedroom figure for Tauranga.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Tauranga pages (cost of living and property prices, English and other-language copies) and for Tenancy Services rental bond data by bedroom count (as reported by interest.co.nz, QV or Figure.NZ) and the Trade Me rental price index; the stored 2024+ figures are region-wide for all dwellings; no 3-bedroom rent for Tauranga dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
