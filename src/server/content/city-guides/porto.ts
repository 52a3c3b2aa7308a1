import type { CityGuideData } from "./guide";

export const guide: CityGuideData = {
  name: "Porto",
  country: "Portugal",
  image: { src: "/images/cities/porto.svg", alt: "Illustration: Porto's riverside above the Douro" },
  description:
    "Portugal's second city, on steep granite hillsides above the mouth of the Douro River, with a UNESCO-listed historic centre, the port wine lodges of Vila Nova de Gaia across the river and Atlantic beaches at Foz and Matosinhos. Porto is smaller, greyer and wetter than Lisbon, with a strong local identity, a large university and a growing tech sector. Rents are lower than in Lisbon but have risen quickly, and winters are damp.",
  population: {
    value: "231,800 in the municipality of Porto (2021 census, final results); the metropolitan area is much larger",
    source: {
      publisher: "Instituto Nacional de Estatística",
      title: "Census 2021, final results",
      url: "https://www.jn.pt/local/noticias/porto/porto/distrito-do-porto-perdeu-mais-de-31-mil-habitantes-em-14-municipios-15380905.html",
      asOf: "2021-04-19",
      reviewedOn: "2026-11-21",
      via: "Jornal de Notícias",
    },
  },
  timeZone: "Europe/Lisbon (WET, UTC+0; WEST, UTC+1 from late March to late October)",
  currency: "Euro (EUR)",
  language: ["Portuguese"],
  climate: {
    type: "Mediterranean with strong Atlantic influence (Köppen Csb): mild, very wet winters and warm, mostly dry summers",
    avgTemp: {
      value: "January about 5–13 °C (41–55 °F), August about 15–25 °C (59–77 °F) (average daily low–high); about 1,150 mm of rain a year, wettest from November to March",
      source: {
        publisher: "Climates to Travel",
        title: "Porto climate",
        url: "https://www.climatestotravel.com/climate/portugal/porto",
        asOf: "2013",
        reviewedOn: "2026-11-21",
        research: "Undated page of long-term averages; the latest event it mentions is from 2013, hence the as-of year.",
      },
    },
    rainyMonths: ["October", "November", "December", "January", "February", "March"],
    bestTime:
      "May to September, the driest and sunniest months; late June for the São João festival",
  },
  costOfLiving: {
    rent3Bed: null,
    dining: {
      value: "About €156 a month for dining out and entertainment (comfortable lifestyle; €130 on a budget)",
      source: {
        publisher: "affordwhere",
        title: "Salary Needed to Live in Porto, Portugal (2026)",
        url: "https://affordwhere.com/portugal/porto/salary-needed",
        asOf: "2026",
        reviewedOn: "2026-11-21",
      },
    },
    singleFare: null,
    comparison:
      "Porto is cheaper than Lisbon, above all for rent, but it is Portugal's second most expensive rental market and prices have climbed quickly as tourism and foreign demand grew. Groceries, transport and everyday meals are moderate by Western European standards. As in Lisbon, rent takes a large share of a local salary, while newcomers on US incomes usually find the city affordable.",
  },
  housing: {
    neighborhoods: [
      {
        name: "Baixa and Cedofeita",
        type: "Historic centre, lively",
        description:
          "The downtown grid and the streets around Rua de Cedofeita and the Miguel Bombarda gallery district: shops, cafés, nightlife and metro and train stations within walking distance. Many buildings are old, with steep stairs, thin walls and damp, and short-term tourist lets compete for space.",
        priceRange: null,
      },
      {
        name: "Boavista",
        type: "Business district, modern apartments",
        description:
          "Centred on the Rotunda da Boavista and the Casa da Música, with offices, shopping centres and newer apartment buildings along the long Avenida da Boavista towards the sea. Good metro and bus links; practical rather than picturesque.",
        priceRange: {
          value: "€1,000–1,100 a month for a second-hand one-bedroom",
          source: {
            publisher: "affordwhere",
            title: "Salary Needed to Live in Porto, Portugal (2026): neighbourhood rent comparison",
            url: "https://affordwhere.com/portugal/porto/salary-needed",
            asOf: "2026",
            reviewedOn: "2026-11-21",
          },
        },
      },
      {
        name: "Foz do Douro",
        type: "Upscale seaside",
        description:
          "Where the Douro meets the Atlantic: promenades, beaches, seafood restaurants and quieter streets of houses and apartments, close to the Oporto British School and the Parque da Cidade. There is no metro; residents use buses and the riverside tram or drive.",
        priceRange: {
          value: "€1,000–1,100 a month for a second-hand one-bedroom",
          source: {
            publisher: "affordwhere",
            title: "Salary Needed to Live in Porto, Portugal (2026): neighbourhood rent comparison",
            url: "https://affordwhere.com/portugal/porto/salary-needed",
            asOf: "2026",
            reviewedOn: "2026-11-21",
          },
        },
      },
      {
        name: "Campanhã",
        type: "Eastern Porto, more affordable",
        description:
          "Around Porto's main railway station and a major metro and bus hub, with older residential streets and areas under redevelopment. Cheaper than the west of the city and well connected, though some parts are less attractive and have fewer amenities.",
        priceRange: {
          value: "€700–800 a month for a second-hand one-bedroom",
          source: {
            publisher: "affordwhere",
            title: "Salary Needed to Live in Porto, Portugal (2026): neighbourhood rent comparison",
            url: "https://affordwhere.com/portugal/porto/salary-needed",
            asOf: "2026",
            reviewedOn: "2026-11-21",
          },
        },
      },
      {
        name: "Vila Nova de Gaia",
        type: "Separate municipality across the river",
        description:
          "Just across the Dom Luís I bridge, with the port wine lodges on the riverfront, residential areas inland and beaches to the south. The metro crosses the bridge into central Porto. A wide range of housing, from riverside flats to family houses.",
        priceRange: null,
      },
    ],
    rentingTips: [
      "Search on idealista, Imovirtual and OLX and never pay a deposit before viewing the property and seeing a written contract; rental scams targeting foreigners are common.",
      "Expect landlords to ask for a deposit plus rent in advance, or a Portuguese guarantor (fiador), if you have no local income history.",
      "Demand from students peaks before the academic year starts in September; looking outside late summer usually means more choice.",
      "Porto's winters are wet: check for mould, ventilation, double glazing and how the flat is heated, and budget for a dehumidifier.",
      "Ask for the lease to be registered with the tax authority (Finanças) and for electronic rent receipts; both are needed for taxes and residence paperwork.",
      "Consider Matosinhos, Maia or Vila Nova de Gaia along the metro lines if central rents are too high.",
    ],
  },
  transportation: {
    public: [
      "Metro do Porto light rail, linking the centre with the airport, Matosinhos, Maia, Gondomar and Vila Nova de Gaia",
      "STCP city buses, including night services",
      "CP urban trains from São Bento and Campanhã stations, with lines towards Braga, Guimarães and Aveiro",
      "Historic trams (mainly used by visitors) and the Guindais funicular",
      "One Andante card and monthly pass covers metro, STCP buses and CP urban trains",
    ],
    walkability: {
      rating: 4,
      basis:
        "Compact centre where errands, cafés and transport are close together; very steep streets and stairs between the river and the upper town, and granite cobbles that are slippery in the frequent rain",
    },
    biking:
      "Cycling is pleasant along the riverside and the seafront from Foz to Matosinhos, and cycle lanes are expanding, but the hills, cobbles, tram tracks and narrow streets make the centre hard going; e-bikes help.",
    driving:
      "Not necessary in the city. The VCI ring road and bridges are congested at rush hour, and parking in the centre is scarce and paid. Motorways are tolled (most residents use Via Verde). A car is useful for trips into the Douro Valley and the rural north. Residents with a US licence must exchange it within the period set by the IMT; check its current rules.",
    airport:
      "Francisco Sá Carneiro Airport (OPO), north of the city in Maia, is on the metro (violet line E) and served by buses and taxis. Direct flights to the US are few and partly seasonal; most US trips connect via Lisbon or another European hub.",
  },
  lifestyle: {
    expatCommunity:
      "Smaller and less concentrated than Lisbon's but growing quickly: remote workers, students, retirees and families from the US, UK, Brazil, France and elsewhere. Meetups, coworking spaces and online groups make it easy to find other newcomers, and locals have a reputation for being welcoming.",
    englishFriendly: {
      rating: 4,
      basis:
        "English is common among younger people, in tourism, tech and at the university; public services and many older residents work in Portuguese, and the international workforce is smaller than in Lisbon",
    },
    nightlife:
      "Concentrated in the Baixa around Rua da Galeria de Paris and Rua Cândido dos Reis, with bars, live music venues and clubs, plus riverside bars in Ribeira and Gaia. Quieter than Lisbon overall, except on festival nights.",
    culture: [
      "Serralves Museum of Contemporary Art and its park",
      "Casa da Música concert hall",
      "Port wine lodges in Vila Nova de Gaia",
      "São João festival on the night of 23 June",
      "UNESCO-listed historic centre, São Bento station's tile panels and Livraria Lello",
    ],
    outdoorActivities: [
      "Surfing and beaches at Matosinhos and along the coast",
      "Walking and cycling the Douro riverside and the Foz seafront",
      "Day trips to the Douro Valley vineyards",
      "Parque da Cidade, Porto's largest park",
      "Hiking in Peneda-Gerês National Park",
    ],
  },
  workOpportunities: {
    industries: [
      "Technology and software services",
      "Tourism and hospitality",
      "Port wine, food and trade",
      "Manufacturing in the wider north (textiles, footwear, engineering)",
      "Health, life sciences and university research",
    ],
    averageSalary: {
      value: "€1,498 a month gross: average monthly earnings of full-time employees in Porto municipality in 2020 (INE)",
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
      "Similar to the rest of Portugal: courteous, relationship-based and more hierarchical than in the US, with long lunches and many people on holiday in August. People in the north are often described as more direct than in Lisbon. Monthly salaries come with legally required holiday and Christmas allowances, so compare job offers on annual pay.",
    networking:
      "The University of Porto's science and technology park (UPTEC), Porto Tech Hub events, coworking spaces, InterNations and professional meetups are common entry points. Basic Portuguese opens many doors with local firms.",
  },
  education: {
    internationalSchools: [
      "Oporto British School (Foz do Douro)",
      "CLIP – Oporto International School",
    ],
    universities: [
      "Universidade do Porto",
      "Universidade Católica Portuguesa (Porto campus)",
      "Politécnico do Porto",
    ],
    qualityRating: {
      rating: 3,
      basis:
        "A strong public university and a few established English-language international schools, but far fewer international school places than in the Lisbon area; state schools teach in Portuguese",
    },
  },
  safetyTips: [
    "Pickpockets work the busiest tourist spots: Ribeira, São Bento station, Rua de Santa Catarina, the Dom Luís I bridge and crowded metro trains.",
    "Take care on steep, wet cobbled streets and stairways, especially at night.",
    "Do not leave valuables visible in parked cars, including at beach car parks.",
    "Atlantic beaches can have strong currents and cold water; swim at lifeguarded beaches in season and follow the flags. The emergency number is 112.",
    "On São João night the streets are packed until dawn; keep phones and wallets secure.",
  ],
  practicalTips: [
    "Get a NIF (Portuguese tax number) first: you need it to rent, open a bank account, get a phone contract and set up utilities.",
    "Register at your local health centre (centro de saúde) for an SNS user number once you are resident; many expats add private health insurance.",
    "Residence permits are handled by AIMA, the agency that replaced SEF; appointments can take a long time, so keep copies of everything you submit.",
    "Set up MB Way on a Portuguese bank account; it is widely used for payments and transfers.",
    "Pack for rain: waterproof shoes and a good coat matter more in Porto than anywhere else in Portugal.",
    "US citizens still file US taxes on worldwide income; get cross-border tax advice before becoming Portuguese tax resident.",
  ],
};
