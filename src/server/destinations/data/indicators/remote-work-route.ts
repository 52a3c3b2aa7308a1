import type { IndicatorDataset } from "../dataset.schema";

// Whether each country offers a visa or permit for remote workers employed or self-employed abroad (digital nomad
// visa) that a US citizen can use, as of 2025. Collected from official immigration pages and, where noted, secondary
// pages read in stored copies; unconfirmed cases are null with a note.
export const remoteWorkRoute: IndicatorDataset<boolean> = {
  id: "remote-work-route",
  source: {
    publisher: "Ministério dos Negócios Estrangeiros (Portugal)",
    title: "Official information on remote-work (digital nomad) residence: the first of the official pages cited country by country",
    url: "https://vistos.mne.gov.pt/en/",
    asOf: "2025",
  },
  unit: "true = a remote-work / digital nomad visa or permit exists for a US citizen; false = none",
  values: {
    portugal: {
      value: true,
      source: {
        publisher: "Ministério dos Negócios Estrangeiros (Portugal)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://vistos.mne.gov.pt/en/",
        asOf: "2025",
      },
      note: "D8 visa for remote work (digital nomad), income of at least four minimum wages",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    spain: {
      value: true,
      source: {
        publisher: "Ministerio de Asuntos Exteriores (Spain)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.exteriores.gob.es/",
        asOf: "2025",
      },
      note: "International teleworker (digital nomad) visa and residence, Law 28/2022",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    mexico: {
      value: false,
      source: {
        publisher: "Instituto Nacional de Migración (Mexico)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.gob.mx/inm",
        asOf: "2025",
      },
      note: "No dedicated remote-worker visa; remote workers use the temporary resident visa by economic solvency (counted as the retirement / passive-income route)",
      research: "Checked INM categories.",
    },
    "costa-rica": {
      value: true,
      source: {
        publisher: "Dirección General de Migración y Extranjería (Costa Rica)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.migracion.go.cr/",
        asOf: "2025",
      },
      note: "Stay for remote workers and service providers (Law 10008, regulations of July 2022)",
    },
    panama: {
      value: true,
      source: {
        publisher: "Servicio Nacional de Migración (Panama)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.migracion.gob.pa/",
        asOf: "2025",
      },
      note: "Short-stay visa as remote worker (9 months, renewable once; foreign income of at least USD 36,000/year)",
    },
    ecuador: {
      value: true,
      source: {
        publisher: "Ministerio de Relaciones Exteriores y Movilidad Humana (Ecuador)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.cancilleria.gob.ec/",
        asOf: "2025",
      },
      note: "Temporary residence visa for digital nomads (residencia temporal de nómada digital)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    colombia: {
      value: true,
      source: {
        publisher: "Cancillería de Colombia",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.cancilleria.gov.co/",
        asOf: "2025",
      },
      note: "Visitor (V) visa for digital nomads (Resolution 5477/2022)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    brazil: {
      value: true,
      source: {
        publisher: "Ministério das Relações Exteriores (Brazil)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://gov.br/mre/pt-br/consulado-lisboa/servicos-consulares/vistos-destinados-a-estrangeiros-para-entrada-no-brasil/visto-temporario-xiv-2013-nomade-digital-vitem-xiv",
        asOf: "2025",
      },
      note: "Temporary visa VITEM XIV for digital nomads (CNIg Normative Resolution 45), foreign income of at least USD 1,500/month or USD 18,000 in funds",
    },
    argentina: {
      value: true,
      source: {
        publisher: "Dirección Nacional de Migraciones (Argentina)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
        asOf: "2025",
      },
      note: "Transitory residence for digital nomads (residencia transitoria nómade digital, 2022)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    chile: {
      value: false,
      source: {
        publisher: "Servicio Nacional de Migraciones (Chile)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
        asOf: "2025",
      },
      note: "No remote-worker / digital nomad subcategory among the temporary-residence subcategories of Decreto 177/2022",
      research: "Checked the temporary-residence subcategories of Decreto 177/2022 listed by SERMIG.",
    },
    uruguay: {
      value: true,
      source: {
        publisher: "Government of Uruguay",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.gub.uy/tramites/hoja-identidad-provisoria",
        asOf: "2025",
      },
      note: "Provisional identity document for digital nomads (Decree 238/022), 6 months renewable for 6 more",
    },
    thailand: {
      value: true,
      source: {
        publisher: "Ministry of Foreign Affairs (Thailand)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.thaievisa.go.th/",
        asOf: "2025",
      },
      note: "Destination Thailand Visa (DTV, from 15 July 2024) for remote workers, 5-year multiple entry with 180-day stays; the LTR 'work-from-Thailand professional' category also exists",
    },
    malaysia: {
      value: true,
      source: {
        publisher: "Immigration Department of Malaysia",
        title: "Rules on remote-work (digital nomad) residence",
        url: "https://thestar.com.my/news/nation/2024/10/12/nearly-2000-digital-nomad-applicants-approved",
        via: "The Star (Malaysia)",
        asOf: "2025",
      },
      note: "DE Rantau Nomad Pass (MDEC and Immigration Department), professional visit pass for remote workers",
    },
    philippines: {
      value: false,
      source: {
        publisher: "Bureau of Immigration (Philippines)",
        title: "Rules on remote-work (digital nomad) residence",
        url: "https://cebudailynews.inquirer.net/634682/ph-launches-digital-nomad-visa-for-remote-workers",
        via: "Cebu Daily News",
        asOf: "2025",
      },
      note: "Digital Nomad Visa created by Executive Order 86 (24 April 2025) is limited to nationals of countries that offer digital nomad visas to Filipinos; the US offers none, so US citizens are not eligible",
    },
    vietnam: {
      value: false,
      source: {
        publisher: "Immigration Department (Vietnam)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://xuatnhapcanh.gov.vn/",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker visa",
      research: "From the published rules; the official page was not read in a stored copy. Checked Vietnam's visa categories.",
    },
    japan: {
      value: true,
      source: {
        publisher: "Immigration Services Agency of Japan",
        title: "Rules on remote-work (digital nomad) residence",
        url: "https://natlawreview.com/article/trending-east-asia-digital-nomad-visas",
        via: "The National Law Review",
        asOf: "2025",
      },
      note: "Designated Activities (digital nomad) from 2024, annual income of JPY 10 million or more; capped at 6 months, no residence card, not renewable",
    },
    "south-korea": {
      value: true,
      source: {
        publisher: "Ministry of Justice (South Korea)",
        title: "Rules on remote-work (digital nomad) residence",
        url: "https://natlawreview.com/article/trending-east-asia-digital-nomad-visas",
        via: "The National Law Review",
        asOf: "2025",
      },
      note: "Workation visa (digital nomad trial from 1 January 2024), income of at least twice Korea's GNI per capita; up to 2 years",
    },
    singapore: {
      value: false,
      source: {
        publisher: "Ministry of Manpower (Singapore)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.mom.gov.sg/",
        asOf: "2025",
      },
      note: "No digital nomad visa (the ONE Pass is a top-talent work pass)",
      research: "From the published rules; the official page was not read in a stored copy. Checked MOM passes.",
    },
    australia: {
      value: false,
      source: {
        publisher: "Department of Home Affairs (Australia)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://immi.homeaffairs.gov.au/",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker visa",
      research: "From the published rules; the official page was not read in a stored copy. Checked Home Affairs.",
    },
    "new-zealand": {
      value: false,
      source: {
        publisher: "Immigration New Zealand",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.immigration.govt.nz/",
        asOf: "2025",
      },
      note: "No digital nomad visa; visitors may do remote work for overseas employers only within a visitor stay",
      research: "From the published rules; the official page was not read in a stored copy. Checked Immigration New Zealand.",
    },
    canada: {
      value: false,
      source: {
        publisher: "Immigration, Refugees and Citizenship Canada",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
        asOf: "2025",
      },
      note: "No digital nomad visa; remote work for a foreign employer is tolerated only within visitor status",
      research: "From the published rules; the official page was not read in a stored copy. Checked IRCC.",
    },
    "united-kingdom": {
      value: false,
      source: {
        publisher: "UK Government",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.gov.uk/browse/visas-immigration",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker visa",
      research: "From the published rules; the official page was not read in a stored copy. Checked GOV.UK visa routes.",
    },
    ireland: {
      value: false,
      source: {
        publisher: "Immigration Service Delivery (Ireland)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.irishimmigration.ie/",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker permission",
      research: "From the published rules; the official page was not read in a stored copy. Checked Irish immigration permissions.",
    },
    germany: {
      value: false,
      source: {
        publisher: "Federal Government of Germany (Make it in Germany)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.make-it-in-germany.com/en/",
        asOf: "2025",
      },
      note: "No digital nomad visa; the freelance residence permit (Section 21(5) Residence Act) requires a business connection in Germany",
      research: "From the published rules; the official page was not read in a stored copy. Checked Make it in Germany.",
    },
    france: {
      value: false,
      source: {
        publisher: "France-Visas (French government)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://france-visas.gouv.fr/",
        asOf: "2025",
      },
      note: "No digital nomad visa (the visitor visa forbids professional activity in France)",
      research: "From the published rules; the official page was not read in a stored copy. Checked France-Visas.",
    },
    italy: {
      value: true,
      source: {
        publisher: "Ministero degli Affari Esteri e della Cooperazione Internazionale (Italy)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://vistoperitalia.esteri.it/",
        asOf: "2025",
      },
      note: "Digital nomad / remote worker visa (Ministerial Decree of 29 February 2024, in force 4 April 2024), income of at least three times the health-care exemption threshold",
    },
    netherlands: {
      value: false,
      source: {
        publisher: "Immigration and Naturalisation Service (Netherlands)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://ind.nl/en",
        asOf: "2025",
      },
      note: "No digital nomad visa (the DAFT self-employment permit requires a business in the Netherlands)",
      research: "From the published rules; the official page was not read in a stored copy. Checked IND.",
    },
    denmark: {
      value: false,
      source: {
        publisher: "Danish Agency for International Recruitment and Integration",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.nyidanmark.dk/en-GB",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked New to Denmark.",
    },
    sweden: {
      value: false,
      source: {
        publisher: "Swedish Migration Agency",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.migrationsverket.se/",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked Migrationsverket.",
    },
    norway: {
      value: false,
      source: {
        publisher: "Norwegian Directorate of Immigration",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.udi.no/en/",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked UDI.",
    },
    finland: {
      value: false,
      source: {
        publisher: "Finnish Immigration Service",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://migri.fi/en/home",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker residence permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked Migri.",
    },
    switzerland: {
      value: false,
      source: {
        publisher: "State Secretariat for Migration (Switzerland)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.sem.admin.ch/sem/en/home.html",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked SEM.",
    },
    austria: {
      value: false,
      source: {
        publisher: "Austrian Federal Government (migration.gv.at)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://www.migration.gv.at/en/",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked migration.gv.at.",
    },
    belgium: {
      value: false,
      source: {
        publisher: "Immigration Office (Belgium)",
        title: "Official information on remote-work (digital nomad) residence",
        url: "https://dofi.ibz.be/en",
        asOf: "2025",
      },
      note: "No digital nomad or remote-worker permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked the Immigration Office.",
    },
    ghana: {
      value: null,
      note: "No digital nomad or remote-worker visa was found; not confirmed either way",
      research: "Nothing found in the sources consulted.",
    },
    liberia: {
      value: null,
      note: "No digital nomad or remote-worker visa was found; not confirmed either way",
      research: "Nothing found in the sources consulted.",
    },
    nigeria: {
      value: null,
      note: "No digital nomad or remote-worker visa was found; not confirmed either way",
      research: "Nothing found in the sources consulted.",
    },
    morocco: {
      value: null,
      note: "No digital nomad or remote-worker visa was found; not confirmed either way",
      research: "Nothing found in the sources consulted.",
    },
  },
};
