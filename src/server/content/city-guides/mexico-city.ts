import type { CityGuideData } from "./guide";

export const guide: CityGuideData = {
  name: "Mexico City",
  country: "Mexico",
  image: { src: "/images/cities/mexico-city.svg", alt: "Illustration: Mexico City in its highland valley with volcanoes" },
  description:
    "Mexico's capital and economic centre: a huge high-altitude metropolis with world-class museums, food and green, walkable central neighbourhoods such as Roma, Condesa, Polanco and Coyoacán. It is a short flight from most US cities and keeps Central Standard Time all year, but living here means adjusting to earthquakes, dry-season air pollution, traffic and uneven public safety, and rents in the popular areas have risen quickly.",
  population: {
    value: "9,209,944 residents (2020 census, Mexico City proper; the wider metropolitan area is much larger)",
    source: {
      publisher: "INEGI",
      title: "Censo de Población y Vivienda 2020",
      url: "https://elmexiquensehoy.blogspot.com/2021/01/en-mexico-hay-mas-de-126-millones-de.html",
      asOf: "2020-03",
      reviewedOn: "2026-11-21",
      via: "El Mexiquense Hoy",
      research: "Blog republishing the INEGI census release of 25 January 2021 (Mexico City: 9,209,944). No INEGI page with the figure was found when searched (2026); LeMexico reports the same rounded figure.",
    },
  },
  timeZone: "America/Mexico_City (UTC−6 all year; no daylight saving time)",
  currency: "Mexican peso (MXN)",
  language: ["Spanish"],
  climate: {
    type: "Subtropical highland: mild all year, dry winters and a summer rainy season",
    avgTemp: {
      value: "16.6 °C average annual temperature; spring is the warmest season and winter nights are cold",
      source: {
        publisher: "Servicio de Administración Tributaria (SAT)",
        title: "CIAT 2016 visitor information: climate",
        url: "https://m.sat.gob.mx/CIAT2016/Paginas/clima_eng.html",
        asOf: "2016",
        reviewedOn: "2026-11-21",
      },
    },
    rainyMonths: ["June", "July", "August", "September"],
    bestTime:
      "November–April, the dry season: sunny, mild days and cool nights; March–May is the warmest stretch and often the smoggiest",
  },
  costOfLiving: {
    rent3Bed: null,
    dining: {
      value:
        "In Condesa, restaurant set lunches (comida corrida) reach about MXN 249 and many main dishes exceed MXN 300 (June 2025 street survey); neighbourhood fondas and street food cost much less",
      source: {
        publisher: "El Gráfico",
        title: "Street survey of restaurant prices in Condesa, June 2025",
        url: "https://eluniversal-elgrafico-prod.web.arc-cdn.net/al-dia/2025/06/12/un-sandwich-por-298-pesos-comer-en-la-condesa-cuesta-mas-que-un-dia-de-salario-minimo",
        asOf: "2025-06",
        reviewedOn: "2026-11-21",
        research: "El Gráfico is part of the El Universal group; the article is served from the group's Arc Publishing host.",
      },
    },
    singleFare: {
      value: "MXN 5 per Metro trip; the city government confirmed the fare will not rise in 2026",
      source: {
        publisher: "Gobierno de la Ciudad de México",
        title: "Announcement: the Metro fare stays at MXN 5 in 2026",
        url: "https://www.eluniversal.com.mx/metropoli/costo-del-metro-se-mantendra-en-5-pesos-en-2026-asegura-clara-brugada/",
        asOf: "2025-12-13",
        reviewedOn: "2026-11-21",
        via: "El Universal",
      },
    },

    comparison:
      "Day-to-day costs such as public transport, markets and local food are low by US standards, but rents in the neighbourhoods most foreigners choose (Roma, Condesa, Polanco, Santa Fe) are close to the city's highest and have been rising fast. Budget for private health insurance and, with children, international school fees, which are the other large costs.",
  },
  housing: {
    neighborhoods: [
      {
        name: "Roma Norte and Condesa",
        type: "Central, leafy, café and nightlife hub",
        description:
          "Art deco and early-20th-century buildings around Parque México and Parque España, with tree-lined avenues, restaurants and coworking spaces. The city's main concentration of foreign residents and remote workers; weekend noise, short-term rentals and older buildings with earthquake damage history are the downsides.",
        priceRange: {
          value: "MXN 19,919 a month: average apartment rent in the Cuauhtémoc borough (which includes Roma and Condesa), 2025",
          source: {
            publisher: "Secretaría de Vivienda de la Ciudad de México",
            title: "First annual report",
            url: "https://www.eluniversal.com.mx/metropoli/en-cinco-alcaldiaslas-rentas-mas-caras-de-la-ciudad-de-mexico/",
            asOf: "2025-11",
            reviewedOn: "2026-11-21",
            via: "El Universal",
          },
        },
      },
      {
        name: "Polanco",
        type: "Upscale, business and shopping",
        description:
          "Affluent district next to Bosque de Chapultepec with embassies, corporate offices, luxury shops and fine dining. Modern buildings with security and parking are common; it is expensive and traffic on its edges is heavy.",
        priceRange: {
          value: "MXN 19,588 a month: average apartment rent in the Miguel Hidalgo borough (which includes Polanco), 2025",
          source: {
            publisher: "Secretaría de Vivienda de la Ciudad de México",
            title: "First annual report",
            url: "https://www.eluniversal.com.mx/metropoli/en-cinco-alcaldiaslas-rentas-mas-caras-de-la-ciudad-de-mexico/",
            asOf: "2025-11",
            reviewedOn: "2026-11-21",
            via: "El Universal",
          },
        },
      },
      {
        name: "Del Valle and Narvarte",
        type: "Residential, middle-class",
        description:
          "Grid of residential streets south of Roma with parks, markets and good Metro and Metrobús links along Insurgentes and Eje Central. Fewer tourists and a more local feel, with larger flats for the money than in Roma or Condesa.",
        priceRange: {
          value: "MXN 20,142 a month: average apartment rent in the Benito Juárez borough (which includes Del Valle and Narvarte), 2025",
          source: {
            publisher: "Secretaría de Vivienda de la Ciudad de México",
            title: "First annual report",
            url: "https://www.eluniversal.com.mx/metropoli/en-cinco-alcaldiaslas-rentas-mas-caras-de-la-ciudad-de-mexico/",
            asOf: "2025-11",
            reviewedOn: "2026-11-21",
            via: "El Universal",
          },
        },
      },
      {
        name: "Coyoacán",
        type: "Historic, bohemian, family-friendly",
        description:
          "Colonial-era centre of cobbled streets, plazas and markets, home to the Frida Kahlo Museum and close to UNAM's main campus. Quieter and greener than the central districts, but further from the business areas, with slower commutes.",
        priceRange: {
          value:
            "MXN 10,450 a month: average rent actually paid by renting households in Coyoacán (ENIGH 2024 household survey; a different measure from the borough averages given for the other neighbourhoods)",
          source: {
            publisher: "INEGI",
            title: "Encuesta Nacional de Ingresos y Gastos de los Hogares (ENIGH) 2024",
            url: "https://obras.expansion.mx/inmobiliario/2025/12/19/5-lugares-mas-caros-para-rentar-mexico",
            asOf: "2024",
            reviewedOn: "2026-11-21",
            via: "Expansión",
          },
        },
      },
      {
        name: "Santa Fe",
        type: "Corporate, high-rise, suburban",
        description:
          "Business district on the western edge of the city with office towers, malls, gated apartment complexes and several international schools nearby. Modern and secure-feeling but car-dependent, with few access roads and long rush-hour jams into the centre.",
        priceRange: {
          value: "MXN 22,194 a month: average apartment rent in the Cuajimalpa borough (which includes much of Santa Fe), 2025",
          source: {
            publisher: "Secretaría de Vivienda de la Ciudad de México",
            title: "First annual report",
            url: "https://www.eluniversal.com.mx/metropoli/en-cinco-alcaldiaslas-rentas-mas-caras-de-la-ciudad-de-mexico/",
            asOf: "2025-11",
            reviewedOn: "2026-11-21",
            via: "El Universal",
          },
        },
      },
    ],
    rentingTips: [
      "Many landlords ask for a guarantor (aval) who owns property in the city, or a legal-investigation policy (póliza jurídica) bought through an agency; foreigners usually take the póliza route.",
      "Ask whether the building was structurally reviewed after the September 2017 earthquake, and prefer newer or reinforced buildings on firm ground.",
      "Check water supply: some areas have intermittent service, so look for a building cistern and rooftop tank, and run the taps and shower during the viewing.",
      "Visit the street at night and on a weekend; noise from bars and events in Roma and Condesa is very different from a weekday afternoon.",
      "Get the lease in writing, in pesos, with the deposit, maintenance fee (mantenimiento) and who pays property tax and utilities spelled out.",
    ],
  },
  transportation: {
    public: [
      "Metro: one flat fare covers the network, including most transfers; trains are very crowded at peak hours, and the front carriages are reserved for women and children.",
      "Metrobús bus-rapid-transit lines on dedicated lanes, with Line 1 along Avenida Insurgentes as the backbone.",
      "Cablebús gondolas, trolleybuses, light rail and RTP buses, all paid with the rechargeable Tarjeta de Movilidad Integrada (MI card).",
      "Ride-hailing apps such as Uber and DiDi are widely used and are the safer choice over hailing taxis on the street.",
    ],
    walkability: {
      rating: 3,
      basis:
        "Central neighbourhoods (Roma, Condesa, Polanco, Coyoacán's centre) are flat, shaded and very walkable; the city as a whole is vast, with broken pavements, wide arterial roads and long distances between areas",
    },
    biking:
      "The Ecobici bike-share covers the central boroughs and protected lanes run along major avenues such as Reforma and Insurgentes. On Sunday mornings Reforma is closed to cars for cycling. Outside the centre, traffic makes cycling risky.",
    driving:
      "Traffic is heavy and parking in central areas is scarce. The Hoy No Circula programme bars many cars from driving one weekday (and more days during air-quality contingencies), depending on plate number and emissions sticker. Most residents in central neighbourhoods manage without a car.",
    airport:
      "Benito Juárez International (MEX) is close to the centre; Metrobús Line 4 serves both terminals and Metro Line 5 stops at Terminal Aérea near Terminal 1. Some domestic and cargo flights use Felipe Ángeles International (NLU), far to the north of the city, so check which airport a ticket uses.",
  },
  lifestyle: {
    expatCommunity:
      "Large and visible, especially Americans: US-born people are by far the largest foreign-born group in Mexico. Remote workers and foreign professionals cluster in Roma, Condesa, Juárez and Polanco, families near the international schools in the west, and there are many English-language meetups and community groups.",
    englishFriendly: {
      rating: 2,
      basis:
        "English is common in Polanco and Roma/Condesa hospitality, multinational offices and private hospitals; landlords, government offices, markets and most day-to-day services work in Spanish",
    },
    nightlife:
      "Varied and late: mezcalerías, cocktail bars and clubs in Roma and Condesa, traditional cantinas in the Centro Histórico, mariachis at Plaza Garibaldi, and large concert venues for international tours. Use ride-hailing apps to get home at night.",
    culture: [
      "Museo Nacional de Antropología and the other museums of Bosque de Chapultepec",
      "Centro Histórico: the Zócalo, Templo Mayor and Palacio de Bellas Artes",
      "Frida Kahlo Museum (Casa Azul) in Coyoacán",
      "Día de Muertos celebrations and lucha libre at Arena México",
      "Food culture from street tacos and markets to internationally recognised restaurants",
    ],
    outdoorActivities: [
      "Bosque de Chapultepec: lakes, trails, museums and weekend crowds in the city's great central park",
      "Sunday car-free cycling on Paseo de la Reforma",
      "Boat rides on the Xochimilco canals",
      "Hiking in Desierto de los Leones and around the Ajusco volcano",
      "Day trips to Teotihuacán, Tepoztlán and the Nevado de Toluca",
    ],
  },
  workOpportunities: {
    industries: [
      "Financial services and corporate headquarters (Reforma, Polanco, Santa Fe)",
      "Technology, fintech and startups",
      "Media, advertising and creative industries",
      "Tourism, hospitality and food",
      "Government, embassies and international organisations",
    ],
    averageSalary: {
      value:
        "MXN 755 a day: average daily wage of formal-sector jobs registered with IMSS in Mexico City, December 2025 (the highest of any Mexican state; informal work is not included)",
      source: {
        publisher: "Secretaría de Trabajo y Fomento al Empleo de la Ciudad de México",
        title: "Formal employment registered with the IMSS, December 2025",
        url: "https://www.cronica.com.mx/nacional/2026/01/14/cdmx-cerro-2025-con-cifras-historicas-de-empleo-formal-ante-el-imss-styfe/",
        asOf: "2025-12",
        reviewedOn: "2026-11-21",
        via: "La Crónica de Hoy",
        research: "STyFE figures from IMSS registrations, reported by La Crónica de Hoy.",
      },
    },
    workCulture:
      "Relationship-driven and fairly hierarchical: personal rapport, courtesy and face-to-face meetings matter, and decisions often go up the chain. Lunch is late and long, working days often run into the evening, and a year-end bonus (aguinaldo) is a legal entitlement. Working for a Mexican employer requires a residence status that allows work, arranged through the National Migration Institute (INM).",
    networking:
      "The American Chamber of Commerce of Mexico (AmCham) and other national chambers, startup and tech events in Roma, Condesa and Polanco coworking spaces, alumni groups of ITAM and Tec de Monterrey, and expat groups such as InterNations.",
  },
  education: {
    internationalSchools: [
      "The American School Foundation (west of the centre; US college-preparatory curriculum, IB offered)",
      "Greengates School (Naucalpan, State of Mexico, on the north-west edge of the city; British curriculum, IGCSE and IB)",
      "Westhill Institute (west of the city; IB programmes)",
    ],
    universities: [
      "Universidad Nacional Autónoma de México (UNAM)",
      "Instituto Politécnico Nacional (IPN)",
      "Instituto Tecnológico Autónomo de México (ITAM)",
      "Universidad Iberoamericana",
      "Tecnológico de Monterrey, Mexico City and Santa Fe campuses",
    ],
    qualityRating: {
      rating: 4,
      basis:
        "Long-established, accredited international schools and Latin America's largest public university (UNAM); international school places are competitive and fees high, and public schools teach in Spanish",
    },
  },
  safetyTips: [
    "Use ride-hailing apps rather than street taxis, especially at night, and check the plate before getting in.",
    "Withdraw cash at ATMs inside bank branches or shopping centres during the day, and keep phones out of sight on crowded Metro trains and buses.",
    "Learn the earthquake drill: when the seismic-alert sirens sound, leave the building if you can do so quickly, or move away from windows; keep an emergency bag and know your building's exits.",
    "During air-quality contingencies (mostly in the dry, warm months) limit outdoor exercise and check the city's air-quality index.",
    "Read the US State Department travel advisory for Mexico City before moving, and save 911, the national emergency number.",
  ],
  practicalTips: [
    "Do not drink tap water: residents buy large refillable water jugs (garrafones) delivered to the door.",
    "Buy an MI transport card at any Metro or Metrobús station and top it up at machines or with the city's app.",
    "Afternoon downpours are almost daily in the rainy season: carry an umbrella and expect flooded streets and slower traffic.",
    "The altitude affects newcomers: take the first days easy, drink water and go slowly with alcohol and hard exercise.",
    "Spanish is essential for renting, banking and dealing with repair people; a Mexican bank account makes paying rent and bills by transfer much easier.",
  ],
};
