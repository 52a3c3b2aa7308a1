import type { CountryPlaces } from "../dataset.schema";

// Mexico: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "mexico",
  name: "Mexico",
  climate: {
    types: ["tropical", "dry", "temperate"],
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
      name: "Mexico City",
      climate: {
        koppen: "Cwb",
        described: "subtropical highland climate",
        source: {
          publisher: "Weather Atlas",
          title: "Mexico City, Mexico: climate and monthly weather forecast",
          url: "https://www.weather-atlas.com/en/mexico/mexico-city",
          asOf: "2026-11",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Mexico City Köppen climate classification Cwb subtropical highland': 'Mexico experiences a subtropical highland climate that is classified as Cwb under the Köppen climatic classification.' Undated page; asOf is the month it was read. The site's own Mexico City guide (SAT, CIAT 2016) says subtropical highland too, and TripReport's climate page (tripreport.com/cities/Mexico+City/climate) independently says 'Mexico City has a subtropical highland climate'.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Mexico City, April 2020",
        url: "https://www.investopedia.com/articles/personal-finance/111015/how-much-money-do-you-need-live-mexico-city.asp",
        asOf: "2020-04",
        reviewedOn: "2026-11-21",
        via: "Investopedia",
        research: "Article: 'How Much Money Do You Need to Live in Mexico City?'.",
      },
      costs: {
        rentCentre: {
          value: 18013.79,
          currency: "MXN",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Mexico City (last update July 2024)",
            url: "https://www.numbeo.com/property-investment/in/Mexico-City",
            asOf: "2024-07",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre (range MXN 10,500–25,000; 310 entries over 18 months). The city housing ministry puts the average apartment rent, all sizes, at MXN 14,958 (El Universal, 2025-11-08)",
        },
        rentOutside: {
          value: 11320.69,
          currency: "MXN",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Mexico City (last update July 2024)",
            url: "https://www.numbeo.com/property-investment/in/Mexico-City",
            asOf: "2024-07",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom apartment outside the centre (range MXN 7,000–18,000)",
        },
        rent3Centre: {
          value: 38338.68,
          currency: "MXN",
          period: "month",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Mexico City (last update July 2024)",
            url: "https://www.numbeo.com/property-investment/in/Mexico-City",
            asOf: "2024-07",
            reviewedOn: "2026-11-28",
          },
          note: "Numbeo average for a 3-bedroom apartment in the city centre (range MXN 25,000–60,000), July 2024: the same page and date as the 1-bedroom figures.",
          research: "Numbeo property-price page, 'Apartment (3 bedrooms) in City Centre 38,338.68 MXN 25,000.00-60,000.00'; 310 entries in the past 18 months from 49 contributors; Last update: July 2024. No newer dated Numbeo copy was in the store.",
        },
        rent3Outside: {
          value: 23424.71,
          currency: "MXN",
          period: "month",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Mexico City (last update July 2024)",
            url: "https://www.numbeo.com/property-investment/in/Mexico-City",
            asOf: "2024-07",
            reviewedOn: "2026-11-28",
          },
          note: "Numbeo average for a 3-bedroom apartment outside the centre (range MXN 15,000–38,000), July 2024.",
          research: "Numbeo property-price page, 'Apartment (3 bedrooms) Outside of Centre 23,424.71 MXN 15,000.00-38,000.00'; Last update: July 2024.",
        },
        utilities: {
          value: null,
          currency: "MXN",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "MXN",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "MXN",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Guadalajara",
      climate: {
        koppen: "Cwa",
        described: "humid subtropical climate",
        source: {
          publisher: "Wikipedia",
          title: "Guadalajara (Climate section)",
          url: "https://wiki.niidae.com/index.php?action=edit&section=11&title=Guadalajara",
          asOf: "2024",
          reviewedOn: "2026-11-28",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search 'Guadalajara humid subtropical climate Köppen Cwa': 'Under the [[Köppen climate classification]], Guadalajara has a [[humid subtropical climate]] (''Cwa'')'. Undated; the latest access-date in the part read is 21 January 2024, hence the as-of year. An older copy of the same article (guadalajaraas.blogspot.com, 2013) gives Cwa too. Tiger.ch says 'Cwa/Cwb' and nearweather.com says Cwb for the metropolitan area; both are generated weather pages, so the encyclopedia's single class is used.",
        },
      },
      costsSource: {
        publisher: "freedomabroad.io",
        title: "Cost of Living in Guadalajara",
        url: "https://www.freedomabroad.io/cost-of-living/guadalajara",
        asOf: "2025-01-15",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 1035,
          currency: "USD",
          note: "1-bedroom furnished apartment in a mid-range neighbourhood (not specifically the city centre)",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "The source gives no outside-centre figure",
        },
        rent3Centre: {
          value: null,
          currency: "MXN",
          note: "No published 3-bedroom figure for Guadalajara.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Mexico rental yields, Inmuebles24 reports) and the code corpus for a dated 3-bedroom rent for Guadalajara; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "MXN",
          note: "No published 3-bedroom figure for Guadalajara.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Mexico rental yields, Inmuebles24 reports) and the code corpus for a dated 3-bedroom rent for Guadalajara; none found.",
        },
        utilities: {
          value: 101,
          currency: "USD",
          note: "Electricity, water, gas and internet (internet included)",
        },
        groceries: {
          value: 234,
          currency: "USD",
          note: "Supermarket groceries, typical expat single person",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "The source budgets rideshare ($120 a month), not a public transport pass",
        },
      },
    },
    {
      name: "Puerto Vallarta",
      costsSource: {
        publisher: "freedomabroad.io",
        title: "Cost of Living in Puerto Vallarta",
        url: "https://www.freedomabroad.io/cost-of-living/puerto-vallarta",
        asOf: "2025-01-15",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 1150,
          currency: "USD",
          note: "1-bedroom furnished apartment in a mid-range neighbourhood (not specifically the city centre)",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "The source gives no outside-centre figure",
        },
        rent3Centre: {
          value: null,
          currency: "MXN",
          note: "No published 3-bedroom figure for Puerto Vallarta.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Mexico rental yields, Inmuebles24 reports) and the code corpus for a dated 3-bedroom rent for Puerto Vallarta; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "MXN",
          note: "No published 3-bedroom figure for Puerto Vallarta.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Mexico rental yields, Inmuebles24 reports) and the code corpus for a dated 3-bedroom rent for Puerto Vallarta; none found.",
        },
        utilities: {
          value: 350,
          currency: "USD",
          note: "Electricity, water, gas and internet (internet included)",
        },
        groceries: {
          value: 245,
          currency: "USD",
          note: "Supermarket groceries, typical expat single person",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "The source budgets rideshare ($120 a month), not a public transport pass",
        },
      },
    },
    {
      name: "Mérida",
      costsSource: {
        publisher: "freedomabroad.io",
        title: "Cost of Living in Mérida",
        url: "https://www.freedomabroad.io/cost-of-living/merida",
        asOf: "2025-01-15",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 633,
          currency: "USD",
          note: "1-bedroom furnished apartment in a mid-range neighbourhood (not specifically the city centre)",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "The source gives no outside-centre figure",
        },
        rent3Centre: {
          value: null,
          currency: "MXN",
          note: "No published 3-bedroom figure for Mérida.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Mexico rental yields, Inmuebles24 reports) and the code corpus for a dated 3-bedroom rent for Mérida; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "MXN",
          note: "No published 3-bedroom figure for Mérida.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Mexico rental yields, Inmuebles24 reports) and the code corpus for a dated 3-bedroom rent for Mérida; none found.",
        },
        utilities: {
          value: 209,
          currency: "USD",
          note: "Electricity, water, gas and internet (internet included)",
        },
        groceries: {
          value: 175,
          currency: "USD",
          note: "Supermarket groceries, typical expat single person",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "The source budgets rideshare ($150 a month), not a public transport pass",
        },
      },
    },
  ],
};
