import type { CountryPlaces } from "../dataset.schema";

// Portugal: main destination cities for Americans, Koppen-Geiger climate types and monthly living costs
// for one person. Costs were read in stored copies of the pages named in each source (dated pages only);
// where a page gives only a range or no dated figure, the value is null and the note quotes what was found.
export const places: CountryPlaces = {
  country: "portugal",
  name: "Portugal",
  climate: {
    types: ["mediterranean"],
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
      name: "Lisbon",
      climate: {
        koppen: "Csa",
        described: "Mediterranean climate",
        source: {
          publisher: "Wikipedia",
          title: "Lisbon (Climate section)",
          url: "https://wiki.niidae.com/index.php?action=edit&section=11&title=Lisbon",
          asOf: "2018",
          via: "Niidae Wiki",
          research: "Stored copy of the English Wikipedia article's wikitext on the Niidae Wiki mirror, found with search 'Lisbon climate Köppen Csa hot-summer Mediterranean': 'Lisbon has a Mediterranean climate (Köppen: Csa), characterized by cool, rainy winters and warm to hot, dry summers'. Undated; the latest date in the part read is a web archive of 7 March 2018, hence the as-of year. The en.wikipedia.org 'Climate of Lisbon' article (stored copy) gives 'Köppen: Csb/Csa' for the metropolitan area, so the city article's single class is used.",
        },
      },
      costsSource: {
        publisher: "movingto.io",
        title: "Cost of Living in Lisbon: Expenses Guide in 2024",
        url: "https://movingto.io/pt/cost-of-living-lisbon",
        asOf: "2024-10-03",
      },
      costs: {
        rentCentre: {
          value: 1800,
          currency: "EUR",
          source: {
            publisher: "Imovirtual",
            title: "Barómetro dos Concelhos, January 2026",
            url: "https://executivedigest.sapo.pt/rendas-ate-2-500e-e-casas-a-subir-quase-12-diferencas-entre-concelhos-agravam-se",
            asOf: "2026-01",
            via: "Executive Digest",
            research: "Article: 'Rendas até 2.500€ e casas a subir quase 12%: diferenças entre concelhos agravam-se'.",
          },
          note: "Average asking rent in the municipality of Lisbon on Imovirtual, January 2026 (city-wide, all home sizes, not 1-bedroom only; the barometer does not split the centre from the rest).",
          research: "Average asking rent in the municipality of Lisbon on Imovirtual in January 2026 (city-wide, all home sizes, not 1-bedroom only; the barometer does not split the centre from the rest). Replaces the HousingAnywhere Q1 2024 median of €1,700",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No outside-centre figure found: the Imovirtual and idealista indices give municipality-wide averages only; a guide gives a range of €800–1,200 in outer neighbourhoods (thesouthernmove.com, 2025-02-18)",
        },
        rent2Centre: {
          value: 2000,
          currency: "EUR",
          period: "month",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Portugal: Lisbon and 5 other cities (last updated November 2024)",
            url: "https://www.globalpropertyguide.com/europe/portugal/rental-yields",
            asOf: "2024-11-19",
          },
          note: "Global Property Guide's monthly rent for a 2-bedroom apartment in Lisbon (all locations), Q4 2024: city-wide, not split between the centre and the rest.",
          research: "Table 'LISBON - Apartments', row 'Lisbon (all locations)': 1-bedroom €1,580, 2-bedroom €2,000, 3-bedroom €2,413 a month (Last Updated: Nov. 19, 2024; 'average gross rental yield in Portugal stands at 4.96% (2024, Q4)'). Cascais, Sintra and Oeiras are listed separately. Not used for the 1-bedroom figure, which has a newer source (Imovirtual, January 2026).",
        },
        rent3Centre: {
          value: 2413,
          currency: "EUR",
          period: "month",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Portugal: Lisbon and 5 other cities (last updated November 2024)",
            url: "https://www.globalpropertyguide.com/europe/portugal/rental-yields",
            asOf: "2024-11-19",
          },
          note: "Global Property Guide's monthly rent for a 3-bedroom apartment in Lisbon (all locations), Q4 2024: city-wide, not split between the centre and the rest.",
          research: "Table 'LISBON - Apartments', row 'Lisbon (all locations)', 3-Bedroom: €750,000 to buy, €2,413 monthly rent, 3.86% yield (Last Updated: Nov. 19, 2024). The source gives no centre/outside split; placed under the centre like the city-wide 1-bedroom figure.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for outside Lisbon's centre: Global Property Guide gives the city as a whole (see the centre figure) and the separate municipalities of Cascais (€2,700), Sintra (€1,700) and Oeiras (€2,000), Q4 2024.",
          research: "Global Property Guide's Portugal rental-yield table (2024-11-19) has no outside-centre row for Lisbon; suburbs are separate municipalities, so not used. No Numbeo Lisbon page was in the store (only relocate.me's March 2025 summary, whose rent section is not in the stored excerpt).",
        },
        utilities: {
          value: 112.65,
          currency: "EUR",
          note: "Average monthly utilities.",
          research: "Average monthly utilities quoted by movingto.io",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "Only ranges found: €150–250 a month for one person (getvisaready.com, 2024-05); a weekly shop of €60–80 (thesouthernmove.com, 2025-02-18)",
        },
        transport: {
          value: 40,
          currency: "EUR",
          source: {
            publisher: "navegante",
            title: "navegante metropolitano monthly pass tariff",
            url: "https://www.navegante.pt",
            asOf: "2025",
          },
          note: "navegante metropolitano monthly pass, valid across the Lisbon metropolitan area.",
          research: "navegante metropolitano monthly pass; from the published tariff, not read in a stored copy here (thesouthernmove.com, 2025-02-18, says about €50). EUR 40 a month since 1 April 2019 (Jornal Económico, Observador, 2019); a Técnico Lisboa student-paper explainer written after January 2024 (https://diferencial.tecnico.ulisboa.pt/noticia/como-funciona-o-passe-de-transportes-navegante) still gives EUR 40.",
        },
      },
    },
    {
      name: "Porto",
      climate: {
        koppen: "Csb",
        described: "Mediterranean climate",
        source: {
          publisher: "Wikipedia",
          title: "Climate of Porto",
          url: "https://en.wikipedia.org/wiki/Climate_of_Porto",
          asOf: "2021",
          research: "Stored copy found with search 'Porto climate Köppen Csb warm-summer Mediterranean': 'Porto and its metropolitan area feature a Mediterranean climate (Köppen: Csb) with mild wet winters and warm dry summers'. Undated; the stored copy states no recent date. Copies of the same article (wikwiand, friendlywiki) carry the classification table ('Köppen system Csb warm-summer Mediterranean climate') whose sources were accessed 28 January 2021, hence the as-of year.",
        },
      },
      costsSource: {
        publisher: "affordwhere",
        title: "Salary Needed to Live in Porto, Portugal (2026)",
        url: "https://affordwhere.com/portugal/porto/salary-needed",
        asOf: "2026",
      },
      costs: {
        rentCentre: {
          value: 1150,
          currency: "EUR",
          source: {
            publisher: "Imovirtual",
            title: "Barómetro dos Concelhos, January 2026",
            url: "https://executivedigest.sapo.pt/rendas-ate-2-500e-e-casas-a-subir-quase-12-diferencas-entre-concelhos-agravam-se",
            asOf: "2026-01",
            via: "Executive Digest",
            research: "Article: 'Rendas até 2.500€ e casas a subir quase 12%: diferenças entre concelhos agravam-se'.",
          },
          note: "Average asking rent in the municipality of Porto on Imovirtual in January 2026 (city-wide, all home sizes, not 1-bedroom only). investropa (early 2026) puts the average 1-bedroom at about €1,000.",
        },
        rentOutside: {
          value: 950,
          currency: "EUR",
          source: {
            publisher: "affordwhere",
            title: "Salary Needed to Live in Porto, Portugal (2026)",
            url: "https://affordwhere.com/portugal/porto/salary-needed",
            asOf: "2026",
          },
          note: "Second-hand 1-bedroom in Porto's median neighbourhood, between about €640 in Rio Tinto and €1,050 in Boavista; Campanhã, 12 minutes from the centre by metro, is €700–800.",
          research: "affordwhere's 'Rent (1BR)' line: €640 cheapest neighbourhood (Rio Tinto), €950 median neighbourhood, €1,050 premium neighbourhood (Boavista), from its comparison of second-hand 1-bedroom rents in 12 neighbourhoods. The median-neighbourhood figure is entered as the figure outside the centre: the source does not split centre and outskirts, and most of its 12 neighbourhoods are outside the historic centre. Was null before (only ranges: investropa June 2025 €700–900 outside the centre; affordwhere Rio Tinto €640–750). The Porto city guide cited the same €950 figure.",
        },
        rent2Centre: {
          value: 1500,
          currency: "EUR",
          period: "month",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Portugal: Lisbon and 5 other cities (last updated November 2024)",
            url: "https://www.globalpropertyguide.com/europe/portugal/rental-yields",
            asOf: "2024-11-19",
          },
          note: "Global Property Guide's monthly rent for a 2-bedroom apartment in Porto (all locations), Q4 2024: city-wide, not split between the centre and the rest.",
          research: "Table 'PORTO - Apartments', row 'Porto (all locations)': 1-bedroom €1,100, 2-bedroom €1,500, 3-bedroom €1,900 a month (Last Updated: Nov. 19, 2024). Vila Nova de Gaia and Matosinhos are listed separately.",
        },
        rent3Centre: {
          value: 1900,
          currency: "EUR",
          period: "month",
          source: {
            publisher: "Global Property Guide",
            title: "Gross rental yields in Portugal: Lisbon and 5 other cities (last updated November 2024)",
            url: "https://www.globalpropertyguide.com/europe/portugal/rental-yields",
            asOf: "2024-11-19",
          },
          note: "Global Property Guide's monthly rent for a 3-bedroom apartment in Porto (all locations), Q4 2024: city-wide, not split between the centre and the rest.",
          research: "Table 'PORTO - Apartments', row 'Porto (all locations)', 3-Bedroom: €530,450 to buy, €1,900 monthly rent, 4.30% yield (Last Updated: Nov. 19, 2024). No centre/outside split; placed under the centre like the city-wide 1-bedroom figure.",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for outside Porto's centre: Global Property Guide gives the city as a whole (see the centre figure) and the separate municipalities of Vila Nova de Gaia (€1,725) and Matosinhos (€1,825), Q4 2024.",
          research: "Global Property Guide's Portugal rental-yield table (2024-11-19) has no outside-centre row for Porto; neighbouring municipalities are separate, so not used.",
        },
        utilities: {
          value: 152,
          currency: "EUR",
          note: "Monthly utilities, the same in every lifestyle tier of the source.",
        },
        groceries: {
          value: 324,
          currency: "EUR",
          note: "Groceries for one person with a comfortable lifestyle (€270 on a budget).",
        },
        transport: {
          value: 40,
          currency: "EUR",
          source: {
            publisher: "STCP",
            title: "Andante intermodal fares in force from 1 January 2020",
            url: "https://www.stcp.pt/pt/viajar/tarifas/precos/",
            asOf: "2020-01",
          },
          note: "Andante Metropolitano monthly pass: metro, STCP buses and urban trains across the Porto metropolitan area. The Andante Municipal pass, for up to three zones, costs €30.",
          research: "STCP (Porto's public bus operator) fare page: Andante 3Z/Municipal €30.00, Andante Metropolitano €40.00, in force from 01/01/2020. The prices date from the single-pass reform of 1 April 2019 (Câmara Municipal da Maia, https://www.cm-maia.pt/institucional/noticias/noticia/passe-unico-andante-novo-tarifario-assinatura-mensal; Transportes Online, March 2019); the January 2024 Andante increases reported by Rádio Renascença (2023-12-29) concern occasional tickets only. Metropolitan pass chosen to match Lisbon's navegante metropolitano figure. Replaces affordwhere's 'Transport €35' budget line (not a pass price).",
        },
      },
    },
    {
      name: "Faro",
      costsSource: {
        publisher: "For Foreigners Portugal",
        title: "Faro city guide (cost of living, 2025/2026)",
        url: "https://forforeignersportugal.com/cities/faro",
        asOf: "2025",
      },
      costs: {
        rentCentre: {
          value: 1050,
          currency: "EUR",
          note: "Average 1-bedroom in the city centre",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €800–900 in the outskirts (Montenegro, Gambelas)",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Faro.",
          research: "Searched the stored pages (Numbeo city and property-price pages, Global Property Guide's Portugal rental-yield table, Idealista/Imovirtual reports) and the code corpus for a dated 3-bedroom rent for Faro; none found (Global Property Guide's November 2024 table lists Lisbon, Porto, Faro, Aveiro, Braga and Setúbal, but the stored copy read stops before Faro's 3-bedroom row).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Faro.",
          research: "Searched the stored pages (Numbeo city and property-price pages, Global Property Guide's Portugal rental-yield table, Idealista/Imovirtual reports) and the code corpus for a dated 3-bedroom rent for Faro; none found (Global Property Guide's November 2024 table lists Lisbon, Porto, Faro, Aveiro, Braga and Setúbal, but the stored copy read stops before Faro's 3-bedroom row).",
        },
        utilities: {
          value: 130,
          currency: "EUR",
          note: "Electricity, water and gas for an 85 m² apartment",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "Only a range found: €250–350 a month for a single person",
        },
        transport: {
          value: 40,
          currency: "EUR",
          source: {
            publisher: "Kittenproperties",
            title: "Cost of living in Faro, Portugal",
            url: "https://kitten-static-frontend.pages.dev/article/cost-of-living-in-faro-portugal-containing-prices-for-everyday-needs-rent-buying-property-transportation-and-other",
            asOf: "2023-05-31",
          },
          note: "Regular monthly pass, 2023 figure",
        },
      },
    },
    {
      name: "Braga",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Portugal",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Portugal",
        asOf: "2026-11",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "No 1-bedroom figure for the centre. Imovirtual's January 2026 barometer gives an average asking rent of €950 for the municipality of Braga, all home sizes.",
          research: "Imovirtual's January 2026 municipal barometer gives an average asking rent (all sizes) of €950 for Braga, but the only stored copy read (The Portugal News, 2026-02-08) is on a non-https mirror, so it is not cited; Dinheiro Vivo (2026-01-29) gives the same €950 for the Braga district",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published figure for rent outside the centre: the Imovirtual and idealista rent reports give municipality or district averages only.",
          research: "No outside-centre figure found in the Imovirtual or idealista reports searched (they give municipality or district averages only).",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Braga.",
          research: "Searched the stored pages (Numbeo city and property-price pages, Global Property Guide's Portugal rental-yield table, Idealista/Imovirtual reports) and the code corpus for a dated 3-bedroom rent for Braga; none found (Global Property Guide's November 2024 table lists Lisbon, Porto, Faro, Aveiro, Braga and Setúbal, but the stored copy read stops before Braga's 3-bedroom row).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Braga.",
          research: "Searched the stored pages (Numbeo city and property-price pages, Global Property Guide's Portugal rental-yield table, Idealista/Imovirtual reports) and the code corpus for a dated 3-bedroom rent for Braga; none found (Global Property Guide's November 2024 table lists Lisbon, Porto, Faro, Aveiro, Braga and Setúbal, but the stored copy read stops before Braga's 3-bedroom row).",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
    {
      name: "Coimbra",
      costsSource: {
        publisher: "Numbeo",
        title: "Cost of Living in Portugal",
        url: "https://www.numbeo.com/cost-of-living/country_result.jsp?country=Portugal",
        asOf: "2026-11",
        research: "named as the usual source; no stored copy with dated figures for this city was found",
      },
      costs: {
        rentCentre: {
          value: null,
          currency: "EUR",
          note: "No 1-bedroom figure for the centre. Imovirtual's January 2026 barometer gives an average asking rent of €800 for the municipality of Coimbra, all home sizes.",
          research: "Imovirtual's January 2026 municipal barometer gives an average asking rent (all sizes) of €800 for Coimbra, but the only stored copy read (The Portugal News, 2026-02-08) is on a non-https mirror, so it is not cited; Dinheiro Vivo (2026-01-29) gives the same €800 for the Coimbra district",
        },
        rentOutside: {
          value: null,
          currency: "EUR",
          note: "No published figure for rent outside the centre: the Imovirtual and idealista rent reports give municipality or district averages only.",
          research: "No outside-centre figure found in the Imovirtual or idealista reports searched (they give municipality or district averages only).",
        },
        rent3Centre: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Coimbra.",
          research: "Searched the stored pages (Numbeo city and property-price pages, Global Property Guide's Portugal rental-yield table, Idealista/Imovirtual reports) and the code corpus for a dated 3-bedroom rent for Coimbra; none found (Global Property Guide's November 2024 table covers Lisbon, Porto, Faro, Aveiro, Braga and Setúbal, not Coimbra).",
        },
        rent3Outside: {
          value: null,
          currency: "EUR",
          note: "No published 3-bedroom figure for Coimbra.",
          research: "Searched the stored pages (Numbeo city and property-price pages, Global Property Guide's Portugal rental-yield table, Idealista/Imovirtual reports) and the code corpus for a dated 3-bedroom rent for Coimbra; none found (Global Property Guide's November 2024 table covers Lisbon, Porto, Faro, Aveiro, Braga and Setúbal, not Coimbra).",
        },
        utilities: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        groceries: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
        transport: {
          value: null,
          currency: "EUR",
          note: "No published figure for this city.",
          research: "No dated published figure found in the stored pages searched",
        },
      },
    },
  ],
};
