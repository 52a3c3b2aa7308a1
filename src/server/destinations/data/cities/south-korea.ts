// NewShores city living costs for South Korea: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "south-korea",
  name: "South Korea",
  climate: {
    types: [
      "seasonal",
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
      name: "Seoul",
      climate: {
        koppen: "Dwa",
        described: "dry-winter humid continental climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Seoul",
          url: "https://en.wikipedia.org/wiki/Climate_of_Seoul",
          asOf: "2024",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Seoul Climate humid continental climate Köppen Dwa borders humid subtropical Cwa': 'Seoul ... features a dry-winter humid continental climate (Dwa) in the 0°C isotherm according to the Köppen climate classification. If the -3°C isotherm is used, the climate is a dry-winter humid subtropical climate (Cwa)'. Undated; the stored lead matches the text of revision 1260898733 (seen in a diff copy on talk.dob.jp), a late-2024 revision, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "Dabang",
        title: "Average monthly rent of one-room units in Seoul, May 2025",
        url: "https://koreajoongangdaily.joins.com/news/2025-06-26/national/socialAffairs/Average-monthly-rent-in-Seoul-rises-30-in-May-steepest-rise-so-far-this-year/2339359",
        asOf: "2025-06-26",
        reviewedOn: "2026-11-21",
        via: "Korea JoongAng Daily",
        research: "Article: 'Average monthly rent in Seoul rises $30 in May, steepest rise so far this year'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "KRW",
          note: "No centre average published; Dabang gives district averages for one-room units (May 2025: Yongsan 1.02 million won, Jung District 107% of the 720,000 won citywide average). Global Property Guide's USD 3,500 (Feb 2025) describes prime central apartments and is not comparable",
        },
        rentOutside: {
          value: 720000,
          currency: "KRW",
          note: "Citywide average monthly rent for one-room units (33 m2 or less, 10 million won deposit) in May 2025 per Dabang; not split by centre and outside",
        },
        utilities: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: 62000,
          currency: "KRW",
          source: {
            publisher: "Seoul Metropolitan Government",
            title: "Climate Card (unlimited 30-day subway and bus pass)",
            url: "https://english.seoul.go.kr/",
            asOf: "2024-01",
            reviewedOn: "2026-11-21",
          },
          note: "65,000 KRW with public bikes included.",
          research: "From the published edition; not read in a stored copy here. 65,000 KRW with public bikes included",
        },
        rent3Centre: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Seoul.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Seoul pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Seoul dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Seoul.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Seoul pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Seoul dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Busan",
      costsSource: {
        publisher: "Numbeo",
        title: "Property Prices in South Korea (last update April 2025)",
        url: "https://www.numbeo.com/property-investment/country_result.jsp?country=South+Korea",
        asOf: "2025-04",
        reviewedOn: "2026-11-21",
        research: "The page gives country averages only.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "KRW",
          note: "No city figure found; Numbeo gives only national averages (KRW 807,366 in a city centre, KRW 508,118 outside, April 2025)",
        },
        rentOutside: {
          value: null,
          currency: "KRW",
          note: "No city figure found; Numbeo gives only national averages (KRW 807,366 in a city centre, KRW 508,118 outside, April 2025)",
        },
        utilities: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Busan.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Busan pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Busan dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Busan.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Busan pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Busan dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Incheon",
      costsSource: {
        publisher: "Dabang",
        title: "Monthly rents of newly built studios, February 2024",
        url: "https://www.donga.com/en/article/all/20240322/4829767/1",
        asOf: "2024-03-22",
        reviewedOn: "2026-11-21",
        via: "Dong-A Ilbo",
        research: "Article: 'The monthly rent of Seoul's studio flats exceeds KRW 1 million'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: 537000,
          currency: "KRW",
          note: "Average monthly rent in February 2024 for newly built studios (33 m2 or less, built within five years, 10 million won deposit) per Dabang; not split by centre and outside",
        },
        utilities: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Incheon.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Incheon pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Incheon dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Incheon.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Incheon pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Incheon dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Daegu",
      costsSource: {
        publisher: "Numbeo",
        title: "Property Prices in South Korea (last update April 2025)",
        url: "https://www.numbeo.com/property-investment/country_result.jsp?country=South+Korea",
        asOf: "2025-04",
        reviewedOn: "2026-11-21",
        research: "The page gives country averages only.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "KRW",
          note: "No city figure found; Numbeo gives only national averages (KRW 807,366 in a city centre, KRW 508,118 outside, April 2025)",
        },
        rentOutside: {
          value: null,
          currency: "KRW",
          note: "No city figure found; Numbeo gives only national averages (KRW 807,366 in a city centre, KRW 508,118 outside, April 2025)",
        },
        utilities: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "KRW",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Daegu.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Daegu pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Daegu dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "KRW",
          note: "No published 3-bedroom figure for Daegu.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Daegu pages (cost of living and property prices, English and other-language copies) and for Dabang, Zigbang and KB reports (which cover one-room and two-room units) and Numbeo's South Korea country page (April 2025), which gives 3-bedroom figures for the whole country, not for the city; no 3-bedroom rent for Daegu dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
