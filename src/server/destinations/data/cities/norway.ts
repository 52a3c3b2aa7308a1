import type { CountryPlaces } from "../dataset.schema";

// Norway: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "norway",
  name: "Norway",
  climate: {
    types: [
      "temperate",
      "seasonal",
      "northern",
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
      name: "Oslo",
      costsSource: {
        publisher: "Statistics Norway",
        title: "Rental market survey 2021",
        url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
        asOf: "2021-12-23",
        via: "The Local Norway",
        research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
      },
      costs: {
        rentCentre: {
          value: 14400,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey, table 09897: predicted monthly rent by price zone, number of rooms and floor area, 2023",
            url: "https://www.ssb.no/statbank/table/09897",
            asOf: "2023",
            research: "Figure read in an NTB wire story on mn24.no (https://www.mn24.no/nyheter/i/q1qwWg/store-prisforskjeller-paa-husleie-i-norge-dette-koster-det-i-trondheim) quoting SSB's 50 m2 2-room predictions for the Oslo price zones; SSB's StatBank table 09897 (2012-2023, Oslo price zones such as 'Sentrum, Frogner, Ullern og St.Hanshaugen') is where SSB publishes them. The table is a query page; the value itself was not read in it.",
          },
          note: "Statistics Norway 2023 estimate for a 50 m2 2-room dwelling (living room plus one bedroom) in the central districts Frogner, Ullern, Sentrum and St. Hanshaugen",
        },
        rentOutside: {
          value: 12500,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey, table 09897: predicted monthly rent by price zone, number of rooms and floor area, 2023",
            url: "https://www.ssb.no/statbank/table/09897",
            asOf: "2023",
            research: "Figure read in an NTB wire story on mn24.no (https://www.mn24.no/nyheter/i/q1qwWg/store-prisforskjeller-paa-husleie-i-norge-dette-koster-det-i-trondheim) quoting SSB's 50 m2 2-room predictions for the Oslo price zones; SSB's StatBank table 09897 (2012-2023, Oslo price zones such as 'Sentrum, Frogner, Ullern og St.Hanshaugen') is where SSB publishes them. The table is a query page; the value itself was not read in it.",
          },
          note: "Statistics Norway 2023 estimate for a 50 m2 2-room dwelling (living room plus one bedroom) in the outer districts Sondre Nordstrand, Grorud, Stovner and Alna",
        },
        rent3Centre: {
          value: null,
          currency: "NOK",
          note: "No published 3-bedroom figure for Oslo.",
          research: "Searched the stored pages for Numbeo's Oslo page (none stored; only Numbeo's Norway country page, February 2023) and Statistics Norway releases: the 2019 table by number of rooms gives 4-room rents only for 'Oslo and Bærum municipality' combined (NOK 17,150), not Oslo alone, and the 2021 and 2023 releases give only 2-room figures. The 1-bedroom figures (2023) were kept: no figure dated 2024-12 or later was found.",
        },
        rent3Outside: {
          value: null,
          currency: "NOK",
          note: "No published 3-bedroom figure for Oslo.",
          research: "Searched the stored pages for Numbeo's Oslo page (none stored; only Numbeo's Norway country page, February 2023) and Statistics Norway releases: the 2019 table by number of rooms gives 4-room rents only for 'Oslo and Bærum municipality' combined (NOK 17,150), not Oslo alone, and the 2021 and 2023 releases give only 2-room figures. The 1-bedroom figures (2023) were kept: no figure dated 2024-12 or later was found.",
        },
        utilities: {
          value: null,
          currency: "NOK",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "NOK",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: 897,
          currency: "NOK",
          source: {
            publisher: "Ruter",
            title: "New prices for 2024",
            url: "https://ruter.no/en/news/price-change-2024/",
            asOf: "2024-01-28",
          },
          note: "Ruter 30-day adult ticket, zone 1 (all of Oslo). A September 2025 report (mojanorwegia.pl) says the Oslo 30-day ticket was cut by 50 NOK to 728 NOK",
        },
      },
    },
    {
      name: "Bergen",
      costsSource: {
        publisher: "Statistics Norway",
        title: "Rental market survey 2021",
        url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
        asOf: "2021-12-23",
        via: "The Local Norway",
        research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
      },
      costs: {
        rentCentre: {
          value: 10500,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2021",
            url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
            asOf: "2021-12-23",
            via: "The Local Norway",
            research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
          },
          note: "Statistics Norway 2021 estimate for a 50 m2 2-room dwelling (living room plus one bedroom); the source says Bergenhus (central Bergen) costs the same as the most popular parts of Trondheim, given there as 10,500 NOK. Dated 2021; the 2023 survey gives only a city-wide average of NOK 10,440 for a 2-room dwelling in Bergen (mn24/NTB)",
        },
        rentOutside: {
          value: 9300,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2021",
            url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
            asOf: "2021-12-23",
            via: "The Local Norway",
            research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
          },
          note: "Statistics Norway 2021 estimate for a 50 m2 2-room dwelling (living room plus one bedroom); average for Bergen's other districts. Dated 2021; the 2023 survey gives only a city-wide average of NOK 10,440 for a 2-room dwelling in Bergen (mn24/NTB)",
        },
        rent2Centre: {
          value: 10710,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2019: average monthly rents and annual rents per sqm, by price zone and number of rooms",
            url: "https://www.ssb.no/406766/average-monthly-rents-and-annual-rents-per-sqm-by-price-zone-and-number-of-rooms.nok",
            asOf: "2019",
          },
          note: "Statistics Norway 2019 average monthly rent of a 3-room dwelling (living room plus two bedrooms) across Bergen municipality, all tenancies including older contracts; city-wide, not centre only, and dated 2019",
          research: "SSB table 'Average monthly rents and annual rents per sqm, by price zone and number of rooms. NOK. 2019', row 'Bergen municipality, 3 rooms' (Norwegian room counts exclude kitchen and bathroom). The newest per-city table by number of rooms found in the stored pages; the 2021 and 2023 releases found give only 2-room figures.",
        },
        rent3Centre: {
          value: 13070,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2019: average monthly rents and annual rents per sqm, by price zone and number of rooms",
            url: "https://www.ssb.no/406766/average-monthly-rents-and-annual-rents-per-sqm-by-price-zone-and-number-of-rooms.nok",
            asOf: "2019",
          },
          note: "Statistics Norway 2019 average monthly rent of a 4-room dwelling (living room plus three bedrooms) across Bergen municipality, all tenancies including older contracts; city-wide, not centre only, and dated 2019",
          research: "SSB table 'Average monthly rents and annual rents per sqm, by price zone and number of rooms. NOK. 2019', row 'Bergen municipality, 4 rooms'. No newer 3-bedroom figure for Bergen found (no Numbeo Bergen page stored; SSB's 2021 and 2023 releases give only 2-room figures).",
        },
        rent3Outside: {
          value: null,
          currency: "NOK",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "Statistics Norway's 2019 table gives Bergen municipality as a whole.",
        },
        utilities: {
          value: null,
          currency: "NOK",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "NOK",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "NOK",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Stavanger",
      costsSource: {
        publisher: "Statistics Norway",
        title: "Rental market survey 2021",
        url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
        asOf: "2021-12-23",
        via: "The Local Norway",
        research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
      },
      costs: {
        rentCentre: {
          value: 8900,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2021",
            url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
            asOf: "2021-12-23",
            via: "The Local Norway",
            research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
          },
          note: "Statistics Norway 2021 estimate for a 50 m2 2-room dwelling (living room plus one bedroom); city-wide figure, the source gives no centre/outside split. Dated 2021; no newer Stavanger figure found",
        },
        rentOutside: {
          value: null,
          currency: "NOK",
          note: "No separate outside-centre figure; the city-wide estimate is given under rentCentre",
        },
        rent2Centre: {
          value: 10500,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2019: average monthly rents and annual rents per sqm, by price zone and number of rooms",
            url: "https://www.ssb.no/406766/average-monthly-rents-and-annual-rents-per-sqm-by-price-zone-and-number-of-rooms.nok",
            asOf: "2019",
          },
          note: "Statistics Norway 2019 average monthly rent of a 3-room dwelling (living room plus two bedrooms) across Stavanger municipality, all tenancies including older contracts; city-wide, not centre only, and dated 2019",
          research: "SSB table 'Average monthly rents and annual rents per sqm, by price zone and number of rooms. NOK. 2019', row 'Stavanger municipality, 3 rooms' (Norwegian room counts exclude kitchen and bathroom). The newest per-city table by number of rooms found in the stored pages; the 2021 and 2023 releases found give only 2-room figures.",
        },
        rent3Centre: {
          value: 12030,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2019: average monthly rents and annual rents per sqm, by price zone and number of rooms",
            url: "https://www.ssb.no/406766/average-monthly-rents-and-annual-rents-per-sqm-by-price-zone-and-number-of-rooms.nok",
            asOf: "2019",
          },
          note: "Statistics Norway 2019 average monthly rent of a 4-room dwelling (living room plus three bedrooms) across Stavanger municipality, all tenancies including older contracts; city-wide, not centre only, and dated 2019",
          research: "SSB table 'Average monthly rents and annual rents per sqm, by price zone and number of rooms. NOK. 2019', row 'Stavanger municipality, 4 rooms'. No newer 3-bedroom figure for Stavanger found (no Numbeo Stavanger page stored; SSB's 2021 and 2023 releases give only 2-room figures).",
        },
        rent3Outside: {
          value: null,
          currency: "NOK",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "Statistics Norway's 2019 table gives Stavanger municipality as a whole.",
        },
        utilities: {
          value: null,
          currency: "NOK",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "NOK",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "NOK",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
    {
      name: "Trondheim",
      costsSource: {
        publisher: "Statistics Norway",
        title: "Rental market survey 2021",
        url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
        asOf: "2021-12-23",
        via: "The Local Norway",
        research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
      },
      costs: {
        rentCentre: {
          value: 10500,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2021",
            url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
            asOf: "2021-12-23",
            via: "The Local Norway",
            research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
          },
          note: "Statistics Norway 2021 estimate for a 50 m2 2-room dwelling (living room plus one bedroom) in Midtbyen, Ostbyen and Nedre Elvehavn. Dated 2021; the 2023 survey gives only a city-wide average of NOK 10,830 for a 2-room dwelling in Trondheim (mn24/NTB)",
        },
        rentOutside: {
          value: 9900,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2021",
            url: "https://www.thelocal.no/20211223/how-much-does-it-cost-to-rent-in-norways-major-cities/",
            asOf: "2021-12-23",
            via: "The Local Norway",
            research: "Article: 'How much does it cost to rent in Norway's major cities?'.",
          },
          note: "Statistics Norway 2021 estimate for a 50 m2 2-room dwelling (living room plus one bedroom) in Lerkendal and Heimdal. Dated 2021; the 2023 survey gives only a city-wide average of NOK 10,830 for a 2-room dwelling in Trondheim (mn24/NTB)",
        },
        rent2Centre: {
          value: 11330,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2019: average monthly rents and annual rents per sqm, by price zone and number of rooms",
            url: "https://www.ssb.no/406766/average-monthly-rents-and-annual-rents-per-sqm-by-price-zone-and-number-of-rooms.nok",
            asOf: "2019",
          },
          note: "Statistics Norway 2019 average monthly rent of a 3-room dwelling (living room plus two bedrooms) across Trondheim municipality, all tenancies including older contracts; city-wide, not centre only, and dated 2019",
          research: "SSB table 'Average monthly rents and annual rents per sqm, by price zone and number of rooms. NOK. 2019', row 'Trondheim municipality, 3 rooms' (Norwegian room counts exclude kitchen and bathroom). The newest per-city table by number of rooms found in the stored pages; the 2021 and 2023 releases found give only 2-room figures.",
        },
        rent3Centre: {
          value: 13480,
          currency: "NOK",
          source: {
            publisher: "Statistics Norway",
            title: "Rental market survey 2019: average monthly rents and annual rents per sqm, by price zone and number of rooms",
            url: "https://www.ssb.no/406766/average-monthly-rents-and-annual-rents-per-sqm-by-price-zone-and-number-of-rooms.nok",
            asOf: "2019",
          },
          note: "Statistics Norway 2019 average monthly rent of a 4-room dwelling (living room plus three bedrooms) across Trondheim municipality, all tenancies including older contracts; city-wide, not centre only, and dated 2019",
          research: "SSB table 'Average monthly rents and annual rents per sqm, by price zone and number of rooms. NOK. 2019', row 'Trondheim municipality, 4 rooms'. No newer 3-bedroom figure for Trondheim found (no Numbeo Trondheim page stored; SSB's 2021 and 2023 releases give only 2-room figures).",
        },
        rent3Outside: {
          value: null,
          currency: "NOK",
          note: "No separate outside-centre figure; the city-wide 3-bedroom figure is given under rent3Centre",
          research: "Statistics Norway's 2019 table gives Trondheim municipality as a whole.",
        },
        utilities: {
          value: null,
          currency: "NOK",
          note: "No published per-city utilities figure for a small apartment found",
        },
        groceries: {
          value: null,
          currency: "NOK",
          note: "No published monthly grocery figure for one person found",
        },
        transport: {
          value: null,
          currency: "NOK",
          note: "No published monthly pass price for this city.",
          research: "No published monthly pass price found in the sources searched",
        },
      },
    },
  ],
};
