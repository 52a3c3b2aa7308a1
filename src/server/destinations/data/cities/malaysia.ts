// NewShores city living costs for Malaysia: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "malaysia",
  name: "Malaysia",
  climate: {
    types: [
      "tropical",
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
      name: "Kuala Lumpur",
      costsSource: {
        publisher: "iPrice",
        title: "Study of Numbeo cost of living data for Malaysian cities, 2021",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
        via: "The Malaysian Reserve",
        research: "Article: 'Data shows average cost of living in KL is RM3,300 monthly' (iPrice study of Numbeo data).",
      },
      costs: {
        rentCentre: {
          value: 2863,
          currency: "MYR",
          source: {
            publisher: "Juwai IQI",
            title: "IQI Malaysia Home Rental Index, 2Q2024",
            url: "https://edgeprop.my/content/1910660/juwai-iqi-malaysia%E2%80%99s-average-residential-rent-increased-39-q-o-q-2q2024",
            asOf: "2024-10-08",
            via: "EdgeProp",
            research: "Article: 'Juwai IQI: Malaysia's average residential rent increased 3.9% q-o-q in 2Q2024'.",
          },
          note: "IQI Malaysia Home Rental Index, 2Q2024: average transacted rent of all residential rentals in Kuala Lumpur (city-wide, all home types and sizes, not 1-bedroom only). BambooRoutes (January 2026) puts KL 1-bedroom rents around RM2,590.",
          research: "IQI Malaysia Home Rental Index, 2Q2024: average transacted rent of all residential rentals in Kuala Lumpur (city-wide, all home types and sizes, not 1-bedroom only). BambooRoutes (January 2026) puts KL 1-bedroom rents around RM2,590. Replaces Numbeo's 2021 'at least about RM1,200'",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No recent published figure for rent outside the centre.",
          research: "No 2024+ outside-centre figure found. Numbeo's 2021 figure (about RM700, via iPrice/The Malaysian Reserve, 2021-04-26) is dropped: it is far below the 2024 city-wide index and would mislead next to it.",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Kuala Lumpur.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Kuala Lumpur pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Kuala Lumpur dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Kuala Lumpur.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Kuala Lumpur pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Kuala Lumpur dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "George Town (Penang)",
      costsSource: {
        publisher: "iPrice",
        title: "Study of Numbeo cost of living data for Malaysian cities, 2021",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
        via: "The Malaysian Reserve",
        research: "Article: 'Data shows average cost of living in KL is RM3,300 monthly' (iPrice study of Numbeo data).",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No dated published figure: an undated Business Insider list quotes Numbeo at USD 327.46 for a one-bedroom in the city centre, and guides give only ranges.",
          research: "No dated figure found: an undated Business Insider list (read on Pulse Ghana) quotes Numbeo at USD 327.46 for a one-bedroom in the city centre, and guides give only ranges",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for George Town (Penang).",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's George Town (Penang) pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for George Town (Penang) dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for George Town (Penang).",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's George Town (Penang) pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for George Town (Penang) dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Johor Bahru",
      costsSource: {
        publisher: "Expat.com",
        title: "Accommodation in Johor Bahru (updated 20 May 2022)",
        url: "https://www.expat.com/en/guide/asia/malaysia/11894-accommodation-in-johor-baharu.html",
        asOf: "2022-05-20",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Johor Bahru.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Johor Bahru pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Johor Bahru dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Johor Bahru.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Johor Bahru pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Johor Bahru dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Malacca",
      costsSource: {
        publisher: "iPrice",
        title: "Study of Numbeo cost of living data for Malaysian cities, 2021",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
        via: "The Malaysian Reserve",
        research: "Article: 'Data shows average cost of living in KL is RM3,300 monthly' (iPrice study of Numbeo data).",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Malacca.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Malacca pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Malacca dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Malacca.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Malacca pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Malacca dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Ipoh",
      costsSource: {
        publisher: "iPrice",
        title: "Study of Numbeo cost of living data for Malaysian cities, 2021",
        url: "https://themalaysianreserve.com/2021/04/26/data-shows-average-cost-of-living-in-kl-is-rm3300-monthly/",
        asOf: "2021-04-26",
        via: "The Malaysian Reserve",
        research: "Article: 'Data shows average cost of living in KL is RM3,300 monthly' (iPrice study of Numbeo data).",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rentOutside: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "MYR",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Ipoh.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Ipoh pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Ipoh dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "MYR",
          note: "No published 3-bedroom figure for Ipoh.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Ipoh pages (cost of living and property prices, English and other-language copies) and for Global Property Guide's rent tables and portal/consultancy reports (iProperty, Juwai IQI, NAPIC) by bedroom count; no 3-bedroom rent for Ipoh dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
