import type { IndicatorDataset } from "../dataset.schema";

// Whether each country offers a visa or permit for remote workers employed or self-employed abroad (digital nomad
// visa) that a US citizen can use, as of 2025. Collected from official immigration pages and, where noted, secondary
// pages read in stored copies; unconfirmed cases are null with a note.
export const remoteWorkRoute: IndicatorDataset<boolean> = {
  id: "remote-work-route",
  source: {
    publisher: "Official immigration authorities of each country (route availability for US citizens)",
    title: "Official immigration authorities of each country (route availability for US citizens)",
    url: "https://vistos.mne.gov.pt/en/",
    asOf: "2025",
  },
  unit: "true = a remote-work / digital nomad visa or permit exists for a US citizen; false = none",
  values: {
    portugal: {
      value: true,
      source: {
        publisher: "vistos.mne.gov.pt",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://vistos.mne.gov.pt/en/",
        asOf: "2025",
      },
      note: "D8 visa for remote work (digital nomad), income of at least four minimum wages. From the published rules; not read in a stored copy here",
    },
    spain: {
      value: true,
      source: {
        publisher: "exteriores.gob.es",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.exteriores.gob.es/",
        asOf: "2025",
      },
      note: "International teleworker (digital nomad) visa and residence, Law 28/2022. From the published rules; not read in a stored copy here",
    },
    mexico: {
      value: false,
      source: {
        publisher: "gob.mx",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gob.mx/inm",
        asOf: "2025",
      },
      note: "Checked INM categories: no dedicated remote-worker visa; remote workers use the temporary resident visa by economic solvency (counted as the retirement / passive-income route)",
    },
    "costa-rica": {
      value: true,
      source: {
        publisher: "migracion.go.cr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migracion.go.cr/",
        asOf: "2025",
      },
      note: "Stay for remote workers and service providers (Law 10008, regulations of July 2022)",
    },
    panama: {
      value: true,
      source: {
        publisher: "migracion.gob.pa",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migracion.gob.pa/",
        asOf: "2025",
      },
      note: "Short-stay visa as remote worker (9 months, renewable once; foreign income of at least USD 36,000/year)",
    },
    ecuador: {
      value: true,
      source: {
        publisher: "cancilleria.gob.ec",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cancilleria.gob.ec/",
        asOf: "2025",
      },
      note: "Temporary residence visa for digital nomads (residencia temporal de nómada digital). From the published rules; not read in a stored copy here",
    },
    colombia: {
      value: true,
      source: {
        publisher: "cancilleria.gov.co",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cancilleria.gov.co/",
        asOf: "2025",
      },
      note: "Visitor (V) visa for digital nomads (Resolution 5477/2022). From the published rules; not read in a stored copy here",
    },
    brazil: {
      value: true,
      source: {
        publisher: "gov.br",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://gov.br/mre/pt-br/consulado-lisboa/servicos-consulares/vistos-destinados-a-estrangeiros-para-entrada-no-brasil/visto-temporario-xiv-2013-nomade-digital-vitem-xiv",
        asOf: "2025",
      },
      note: "Temporary visa VITEM XIV for digital nomads (CNIg Normative Resolution 45), foreign income of at least USD 1,500/month or USD 18,000 in funds",
    },
    argentina: {
      value: true,
      source: {
        publisher: "argentina.gob.ar",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
        asOf: "2025",
      },
      note: "Transitory residence for digital nomads (residencia transitoria nómade digital, 2022). From the published rules; not read in a stored copy here",
    },
    chile: {
      value: false,
      source: {
        publisher: "serviciomigraciones.cl",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
        asOf: "2025",
      },
      note: "Checked the temporary-residence subcategories of Decreto 177/2022 listed by SERMIG: no remote-worker / digital nomad subcategory",
    },
    uruguay: {
      value: true,
      source: {
        publisher: "gub.uy",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gub.uy/tramites/hoja-identidad-provisoria",
        asOf: "2025",
      },
      note: "Provisional identity document for digital nomads (Decree 238/022), 6 months renewable for 6 more",
    },
    thailand: {
      value: true,
      source: {
        publisher: "thaievisa.go.th",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.thaievisa.go.th/",
        asOf: "2025",
      },
      note: "Destination Thailand Visa (DTV, from 15 July 2024) for remote workers, 5-year multiple entry with 180-day stays; the LTR 'work-from-Thailand professional' category also exists",
    },
    malaysia: {
      value: true,
      source: {
        publisher: "thestar.com.my",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://thestar.com.my/news/nation/2024/10/12/nearly-2000-digital-nomad-applicants-approved",
        asOf: "2025",
      },
      note: "DE Rantau Nomad Pass (MDEC and Immigration Department), professional visit pass for remote workers",
    },
    philippines: {
      value: false,
      source: {
        publisher: "cebudailynews.inquirer.net",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://cebudailynews.inquirer.net/634682/ph-launches-digital-nomad-visa-for-remote-workers",
        asOf: "2025",
      },
      note: "Digital Nomad Visa created by Executive Order 86 (24 April 2025) is limited to nationals of countries that offer digital nomad visas to Filipinos; the US offers none, so US citizens are not eligible",
    },
    vietnam: {
      value: false,
      source: {
        publisher: "xuatnhapcanh.gov.vn",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://xuatnhapcanh.gov.vn/",
        asOf: "2025",
      },
      note: "Checked Vietnam's visa categories: no digital nomad or remote-worker visa. From the published rules; not read in a stored copy here",
    },
    japan: {
      value: true,
      source: {
        publisher: "natlawreview.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://natlawreview.com/article/trending-east-asia-digital-nomad-visas",
        asOf: "2025",
      },
      note: "Designated Activities (digital nomad) from 2024, annual income of JPY 10 million or more; capped at 6 months, no residence card, not renewable",
    },
    "south-korea": {
      value: true,
      source: {
        publisher: "natlawreview.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://natlawreview.com/article/trending-east-asia-digital-nomad-visas",
        asOf: "2025",
      },
      note: "Workation visa (digital nomad trial from 1 January 2024), income of at least twice Korea's GNI per capita; up to 2 years",
    },
    singapore: {
      value: false,
      source: {
        publisher: "mom.gov.sg",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.mom.gov.sg/",
        asOf: "2025",
      },
      note: "Checked MOM passes: no digital nomad visa (the ONE Pass is a top-talent work pass). From the published rules; not read in a stored copy here",
    },
    australia: {
      value: false,
      source: {
        publisher: "immi.homeaffairs.gov.au",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://immi.homeaffairs.gov.au/",
        asOf: "2025",
      },
      note: "Checked Home Affairs: no digital nomad or remote-worker visa. From the published rules; not read in a stored copy here",
    },
    "new-zealand": {
      value: false,
      source: {
        publisher: "immigration.govt.nz",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.immigration.govt.nz/",
        asOf: "2025",
      },
      note: "Checked Immigration New Zealand: no digital nomad visa; visitors may do remote work for overseas employers only within a visitor stay. From the published rules; not read in a stored copy here",
    },
    canada: {
      value: false,
      source: {
        publisher: "canada.ca",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
        asOf: "2025",
      },
      note: "Checked IRCC: no digital nomad visa; remote work for a foreign employer is tolerated only within visitor status. From the published rules; not read in a stored copy here",
    },
    "united-kingdom": {
      value: false,
      source: {
        publisher: "gov.uk",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gov.uk/browse/visas-immigration",
        asOf: "2025",
      },
      note: "Checked GOV.UK visa routes: no digital nomad or remote-worker visa. From the published rules; not read in a stored copy here",
    },
    ireland: {
      value: false,
      source: {
        publisher: "irishimmigration.ie",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.irishimmigration.ie/",
        asOf: "2025",
      },
      note: "Checked Irish immigration permissions: no digital nomad or remote-worker permission. From the published rules; not read in a stored copy here",
    },
    germany: {
      value: false,
      source: {
        publisher: "make-it-in-germany.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.make-it-in-germany.com/en/",
        asOf: "2025",
      },
      note: "Checked Make it in Germany: no digital nomad visa; the freelance residence permit (Section 21(5) Residence Act) requires a business connection in Germany. From the published rules; not read in a stored copy here",
    },
    france: {
      value: false,
      source: {
        publisher: "france-visas.gouv.fr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://france-visas.gouv.fr/",
        asOf: "2025",
      },
      note: "Checked France-Visas: no digital nomad visa (the visitor visa forbids professional activity in France). From the published rules; not read in a stored copy here",
    },
    italy: {
      value: true,
      source: {
        publisher: "vistoperitalia.esteri.it",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://vistoperitalia.esteri.it/",
        asOf: "2025",
      },
      note: "Digital nomad / remote worker visa (Ministerial Decree of 29 February 2024, in force 4 April 2024), income of at least three times the health-care exemption threshold",
    },
    netherlands: {
      value: false,
      source: {
        publisher: "ind.nl",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://ind.nl/en",
        asOf: "2025",
      },
      note: "Checked IND: no digital nomad visa (the DAFT self-employment permit requires a business in the Netherlands). From the published rules; not read in a stored copy here",
    },
    denmark: {
      value: false,
      source: {
        publisher: "nyidanmark.dk",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.nyidanmark.dk/en-GB",
        asOf: "2025",
      },
      note: "Checked New to Denmark: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    sweden: {
      value: false,
      source: {
        publisher: "migrationsverket.se",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migrationsverket.se/",
        asOf: "2025",
      },
      note: "Checked Migrationsverket: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    norway: {
      value: false,
      source: {
        publisher: "udi.no",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.udi.no/en/",
        asOf: "2025",
      },
      note: "Checked UDI: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    finland: {
      value: false,
      source: {
        publisher: "migri.fi",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://migri.fi/en/home",
        asOf: "2025",
      },
      note: "Checked Migri: no digital nomad or remote-worker residence permit. From the published rules; not read in a stored copy here",
    },
    switzerland: {
      value: false,
      source: {
        publisher: "sem.admin.ch",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.sem.admin.ch/sem/en/home.html",
        asOf: "2025",
      },
      note: "Checked SEM: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    austria: {
      value: false,
      source: {
        publisher: "migration.gv.at",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migration.gv.at/en/",
        asOf: "2025",
      },
      note: "Checked migration.gv.at: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    belgium: {
      value: false,
      source: {
        publisher: "dofi.ibz.be",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://dofi.ibz.be/en",
        asOf: "2025",
      },
      note: "Checked the Immigration Office: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    ghana: {
      value: null,
      note: "No digital nomad or remote-worker visa found in the sources consulted; not confirmed either way",
    },
    liberia: {
      value: null,
      note: "No digital nomad or remote-worker visa found in the sources consulted; not confirmed either way",
    },
    nigeria: {
      value: null,
      note: "No digital nomad or remote-worker visa found in the sources consulted; not confirmed either way",
    },
    morocco: {
      value: null,
      note: "No digital nomad or remote-worker visa found in the sources consulted; not confirmed either way",
    },
  },
};
