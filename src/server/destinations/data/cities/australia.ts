// NewShores city living costs for Australia: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
// Australian rents are published per week: such figures carry period "week" and are recorded as
// published (converted in code). rentOutside: the only 2024+ figures found are Cotality's December 2025
// metro medians for all dwellings (mostly houses), not 1-bedroom rents, so they are quoted in the notes only.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "australia",
  name: "Australia",
  climate: {
    types: [
      "temperate",
      "mediterranean",
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
      name: "Sydney",
      costsSource: {
        publisher: "GOBankingRates",
        title: "How Much You Need To Live Comfortably in 7 Major Cities in Australia (Numbeo data, in USD)",
        url: "https://www.nasdaq.com/articles/how-much-you-need-to-live-comfortably-in-7-major-cities-in-australia",
        asOf: "2023-12-16",
        reviewedOn: "2026-11-21",
        via: "Nasdaq",
        research: "GOBankingRates article syndicated on nasdaq.com; figures are Numbeo's.",
      },
      costs: {
        rentCentre: {
          value: 2187,
          currency: "USD",
          note: "Numbeo-based monthly rent for a 1-bedroom apartment in the city centre, in USD, December 2023; no newer inner-city 1-bedroom figure has been published for this city.",
          research: "Pre-2024 figure kept: Numbeo-based monthly rent for a 1-bedroom apartment in the city centre, in USD, as given by GOBankingRates (December 2023). No 2024+ inner-city 1-bedroom figure (NSW Rent and Sales Report for the City of Sydney LGA, Domain or PropTrack suburb data) was found in the stored sources.",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No published 1-bedroom figure for outside the centre. For scale: Cotality's median weekly rent for all dwellings (houses and units, all sizes) across Greater Sydney was AUD 817 a week in the December 2025 quarter.",
          research: "Not used as a figure: the only 2024+ figure found is a metro-wide median for all dwellings (mostly houses), not a 1-bedroom rent: AUD 817 a week (Cotality, Quarterly Rental Review: Rental growth accelerates as vacancy rates tighten (December 2025 quarter), 2025-12, https://www.cotality.com/au/insights/articles/rental-growth-accelerates-as-vacancy-rates-tighten). Metro-wide figure, not a named outer area: Cotality median weekly rent for all dwellings (houses and units combined, all sizes) across Greater Sydney, December 2025 quarter, read on Cotality's own release. Not a 1-bedroom figure. Recorded per week as published.",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Sydney.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Sydney pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Sydney dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Sydney.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Sydney pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Sydney dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Melbourne",
      costsSource: {
        publisher: "GOBankingRates",
        title: "How Much You Need To Live Comfortably in 7 Major Cities in Australia (Numbeo data, in USD)",
        url: "https://www.nasdaq.com/articles/how-much-you-need-to-live-comfortably-in-7-major-cities-in-australia",
        asOf: "2023-12-16",
        reviewedOn: "2026-11-21",
        via: "Nasdaq",
        research: "GOBankingRates article syndicated on nasdaq.com; figures are Numbeo's.",
      },
      costs: {
        rentCentre: {
          value: 1594,
          currency: "USD",
          note: "Numbeo-based monthly rent for a 1-bedroom apartment in the city centre, in USD, December 2023; no newer inner-city 1-bedroom figure has been published for this city.",
          research: "Pre-2024 figure kept: Numbeo-based monthly rent for a 1-bedroom apartment in the city centre, in USD, as given by GOBankingRates (December 2023). No 2024+ inner-city 1-bedroom figure (Victorian DFFH Rental Report for Melbourne CBD, Domain or PropTrack suburb data) was found in the stored sources.",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No published 1-bedroom figure for outside the centre. For scale: Cotality's median weekly rent for all dwellings (houses and units, all sizes) across Greater Melbourne was AUD 624 a week in the December 2025 quarter.",
          research: "Not used as a figure: the only 2024+ figure found is a metro-wide median for all dwellings (mostly houses), not a 1-bedroom rent: AUD 624 a week (The West Australian, WA rental market: Perth dubbed Australia's second most expensive city (quoting Cotality's December 2025 quarter rental data), 2025-12, https://thewest.com.au/business/property/wa-rental-market-perth-dubbed-australias-second-most-expensive-city-as-rental-prices-soar-c-21225925). Metro-wide figure, not a named outer area: Cotality median weekly rent for all dwellings (houses and units combined, all sizes) across Greater Melbourne, December 2025 quarter. Not a 1-bedroom figure. Recorded per week as published. Read in The West Australian quoting Cotality (Cotality's own page names only Sydney and Hobart).",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Melbourne.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Melbourne pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Melbourne dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Melbourne.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Melbourne pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Melbourne dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Brisbane",
      climate: {
        koppen: "Cfa",
        described: "humid subtropical climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Brisbane",
          url: "https://kiwix.casplantje.nl/wikipedia_en_all_maxi_2018-10/A/Climate_of_Brisbane.html",
          asOf: "2018-10",
          reviewedOn: "2026-11-28",
          via: "Kiwix mirror at kiwix.casplantje.nl",
          research: "Kiwix offline copy wikipedia_en_all_maxi_2018-10 of the article, found with search 'Climate of Brisbane humid subtropical Köppen Cfa Wikipedia': 'Brisbane has a humid subtropical climate (Köppen climate classification: Cfa)'.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Australian cities, 2018",
        url: "https://www.dailyexaminer.com.au/news/cost-of-living-comparisons-australia-cheapest-and-/3376053/",
        asOf: "2018-04-01",
        reviewedOn: "2026-11-21",
        via: "The Daily Examiner",
        research: "Daily Examiner article comparing Australian cities with Numbeo data.",
      },
      costs: {
        rentCentre: {
          value: 1726.13,
          currency: "AUD",
          note: "Numbeo average monthly rent for a one-bedroom city-centre apartment in 2018; rents have risen a lot since, and no newer inner-city 1-bedroom figure has been published for this city.",
          research: "Pre-2024 figure kept: Numbeo average monthly rent for a one-bedroom city-centre apartment in 2018, as quoted by The Daily Examiner; rents have risen a lot since. No 2024+ inner-city 1-bedroom figure (state bond data, Domain or PropTrack suburb data) was found in the stored sources.",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No published 1-bedroom figure for outside the centre. For scale: Cotality's median weekly rent for all dwellings (houses and units, all sizes) across Greater Brisbane was AUD 708 a week in the December 2025 quarter.",
          research: "Not used as a figure: the only 2024+ figure found is a metro-wide median for all dwellings (mostly houses), not a 1-bedroom rent: AUD 708 a week (The West Australian, WA rental market: Perth dubbed Australia's second most expensive city (quoting Cotality's December 2025 quarter rental data), 2025-12, https://thewest.com.au/business/property/wa-rental-market-perth-dubbed-australias-second-most-expensive-city-as-rental-prices-soar-c-21225925). Metro-wide figure, not a named outer area: Cotality median weekly rent for all dwellings (houses and units combined, all sizes) across Greater Brisbane, December 2025 quarter. Not a 1-bedroom figure. Recorded per week as published. Read in The West Australian quoting Cotality (Cotality's own page names only Sydney and Hobart).",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Brisbane.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Brisbane pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Brisbane dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Brisbane.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Brisbane pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Brisbane dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Perth",
      climate: {
        koppen: "Csa",
        described: "hot-summer Mediterranean climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Perth",
          url: "https://kiwix.casplantje.nl/wikipedia_en_all_maxi_2020-06/A/Climate_of_Perth",
          asOf: "2020-06",
          reviewedOn: "2026-11-28",
          via: "Kiwix mirror at kiwix.casplantje.nl",
          research: "Kiwix offline copy wikipedia_en_all_maxi_2020-06 of the article, found with search 'Climate of Perth Fremantle Doctor sea breeze ...': 'Winters are cool and wet, giving Perth a hot-summer Mediterranean climate (Köppen climate classification Csa)'. The current en.wikipedia.org article (undated stored copy) also states Csa.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Australian cities, 2018",
        url: "https://www.dailyexaminer.com.au/news/cost-of-living-comparisons-australia-cheapest-and-/3376053/",
        asOf: "2018-04-01",
        reviewedOn: "2026-11-21",
        via: "The Daily Examiner",
        research: "Daily Examiner article comparing Australian cities with Numbeo data.",
      },
      costs: {
        rentCentre: {
          value: 1523.41,
          currency: "AUD",
          note: "Numbeo average monthly rent for a one-bedroom city-centre apartment in 2018; rents have risen a lot since, and no newer inner-city 1-bedroom figure has been published for this city.",
          research: "Pre-2024 figure kept: Numbeo average monthly rent for a one-bedroom city-centre apartment in 2018, as quoted by The Daily Examiner; rents have risen a lot since. No 2024+ inner-city 1-bedroom figure (state bond data, Domain or PropTrack suburb data) was found in the stored sources.",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No published 1-bedroom figure for outside the centre. For scale: Cotality's median weekly rent for all dwellings (houses and units, all sizes) across Greater Perth was AUD 738 a week in the December 2025 quarter.",
          research: "Not used as a figure: the only 2024+ figure found is a metro-wide median for all dwellings (mostly houses), not a 1-bedroom rent: AUD 738 a week (The West Australian, WA rental market: Perth dubbed Australia's second most expensive city (quoting Cotality's December 2025 quarter rental data), 2025-12, https://thewest.com.au/business/property/wa-rental-market-perth-dubbed-australias-second-most-expensive-city-as-rental-prices-soar-c-21225925). Metro-wide figure, not a named outer area: Cotality median weekly rent for all dwellings (houses and units combined, all sizes) across Greater Perth, December 2025 quarter. Not a 1-bedroom figure. Recorded per week as published. Read in The West Australian quoting Cotality (Cotality's own page names only Sydney and Hobart).",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Perth.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Perth pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Perth dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Perth.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Perth pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Perth dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Adelaide",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Australian cities, 2018",
        url: "https://www.dailyexaminer.com.au/news/cost-of-living-comparisons-australia-cheapest-and-/3376053/",
        asOf: "2018-04-01",
        reviewedOn: "2026-11-21",
        via: "The Daily Examiner",
        research: "Daily Examiner article comparing Australian cities with Numbeo data.",
      },
      costs: {
        rentCentre: {
          value: 1705.67,
          currency: "AUD",
          note: "Numbeo average monthly rent for a one-bedroom city-centre apartment in 2018; rents have risen a lot since, and no newer inner-city 1-bedroom figure has been published for this city.",
          research: "Pre-2024 figure kept: Numbeo average monthly rent for a one-bedroom city-centre apartment in 2018, as quoted by The Daily Examiner; rents have risen a lot since. No 2024+ inner-city 1-bedroom figure (state bond data, Domain or PropTrack suburb data) was found in the stored sources.",
        },
        rentOutside: {
          value: null,
          currency: "AUD",
          note: "No published 1-bedroom figure for outside the centre. For scale: Cotality's median weekly rent for all dwellings (houses and units, all sizes) across Greater Adelaide was AUD 635 a week in the December 2025 quarter.",
          research: "Not used as a figure: the only 2024+ figure found is a metro-wide median for all dwellings (mostly houses), not a 1-bedroom rent: AUD 635 a week (The West Australian, WA rental market: Perth dubbed Australia's second most expensive city (quoting Cotality's December 2025 quarter rental data), 2025-12, https://thewest.com.au/business/property/wa-rental-market-perth-dubbed-australias-second-most-expensive-city-as-rental-prices-soar-c-21225925). Metro-wide figure, not a named outer area: Cotality median weekly rent for all dwellings (houses and units combined, all sizes) across Greater Adelaide, December 2025 quarter. Not a 1-bedroom figure. Recorded per week as published. Read in The West Australian quoting Cotality (Cotality's own page names only Sydney and Hobart).",
        },
        utilities: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "AUD",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Adelaide.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Adelaide pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Adelaide dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "AUD",
          note: "No published 3-bedroom figure for Adelaide.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Adelaide pages (cost of living and property prices, English and other-language copies) and for state bond-lodgement rental reports (NSW Rent and Sales Report, Victoria's Rental Report, RTA Queensland, WA and SA bond data) and Domain, Cotality and SQM reports by bedroom count; no 3-bedroom rent for Adelaide dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
