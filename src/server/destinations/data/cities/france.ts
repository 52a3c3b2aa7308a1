import type { CountryPlaces } from "../dataset.schema";

/**
 * France: main destination cities for Americans, climate and monthly living costs.
 * Climate types follow the Koppen-Geiger map of Beck et al. (2018). Monthly costs were read in
 * stored copies of the cited pages; a null cost means no published per-city figure was found.
 */
export const places: CountryPlaces = {
  country: "france",
  name: "France",
  climate: {
    types: [
      "temperate",
      "mediterranean",
    ],
    source: {
      publisher: "Koppen-Geiger climate classification, Beck et al. (2018), Scientific Data",
      title: "Koppen-Geiger climate classification, Beck et al. (2018), Scientific Data",
      url: "https://www.nature.com/articles/sdata2018214",
      asOf: "2018",
    },
  },
  coastal: true,
  cities: [
    {
      name: "Paris",
      costsSource: {
        publisher: "Pandaloc rent barometer (March 2023), as reported by Bientôt Demain",
        title: "Pandaloc rent barometer (March 2023), as reported by Bientôt Demain",
        url: "https://www.bientotdemain.com/immobilier/quelles-sont-les-grandes-tendances-en-termes-de-loyers-dun-appartement-2-pieces-en-france-pour-mars-2023/",
        asOf: "2023-03",
      },
      costs: {
        rentCentre: {
          value: 1392,
          currency: "EUR",
          source: {
            publisher: "Pandaloc rent barometer (March 2023), as reported by Bientôt Demain",
            title: "Pandaloc rent barometer (March 2023), as reported by Bientôt Demain",
            url: "https://www.bientotdemain.com/immobilier/quelles-sont-les-grandes-tendances-en-termes-de-loyers-dun-appartement-2-pieces-en-france-pour-mars-2023/",
            asOf: "2023-03",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: 88.8,
          currency: "EUR",
          source: {
            publisher: "Île-de-France Mobilités fares for 2025, as reported by franceinfo",
            title: "Île-de-France Mobilités fares for 2025, as reported by franceinfo",
            url: "https://www.francetvinfo.fr/economie/transports/transports-le-tarif-du-passe-navigo-augmente-l-annee-prochaine-et-coutera-88-80-euros_6925001.html",
            asOf: "2025-01",
          },
          note: "Navigo monthly pass, all zones, 2025 price (IDFM announced EUR 90.80 for 2026)",
        },
        healthInsurance: {
          value: null,
          currency: "EUR",
          note: "Legal residents join the public system (PUMa) after three months of stable residence; no published per-city private premium figure found",
        },
      },
    },
    {
      name: "Lyon",
      costsSource: {
        publisher: "Pandaloc rent barometer (March 2023), as reported by CPGA",
        title: "Pandaloc rent barometer (March 2023), as reported by CPGA",
        url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
        asOf: "2023-03",
      },
      costs: {
        rentCentre: {
          value: 920,
          currency: "EUR",
          source: {
            publisher: "Pandaloc rent barometer (March 2023), as reported by CPGA",
            title: "Pandaloc rent barometer (March 2023), as reported by CPGA",
            url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
            asOf: "2023-03",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        healthInsurance: {
          value: null,
          currency: "EUR",
          note: "Legal residents join the public system (PUMa) after three months of stable residence; no published per-city private premium figure found",
        },
      },
    },
    {
      name: "Bordeaux",
      costsSource: {
        publisher: "Pandaloc rent barometer (March 2023), as reported by CPGA",
        title: "Pandaloc rent barometer (March 2023), as reported by CPGA",
        url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
        asOf: "2023-03",
      },
      costs: {
        rentCentre: {
          value: 866,
          currency: "EUR",
          source: {
            publisher: "Pandaloc rent barometer (March 2023), as reported by CPGA",
            title: "Pandaloc rent barometer (March 2023), as reported by CPGA",
            url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
            asOf: "2023-03",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        healthInsurance: {
          value: null,
          currency: "EUR",
          note: "Legal residents join the public system (PUMa) after three months of stable residence; no published per-city private premium figure found",
        },
      },
    },
    {
      name: "Nice",
      costsSource: {
        publisher: "Pandaloc rent barometer (March 2023), as reported by CPGA",
        title: "Pandaloc rent barometer (March 2023), as reported by CPGA",
        url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
        asOf: "2023-03",
      },
      costs: {
        rentCentre: {
          value: 912,
          currency: "EUR",
          source: {
            publisher: "Pandaloc rent barometer (March 2023), as reported by CPGA",
            title: "Pandaloc rent barometer (March 2023), as reported by CPGA",
            url: "https://cpga-asso.com/le-montant-des-loyers-flambe-dans-les-metropoles",
            asOf: "2023-03",
          },
          note: "Average rent for a 2-room (1-bedroom) apartment across the city, not split into centre and outside; March 2023, no 2024+ per-city 2-room figure found",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found; the source gives one city-wide average",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published per-city figure found",
        },
        healthInsurance: {
          value: null,
          currency: "EUR",
          note: "Legal residents join the public system (PUMa) after three months of stable residence; no published per-city private premium figure found",
        },
      },
    },
  ],
};
