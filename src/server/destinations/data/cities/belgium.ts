import type { CountryPlaces } from "../dataset.schema";

// Belgium: climate types, coast, and monthly living costs for the main destination cities.
// Costs were read in stored copies of public pages found by search; a cost no page gave is null with a note.

export const places: CountryPlaces = {
  country: "belgium",
  name: "Belgium",
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
      name: "Brussels",
      costsSource: {
        publisher: "Brussels Regional Housing Observatory",
        title: "Rent survey 2018",
        url: "https://www.brusselstimes.com/brussels/71276/average-rent-in-brussels-sees-slight-hike-regional-survey-shows/",
        asOf: "2018",
        reviewedOn: "2026-11-21",
        via: "The Brussels Times",
        research: "Article: 'Average rent in Brussels sees slight hike, regional survey shows'.",
      },
      costs: {
        rentCentre: {
          value: 1082,
          currency: "EUR",
          source: {
            publisher: "Federia and CIB",
            title: "Rent barometer, first half of 2025",
            url: "https://www.brusselstimes.com/brussels-2/1731965/average-rent-now-at-least-e1000-across-all-of-brussels/",
            asOf: "2025-09-05",
            reviewedOn: "2026-11-21",
            via: "The Brussels Times",
            research: "Article: 'Average rent now at least EUR 1,000 across all of Brussels'.",
          },
          note: "Average rent paid for a one-bedroom apartment across the Brussels-Capital Region in the first half of 2025 (agency-let contracts); region-wide, not split into centre and outside",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No separate outside-centre figure; the region-wide figure is given under rentCentre",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Brussels.",
          research: "Federia/CIB barometer for the first half of 2025 (The Brussels Times, 2025-09-05) gives EUR 1,082 for a one-bedroom and 'almost EUR 1,500' for a two-bedroom apartment (not a stated figure, so no 2-bedroom entry), nothing for three bedrooms; no Numbeo Brussels page stored. The outside-centre 1-bedroom figure stays null: no dated figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Brussels.",
          research: "Federia/CIB barometer for the first half of 2025 (The Brussels Times, 2025-09-05) gives EUR 1,082 for a one-bedroom and 'almost EUR 1,500' for a two-bedroom apartment (not a stated figure, so no 2-bedroom entry), nothing for three bedrooms; no Numbeo Brussels page stored. The outside-centre 1-bedroom figure stays null: no dated figure found.",
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
          value: 52,
          currency: "EUR",
          source: {
            publisher: "The Brussels Times",
            title: "STIB to increase some fares in September",
            url: "https://brusselstimes.com/belgium/1127365/stib-to-increase-some-fares-in-september",
            asOf: "2024-09",
            reviewedOn: "2026-11-21",
          },
          note: "STIB monthly pass from 1 September 2024",
        },
      },
    },
    {
      name: "Antwerp",
      costsSource: {
        publisher: "CIB Vlaanderen",
        title: "Rent barometer 2022",
        url: "https://www.vrt.be/vrtnws/nl/2022/08/30/huurprijzen-stijgen/",
        asOf: "2022-08-30",
        reviewedOn: "2026-11-21",
        via: "VRT NWS",
        research: "Article: 'Huurprijzen stijgen'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "No 1-bedroom figure: the CIB rent barometer gives EUR 1,128 as the average rent of an apartment of any size in Antwerp's historic centre in the first half of 2025, and EUR 984 for the whole city in 2022.",
          research: "No 1-bedroom figure found; the CIB rent barometer gives EUR 1,128 as the average rent of an apartment of any size in Antwerp's historic centre in the first half of 2025 (Focus-WTV, https://focus-wtv.be/nieuws/west-vlaanderen-is-goedkoopste-provincie-om-woning-te-huren), and EUR 984 for the whole city in 2022",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Antwerp.",
          research: "Searched the stored pages for a Numbeo Antwerp page (none stored) and CIB Vlaanderen rent barometers (VRT 2021 and 2022 give only the average rent of all apartments in the city); no 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Antwerp.",
          research: "Searched the stored pages for a Numbeo Antwerp page (none stored) and CIB Vlaanderen rent barometers (VRT 2021 and 2022 give only the average rent of all apartments in the city); no 3-bedroom figure found.",
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
      name: "Ghent",
      costsSource: {
        publisher: "CIB Vlaanderen",
        title: "Rent barometer 2021",
        url: "https://www.vrt.be/vrtnws/nl/2021/08/11/huurprijs-appartement-gemiddeld-750-euro/",
        asOf: "2021-08-11",
        reviewedOn: "2026-11-21",
        via: "VRT NWS",
        research: "Article: 'Huurprijs appartement gemiddeld 750 euro'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "No 1-bedroom figure found; CIB gives about 798 EUR as the average rent of an apartment of any size in Ghent (2021)",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Ghent.",
          research: "Searched the stored pages for a Numbeo Ghent page (none stored) and CIB Vlaanderen rent barometers (VRT 2021 and 2022 give only the average rent of all apartments in the city); no 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Ghent.",
          research: "Searched the stored pages for a Numbeo Ghent page (none stored) and CIB Vlaanderen rent barometers (VRT 2021 and 2022 give only the average rent of all apartments in the city); no 3-bedroom figure found.",
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
      name: "Leuven",
      costsSource: {
        publisher: "CIB Vlaanderen",
        title: "Rent barometer 2022",
        url: "https://www.vrt.be/vrtnws/nl/2022/08/30/huurprijzen-stijgen/",
        asOf: "2022-08-30",
        reviewedOn: "2026-11-21",
        via: "VRT NWS",
        research: "Article: 'Huurprijzen stijgen'.",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "No 1-bedroom figure found; CIB gives 867 EUR as the average rent of an apartment of any size in Leuven (2022)",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Leuven.",
          research: "Searched the stored pages for a Numbeo Leuven page (none stored) and CIB Vlaanderen rent barometers (VRT 2021 and 2022 give only the average rent of all apartments in the city); no 3-bedroom figure found.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Leuven.",
          research: "Searched the stored pages for a Numbeo Leuven page (none stored) and CIB Vlaanderen rent barometers (VRT 2021 and 2022 give only the average rent of all apartments in the city); no 3-bedroom figure found.",
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
