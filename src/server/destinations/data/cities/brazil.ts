import type { CountryPlaces } from "../dataset.schema";

// Brazil: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "brazil",
  name: "Brazil",
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
      name: "São Paulo",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Brazil",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Brazil",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "BRL",
          note: "No published 1-bedroom figure: the QuintoAndar and FipeZap rent indices give rents per m² only.",
          research: "No dated 1-bedroom figure found: the QuintoAndar and FipeZap rent indices read give rents per m² only, and Numbeo's São Paulo page was not in the store",
        },
        rentOutside: {
          value: null,
          currency: "BRL",
          note: "No published 1-bedroom figure: the QuintoAndar and FipeZap rent indices give rents per m² only.",
          research: "No dated 1-bedroom figure found: the QuintoAndar and FipeZap rent indices read give rents per m² only, and Numbeo's São Paulo page was not in the store",
        },
        rent3Centre: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for São Paulo.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for São Paulo; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for São Paulo.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for São Paulo; none found.",
        },
        utilities: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Rio de Janeiro",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Brazil",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Brazil",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "BRL",
          note: "No published 1-bedroom figure: the QuintoAndar and FipeZap rent indices give rents per m² only.",
          research: "No dated 1-bedroom figure found: the QuintoAndar and FipeZap rent indices read give rents per m² only, and Numbeo's Rio page was not in the store",
        },
        rentOutside: {
          value: null,
          currency: "BRL",
          note: "No published 1-bedroom figure: the QuintoAndar and FipeZap rent indices give rents per m² only.",
          research: "No dated 1-bedroom figure found: the QuintoAndar and FipeZap rent indices read give rents per m² only, and Numbeo's Rio page was not in the store",
        },
        rent3Centre: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for Rio de Janeiro.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for Rio de Janeiro; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for Rio de Janeiro.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for Rio de Janeiro; none found.",
        },
        utilities: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Florianópolis",
      costsSource: {
        publisher: "Floripa Insider",
        title: "Custo de vida em Floripa 2025",
        url: "https://floripainsider.com/custo-de-vida-em-floripa-2025/",
        asOf: "2025-04",
        reviewedOn: "2026-11-21",
        research: "The page uses Expatistan data of April 2025.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "BRL",
          note: "No 1-bedroom figure found: the source gives R$6,799 for a furnished 85 m² apartment and R$3,820 for a 45 m² studio in expensive areas",
        },
        rentOutside: {
          value: null,
          currency: "BRL",
          note: "Only a range found: R$2,000–3,000 on the mainland (Estreito, Abraão, Jardim Atlântico), size not stated",
        },
        rent3Centre: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for Florianópolis.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for Florianópolis; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for Florianópolis.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for Florianópolis; none found.",
        },
        utilities: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Salvador",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Brazil",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Brazil",
        asOf: "2026-11",
        reviewedOn: "2026-11-21",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rentOutside: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        rent3Centre: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for Salvador.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for Salvador; none found.",
        },
        rent3Outside: {
          value: null,
          currency: "BRL",
          note: "No published 3-bedroom figure for Salvador.",
          research: "Searched the stored pages (Numbeo property-price pages, Global Property Guide's Brazil rental yields, FipeZap and QuintoAndar rental-index articles) and the code corpus for a dated 3-bedroom rent for Salvador; none found.",
        },
        utilities: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "BRL",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
