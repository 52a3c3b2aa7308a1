import type { CountryPlaces } from "../dataset.schema";

// Austria: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "austria",
  name: "Austria",
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
  coastal: false,
  cities: [
    {
      name: "Vienna",
      costsSource: {
        publisher: "The Local Austria",
        title: "How expensive is it to live in Austria?",
        url: "https://www.thelocal.at/20221214/how-expensive-is-it-to-live-in-austria",
        asOf: "2022-12-14",
        reviewedOn: "2026-11-21",
        research: "The article cites Expat Arrivals for the figures.",
      },
      costs: {
        rentCentre: {
          value: 998.64,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Cost of living figures for Vienna, January 2024",
            url: "https://www.kosmo.at/so-teuer-ist-das-leben-in-wien-geworden/",
            asOf: "2024",
            reviewedOn: "2026-11-23",
            via: "KOSMO",
            research: "Article: 'So teuer ist das Leben in Wien geworden' (undated, cites Numbeo data up to January 2024).",
          },
          note: "Numbeo average for a single-person flat (two rooms, i.e. one bedroom) in the city centre, price data up to January 2024.",
          research: "Numbeo average for a single-person flat (two rooms, i.e. one bedroom) in the city centre, as quoted by KOSMO; the page is undated and cites price data up to January 2024 (it replaces a December 2022 figure of EUR 915 from The Local Austria)",
        },
        rentOutside: {
          value: 748.72,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Cost of living figures for Vienna, January 2024",
            url: "https://www.kosmo.at/so-teuer-ist-das-leben-in-wien-geworden/",
            asOf: "2024",
            reviewedOn: "2026-11-21",
            via: "KOSMO",
            research: "Article: 'So teuer ist das Leben in Wien geworden' (undated, cites Numbeo data up to January 2024).",
          },
          note: "Numbeo average for a single-person flat (two rooms, i.e. one bedroom) outside the centre; the same page gives 998.64 EUR in the centre. The page is undated; it cites price data up to January 2024",
        },
        rent3Centre: {
          value: 1861.59,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Cost of living figures for Vienna, January 2024",
            url: "https://www.kosmo.at/so-teuer-ist-das-leben-in-wien-geworden/",
            asOf: "2024",
            reviewedOn: "2026-11-28",
            via: "KOSMO",
            research: "Article: 'So teuer ist das Leben in Wien geworden' (undated, cites Numbeo data up to January 2024).",
          },
          note: "Numbeo average for a family flat (four rooms, i.e. three bedrooms) in the city centre, price data up to January 2024",
          research: "KOSMO: 'Für eine vierköpfige Familie (Vier-Zimmer) steigen die Kosten auf 1.861,59 Euro im Stadtkern und 1.335,29 Euro außerhalb'; Numbeo's German pages call its 3-bedroom item 'Vier-Zimmer-Wohnung'. Same article and data as the 1-bedroom figures, which were kept: no figure dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: 1335.29,
          currency: "EUR",
          source: {
            publisher: "Numbeo",
            title: "Cost of living figures for Vienna, January 2024",
            url: "https://www.kosmo.at/so-teuer-ist-das-leben-in-wien-geworden/",
            asOf: "2024",
            reviewedOn: "2026-11-28",
            via: "KOSMO",
            research: "Article: 'So teuer ist das Leben in Wien geworden' (undated, cites Numbeo data up to January 2024).",
          },
          note: "Numbeo average for a family flat (four rooms, i.e. three bedrooms) outside the centre, price data up to January 2024",
          research: "Same KOSMO article and Numbeo data as the 1-bedroom figures.",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: 51,
          currency: "EUR",
          source: {
            publisher: "Wiener Linien",
            title: "Fares from 1 January 2018",
            url: "https://kurier.at/chronik/wien/oeffis-in-wien-was-2018-kommt/304.671.933",
            asOf: "2018-01",
            reviewedOn: "2026-11-21",
            via: "Kurier",
            research: "Article: 'Oeffis in Wien: Was 2018 kommt'.",
          },
          note: "Wiener Linien monthly ticket price set on 1 January 2018; the annual pass (365 EUR, about 30 EUR a month) is cheaper, and Krone reports its price is set to rise, so current fares may differ",
        },
      },
    },
    {
      name: "Graz",
      costsSource: {
        publisher: "The Local Austria",
        title: "How expensive is it to live in Austria?",
        url: "https://www.thelocal.at/20221214/how-expensive-is-it-to-live-in-austria",
        asOf: "2022-12-14",
        reviewedOn: "2026-11-21",
        research: "The article cites Expat Arrivals for the figures.",
      },
      costs: {
        rentCentre: {
          value: 609,
          currency: "EUR",
          source: {
            publisher: "The Local Austria",
            title: "How expensive is it to live in Austria?",
            url: "https://www.thelocal.at/20221214/how-expensive-is-it-to-live-in-austria",
            asOf: "2022-12-14",
            reviewedOn: "2026-11-23",
            research: "The article cites Expat Arrivals for the figures.",
          },
          note: "Average one-bedroom apartment in the city centre (dated 2022; no 2024+ per-city 1-bedroom figure found)",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Graz.",
          research: "Searched the stored pages for Numbeo's Graz page (none stored; Numbeo's Austria country page, December 2025, lists Graz only by ratios) and immowelt.at/Krone rent reports (rent per m2, or a 2017 median for 3-5 room flats); no dated 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Graz.",
          research: "Searched the stored pages for Numbeo's Graz page (none stored; Numbeo's Austria country page, December 2025, lists Graz only by ratios) and immowelt.at/Krone rent reports (rent per m2, or a 2017 median for 3-5 room flats); no dated 3-bedroom figure found.",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Salzburg",
      costsSource: {
        publisher: "The Local Austria",
        title: "The best places to live in Austria that are not Vienna",
        url: "https://cms.thelocal.com/20210416/the-best-places-to-live-in-austria-that-are-not-vienna",
        asOf: "2021-04-16",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: 885,
          currency: "EUR",
          source: {
            publisher: "The Local Austria",
            title: "The best places to live in Austria that are not Vienna",
            url: "https://cms.thelocal.com/20210416/the-best-places-to-live-in-austria-that-are-not-vienna",
            asOf: "2021-04-16",
            reviewedOn: "2026-11-23",
          },
          note: "Average monthly rent for a one-bedroom city-centre apartment (dated 2021; no 2024+ per-city 1-bedroom figure found)",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Salzburg.",
          research: "Searched the stored pages for Numbeo's Salzburg page (none stored; Numbeo's Austria country page, December 2025, lists Salzburg only by ratios) and immowelt.at/Krone rent reports (rent per m2, or a 2017 median for 3-5 room flats); no dated 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Salzburg.",
          research: "Searched the stored pages for Numbeo's Salzburg page (none stored; Numbeo's Austria country page, December 2025, lists Salzburg only by ratios) and immowelt.at/Krone rent reports (rent per m2, or a 2017 median for 3-5 room flats); no dated 3-bedroom figure found.",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Innsbruck",
      costsSource: {
        publisher: "Kronen Zeitung",
        title: "Innsbruck in figures",
        url: "https://krone.at/3553108",
        asOf: "2024-10-08",
        reviewedOn: "2026-11-21",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "No 1-bedroom figure found; the city statistics office gives an average rent of 17.70 EUR per m2 a month for 2023",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Innsbruck.",
          research: "Searched the stored pages for Numbeo's Innsbruck page (none stored; Numbeo's Austria country page, December 2025, lists Innsbruck only by ratios) and immowelt.at/Krone rent reports (rent per m2, or a 2017 median for 3-5 room flats); no dated 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Innsbruck.",
          research: "Searched the stored pages for Numbeo's Innsbruck page (none stored; Numbeo's Austria country page, December 2025, lists Innsbruck only by ratios) and immowelt.at/Krone rent reports (rent per m2, or a 2017 median for 3-5 room flats); no dated 3-bedroom figure found.",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
  ],
};
