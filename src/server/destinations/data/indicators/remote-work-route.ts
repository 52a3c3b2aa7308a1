import type { IndicatorDataset } from "../dataset.schema";

// Whether each country offers a visa or permit for remote workers employed or self-employed abroad (digital nomad
// visa) that a US citizen can use, as of 2025. Collected from official immigration pages and, where noted, secondary
// pages read in stored copies; unconfirmed cases are null with a note.
export const remoteWorkRoute: IndicatorDataset<boolean> = {
  id: "remote-work-route",
  source: {
    name: "Official immigration authorities of each country (route availability for US citizens)",
    url: "https://vistos.mne.gov.pt/en/",
    asOf: "2025",
  },
  unit: "true = a remote-work / digital nomad visa or permit exists for a US citizen; false = none",
  values: {
    portugal: {
      value: true,
      url: "https://vistos.mne.gov.pt/en/",
      note: "D8 visa for remote work (digital nomad), income of at least four minimum wages. From the published rules; not read in a stored copy here",
    },
    spain: {
      value: true,
      url: "https://www.exteriores.gob.es/",
      note: "International teleworker (digital nomad) visa and residence, Law 28/2022. From the published rules; not read in a stored copy here",
    },
    mexico: {
      value: false,
      url: "https://www.gob.mx/inm",
      note: "Checked INM categories: no dedicated remote-worker visa; remote workers use the temporary resident visa by economic solvency (counted as the retirement / passive-income route)",
    },
    "costa-rica": {
      value: true,
      url: "https://www.migracion.go.cr/",
      note: "Stay for remote workers and service providers (Law 10008, regulations of July 2022)",
    },
    panama: {
      value: true,
      url: "https://www.migracion.gob.pa/",
      note: "Short-stay visa as remote worker (9 months, renewable once; foreign income of at least USD 36,000/year)",
    },
    ecuador: {
      value: true,
      url: "https://www.cancilleria.gob.ec/",
      note: "Temporary residence visa for digital nomads (residencia temporal de nómada digital). From the published rules; not read in a stored copy here",
    },
    colombia: {
      value: true,
      url: "https://www.cancilleria.gov.co/",
      note: "Visitor (V) visa for digital nomads (Resolution 5477/2022). From the published rules; not read in a stored copy here",
    },
    brazil: {
      value: true,
      url: "https://gov.br/mre/pt-br/consulado-lisboa/servicos-consulares/vistos-destinados-a-estrangeiros-para-entrada-no-brasil/visto-temporario-xiv-2013-nomade-digital-vitem-xiv",
      note: "Temporary visa VITEM XIV for digital nomads (CNIg Normative Resolution 45), foreign income of at least USD 1,500/month or USD 18,000 in funds",
    },
    argentina: {
      value: true,
      url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
      note: "Transitory residence for digital nomads (residencia transitoria nómade digital, 2022). From the published rules; not read in a stored copy here",
    },
    chile: {
      value: false,
      url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
      note: "Checked the temporary-residence subcategories of Decreto 177/2022 listed by SERMIG: no remote-worker / digital nomad subcategory",
    },
    uruguay: {
      value: true,
      url: "https://www.gub.uy/tramites/hoja-identidad-provisoria",
      note: "Provisional identity document for digital nomads (Decree 238/022), 6 months renewable for 6 more",
    },
    thailand: {
      value: true,
      url: "https://www.thaievisa.go.th/",
      note: "Destination Thailand Visa (DTV, from 15 July 2024) for remote workers, 5-year multiple entry with 180-day stays; the LTR 'work-from-Thailand professional' category also exists",
    },
    malaysia: {
      value: true,
      url: "https://thestar.com.my/news/nation/2024/10/12/nearly-2000-digital-nomad-applicants-approved",
      note: "DE Rantau Nomad Pass (MDEC and Immigration Department), professional visit pass for remote workers",
    },
    philippines: {
      value: false,
      url: "https://cebudailynews.inquirer.net/634682/ph-launches-digital-nomad-visa-for-remote-workers",
      note: "Digital Nomad Visa created by Executive Order 86 (24 April 2025) is limited to nationals of countries that offer digital nomad visas to Filipinos; the US offers none, so US citizens are not eligible",
    },
    vietnam: {
      value: false,
      url: "https://xuatnhapcanh.gov.vn/",
      note: "Checked Vietnam's visa categories: no digital nomad or remote-worker visa. From the published rules; not read in a stored copy here",
    },
    japan: {
      value: true,
      url: "https://natlawreview.com/article/trending-east-asia-digital-nomad-visas",
      note: "Designated Activities (digital nomad) from 2024, annual income of JPY 10 million or more; capped at 6 months, no residence card, not renewable",
    },
    "south-korea": {
      value: true,
      url: "https://natlawreview.com/article/trending-east-asia-digital-nomad-visas",
      note: "Workation visa (digital nomad trial from 1 January 2024), income of at least twice Korea's GNI per capita; up to 2 years",
    },
    singapore: {
      value: false,
      url: "https://www.mom.gov.sg/",
      note: "Checked MOM passes: no digital nomad visa (the ONE Pass is a top-talent work pass). From the published rules; not read in a stored copy here",
    },
    australia: {
      value: false,
      url: "https://immi.homeaffairs.gov.au/",
      note: "Checked Home Affairs: no digital nomad or remote-worker visa. From the published rules; not read in a stored copy here",
    },
    "new-zealand": {
      value: false,
      url: "https://www.immigration.govt.nz/",
      note: "Checked Immigration New Zealand: no digital nomad visa; visitors may do remote work for overseas employers only within a visitor stay. From the published rules; not read in a stored copy here",
    },
    canada: {
      value: false,
      url: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
      note: "Checked IRCC: no digital nomad visa; remote work for a foreign employer is tolerated only within visitor status. From the published rules; not read in a stored copy here",
    },
    "united-kingdom": {
      value: false,
      url: "https://www.gov.uk/browse/visas-immigration",
      note: "Checked GOV.UK visa routes: no digital nomad or remote-worker visa. From the published rules; not read in a stored copy here",
    },
    ireland: {
      value: false,
      url: "https://www.irishimmigration.ie/",
      note: "Checked Irish immigration permissions: no digital nomad or remote-worker permission. From the published rules; not read in a stored copy here",
    },
    germany: {
      value: false,
      url: "https://www.make-it-in-germany.com/en/",
      note: "Checked Make it in Germany: no digital nomad visa; the freelance residence permit (Section 21(5) Residence Act) requires a business connection in Germany. From the published rules; not read in a stored copy here",
    },
    france: {
      value: false,
      url: "https://france-visas.gouv.fr/",
      note: "Checked France-Visas: no digital nomad visa (the visitor visa forbids professional activity in France). From the published rules; not read in a stored copy here",
    },
    italy: {
      value: true,
      url: "https://vistoperitalia.esteri.it/",
      note: "Digital nomad / remote worker visa (Ministerial Decree of 29 February 2024, in force 4 April 2024), income of at least three times the health-care exemption threshold",
    },
    netherlands: {
      value: false,
      url: "https://ind.nl/en",
      note: "Checked IND: no digital nomad visa (the DAFT self-employment permit requires a business in the Netherlands). From the published rules; not read in a stored copy here",
    },
    denmark: {
      value: false,
      url: "https://www.nyidanmark.dk/en-GB",
      note: "Checked New to Denmark: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    sweden: {
      value: false,
      url: "https://www.migrationsverket.se/",
      note: "Checked Migrationsverket: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    norway: {
      value: false,
      url: "https://www.udi.no/en/",
      note: "Checked UDI: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    finland: {
      value: false,
      url: "https://migri.fi/en/home",
      note: "Checked Migri: no digital nomad or remote-worker residence permit. From the published rules; not read in a stored copy here",
    },
    switzerland: {
      value: false,
      url: "https://www.sem.admin.ch/sem/en/home.html",
      note: "Checked SEM: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    austria: {
      value: false,
      url: "https://www.migration.gv.at/en/",
      note: "Checked migration.gv.at: no digital nomad or remote-worker permit. From the published rules; not read in a stored copy here",
    },
    belgium: {
      value: false,
      url: "https://dofi.ibz.be/en",
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
