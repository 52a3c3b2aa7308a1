import type { CountryPlaces } from "../dataset.schema";

// Ecuador: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
// Groceries use INEC's national per-person extreme-poverty (food) line (December 2025), labelled as national.
export const places: CountryPlaces = {
  country: "ecuador",
  name: "Ecuador",
  climate: {
    types: ["tropical", "temperate", "dry"],
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
      name: "Quito",
      climate: {
        koppen: "Cfb",
        source: {
          publisher: "Climate-Data.org",
          title: "Quito climate",
          url: "https://en.climate-data.org/location/1012/",
          asOf: "2026-11",
          reviewedOn: "2026-11-28",
          research: "Stored copy found with search 'Quito Ecuador climate classified under the Köppen climatic classification': 'In Quito, the climate is warm and temperate. ... The Köppen-Geiger climate classification is Cfb.' Undated page; asOf is the month it was read. TravelTill's Quito climate page independently says 'Under the Köppen climate classification, Quito has a subtropical highland climate' (no code).",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Ecuador",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Ecuador",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: 533,
          currency: "USD",
          source: {
            publisher: "Plusvalía",
            title: "Rent figures for Quito, July 2025",
            url: "https://www.quebakan.com/v15/mercado-inmobiliario-en-quito-ventas-se-moderan-y-alquileres-siguen-en-alza",
            asOf: "2025-07",
            reviewedOn: "2026-11-23",
            via: "Quebakan",
            research: "Article: 'Mercado inmobiliario en Quito: ventas se moderan y alquileres siguen en alza'.",
          },
          note: "Plusvalía 'precio medio' (asking rent) for a 2-bedroom apartment in Quito, July 2025 (city-wide, and a 2-bedroom, not a 1-bedroom; no centre split). Cumbayá, the dearest parish, averaged USD 679",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No outside-centre figure: Plusvalía reports a city-wide figure and parish averages only",
        },
        rent2Centre: {
          value: 533,
          currency: "USD",
          period: "month",
          source: {
            publisher: "Plusvalía",
            title: "Rent figures for Quito, July 2025",
            url: "https://www.quebakan.com/v15/mercado-inmobiliario-en-quito-ventas-se-moderan-y-alquileres-siguen-en-alza",
            asOf: "2025-07",
            reviewedOn: "2026-11-28",
            via: "Quebakan",
            research: "Article: 'Mercado inmobiliario en Quito: ventas se moderan y alquileres siguen en alza'.",
          },
          note: "Plusvalía 'precio medio' (asking rent) for a 2-bedroom apartment in Quito, July 2025: city-wide, not split by centre.",
          research: "Same Plusvalía July 2025 figure as the rentCentre entry, which the source states for a 2-bedroom apartment.",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Quito.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Quito; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Quito.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Quito; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for a typical grocery budget. For scale: INEC's national extreme-poverty line for December 2025 was USD 52.07 a month per person, the income that covers only minimum food needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (El Comercio (Ecuador), 'El campo mantiene los mayores niveles de pobreza en Ecuador, según INEC' (Enemdu, December 2025), 2025-12). National figure, not this city's: INEC's extreme-poverty line for December 2025, USD 52.07 a month per person, the income that covers only minimum food needs (INEC updates its official consumption line with the CPI); a floor, not typical grocery spending. Read in El Comercio; INEC's own bulletin was not in the store",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No monthly pass found: the Metro de Quito single fare is USD 0.45 (Primicias, May 2023)",
        },
      },
    },
    {
      name: "Cuenca",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Ecuador",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Ecuador",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "Only a range is published: USD 550–750 for an expat-standard 1-bedroom, about USD 650 typical (cuencaexpat.com, 2026 listings survey). INEC's USD 246.88 average rent covers all dwellings and is undated.",
          research: "Only a range is dated: USD 550–750 for an expat-standard 1-bedroom, 'sweet spot' about USD 650 (cuencaexpat.com, 2026 listings survey). INEC's USD 246.88 average rent covers all dwellings and its date is not stated in the copy read (AvenueMIA)",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published figure for rent outside the centre.",
          research: "No outside-centre figure found in the pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Cuenca.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Cuenca; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Cuenca.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Cuenca; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for a typical grocery budget. For scale: INEC's national extreme-poverty line for December 2025 was USD 52.07 a month per person, the income that covers only minimum food needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (El Comercio (Ecuador), 'El campo mantiene los mayores niveles de pobreza en Ecuador, según INEC' (Enemdu, December 2025), 2025-12). National figure, not this city's: INEC's extreme-poverty line for December 2025, USD 52.07 a month per person, the income that covers only minimum food needs (INEC updates its official consumption line with the CPI); a floor, not typical grocery spending. Read in El Comercio; INEC's own bulletin was not in the store",
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
      name: "Guayaquil",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Ecuador",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Ecuador",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: 504,
          currency: "USD",
          source: {
            publisher: "Plusvalía",
            title: "Rent figures for Quito and Guayaquil, 2024",
            url: "https://revistazonalibre.ec/2024/12/24/quito-y-guayaquil-un-comparativo-del-mercado-inmobiliario-en-2024",
            asOf: "2024-11",
            reviewedOn: "2026-11-23",
            via: "Revista Zona Libre",
            research: "Article: 'Quito y Guayaquil: un comparativo del mercado inmobiliario en 2024'.",
          },
          note: "Plusvalía average asking rent in Guayaquil, November 2024, reported alongside Quito's 2-bedroom average (city-wide; the size is not restated for Guayaquil; no centre split)",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No outside-centre figure: Plusvalía reports a city-wide figure only",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Guayaquil.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Guayaquil; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Guayaquil.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Guayaquil; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for a typical grocery budget. For scale: INEC's national extreme-poverty line for December 2025 was USD 52.07 a month per person, the income that covers only minimum food needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (El Comercio (Ecuador), 'El campo mantiene los mayores niveles de pobreza en Ecuador, según INEC' (Enemdu, December 2025), 2025-12). National figure, not this city's: INEC's extreme-poverty line for December 2025, USD 52.07 a month per person, the income that covers only minimum food needs (INEC updates its official consumption line with the CPI); a floor, not typical grocery spending. Read in El Comercio; INEC's own bulletin was not in the store",
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
      name: "Salinas",
      climate: {
        koppen: "BWh",
        source: {
          publisher: "Wikipedia",
          title: "Salinas, Ecuador",
          url: "https://kiwix.casplantje.nl/wikipedia_en_all_maxi_2018-10/A/Salinas%2C_Ecuador.html",
          asOf: "2018-10",
          reviewedOn: "2026-11-28",
          via: "Kiwix mirror at kiwix.casplantje.nl",
          research: "Stored Kiwix copy of the English Wikipedia article (dump wikipedia_en_all_maxi_2018-10), found with search 'Salinas Ecuador climate Köppen BWh desert': the infobox gives 'Climate BWh' (the article's infobox gives only the code, hence described is the code). A Turismo Accesible page (turismoaccesible.ec) independently calls the climate 'árido o desértico' with 125-150 mm of rain a year.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Ecuador",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Ecuador",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Salinas.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Salinas; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        rent3Outside: {
          value: null,
          currency: "USD",
          note: "No published 3-bedroom figure for Salinas.",
          research: "Searched the stored pages (Numbeo pages, Plusvalía reports as quoted by Primicias, Vistazo, Revista Zona Libre and Quebakan) and the code corpus for a dated 3-bedroom rent for Salinas; none found (Plusvalía reports a 2-bedroom benchmark only).",
        },
        utilities: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "USD",
          note: "No published figure for a typical grocery budget. For scale: INEC's national extreme-poverty line for December 2025 was USD 52.07 a month per person, the income that covers only minimum food needs, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (El Comercio (Ecuador), 'El campo mantiene los mayores niveles de pobreza en Ecuador, según INEC' (Enemdu, December 2025), 2025-12). National figure, not this city's: INEC's extreme-poverty line for December 2025, USD 52.07 a month per person, the income that covers only minimum food needs (INEC updates its official consumption line with the CPI); a floor, not typical grocery spending. Read in El Comercio; INEC's own bulletin was not in the store",
        },
        transport: {
          value: null,
          currency: "USD",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
