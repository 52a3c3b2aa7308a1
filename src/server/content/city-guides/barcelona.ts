import type { CityGuideData } from "./guide";

export const guide: CityGuideData = {
  name: "Barcelona",
  country: "Spain",
  image: { src: "/images/cities/barcelona.svg", alt: "Illustration: Barcelona between the hills and the Mediterranean" },
  description:
    "Catalonia's capital and Spain's second city: a dense, walkable Mediterranean port with beaches inside the city limits, a strong tech and design scene and a large international population. The trade-offs are some of the highest rents in Spain, heavy tourism in the centre, persistent pickpocketing and a bilingual Catalan/Spanish administration.",
  population: {
    value: "1,702,814 people on the municipal register (1 January 2024)",
    source: {
      publisher: "Ajuntament de Barcelona",
      title: "Municipal Data Office: population on the municipal register (padró municipal)",
      url: "https://www.barcelona.cat/infobarcelona/en/the-citys-population-continues-to-grow-and-reaches-1-7-million_1405179.html",
      asOf: "2024-01-01",
      reviewedOn: "2026-11-21",
    },
  },
  timeZone: "Europe/Madrid (CET, UTC+1; CEST, UTC+2 in summer)",
  currency: "Euro (EUR)",
  language: ["Catalan", "Spanish"],
  climate: {
    type: "Mediterranean coastal: mild winters, hot and humid summers",
    avgTemp: {
      value: "Winter months average 9–12 °C; July and August average 23–26 °C (long-term city averages)",
      source: {
        publisher: "Ajuntament de Barcelona",
        title: "Barcelona's climate (Can Bruixa 1987–2010 and Fabra Observatory 1981–2010 records)",
        url: "https://www.barcelona.cat/temps/en/climatologia/clima_barcelona",
        asOf: "2010",
        reviewedOn: "2026-11-21",
      },
    },
    rainyMonths: ["September", "October"],
    bestTime:
      "May–June and late September–October: warm without the muggy midsummer heat; autumn brings the year's heaviest, usually short, downpours",
  },
  costOfLiving: {
    rent3Bed: null,
    dining: {
      value: "€15.10: average price of a weekday set lunch (menú del día) in Barcelona in 2024",
      source: {
        publisher: "Edenred and Hostelería de España",
        title: "Menú del día report, 2024 data",
        url: "https://elpais.com/espana/catalunya/2025-03-15/el-menu-de-mediodia-en-peligro-de-extincion-en-el-centro-de-barcelona-bajar-de-16-euros-es-casi-imposible.html?outputType=amp",
        asOf: "2024",
        reviewedOn: "2026-11-21",
        via: "El País",
      },
    },
    singleFare: null,
    comparison:
      "Housing dominates the budget: Barcelona is among the most expensive Spanish cities to rent in, and listings in central districts go quickly. Public transport is cheap for regular users and a weekday set lunch is still good value, so a household that rents in an outer district and rarely drives can keep other costs moderate.",
  },
  housing: {
    neighborhoods: [
      {
        name: "Eixample",
        type: "Central, urban grid",
        description:
          "The 19th-century grid of wide streets and chamfered corners between the old town and Gràcia. Flats are large by local standards, with excellent metro and bus links; streets such as Aragó and Balmes carry heavy traffic and noise.",
        priceRange: {
          value: "€1,323 a month: district average of new leases, Q4 2023",
          source: {
            publisher: "Institut Català del Sòl (Incasòl)",
            title: "Rental-deposit statistics, Q4 2023",
            url: "https://beteve.cat/economia/preu-lloguer-barcelona-modera-increment-situa-1178-euros/",
            asOf: "2023-12",
            reviewedOn: "2026-11-21",
            via: "betevé",
          },
        },
      },
      {
        name: "Gràcia",
        type: "Village-like, lively",
        description:
          "Former village of small squares, independent shops and bars, popular with young professionals and international residents. Flats are often older and smaller; the squares are busy and noisy at night, especially during the August festa major.",
        priceRange: {
          value: "€1,144 a month: district average of new leases, Q4 2023",
          source: {
            publisher: "Institut Català del Sòl (Incasòl)",
            title: "Rental-deposit statistics, Q4 2023",
            url: "https://beteve.cat/economia/preu-lloguer-barcelona-modera-increment-situa-1178-euros/",
            asOf: "2023-12",
            reviewedOn: "2026-11-21",
            via: "betevé",
          },
        },
      },
      {
        name: "Sarrià-Sant Gervasi",
        type: "Upscale, residential, family",
        description:
          "Quiet, green and hilly upper district with larger flats and houses, close to the Collserola hills and to several international schools, including Benjamin Franklin International School. The most expensive district to rent in; the FGC trains are the main rail link to the centre.",
        priceRange: {
          value: "€1,563 a month: district average of new leases, Q4 2023",
          source: {
            publisher: "Institut Català del Sòl (Incasòl)",
            title: "Rental-deposit statistics, Q4 2023",
            url: "https://beteve.cat/economia/preu-lloguer-barcelona-modera-increment-situa-1178-euros/",
            asOf: "2023-12",
            reviewedOn: "2026-11-21",
            via: "betevé",
          },
        },
      },
      {
        name: "Poblenou (Sant Martí)",
        type: "Former industrial, tech hub, near the beach",
        description:
          "Old factory district turned into the 22@ tech and creative zone, with new-build flats, lofts and quick access to the beaches. The Rambla del Poblenou keeps a neighbourhood feel; some blocks are still office-heavy and quiet after work hours.",
        priceRange: {
          value: "€1,124 a month: average of new leases in the Sant Martí district, Q4 2023",
          source: {
            publisher: "Institut Català del Sòl (Incasòl)",
            title: "Rental-deposit statistics, Q4 2023",
            url: "https://beteve.cat/economia/preu-lloguer-barcelona-modera-increment-situa-1178-euros/",
            asOf: "2023-12",
            reviewedOn: "2026-11-21",
            via: "betevé",
          },
        },
      },
      {
        name: "Sant Andreu",
        type: "Residential, local, more affordable",
        description:
          "A former town on the north side of the city with its own centre, market and a local Catalan atmosphere. Fewer tourists and lower rents, with metro and Rodalies train links; it is a longer ride to the beach and to the central business areas.",
        priceRange: {
          value: "€959 a month: district average of new leases, Q4 2023",
          source: {
            publisher: "Institut Català del Sòl (Incasòl)",
            title: "Rental-deposit statistics, Q4 2023",
            url: "https://beteve.cat/economia/preu-lloguer-barcelona-modera-increment-situa-1178-euros/",
            asOf: "2023-12",
            reviewedOn: "2026-11-21",
            via: "betevé",
          },
        },
      },
    ],
    rentingTips: [
      "Expect fierce competition: good listings on Idealista, Fotocasa and Habitaclia can be taken within hours, so have your passport, NIE, proof of income and bank details ready before viewing.",
      "Barcelona is a declared stressed rental market: rent on new long-term leases is capped with reference to the previous contract or the official price index, so ask the landlord or agent for the previous rent.",
      "In Catalonia the landlord must lodge your legal deposit (fiança) with Incasòl; ask for proof that it has been lodged.",
      "Be wary of 'seasonal' (temporary) contracts offered for what is really a long-term home; they give you fewer protections than a standard residential lease.",
      "Register at your address (empadronament) at the Ajuntament soon after moving in; you need it for healthcare, schools and many residence procedures.",
    ],
  },
  transportation: {
    public: [
      "Metro (TMB) and FGC urban railway lines cover most of the city, running late on Fridays and all night on Saturdays.",
      "A dense bus network, including the frequent H, V and D lines that follow the city grid.",
      "Tram lines (Trambaix and Trambesòs) and Rodalies commuter trains serve the metropolitan area.",
      "One integrated fare system: the same T-mobilitat card or ticket works on metro, bus, tram, FGC and Rodalies within its zones.",
    ],
    walkability: {
      rating: 5,
      basis:
        "Compact, mostly flat centre; the Eixample grid, the old town and Gràcia make most daily errands walkable; upper districts such as Sarrià and Horta are hilly",
    },
    biking:
      "An extensive network of protected bike lanes and the Bicing public bike-share scheme (registration and an annual subscription required). Bike theft is common, so use a solid lock or secure parking.",
    driving:
      "A car is rarely needed in the city. A Low Emission Zone restricts older, more polluting vehicles on weekdays, on-street parking is scarce and regulated (resident green zones), and garages are expensive. A car is useful for weekend trips to the Pyrenees or Costa Brava.",
    airport:
      "Barcelona–El Prat (BCN) is south-west of the city. Metro line L9 Sud serves both terminals (the T-usual covers the airport stations; ordinary single tickets do not), Rodalies line R2 Nord runs to Terminal 2, and Aerobús express buses run to Plaça de Catalunya.",
  },
  lifestyle: {
    expatCommunity:
      "Large and long-established: foreign nationals make up a big and growing share of residents, with Italians among the largest groups. There are active communities of Americans, remote workers and startup staff, concentrated in Gràcia, Eixample, Poblenou and the upper districts near international schools.",
    englishFriendly: {
      rating: 3,
      basis:
        "English is common in tourism, tech and international firms and among younger people; leases, public administration, healthcare and public schools work in Catalan and Spanish",
    },
    nightlife:
      "Late-night culture: dinner late in the evening is normal, bars in Gràcia, El Born, Sant Antoni and Poble-sec stay busy, and clubs cluster around Port Olímpic and Poblenou. Noise rules are enforced in residential streets, and major festivals (Sónar, Primavera Sound) draw large crowds.",
    culture: [
      "Modernista architecture: Sagrada Família, Casa Batlló, La Pedrera and the Palau de la Música Catalana",
      "Museums including MNAC, the Picasso Museum, MACBA and the Fundació Joan Miró",
      "Catalan traditions: castells (human towers), the Mercè city festival and neighbourhood festes majors",
      "Food markets such as La Boqueria, Sant Antoni and Santa Caterina",
      "FC Barcelona and a busy live-music and festival calendar",
    ],
    outdoorActivities: [
      "City beaches from Barceloneta to the Fòrum",
      "Hiking, running and cycling in Collserola Natural Park, including the Carretera de les Aigües",
      "Montjuïc hill gardens, viewpoints and sports facilities",
      "Day trips to Montserrat, the Costa Brava and, for skiing and hiking, the Pyrenees",
    ],
  },
  workOpportunities: {
    industries: [
      "Technology and startups (22@ district in Poblenou)",
      "Tourism, hospitality and events (trade fairs and congresses)",
      "Pharmaceuticals and life sciences",
      "Logistics, port and automotive",
      "Design, architecture and creative industries",
    ],
    averageSalary: {
      value: "€36,466 a year gross: average salary of Barcelona residents in 2024",
      source: {
        publisher: "Idescat (Statistical Institute of Catalonia)",
        title: "Salaries by municipality, 2024",
        url: "https://www.aldia.cat/espanya/noticia-sant-cugat-barcelona-municipi-amb-sou-mitja-mes-elevat-catalunya-segons-lidescat-20251217122718.html",
        asOf: "2024",
        reviewedOn: "2026-11-21",
        via: "aldia.cat",
        research: "Europa Press wire story republished by aldia.cat (2025-12-17); elmon.cat and catalunyapress.cat give the same figure. No Idescat page was found when searched (2026).",
      },
    },
    workCulture:
      "Many firms keep a long lunch break and finish later in the evening than US offices; summer hours and an August slowdown are common. Salaries are lower than in US tech hubs, while employee protections and paid leave are stronger. You need a visa or residence status that allows work; Spain also offers a visa for remote workers employed abroad.",
    networking:
      "Tech meetups and coworking hubs in Poblenou, the annual Mobile World Congress and other trade fairs at Fira de Barcelona, startup events around Barcelona Tech City, and the American Chamber of Commerce in Spain for US-linked businesses.",
  },
  education: {
    internationalSchools: [
      "Benjamin Franklin International School (Sarrià-Sant Gervasi; American curriculum and IB Diploma)",
      "American School of Barcelona (Esplugues de Llobregat; American curriculum and IB Diploma)",
    ],
    universities: [
      "Universitat de Barcelona (UB)",
      "Universitat Pompeu Fabra (UPF)",
      "Universitat Politècnica de Catalunya (UPC)",
      "Universitat Autònoma de Barcelona (UAB, campus at Bellaterra)",
      "ESADE and IESE business schools",
    ],
    qualityRating: {
      rating: 4,
      basis:
        "Several accredited English-language international schools and strong public universities; international school fees are high and places limited; Catalan is the main teaching language in public schools",
    },
  },
  safetyTips: [
    "Pickpocketing is the main risk: keep phones and wallets in front zipped pockets on the metro, on La Rambla, around the Sagrada Família and on the beaches.",
    "Never leave a phone on a café or terrace table; snatch thefts from outdoor tables are common.",
    "Ignore 'helpers' who point out a stain on your clothes and people posing as plain-clothes police asking to check your wallet; go to a Mossos d'Esquadra station instead.",
    "The Raval and the lower end of La Rambla call for extra care late at night.",
    "The emergency number is 112; report thefts to the Mossos d'Esquadra (you need the police report for insurance and replacement documents).",
  ],
  practicalTips: [
    "Get your NIE (foreigner identity number) and, once resident, your TIE card early; appointments (cita previa) can take weeks.",
    "Learn some Catalan as well as Spanish: it is used in schools, local government and many official letters.",
    "Shops often close on Sundays and some close at midday; supermarkets and markets are busiest on Saturday mornings.",
    "Summers are humid: check that a flat has air conditioning or good cross-ventilation before signing.",
    "Load the T-usual onto the T-mobilitat app or a personalised card; it is personal and cannot be shared.",
  ],
};
