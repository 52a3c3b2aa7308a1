import type { CountryPlaces } from "../dataset.schema";

/**
 * Canada: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "canada",
  name: "Canada",
  climate: {
    types: [
      "seasonal",
      "northern",
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
      name: "Toronto",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for one person, October 2021",
        url: "https://dailyhive.com/toronto/costs-to-live-alone-toronto",
        asOf: "2021-10",
        reviewedOn: "2026-11-21",
        via: "Daily Hive",
      },
      costs: {
        rentCentre: {
          value: 2428,
          currency: "CAD",
          source: {
            publisher: "Rentals.ca and Urbanation",
            title: "National Rent Report, September 2024 edition (August 2024 asking rents)",
            url: "https://rentals.ca/national-rent-report",
            asOf: "2024-08",
            reviewedOn: "2026-11-23",
          },
          note: "Average asking rent for a 1-bedroom unit listed on Rentals.ca in the 'Toronto, ON' area, August 2024; the report lists North York and Etobicoke as separate areas, and the figure is not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No city-wide outside-centre average found; the same Rentals.ca report (August 2024) gives 1-bedroom averages of CAD 2,253 in North York and CAD 2,227 in Etobicoke, outer districts listed separately, not a city-wide outside-centre figure",
        },
        utilities: {
          value: 160,
          currency: "CAD",
          note: "Numbeo basic utilities (electricity, heating, cooling, water, garbage) for an 85 m2 apartment",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: 156,
          currency: "CAD",
          note: "TTC adult monthly pass",
        },
        rent3Centre: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Toronto.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Toronto pages (cost of living and property prices, in English and the local language; none was found for Toronto) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Toronto dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Toronto.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Toronto pages (cost of living and property prices, in English and the local language; none was found for Toronto) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Toronto dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Vancouver",
      climate: {
        koppen: "Cfb",
        described: "oceanic, bordering on a warm-summer Mediterranean (Csb)",
        source: {
          publisher: "Wikipedia",
          title: "Vancouver (Climate section)",
          url: "https://wiki.niidae.com/index.php?action=edit&section=9&title=Vancouver",
          asOf: "2017",
          reviewedOn: "2026-11-28",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search '= Climate of Vancouver = Vancouver oceanic climate Köppen Cfb dry summers': 'Vancouver's climate ... is classified as oceanic (Köppen: Cfb) bordering on a warm-summer Mediterranean (Köppen: Csb)'. Undated; the latest date in the section is the climate chart's September 12, 2017, hence the as-of year. An undated stored copy of en.wikipedia.org/wiki/Climate_of_Vancouver also states 'a temperate oceanic climate (Köppen climate classification Cfb)'.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for one person, February 2024",
        url: "https://dailyhive.com/vancouver/vancouver-cost-of-living-single",
        asOf: "2024-02-01",
        reviewedOn: "2026-11-21",
        via: "Daily Hive",
      },
      costs: {
        rentCentre: {
          value: 2708,
          currency: "CAD",
          source: {
            publisher: "Rentals.ca and Urbanation",
            title: "National Rent Report, September 2024 edition (August 2024 asking rents)",
            url: "https://rentals.ca/national-rent-report",
            asOf: "2024-08",
            reviewedOn: "2026-11-23",
          },
          note: "Average asking rent for a 1-bedroom unit listed on Rentals.ca in Vancouver, August 2024; city-wide, not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No outside-centre figure found; the Rentals.ca report gives one city-wide Vancouver average (under rentCentre); neighbouring Burnaby, a separate city, averaged CAD 2,500 for a 1-bedroom in August 2024",
        },
        utilities: {
          value: 183.59,
          currency: "CAD",
          note: "Numbeo basic utilities (electricity, heating, cooling, water, garbage)",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: 104.9,
          currency: "CAD",
          note: "1-zone monthly pass; 3-zone pass is CAD 189.45",
        },
        rent3Centre: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Vancouver.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Vancouver pages (cost of living and property prices, in English and the local language; none was found for Vancouver) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Vancouver dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Vancouver.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Vancouver pages (cost of living and property prices, in English and the local language; none was found for Vancouver) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Vancouver dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Montreal",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for one person, March 2020",
        url: "https://dailyhive.com/montreal/montreal-monthly-expenses-coronavirus",
        asOf: "2020-03-23",
        reviewedOn: "2026-11-21",
        via: "Daily Hive",
      },
      costs: {
        rentCentre: {
          value: 1302.07,
          currency: "CAD",
          source: {
            publisher: "Numbeo",
            title: "Cost of living figures for one person, March 2020",
            url: "https://dailyhive.com/montreal/montreal-monthly-expenses-coronavirus",
            asOf: "2020-03-23",
            reviewedOn: "2026-11-23",
            via: "Daily Hive",
          },
          note: "Dated March 2020: Numbeo average for a 1-bedroom apartment downtown; no newer published 1-bedroom figure for Montreal.",
          research: "Dated March 2020: Numbeo average for a 1-bedroom apartment downtown. No newer per-city 1-bedroom figure for Montreal was found (it is not in the part of the Rentals.ca September 2024 table that could be read)",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        utilities: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: 299.92,
          currency: "CAD",
          note: "Daily Hive's monthly total of Numbeo's Montreal prices for the basic market items bought weekly by one person",
        },
        transport: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Montreal.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Montreal pages (cost of living and property prices, in English and the local language; none was found for Montreal) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Montreal dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Montreal.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Montreal pages (cost of living and property prices, in English and the local language; none was found for Montreal) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Montreal dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Calgary",
      climate: {
        koppen: "Dwb",
        described: "monsoon-influenced humid continental climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Calgary",
          url: "https://en.wikipedia.org/wiki/Climate_of_Calgary",
          asOf: "2018",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Calgary has a humid continental climate (Köppen Dfb) bordering semi-arid': 'Calgary has a monsoon-influenced humid continental climate (Koppen: Dwb, Trewartha: Dclo bordering Dcbo)'. Undated; the latest date it states is the record high of August 10, 2018, hence the as-of year. Other pages seen class Calgary as BSk or Dfb (older classifications); this article is the one read.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for one person, October 2021",
        url: "https://dailyhive.com/calgary/cost-to-live-alone-calgary",
        asOf: "2021-10-22",
        reviewedOn: "2026-11-21",
        via: "Daily Hive",
      },
      costs: {
        rentCentre: {
          value: 1708,
          currency: "CAD",
          source: {
            publisher: "Rentals.ca and Urbanation",
            title: "National Rent Report, September 2024 edition (August 2024 asking rents)",
            url: "https://rentals.ca/national-rent-report",
            asOf: "2024-08",
            reviewedOn: "2026-11-23",
          },
          note: "Average asking rent for a 1-bedroom unit listed on Rentals.ca in Calgary, August 2024; city-wide, not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No outside-centre figure found; the Rentals.ca report gives one city-wide average (under rentCentre)",
        },
        utilities: {
          value: 194.42,
          currency: "CAD",
          note: "Numbeo basic utilities",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: 109,
          currency: "CAD",
          note: "Calgary Transit adult monthly pass",
        },
        rent3Centre: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Calgary.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Calgary pages (cost of living and property prices, in English and the local language; none was found for Calgary) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Calgary dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Calgary.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Calgary pages (cost of living and property prices, in English and the local language; none was found for Calgary) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Calgary dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Ottawa",
      costsSource: {
        publisher: "Rentals.ca and Urbanation",
        title: "National Rent Report, January 2024",
        url: "https://www.iheartradio.ca/ctv-news-content/here-s-how-much-it-costs-to-rent-an-apartment-in-ottawa-1.21799190",
        asOf: "2024-01",
        reviewedOn: "2026-11-21",
        via: "CTV News",
        research: "CTV News Ottawa article, on the iheartradio.ca CTV News content page.",
      },
      costs: {
        rentCentre: {
          value: 2039,
          currency: "CAD",
          source: {
            publisher: "Rentals.ca and Urbanation",
            title: "National Rent Report, September 2024 edition (August 2024 asking rents)",
            url: "https://rentals.ca/national-rent-report",
            asOf: "2024-08",
            reviewedOn: "2026-11-23",
          },
          note: "Average asking rent for a 1-bedroom unit listed on Rentals.ca in Ottawa, August 2024; city-wide, not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "CAD",
          note: "No outside-centre figure found; the Rentals.ca report gives one city-wide average (under rentCentre)",
        },
        utilities: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "CAD",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Ottawa.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Ottawa pages (cost of living and property prices, in English and the local language; none was found for Ottawa) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Ottawa dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "CAD",
          note: "No published 3-bedroom figure for Ottawa.",
          research: "Searched the stored pages (search tool, corpus 'pages') for Numbeo's Ottawa pages (cost of living and property prices, in English and the local language; none was found for Ottawa) and for Rentals.ca/Urbanation national rent reports (their city tables give 1- and 2-bedroom rents only), Statistics Canada Quarterly Rent Statistics releases (the stored releases quote 2-bedroom figures only) and CMHC Rental Market Survey pages (stored copies end at October 2024); no 3-bedroom rent for Ottawa dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
