import type { CountryPlaces } from "../dataset.schema";

// Chile: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "chile",
  name: "Chile",
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
      name: "Santiago",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Chile",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Chile",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: 282723,
          currency: "CLP",
          source: {
            publisher: "Toctoc",
            title: "Rents of 1-bedroom apartments by commune",
            url: "https://www.lagaceta.com.ar/nota/1102121/chile/cuanto-hay-ganar-para-arrendar-departamento-chile-este-sueldo-minimo-requerido.html",
            asOf: "2025-09-10",
            reviewedOn: "2026-11-23",
            via: "La Gaceta",
            research: "Article: '¿Cuánto hay que ganar para arrendar un departamento en Chile?', La Gaceta quoting Las Últimas Noticias quoting Toctoc.",
          },
          note: "Toctoc figure for a 1-bedroom apartment (34 m²) in the commune of Santiago (Santiago Centro); the eastern business communes cost more (Providencia CLP 569,373; Las Condes CLP 718,587).",
          research: "Toctoc figure for a 1-bedroom apartment (34 m²) in the commune of Santiago (Santiago Centro), quoted by Las Últimas Noticias and read on La Gaceta; the eastern business communes cost more (Providencia CLP 569,373; Las Condes CLP 718,587)",
        },
        rentOutside: {
          value: null,
          currency: "CLP",
          note: "No single outside-centre figure: the same Toctoc list gives other communes separately (e.g. La Florida CLP 325,917; Estación Central CLP 231,676 for a 1-bedroom; La Gaceta, 2025-09-10)",
        },
        rent3Centre: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for Santiago.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for Santiago; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        rent3Outside: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for Santiago.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for Santiago; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        utilities: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Valparaíso",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Chile",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Chile",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for Valparaíso.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for Valparaíso; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        rent3Outside: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for Valparaíso.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for Valparaíso; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        utilities: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Viña del Mar",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Chile",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Chile",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for Viña del Mar.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for Viña del Mar; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        rent3Outside: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for Viña del Mar.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for Viña del Mar; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        utilities: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "La Serena",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Chile",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Chile",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for La Serena.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for La Serena; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        rent3Outside: {
          value: null,
          currency: "CLP",
          note: "No published 3-bedroom figure for La Serena.",
          research: "Searched the stored pages (Numbeo property-price pages, Toctoc and BDO/Assetplan rental reports) and the code corpus for a dated 3-bedroom rent for La Serena; none found (a Toctoc blog table of 3-bedroom rents by commune was stored only in part, without figures or a date).",
        },
        utilities: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "CLP",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
