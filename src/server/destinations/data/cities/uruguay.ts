// NewShores city living costs for Uruguay: monthly costs per city, each figure read in a dated
// published source (cited per city or per figure); null with a note where no figure was found.
// Groceries use INE's per-person basic food basket (indigence line, June 2025): Montevideo's for Montevideo, the
// interior's for the other cities, labelled as such in each note.
import type { CountryPlaces } from "../dataset.schema";

export const places: CountryPlaces = {
  country: "uruguay",
  name: "Uruguay",
  climate: {
    types: [
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
      name: "Montevideo",
      climate: {
        koppen: "Cfa",
        described: "humid subtropical climate",
        source: {
          publisher: "Wikipedia",
          title: "Montevideo (Climate section)",
          url: "https://wiki.niidae.com/index.php?action=edit&section=10&title=Montevideo",
          asOf: "2010",
          reviewedOn: "2026-11-28",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search 'Climate of Montevideo humid subtropical Cfa Köppen Wikipedia': 'Montevideo has a Humid subtropical climate (Köppen Cfa)'. Undated; the latest date in the part read is a web archive of 30 November 2010, hence the as-of year (the mirror's copy is certainly newer).",
        },
      },
      costsSource: {
        publisher: "Expat.com",
        title: "Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 20863,
          currency: "UYU",
          source: {
            publisher: "Instituto Nacional de Estadística (Uruguay)",
            title: "Indicadores de Actividad Inmobiliaria, November 2024",
            url: "https://ambito.com/uruguay/como-les-fue-los-precios-los-alquileres-contra-la-inflacion-n6101897",
            asOf: "2024-11",
            reviewedOn: "2026-11-23",
            via: "Ámbito",
            research: "Article: '¿Cómo les fue a los precios de los alquileres contra la inflación?'. INE's own bulletin was not in the search store.",
          },
          note: "INE average rent of contracts in force in the department of Montevideo, November 2024 (city-wide, all home sizes; contracts with state or ANDA guarantees).",
          research: "INE average rent of contracts in force in the department of Montevideo, November 2024 (city-wide, all home sizes; contracts with state or ANDA guarantees). Read in a news report; the INE bulletin itself was not in the store",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No outside-centre figure: INE publishes department and barrio averages, not a centre/outside split",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No published figure for a typical grocery budget. For scale: INE's indigence line for Montevideo was around UYU 6,544 a month per person in June 2025, the value of the basic food basket (canasta básica alimentaria), a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Búsqueda, 'El 17,7% de las personas era pobre en el primer semestre, según medición por ingreso' (INE data), 2025-06). INE's indigence line for Montevideo, 'around UYU 6,544 a month per person' in June 2025, i.e. the value of the basic food basket (canasta básica alimentaria): a floor, not typical grocery spending. Read in Búsqueda; INE's own report was not in the store",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No monthly pass for the general public found: the STM 1-hour fare is UYU 52 with the STM card from 5 January 2026, and users making more than 40 trips a month get a small refund per trip (Subrayado, 2026-01-04)",
        },
        rent3Centre: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Montevideo.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Montevideo pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Montevideo dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Montevideo.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Montevideo pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Montevideo dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Punta del Este",
      costsSource: {
        publisher: "Expat.com",
        title: "Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "UYU",
          note: "No city figure found; INE gives UYU 19,260 for the whole department of Maldonado (contracts in force, November 2024, per Ámbito), which is not the city",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No published figure for a typical grocery budget. For scale: INE's indigence line for the interior (all of Uruguay outside Montevideo) was about UYU 5,621 a month per person in June 2025, the value of the basic food basket, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Búsqueda, 'El 17,7% de las personas era pobre en el primer semestre, según medición por ingreso' (INE data), 2025-06). Regional figure, not this city's: INE's indigence line for the interior (all of Uruguay outside Montevideo), 'about UYU 5,621 a month per person' in June 2025, i.e. the value of the basic food basket: a floor, not typical grocery spending. Read in Búsqueda; INE's own report was not in the store",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Punta del Este.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Punta del Este pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Punta del Este dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Punta del Este.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Punta del Este pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Punta del Este dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Colonia del Sacramento",
      costsSource: {
        publisher: "Expat.com",
        title: "Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "UYU",
          note: "No city figure found; INE gives UYU 13,499 for the whole department of Colonia (contracts in force, November 2024, per Ámbito), which is not the city",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No published figure for a typical grocery budget. For scale: INE's indigence line for the interior (all of Uruguay outside Montevideo) was about UYU 5,621 a month per person in June 2025, the value of the basic food basket, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Búsqueda, 'El 17,7% de las personas era pobre en el primer semestre, según medición por ingreso' (INE data), 2025-06). Regional figure, not this city's: INE's indigence line for the interior (all of Uruguay outside Montevideo), 'about UYU 5,621 a month per person' in June 2025, i.e. the value of the basic food basket: a floor, not typical grocery spending. Read in Búsqueda; INE's own report was not in the store",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Colonia del Sacramento.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Colonia del Sacramento pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Colonia del Sacramento dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Colonia del Sacramento.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Colonia del Sacramento pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Colonia del Sacramento dated 2024-12 or later was found.",
        },
      },
    },
    {
      name: "Piriapolis",
      costsSource: {
        publisher: "Expat.com",
        title: "Living in Uruguay: the ultimate expat guide (updated 13 October 2025)",
        url: "https://www.expat.com/en/guide/south-america/uruguay",
        asOf: "2025-10-13",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "UYU",
          note: "No city figure found; INE gives UYU 19,260 for the whole department of Maldonado (contracts in force, November 2024, per Ámbito), which is not the town",
        },
        rentOutside: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        utilities: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        groceries: {
          value: null,
          currency: "UYU",
          note: "No published figure for a typical grocery budget. For scale: INE's indigence line for the interior (all of Uruguay outside Montevideo) was about UYU 5,621 a month per person in June 2025, the value of the basic food basket, a floor, not typical grocery spending.",
          research: "Not used as a figure: only a poverty-line floor was found (Búsqueda, 'El 17,7% de las personas era pobre en el primer semestre, según medición por ingreso' (INE data), 2025-06). Regional figure, not this city's: INE's indigence line for the interior (all of Uruguay outside Montevideo), 'about UYU 5,621 a month per person' in June 2025, i.e. the value of the basic food basket: a floor, not typical grocery spending. Read in Búsqueda; INE's own report was not in the store",
        },
        transport: {
          value: null,
          currency: "UYU",
          note: "No published figure for this city.",
          research: "No dated published figure for this city found in the sources searched",
        },
        rent3Centre: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Piriapolis.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Piriapolis pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Piriapolis dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "UYU",
          note: "No published 3-bedroom figure for Piriapolis.",
          research: "Searched the stored pages (search tool, corpus 'pages', and code search) for Numbeo's Piriapolis pages (cost of living and property prices, English and other-language copies) and for INE's Indicadores de Actividad Inmobiliaria and portal reports (Mercado Libre, InfoCasas) by bedroom count. INE publishes average rents of contracts in force for all home sizes by department and barrio only; no 3-bedroom rent for Piriapolis dated 2024-12 or later was found.",
        },
      },
    },
  ],
};
