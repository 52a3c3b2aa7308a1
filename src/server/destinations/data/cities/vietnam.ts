// NewShores city living costs for Vietnam: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "vietnam",
  name: "Vietnam",
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
    },
  },
  coastal: true,
  cities: [
    {
      name: "Ho Chi Minh City",
      costsSource: {
        publisher: "Global Property Guide",
        title: "1-bedroom apartment rents in Asian cities, February 2025",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
        via: "Vietnamstar",
        research: "Article: 'Why Hanoi among the most expensive cities in Asia for apartment rentals'.",
      },
      costs: {
        rentCentre: {
          value: 560.86,
          currency: "USD",
          source: {
            publisher: "InterNations",
            title: "Expat survey of living costs, November 2020",
            url: "https://vietnamisawesome.com/news/expat-survey-saigon-worlds-cheapest-major-city-cadW9uf1xNgz",
            asOf: "2020",
            via: "Vietnam Is Awesome",
            research: "Article: 'Expat survey: Saigon world's cheapest major city' (InterNations survey, reported by Business Insider).",
          },
          note: "Dated 2020: average rent expats reported paying for a one-bedroom apartment in the city (InterNations survey, Business Insider, November 2020); city-wide, not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: 300000,
          currency: "VND",
          source: {
            publisher: "Saigon Giai Phong (SGGP)",
            title: "HCMC announces ticket prices for Metro Line No.1 (Ben Thanh - Suoi Tien)",
            url: "https://en.sggp.org.vn/hcmc-announces-ticket-prices-for-metro-line-no1-ben-thanh-suoi-tien-post113962.html",
            asOf: "2024-11-21",
          },
          note: "Monthly pass for Metro Line 1 (Ben Thanh - Suoi Tien) only, general passengers, unlimited rides, set by the HCMC People's Committee on 21 November 2024 (students VND 150,000); not valid on city buses. SGGP's July 2025 report on the automatic fare system lists only single, 1-day, 3-day and top-up cards; check that the monthly pass is on sale.",
        },
        rent3Centre: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Ho Chi Minh City.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Ho Chi Minh City pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Ho Chi Minh City dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Ho Chi Minh City.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Ho Chi Minh City pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Ho Chi Minh City dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Hanoi",
      costsSource: {
        publisher: "Global Property Guide",
        title: "1-bedroom apartment rents in Asian cities, February 2025",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
        via: "Vietnamstar",
        research: "Article: 'Why Hanoi among the most expensive cities in Asia for apartment rentals'.",
      },
      costs: {
        rentCentre: {
          value: 525,
          currency: "USD",
          note: "Global Property Guide median rent for a one-bedroom apartment in central districts and Gia Lam (article also gives VND 13 million), data updated early February 2025",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "Only ranges are published: VND 6.5–15 million a month in outlying districts, and VND 10–15 million for a 1-bedroom in central Hanoi (Vietnam Association of Realtors, quoted by Dan Tri International, September 2025)",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: 280000,
          currency: "VND",
          source: {
            publisher: "Thoi Dai",
            title: "Hanoi erhoeht subventionierte Busfahrpreise ab 1. November 2024",
            url: "https://www.vietnam.vn/de/ha-noi-tang-gia-ve-xe-buyt-co-tro-gia-tu-ngay-1-11-2024",
            asOf: "2024-11-01",
            via: "Vietnam.vn",
            research: "German edition of Vietnam.vn republishing Thoi Dai (10 October 2024).",
          },
          note: "Hanoi subsidised-bus monthly pass for a non-priority passenger valid on all subsidised routes (inter-route), VND 280,000 from 1 November 2024 (was VND 200,000), set by the Hanoi People's Committee; buses only, metro lines not included.",
          research: "Hanoi subsidised-bus monthly pass for a non-priority passenger valid on all subsidised routes (inter-route), VND 280,000 from 1 November 2024 (was VND 200,000), set by the Hanoi People's Committee; buses only, metro lines not included. Read in the German edition of Vietnam.vn republishing Thoi Dai (10 October 2024)",
        },
        rent3Centre: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Hanoi.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Hanoi pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Hanoi dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Hanoi.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Hanoi pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Hanoi dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Da Nang",
      costsSource: {
        publisher: "Global Property Guide",
        title: "1-bedroom apartment rents in Asian cities, February 2025",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
        via: "Vietnamstar",
        research: "Article: 'Why Hanoi among the most expensive cities in Asia for apartment rentals'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "VND",
          note: "Only a range is published: VND 4.5-5.5 million a month for a one-bedroom apartment (SPE.R survey, VnExpress, May 2024)",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No dated monthly pass price: Da Nang's bus operator lists a normal monthly ticket of VND 130,000 for subsidised routes 05, 07, 08, 11 and 12, but the page is undated.",
          research: "No dated figure: the operator page danangbus.vn/ticket-bus.html gives a normal monthly ticket of VND 130,000 for subsidised routes 05, 07, 08, 11 and 12, but the stored copy is undated (it mentions a fare offer 'free until 30/6/2018'), so it is not used",
        },
        rent3Centre: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Da Nang.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Da Nang pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Da Nang dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Da Nang.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Da Nang pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Da Nang dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Hoi An",
      costsSource: {
        publisher: "Global Property Guide",
        title: "1-bedroom apartment rents in Asian cities, February 2025",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
        via: "Vietnamstar",
        research: "Article: 'Why Hanoi among the most expensive cities in Asia for apartment rentals'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No dated city-wide pass: a VND 700,000 monthly ticket is reported for regular passengers on bus route 02 (Da Nang central bus station - Hoi An - Cua Dai), a single inter-city route, without a date.",
          research: "No dated city-wide pass found: Vietnam.vn reports a VND 700,000 monthly ticket for regular passengers on merged bus route 02 (Da Nang central bus station - Hoi An - Cua Dai), a single inter-city route, but the stored copy shows no date",
        },
        rent3Centre: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Hoi An.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Hoi An pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Hoi An dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Hoi An.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Hoi An pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Hoi An dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Nha Trang",
      costsSource: {
        publisher: "Global Property Guide",
        title: "1-bedroom apartment rents in Asian cities, February 2025",
        url: "https://vietnamstar.net/why-hanoi-among-the-most-expensive-cities-in-asia-for-apartment-rentals",
        asOf: "2025-02",
        via: "Vietnamstar",
        research: "Article: 'Why Hanoi among the most expensive cities in Asia for apartment rentals'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "VND",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Nha Trang.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Nha Trang pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Nha Trang dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "VND",
          note: "No published 3-bedroom figure for Nha Trang.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Nha Trang pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and consultancy reports (Savills, CBRE, Batdongsan) by bedroom count; no 3-bedroom rent for Nha Trang dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
