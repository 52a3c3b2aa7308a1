import type { CountryPlaces } from "../dataset.schema";

// Argentina: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "argentina",
  name: "Argentina",
  climate: {
    types: ["temperate", "dry"],
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
      name: "Buenos Aires",
      climate: {
        koppen: "Cfa",
        described: "humid subtropical climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Buenos Aires",
          url: "https://en.wikipedia.org/wiki/Climate_of_Buenos_Aires?oldid=747591762",
          asOf: "2016-11-03",
          reviewedOn: "2026-11-28",
          research: "Stored copy of the permanent revision of 06:40, 3 November 2016, found with search 'Buenos Aires Köppen climate classification': 'Buenos Aires is located in the humid subtropical climate zone (Köppen climate classification: Cfa)'; the lead also calls it 'a humid subtropical climate (Cfa) under the Köppen climate classification'.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Argentina",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: 698011,
          currency: "ARS",
          source: {
            publisher: "Zonaprop",
            title: "Rental price index, September 2025",
            url: "https://www.infobae.com/economia/2025/09/30/los-alquileres-volvieron-a-aumentar-por-encima-de-la-inflacion-en-septiembre/",
            asOf: "2025-09",
            reviewedOn: "2026-11-23",
            via: "Infobae",
            research: "Article: 'Los alquileres volvieron a aumentar por encima de la inflación en septiembre'.",
          },
          note: "Zonaprop average asking rent for a 'dos ambientes' apartment (living room + 1 bedroom) in the City of Buenos Aires, September 2025: city-wide, not split by centre. CESO put the median 1-bedroom at ARS 600,000 the same month (La Nación)",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No outside-centre figure: Zonaprop reports the city as a whole and by barrio (cheapest, Lugano, ARS 532,007 a month in September 2025, per Infobae), not a centre/outside split",
        },
        rent3Centre: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Buenos Aires.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Buenos Aires; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Buenos Aires.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Buenos Aires; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Mendoza",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Argentina",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Mendoza.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Mendoza; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Mendoza.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Mendoza; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Córdoba",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Argentina",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: 544259,
          currency: "ARS",
          source: {
            publisher: "Zonaprop",
            title: "Rental price index for Córdoba, December 2025",
            url: "https://www.perfil.com/noticias/cordoba/te-pregunta-cuanto-sale-vivir-pendola-dijo-que-diciembre-no-tuvo-la-demanda-estudiantil-de-otros-anos.phtml",
            asOf: "2025-12-22",
            reviewedOn: "2026-11-23",
            via: "Perfil",
            research: "Perfil Córdoba interview with Lucas Péndola quoting the Zonaprop index.",
          },
          note: "Zonaprop 'valor medio' (asking rent) of a 1-bedroom apartment in the city of Córdoba, latest index as reported in December 2025 (city-wide, not split by centre)",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No outside-centre figure: Zonaprop gives a city-wide figure and barrio averages only",
        },
        rent3Centre: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Córdoba.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Córdoba; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Córdoba.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Córdoba; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Bariloche",
      climate: {
        koppen: "Csb",
        source: {
          publisher: "Wikipedia",
          title: "Bariloche",
          url: "https://kiwix.casplantje.nl/wikipedia_en_all_maxi_2020-06/A/Bariloche",
          asOf: "2020-06",
          reviewedOn: "2026-11-28",
          via: "Kiwix mirror at kiwix.casplantje.nl",
          research: "Stored Kiwix copy of the English Wikipedia article (dump wikipedia_en_all_maxi_2020-06), found with search 'Bariloche climate Köppen classification Csb': the infobox gives 'Climate Csb' (only the code, hence described is the code). The wikipedia-on-ipfs copy of the same article gives the same infobox entry.",
        },
      },
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Argentina",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Argentina",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Bariloche.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Bariloche; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        rent3Outside: {
          value: null,
          currency: "ARS",
          note: "No published 3-bedroom figure for Bariloche.",
          research: "Searched the stored pages (Numbeo property-price pages, Zonaprop rental-index articles) and the code corpus for a dated 3-bedroom rent for Bariloche; none found (Zonaprop's reports quote 'monoambiente', 'dos ambientes' and 'tres ambientes', i.e. up to 2 bedrooms).",
        },
        utilities: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "ARS",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
