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
          research: "Stored copy found with search 'Tokyo, Japan climate monthly weather forecast classified as Cfa under the Köppen climatic classification': 'Tokyo, the lovely coastal capital city of Japan, experiences a humid subtropical climate classified as Cfa under the Köppen climatic classification.' Undated page; asOf is the month it was read. Copies of the English Wikipedia Tokyo article seen in the same searches also say 'humid subtropical climate zone (Köppen climate classification Cfa)'.",
        },
      },
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
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
      },
    },
    {
      name: "Osaka",
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
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
      },
    },
    {
      name: "Kyoto",
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
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
      },
    },
    {
      name: "Fukuoka",
      costsSource: {
        publisher: "Expatica",
        title: "Cost of living in Japan (12 March 2023)",
        url: "https://www.expatica.com/jp/about/basics/cost-of-living-in-japan-79397/",
        asOf: "2023-03-12",
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
      },
    },
  ],
};
