// NewShores city living costs for Japan: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "japan",
  name: "Japan",
  climate: {
    types: [
      "temperate",
      "seasonal",
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
      name: "Tokyo",
      climate: {
        koppen: "Cfa",
        described: "humid subtropical climate",
        source: {
          publisher: "Weather Atlas",
          title: "Tokyo, Japan - Climate & Monthly weather forecast",
          url: "https://www.weather-atlas.com/en/japan/tokyo-climate",
          asOf: "2026-11",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Tokyo, Japan climate monthly weather forecast classified as Cfa under the Köppen climatic classification': 'Tokyo, the lovely coastal capital city of Japan, experiences a humid subtropical climate classified as Cfa under the Köppen climatic classification.' Undated page; asOf is the month it was read. Copies of the English Wikipedia Tokyo article seen in the same searches also say 'humid subtropical climate zone (Köppen climate classification Cfa)'.",
        },
      },
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 173928.57,
          currency: "JPY",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Tokyo (last update May 2025)",
            url: "https://www.numbeo.com/property-investment/in/Tokyo",
            asOf: "2025-05",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre, May 2025 (range ¥100,000–300,000; 300 entries over 18 months).",
          research: "Numbeo average for a 1-bedroom apartment in the city centre (range ¥100,000–300,000; 300 entries over 18 months). Replaces Expatica's 2023 figure of ¥147,000",
        },
        rentOutside: {
          value: 89688.99,
          currency: "JPY",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Tokyo (last update May 2025)",
            url: "https://www.numbeo.com/property-investment/in/Tokyo",
            asOf: "2025-05",
            reviewedOn: "2026-11-23",
          },
          note: "Numbeo average for a 1-bedroom apartment outside the centre (range ¥68,000–150,000)",
        },
        utilities: {
          value: 24000,
          currency: "JPY",
          note: "National figure, not per city: Expatica gives around 24,000 yen a month for utilities in an 85 m2 apartment in Japan",
        },
        groceries: {
          value: null,
          currency: "JPY",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "JPY",
          note: "No published figure found; Japanese commuter passes (teiki) are priced per route, not as one flat monthly pass",
        },
        rent3Centre: {
          value: 398810.41,
          currency: "JPY",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Tokyo (last update May 2025)",
            url: "https://www.numbeo.com/property-investment/in/Tokyo",
            asOf: "2025-05",
            reviewedOn: "2026-11-28",
          },
          note: "Numbeo average for a 3-bedroom apartment in the city centre, May 2025 (range ¥250,000–650,000); same page and date as the 1-bedroom figures.",
          research: "Read on the stored copy of Numbeo's Property Prices in Tokyo page: 'Apartment (3 bedrooms) in City Centre 398,810.41 ¥ 250,000.00-650,000.00'; 300 entries from 47 contributors over the past 18 months, last update May 2025.",
        },
        rent3Outside: {
          value: 198460.34,
          currency: "JPY",
          source: {
            publisher: "Numbeo",
            title: "Property Prices in Tokyo (last update May 2025)",
            url: "https://www.numbeo.com/property-investment/in/Tokyo",
            asOf: "2025-05",
            reviewedOn: "2026-11-28",
          },
          note: "Numbeo average for a 3-bedroom apartment outside the centre, May 2025 (range ¥141,127–300,000).",
          research: "Read on the stored copy of Numbeo's Property Prices in Tokyo page: 'Apartment (3 bedrooms) Outside of Centre 198,460.34 ¥ 141,127.49-300,000.00', last update May 2025.",
        },
      },
    },
    {
      name: "Osaka",
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 75923,
          currency: "JPY",
        },
        rentOutside: {
          value: null,
          currency: "JPY",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: 24000,
          currency: "JPY",
          note: "National figure, not per city: Expatica gives around 24,000 yen a month for utilities in an 85 m2 apartment in Japan",
        },
        groceries: {
          value: null,
          currency: "JPY",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "JPY",
          note: "No published figure found; Japanese commuter passes (teiki) are priced per route, not as one flat monthly pass",
        },
        rent3Centre: {
          value: null,
          currency: "JPY",
          note: "No published 3-bedroom figure for Osaka.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Osaka pages (cost of living and property prices, English and other-language copies) and for rents by layout (3LDK) from realestate.co.jp (its Osaka table is dated 2020) and Japan Property Central / Tokyo Kantei reports (which give yen per square metre, not a 3-bedroom rent); no 3-bedroom rent for Osaka dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "JPY",
          note: "No published 3-bedroom figure for Osaka.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Osaka pages (cost of living and property prices, English and other-language copies) and for rents by layout (3LDK) from realestate.co.jp (its Osaka table is dated 2020) and Japan Property Central / Tokyo Kantei reports (which give yen per square metre, not a 3-bedroom rent); no 3-bedroom rent for Osaka dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Kyoto",
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 75452,
          currency: "JPY",
        },
        rentOutside: {
          value: null,
          currency: "JPY",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: 24000,
          currency: "JPY",
          note: "National figure, not per city: Expatica gives around 24,000 yen a month for utilities in an 85 m2 apartment in Japan",
        },
        groceries: {
          value: null,
          currency: "JPY",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "JPY",
          note: "No published figure found; Japanese commuter passes (teiki) are priced per route, not as one flat monthly pass",
        },
        rent3Centre: {
          value: null,
          currency: "JPY",
          note: "No published 3-bedroom figure for Kyoto.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Kyoto pages (cost of living and property prices, English and other-language copies) and for rents by layout (3LDK) from realestate.co.jp (its Osaka table is dated 2020) and Japan Property Central / Tokyo Kantei reports (which give yen per square metre, not a 3-bedroom rent); no 3-bedroom rent for Kyoto dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "JPY",
          note: "No published 3-bedroom figure for Kyoto.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Kyoto pages (cost of living and property prices, English and other-language copies) and for rents by layout (3LDK) from realestate.co.jp (its Osaka table is dated 2020) and Japan Property Central / Tokyo Kantei reports (which give yen per square metre, not a 3-bedroom rent); no 3-bedroom rent for Kyoto dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Fukuoka",
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 67500,
          currency: "JPY",
        },
        rentOutside: {
          value: null,
          currency: "JPY",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: 24000,
          currency: "JPY",
          note: "National figure, not per city: Expatica gives around 24,000 yen a month for utilities in an 85 m2 apartment in Japan",
        },
        groceries: {
          value: null,
          currency: "JPY",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        transport: {
          value: null,
          currency: "JPY",
          note: "No published figure found; Japanese commuter passes (teiki) are priced per route, not as one flat monthly pass",
        },
        rent3Centre: {
          value: null,
          currency: "JPY",
          note: "No published 3-bedroom figure for Fukuoka.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Fukuoka pages (cost of living and property prices, English and other-language copies) and for rents by layout (3LDK) from realestate.co.jp (its Osaka table is dated 2020) and Japan Property Central / Tokyo Kantei reports (which give yen per square metre, not a 3-bedroom rent); no 3-bedroom rent for Fukuoka dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "JPY",
          note: "No published 3-bedroom figure for Fukuoka.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Fukuoka pages (cost of living and property prices, English and other-language copies) and for rents by layout (3LDK) from realestate.co.jp (its Osaka table is dated 2020) and Japan Property Central / Tokyo Kantei reports (which give yen per square metre, not a 3-bedroom rent); no 3-bedroom rent for Fukuoka dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
