import type { CountryPlaces } from "../dataset.schema";

// Colombia: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
// Groceries use DANE's national per-person food-basket figure (2024), labelled as national in each note.
export const places: CountryPlaces = {
  country: "colombia",
  name: "Colombia",
  climate: {
    types: ["tropical", "temperate", "dry"],
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
      name: "Bogotá",
      climate: {
        koppen: "Cfb",
        described: "subtropical highland climate",
        source: {
          publisher: "Weather Atlas",
          title: "Bogotá, Colombia: climate and monthly weather forecast",
          url: "https://www.weather-atlas.com/en/colombia/bogota",
          asOf: "2026-11",
          research: "Stored copy found with search 'Bogotá subtropical highland climate Köppen Cfb': 'Bogotá enjoys a subtropical highland climate, classified as Köppen Cfb.' Undated page; asOf is the month it was read.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Colombia",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Colombia",
        asOf: "2026-11",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "COP",
          note: "No single published figure: only a range of COP 1,119,000–1,460,000 for a 1-bedroom in modest districts (thelatinvestor, September 2025).",
          research: "No single dated figure found (press, Numbeo and portal reports searched): only a range of COP 1,119,000–1,460,000 for a 1-bedroom in modest districts (thelatinvestor, September 2025)",
        },
        rentOutside: {
          value: null,
          currency: "COP",
          note: "No dated outside-centre figure found; guides give only ranges (COP 1,000,000–1,800,000 in suburban areas, thelatinvestor)",
        },
        rent3Centre: {
          value: null,
          currency: "COP",
          note: "No published 3-bedroom figure for Bogotá.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Colombia rental yields, Metrocuadrado and La Lonja reports) and the code corpus for a dated 3-bedroom rent for Bogotá; none found (thelatinvestor gives only ranges).",
        },
        rent3Outside: {
          value: null,
          currency: "COP",
          note: "No published 3-bedroom figure for Bogotá.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Colombia rental yields, Metrocuadrado and La Lonja reports) and the code corpus for a dated 3-bedroom rent for Bogotá; none found (thelatinvestor gives only ranges).",
        },
        utilities: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "COP",
          note: "No published figure for a typical grocery budget. For scale: DANE's 2024 national extreme-poverty line, COP 227,220 a month per person, is the cost of a basic food basket covering minimum calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Valora Analitik, report on DANE's 2024 monetary-poverty figures ('pobreza monetaria en Colombia llegó a su mínimo histórico en 2024'), 2024). National figure, not this city's: DANE's 2024 extreme-poverty line, COP 227,220 a month per person, i.e. the cost of a basic food basket covering minimum calorie needs (a floor, not typical grocery spending). Read in Valora Analitik's report of DANE's release; DANE's own bulletin was not in the store",
        },
        transport: {
          value: 160000,
          currency: "COP",
          source: {
            publisher: "Infobae",
            title: "TransMiPass de TransMilenio: beneficios económicos, medidas antifraude y toda la información del nuevo modelo de pago",
            url: "https://www.infobae.com/colombia/2025/06/04/transmipass-de-transmilenio-beneficios-economicos-medidas-antifraude-y-toda-la-informacion-del-nuevo-modelo-de-pago",
            asOf: "2025-06-04",
          },
          note: "TransMiPass, TransMilenio's monthly pass (on sale since June 2025): up to 65 entries to TransMilenio, SITP zonal buses and TransMiCable within 30 days of first use, at most 6 a day and no free transfers; the card itself costs COP 8,000 once. The single fare is COP 3,200 (2025)",
        },
      },
    },
    {
      name: "Medellín",
      costsSource: {
        publisher: "Visit Medellin Today",
        title: "How much do I need to live in Medellin 2024",
        url: "https://visitmedellintoday.com/how-much-do-i-need-to-live-in-medellin-2024",
        asOf: "2024",
      },
      costs: {
        rentCentre: {
          value: 1997968,
          currency: "COP",
          source: {
            publisher: "Numbeo",
            title: "Rent figures for Medellín, about June 2025",
            url: "https://revistaminacion.com/medellin-ya-esta-mas-cara-que-bogota-precios-de-los-arriendos-son-7-mas-altos",
            asOf: "2025-06",
            via: "Revista Minación",
            research: "Article: 'Medellín ya está más cara que Bogotá: precios de los arriendos son 7% más altos' (undated; cites DANE's May inflation figures, so about June 2025).",
          },
          note: "Numbeo average for a 1-bedroom apartment in the city centre, about June 2025 (3-bedroom: about COP 3,440,000). A guide gives a range of US$500–1,000 in El Poblado.",
          research: "Numbeo average for a 1-bedroom apartment in the city centre, as quoted by Revista Minación (3-bedroom: about COP 3,440,000). The page is undated; it cites DANE's May inflation figures (5.05% nationally, 5.41% in Medellín), which date it to about June 2025. Numbeo's own Medellín page was not in the store. Visit Medellin Today gives a range of US$500–1,000 in El Poblado",
        },
        rentOutside: {
          value: 1535846,
          currency: "COP",
          source: {
            publisher: "Numbeo",
            title: "Rent figures for Medellín, about June 2025",
            url: "https://revistaminacion.com/medellin-ya-esta-mas-cara-que-bogota-precios-de-los-arriendos-son-7-mas-altos",
            asOf: "2025-06",
            via: "Revista Minación",
            research: "Article: 'Medellín ya está más cara que Bogotá: precios de los arriendos son 7% más altos' (undated; cites DANE's May inflation figures, so about June 2025).",
          },
          note: "Numbeo average for a 1-bedroom apartment outside the centre, about June 2025.",
          research: "Numbeo average for a 1-bedroom apartment outside the centre, as quoted by Revista Minación. The page is undated; it cites DANE's May inflation figures (5.05% nationally, 5.41% in Medellín), which date it to about June 2025. Numbeo's own Medellín page was not in the store",
        },
        rent3Centre: {
          value: 3440000,
          currency: "COP",
          period: "month",
          source: {
            publisher: "Numbeo",
            title: "Rent figures for Medellín, about June 2025",
            url: "https://revistaminacion.com/medellin-ya-esta-mas-cara-que-bogota-precios-de-los-arriendos-son-7-mas-altos",
            asOf: "2025-06",
            via: "Revista Minación",
            research: "Article: 'Medellín ya está más cara que Bogotá: precios de los arriendos son 7% más altos' (undated; cites DANE's May inflation figures, so about June 2025).",
          },
          note: "Numbeo average for a 3-bedroom apartment in the city centre, about June 2025 (quoted as 'close to' COP 3,440,000): the same source and date as the 1-bedroom figures.",
          research: "Revista Minación quoting Numbeo: 'Para apartamentos de tres habitaciones, el alquiler en el centro se acerca a los $3.440.000, y en zonas externas se ubica alrededor de los $2.966.239.' Numbeo's own Medellín page was not in the store.",
        },
        rent3Outside: {
          value: 2966239,
          currency: "COP",
          period: "month",
          source: {
            publisher: "Numbeo",
            title: "Rent figures for Medellín, about June 2025",
            url: "https://revistaminacion.com/medellin-ya-esta-mas-cara-que-bogota-precios-de-los-arriendos-son-7-mas-altos",
            asOf: "2025-06",
            via: "Revista Minación",
            research: "Article: 'Medellín ya está más cara que Bogotá: precios de los arriendos son 7% más altos' (undated; cites DANE's May inflation figures, so about June 2025).",
          },
          note: "Numbeo average for a 3-bedroom apartment outside the centre, about June 2025.",
          research: "Revista Minación quoting Numbeo: 'en zonas externas se ubica alrededor de los $2.966.239' for a 3-bedroom apartment.",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "Only a range found: US$50–100 for electricity, water, gas and internet",
        },
        groceries: {
          value: null,
          currency: "COP",
          note: "No published figure for a typical grocery budget; one guide gives a range of US$150–300 a month for a single person. For scale: DANE's 2024 national extreme-poverty line, COP 227,220 a month per person, is the cost of a basic food basket covering minimum calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Valora Analitik, report on DANE's 2024 monetary-poverty figures ('pobreza monetaria en Colombia llegó a su mínimo histórico en 2024'), 2024). National figure, not this city's: DANE's 2024 extreme-poverty line, COP 227,220 a month per person, i.e. the cost of a basic food basket covering minimum calorie needs (a floor, not typical grocery spending). Read in Valora Analitik's report of DANE's release; DANE's own bulletin was not in the store. Visit Medellin Today gives only a range of US$150–300 a month for a single person",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Cartagena",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Colombia",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Colombia",
        asOf: "2026-11",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "COP",
          note: "No published 3-bedroom figure for Cartagena.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Colombia rental yields, Metrocuadrado and La Lonja reports) and the code corpus for a dated 3-bedroom rent for Cartagena; none found (thelatinvestor gives only ranges).",
        },
        rent3Outside: {
          value: null,
          currency: "COP",
          note: "No published 3-bedroom figure for Cartagena.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Colombia rental yields, Metrocuadrado and La Lonja reports) and the code corpus for a dated 3-bedroom rent for Cartagena; none found (thelatinvestor gives only ranges).",
        },
        utilities: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "COP",
          note: "No published figure for a typical grocery budget. For scale: DANE's 2024 national extreme-poverty line, COP 227,220 a month per person, is the cost of a basic food basket covering minimum calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Valora Analitik, report on DANE's 2024 monetary-poverty figures ('pobreza monetaria en Colombia llegó a su mínimo histórico en 2024'), 2024). National figure, not this city's: DANE's 2024 extreme-poverty line, COP 227,220 a month per person, i.e. the cost of a basic food basket covering minimum calorie needs (a floor, not typical grocery spending). Read in Valora Analitik's report of DANE's release; DANE's own bulletin was not in the store",
        },
        transport: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Santa Marta",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Colombia",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Colombia",
        asOf: "2026-11",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "COP",
          note: "No published 3-bedroom figure for Santa Marta.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Colombia rental yields, Metrocuadrado and La Lonja reports) and the code corpus for a dated 3-bedroom rent for Santa Marta; none found (thelatinvestor gives only ranges).",
        },
        rent3Outside: {
          value: null,
          currency: "COP",
          note: "No published 3-bedroom figure for Santa Marta.",
          research: "Searched the stored pages (Numbeo cost-of-living and property-price pages, Global Property Guide's Colombia rental yields, Metrocuadrado and La Lonja reports) and the code corpus for a dated 3-bedroom rent for Santa Marta; none found (thelatinvestor gives only ranges).",
        },
        utilities: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "COP",
          note: "No published figure for a typical grocery budget. For scale: DANE's 2024 national extreme-poverty line, COP 227,220 a month per person, is the cost of a basic food basket covering minimum calorie needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Valora Analitik, report on DANE's 2024 monetary-poverty figures ('pobreza monetaria en Colombia llegó a su mínimo histórico en 2024'), 2024). National figure, not this city's: DANE's 2024 extreme-poverty line, COP 227,220 a month per person, i.e. the cost of a basic food basket covering minimum calorie needs (a floor, not typical grocery spending). Read in Valora Analitik's report of DANE's release; DANE's own bulletin was not in the store",
        },
        transport: {
          value: null,
          currency: "COP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
