import type { CityGuideData } from "./guide";

export const guide: CityGuideData = {
  name: "Lisbon",
  country: "Portugal",
  image: { src: "/images/cities/lisbon.svg", alt: "Illustration: hills of Lisbon above the Tagus river" },
  description:
    "Portugal's capital and largest city, built on steep hills along the north bank of the Tagus estuary. Lisbon combines historic quarters of tiled buildings and cobbled lanes with newer business districts, a growing tech and startup scene, and beaches and forest within reach by train. It is the country's most expensive place to rent, and local salaries are low by US standards, so housing is the main budgeting question for newcomers.",
  population: {
    value: "545,796 in the municipality of Lisbon (2021 census, final results); the wider metropolitan area is several times larger",
    source: {
      publisher: "Instituto Nacional de Estatística",
      title: "Census 2021, final results",
      url: "https://noticiasaominuto.com/pais/2119473/censos-distrito-de-lisboa-ganhou-29284-habitantes",
      asOf: "2021-04-19",
      reviewedOn: "2026-11-21",
      via: "Notícias ao Minuto",
      research: "Lusa news-agency story on the INE Census 2021 final results, republished by Notícias ao Minuto. No INE page with the municipal final result was found when searched (2026); press reports of the preliminary results give 544,851.",
    },
  },
  timeZone: "Europe/Lisbon (WET, UTC+0; WEST, UTC+1 from late March to late October)",
  currency: "Euro (EUR)",
  language: ["Portuguese"],
  climate: {
    type: "Mediterranean (Köppen Csa): mild, rainy winters and warm to hot, dry summers",
    avgTemp: {
      value: "About 11.5 °C (52.5 °F) in January and 23.5 °C (74.5 °F) in August (monthly means); about 710 mm of rain a year, mostly in autumn and winter",
      source: {
        publisher: "Climates to Travel",
        title: "Lisbon climate",
        url: "https://www.climatestotravel.com/climate/portugal/lisbon",
        asOf: "2006",
        reviewedOn: "2026-11-21",
        research: "Undated page of long-term averages; the latest event it mentions is from 2006, hence the as-of year.",
      },
    },
    rainyMonths: ["October", "November", "December", "January", "February"],
    bestTime:
      "May to June and September to October: warm, mostly dry days with fewer visitors than July and August",
  },
  costOfLiving: {
    rent3Bed: null,
    dining: {
      value: "€25–40 per person for a full meal at a mid-range restaurant (September 2025)",
      source: {
        publisher: "investropa",
        title: "Lisbon living costs",
        url: "https://investropa.com/blogs/news/lisbon-living-worth-price",
        asOf: "2025-09",
        reviewedOn: "2026-11-21",
        research: "Page of investropa's Portugal Property Pack series.",
      },
    },
    singleFare: null,
    comparison:
      "Lisbon is Portugal's most expensive rental market, ahead of Porto and the Algarve. Day-to-day costs such as groceries, public transport and simple restaurant meals are moderate by Western European standards, but rent takes a very large share of a local salary. Newcomers on US incomes usually find the city affordable; those on Portuguese pay often share flats or live in the suburbs.",
  },
  housing: {
    neighborhoods: [
      {
        name: "Alvalade",
        type: "Residential, family-friendly",
        description:
          "A planned 20th-century district north of the centre with wide streets, gentler slopes than the historic core, local markets, parks and several schools. Metro stations (Alvalade, Roma, Areeiro) make commuting easy. Buildings are mostly mid-century apartment blocks, often with lifts.",
        priceRange: null,
      },
      {
        name: "Campo de Ourique",
        type: "Residential, village feel",
        description:
          "A grid of tree-lined streets west of the centre, known for its covered market, neighbourhood shops and cafés. It has no metro station yet, so residents rely on buses and the 28 tram, but daily errands are easy on foot.",
        priceRange: null,
      },
      {
        name: "Parque das Nações",
        type: "Modern riverside district",
        description:
          "Built for Expo 98 on former industrial land by the river, with newer buildings (lifts, parking, better insulation), a long flat promenade and Oriente station for metro, trains and buses. Close to the airport. Popular with families and professionals; some find it less characterful than the old city.",
        priceRange: null,
      },
      {
        name: "Arroios and Anjos",
        type: "Central, multicultural, younger",
        description:
          "Dense central neighbourhoods with a mix of long-time residents, immigrants and young professionals, many cafés and restaurants, and good metro links. Building quality varies widely, from renovated flats to older units with damp and poor insulation; check carefully before signing.",
        priceRange: null,
      },
      {
        name: "Cascais, Estoril and Oeiras (coastal line)",
        type: "Suburban, beach towns",
        description:
          "Towns west of the city along the Cascais train line to Cais do Sodré, close to beaches and to several international schools. Popular with expat families who want more space; the trade-off is a train or motorway commute into Lisbon.",
        priceRange: null,
      },
    ],
    rentingTips: [
      "Search on idealista, Imovirtual and OLX, and view in person (or through someone you trust) before paying anything; fake listings asking for a deposit up front are common.",
      "Landlords often ask for a deposit plus several months of rent in advance or a Portuguese guarantor (fiador), especially from newcomers without a local income history; negotiate and get every payment in writing.",
      "Make sure the lease is registered with the tax authority (Finanças) and that the landlord issues electronic rent receipts; you need both for your own tax return and for residence paperwork.",
      "Many older flats have no central heating and little insulation, so winters feel cold and damp indoors; ask about heating, double glazing and signs of mould, and check the energy certificate.",
      "Flats are often let unfurnished, sometimes without kitchen appliances; confirm what is included before you compare prices.",
      "If central rents are out of reach, look at areas along metro and train lines, such as Odivelas, Amadora, Oeiras or Almada across the river.",
    ],
  },
  transportation: {
    public: [
      "Metro: blue, yellow, green and red lines covering the centre, the northern districts, Oriente and the airport",
      "Carris buses and trams, including the historic tram 28, plus funiculars and the Santa Justa lift",
      "CP suburban trains: the Cascais line from Cais do Sodré and the Sintra line from Rossio and Oriente",
      "Fertagus trains across the 25 de Abril Bridge and ferries from Cais do Sodré and Terreiro do Paço to the south bank",
      "One navegante card and monthly pass covers metro, buses, trams, trains and ferries in the metropolitan area",
    ],
    walkability: {
      rating: 4,
      basis:
        "Compact centre where most daily errands can be done on foot; steep hills, long staircases and polished limestone cobbles that get slippery when wet make it harder for people with limited mobility or prams",
    },
    biking:
      "Cycle lanes have expanded, especially along the riverfront and in the flatter northern districts, and the municipal GIRA bike-share includes e-bikes. The hills, cobbles and tram tracks make cycling in the historic centre hard work.",
    driving:
      "A car is not needed for life in the city. Traffic into Lisbon is heavy at rush hour and parking in central neighbourhoods is scarce and paid. Motorways and bridges are tolled; most residents use a Via Verde transponder. Residents holding a US licence must exchange it for a Portuguese one within the period set by the IMT (the road authority); check its current rules.",
    airport:
      "Humberto Delgado Airport (LIS) sits inside the city, connected to the centre by the red metro line, buses and taxis or ride-hailing. It has direct flights to several US cities.",
  },
  lifestyle: {
    expatCommunity:
      "Large and varied: remote workers, startup staff, retirees and families from the US, UK, Brazil, France and elsewhere. There are many English-language meetups, coworking spaces and online groups; families tend to cluster near the international schools along the Cascais line.",
    englishFriendly: {
      rating: 4,
      basis:
        "English is widely spoken by younger people and in tourism, tech and international firms; bureaucracy (tax office, immigration agency, health centres) and many older residents work in Portuguese",
    },
    nightlife:
      "Late and lively: Bairro Alto's bars and street crowds, Cais do Sodré's clubs, fado houses in Alfama and Mouraria, and venues such as LX Factory. Dinner typically starts late, and noise in these areas is a real issue for residents.",
    culture: [
      "Fado music in Alfama and Mouraria",
      "Calouste Gulbenkian Museum and gardens",
      "Jerónimos Monastery and the museums of Belém, including MAAT",
      "National Tile Museum (Museu Nacional do Azulejo)",
      "June Santos Populares street festivals, especially the Santo António night",
    ],
    outdoorActivities: [
      "Beaches along the Cascais line and at Costa da Caparica",
      "Surfing at Carcavelos, Caparica and, further away, Ericeira",
      "Hiking in the Sintra hills and Arrábida Natural Park",
      "Walking and cycling in Monsanto Forest Park and along the Tagus riverfront",
    ],
  },
  workOpportunities: {
    industries: [
      "Technology, software and startups",
      "Shared-services and customer-support centres for international companies",
      "Tourism and hospitality",
      "Finance, insurance and consulting",
      "Public administration and international organisations",
    ],
    averageSalary: {
      value: "€1,703 a month gross: average monthly earnings of full-time employees in Lisbon municipality in 2020 (INE)",
      source: {
        publisher: "Instituto Nacional de Estatística",
        title: "Average monthly earnings of full-time employees by municipality, 2020",
        url: "https://www.idealista.pt/news/financas/mercado-laboral/2022/12/21/55364-salarios-em-metade-dos-municipios-ganha-se-menos-de-1-000eu-por-mes",
        asOf: "2020",
        reviewedOn: "2026-11-21",
        via: "idealista",
      },
    },
    workCulture:
      "Relationships and politeness matter; hierarchies are more formal than in the US, and decisions can take longer. Long lunches are normal, meetings may start late, and many people take much of their holiday in August. Monthly salaries come with legally required holiday and Christmas allowances, so compare job offers on annual pay.",
    networking:
      "Startup Lisboa and the city's many coworking spaces, the American Chamber of Commerce in Portugal (AmCham), InterNations and industry meetups are common starting points. Speaking even basic Portuguese helps noticeably in professional relationships.",
  },
  education: {
    internationalSchools: [
      "St. Julian's School (Carcavelos)",
      "Carlucci American International School of Lisbon (Linhó, Sintra)",
      "St. Dominic's International School (São Domingos de Rana)",
    ],
    universities: [
      "Universidade de Lisboa",
      "Universidade NOVA de Lisboa (including Nova SBE)",
      "ISCTE – University Institute of Lisbon",
      "Universidade Católica Portuguesa",
    ],
    qualityRating: {
      rating: 4,
      basis:
        "Several established English-language international schools (mostly west of the city, with waiting lists) and Portugal's largest universities; state schools teach in Portuguese",
    },
  },
  safetyTips: [
    "Pickpocketing is the main risk: watch bags and phones on tram 28, in the Baixa and Chiado, at miradouros and on crowded metro trains.",
    "Men offering drugs on the street in the Baixa and Bairro Alto are common and usually selling fakes; ignore them and keep walking.",
    "Do not leave valuables visible in parked cars, particularly at Sintra and beach car parks.",
    "Wear shoes with grip: the limestone pavements become very slippery in rain.",
    "Swim at beaches with lifeguards in season and follow the flag system; Atlantic currents can be strong. The emergency number is 112.",
  ],
  practicalTips: [
    "Get a NIF (Portuguese tax number) first: you need it to sign a lease, open a bank account, get a phone contract and set up utilities.",
    "Register at your local health centre (centro de saúde) for an SNS user number once you are resident; many expats also buy private health insurance to shorten waits.",
    "Residence permits are handled by AIMA, the agency that replaced SEF; appointments can take a long time, so keep copies of every document and submission.",
    "Set up MB Way on a Portuguese bank account: it is widely used for payments, splitting bills and some rent transfers.",
    "Learn European Portuguese; free Portuguese courses for immigrants (Português Língua de Acolhimento) are offered through IEFP and schools.",
    "US citizens remain subject to US tax filing on worldwide income; take advice from a cross-border tax adviser before you become Portuguese tax resident.",
  ],
};
