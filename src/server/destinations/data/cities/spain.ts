import type { CountryPlaces } from "../dataset.schema";

// Spain: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "spain",
  name: "Spain",
  climate: {
    types: ["mediterranean", "dry", "temperate"],
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
      name: "Madrid",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of living figures for Madrid, June 2025",
        url: "https://holatospain.com/?p=10149",
        asOf: "2025-06",
        reviewedOn: "2026-11-21",
        via: "Hola to Spain",
      },
      costs: {
        rentCentre: {
          value: 1254,
          currency: "EUR",
          note: "Numbeo average, June 2025.",
          research: "Numbeo average quoted by holatospain.com",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "Only ranges found: €900–1,000 (same page); €700–1,000 (spainexpat.com, 2026)",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Madrid.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Madrid; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Madrid.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Madrid; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €90–140 for a small flat (lifecost.io, 2025-09-18)",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €180–300 a month per person (lifecost.io, 2025-09-18)",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "Only a range found: zone A adult monthly pass about €54–60 (lifecost.io, 2025-09-18)",
        },
      },
    },
    {
      name: "Barcelona",
      climate: {
        koppen: "Csa",
        described: "Mediterranean climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Barcelona",
          url: "https://wiki.camac.ltd/content/wikipedia_en_all_mini_2026-03/Climate_of_Barcelona",
          asOf: "2026-03",
          reviewedOn: "2026-11-28",
          via: "Kiwix mirror at wiki.camac.ltd",
          research: "Kiwix offline copy wikipedia_en_all_mini_2026-03 of the article, found with search 'Climate of Barcelona Köppen Csa Wikipedia': 'Barcelona has a Mediterranean climate (Csa) according to Köppen-Geiger classification'. As-of is the Kiwix dump's month.",
        },
      },
      costsSource: {
        publisher: "SpainExpat",
        title: "Cost of Living in Spain 2026",
        url: "https://www.spainexpat.com/information/cost-of-living-in-spain-2026",
        asOf: "2026",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 1300,
          currency: "EUR",
          source: {
            publisher: "investropa",
            title: "Average rent in Barcelona (June 2025)",
            url: "https://investropa.com/blogs/news/average-rent-barcelona",
            asOf: "2025-06",
            reviewedOn: "2026-11-23",
          },
          note: "investropa's average rent for a 1-bedroom in Barcelona as of June 2025 (city-wide, typical range €1,200–1,400; not split by centre).",
          research: "investropa's average rent for a 1-bedroom in Barcelona as of June 2025 (city-wide, typical range €1,200–1,400; not split by centre). Replaces the Spanish Dream 2023 figure of €1,200",
        },
        rentOutside: {
          value: 850,
          currency: "EUR",
          source: {
            publisher: "Spanish Dream",
            title: "The Cost of Living in Barcelona: A Comprehensive Guide for Expats",
            url: "https://spanishdream.eu/the-cost-of-living-in-barcelona-a-comprehensive-guide-for-expats/",
            asOf: "2023",
            reviewedOn: "2026-11-21",
          },
          note: "Average 1-bedroom outside the centre 'as of 2023'; SpainExpat (2026) gives a range of €800–1,100",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Barcelona.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Barcelona; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Barcelona.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Barcelona; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        utilities: {
          value: 120,
          currency: "EUR",
          source: {
            publisher: "Spanish Dream",
            title: "The Cost of Living in Barcelona: A Comprehensive Guide for Expats",
            url: "https://spanishdream.eu/the-cost-of-living-in-barcelona-a-comprehensive-guide-for-expats/",
            asOf: "2023",
            reviewedOn: "2026-11-21",
          },
          note: "Electricity, heating, cooling, water and garbage for an 85 m² apartment (2023 page)",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: 22.8,
          currency: "EUR",
          source: {
            publisher: "Autoritat del Transport Metropolità",
            title: "2026 fares: T-usual, zone 1",
            url: "https://elpais.com/espana/catalunya/2026-01-14/las-nuevas-tarifas-de-transporte-en-barcelona-entran-en-vigor-el-jueves-con-subidas-del-35.html",
            asOf: "2026-01-15",
            reviewedOn: "2026-11-25",
            via: "El País",
            research: "El País, 2026-01-14: 'La T-Usual pasa de 22 euros a 22,80' from 15 January 2026, the ATM keeping the 50% discount. Europa Press (2025-12-19, https://www.europapress.es/catalunya/noticia-atm-valida-mantener-2026-50-bonificaciones-jove-usual-20251219190751.html) gives the same ATM-approved price. No ATM page (atm.cat) was available. Replaces Spanish Dream's 2023 figure of €54 (the T-usual was €40 before the discount, €20 in 2023, €21.35 in 2024, €22 in 2025); the Barcelona city guide cited €22 for 2025.",
          },
          note: "T-usual: unlimited travel for 30 days in zone 1 (Barcelona), 2026 price with the 50% public discount.",
        },
      },
    },
    {
      name: "Valencia",
      costsSource: {
        publisher: "SpainExpat",
        title: "Cost of Living in Spain 2026",
        url: "https://www.spainexpat.com/information/cost-of-living-in-spain-2026",
        asOf: "2026",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €800–1,200 for a 1-bedroom in the city centre",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €600–900 for a 1-bedroom outside the centre",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Valencia.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Valencia; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Valencia.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Valencia; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Málaga",
      costsSource: {
        publisher: "SpainExpat",
        title: "Cost of Living in Spain 2026",
        url: "https://www.spainexpat.com/information/cost-of-living-in-spain-2026",
        asOf: "2026",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €900–1,200 for a 1-bedroom in the city centre",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €700–1,000 for a 1-bedroom outside the centre",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Málaga.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Málaga; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Málaga.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Málaga; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Alicante",
      costsSource: {
        publisher: "SpainExpat",
        title: "Cost of Living in Spain 2026",
        url: "https://www.spainexpat.com/information/cost-of-living-in-spain-2026",
        asOf: "2026",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €600–900 for a 1-bedroom in the city centre",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €450–700 for a 1-bedroom outside the centre",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Alicante.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Alicante; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Alicante.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Spain rental-yield tables, idealista/Fotocasa reports) and the code corpus for a dated 3-bedroom rent for Alicante; none found (Global Property Guide's stored Spain tables date from 2016 and 2018 and give sizes in m², not bedrooms).",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
