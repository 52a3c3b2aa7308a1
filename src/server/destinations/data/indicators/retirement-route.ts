import type { IndicatorDataset } from "../dataset.schema";

// Whether each country offers a long-stay residence permit or visa for retirees or people living on passive income
// (pension, savings) without working locally, open to a US citizen as of 2025. Collected from official immigration
// pages and, where noted, secondary pages read in stored copies; unconfirmed cases are null with a note.
export const retirementRoute: IndicatorDataset<boolean> = {
  id: "retirement-route",
  source: {
    publisher: "Ministério dos Negócios Estrangeiros (Portugal)",
    title: "Official information on retirement and passive-income residence: the first of the official pages cited country by country",
    url: "https://vistos.mne.gov.pt/en/",
    asOf: "2025",
  },
  unit: "true = a retirement / passive-income residence route exists for a US citizen; false = none",
  values: {
    portugal: {
      value: true,
      source: {
        publisher: "Ministério dos Negócios Estrangeiros (Portugal)",
        title: "Official information on retirement and passive-income residence",
        url: "https://vistos.mne.gov.pt/en/",
        asOf: "2025",
      },
      note: "D7 passive income / retirement residence visa",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    spain: {
      value: true,
      source: {
        publisher: "Ministerio de Asuntos Exteriores (Spain)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.exteriores.gob.es/",
        asOf: "2025",
      },
      note: "Non-lucrative residence visa (residencia no lucrativa), 400% of IPREM per month",
    },
    mexico: {
      value: true,
      source: {
        publisher: "Secretaría de Relaciones Exteriores (Mexico)",
        title: "Official information on retirement and passive-income residence",
        url: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
        asOf: "2025",
      },
      note: "Temporary resident visa by economic solvency (retirees / own financial means, no paid activity in Mexico)",
    },
    "costa-rica": {
      value: true,
      source: {
        publisher: "Dirección General de Migración y Extranjería (Costa Rica)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.migracion.go.cr/",
        asOf: "2025",
      },
      note: "Temporary residence as pensionado (pension over USD 1,000/month) or rentista",
      research: "Pensionado rule read on the Costa Rican embassy in Germany page.",
    },
    panama: {
      value: true,
      source: {
        publisher: "Servicio Nacional de Migración (Panama)",
        title: "Official information on retirement and passive-income residence",
        url: "https://panamadigital.gob.pa/pddev/InformacionTramite/solicitud-de-permiso-de-residente-permanente-como-jubilado-y-pensionado",
        asOf: "2025",
      },
      note: "Permanent resident permit as jubilado / pensionado (Servicio Nacional de Migración)",
    },
    ecuador: {
      value: true,
      source: {
        publisher: "Ministerio de Relaciones Exteriores y Movilidad Humana (Ecuador)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.cancilleria.gob.ec/",
        asOf: "2025",
      },
      note: "Visa de residencia temporal de jubilado (retiree temporary residence, Ley Orgánica de Movilidad Humana art. 60)",
    },
    colombia: {
      value: true,
      source: {
        publisher: "Cancillería de Colombia",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
        asOf: "2025",
      },
      note: "Migrant (M) visa for pensioners / persons with independent income",
    },
    brazil: {
      value: true,
      source: {
        publisher: "Ministério das Relações Exteriores (Brazil)",
        title: "Official information on retirement and passive-income residence",
        url: "https://gov.br/mre/pt-br/consulado-faro/copy_of_assistencia%20consular/visto-temporario-xiv-aposentadoria-ou-pensao",
        asOf: "2025",
      },
      note: "Temporary visa VITEM XIV for retirees or pension beneficiaries (CNIg Normative Resolution 40/2019)",
    },
    argentina: {
      value: true,
      source: {
        publisher: "Cancillería Argentina",
        title: "Official information on retirement and passive-income residence",
        url: "https://cfran.cancilleria.gob.ar/es/node/74095",
        asOf: "2025",
      },
      note: "Temporary residence as pensionado or rentista (Ley 25.871 art. 23 b-c; DNM Disposición 1732/2023)",
    },
    chile: {
      value: true,
      source: {
        publisher: "Servicio Nacional de Migraciones (Chile)",
        title: "Official information on retirement and passive-income residence",
        url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
        asOf: "2025",
      },
      note: "Temporary residence subcategory for retirees (jubilados) and rentistas (Decreto 177/2022)",
    },
    uruguay: {
      value: true,
      source: {
        publisher: "Government of Uruguay",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.gub.uy/",
        asOf: "2025",
      },
      note: "Legal residence for non-Mercosur foreigners with proof of means of living (e.g. pension); no dedicated retiree visa or fixed minimum",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    thailand: {
      value: true,
      source: {
        publisher: "Royal Thai Consulate-General, Chicago",
        title: "Official information on retirement and passive-income residence",
        url: "https://cgchicago.thaiembassy.org/en/page/visa-oaox",
        asOf: "2025",
      },
      note: "Non-Immigrant O-A (long stay, retirement, age 50+) and O-X visas; Non-O retirement extension also available",
    },
    malaysia: {
      value: true,
      source: {
        publisher: "Ministry of Tourism, Arts and Culture (Malaysia)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.motac.gov.my/",
        asOf: "2025",
      },
      note: "Malaysia My Second Home (MM2H), 2024 Silver/Gold/Platinum tiers based on fixed deposits",
      research: "Rules read in coverage of the MOTAC announcement (metproperty.com, June 2024).",
    },
    philippines: {
      value: true,
      source: {
        publisher: "Philippine Retirement Authority",
        title: "Official information on retirement and passive-income residence",
        url: "https://pra.gov.ph/SRRvisa",
        asOf: "2025",
      },
      note: "Special Resident Retiree's Visa (SRRV), Philippine Retirement Authority",
    },
    vietnam: {
      value: false,
      source: {
        publisher: "Immigration Department (Vietnam)",
        title: "Official information on retirement and passive-income residence",
        url: "https://xuatnhapcanh.gov.vn/",
        asOf: "2025",
      },
      note: "No retirement or passive-income visa among Vietnam's visa categories (Law 47/2014 as amended by Law 51/2019)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    japan: {
      value: false,
      source: {
        publisher: "Ministry of Justice (Japan)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.moj.go.jp/isa/",
        asOf: "2025",
      },
      note: "No retirement status of residence; the 'Designated Activities (long stay for sightseeing and recreation)' permission is capped at 1 year without a residence card",
      research: "From the published rules; the official page was not read in a stored copy. Checked Japan's statuses of residence.",
    },
    "south-korea": {
      value: false,
      source: {
        publisher: "Ministry of Justice (South Korea)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.hikorea.go.kr/",
        asOf: "2025",
      },
      note: "No retirement or passive-income visa for US citizens without Korean ancestry or family",
      research: "From the published rules; the official page was not read in a stored copy. Checked Korea's visa categories.",
    },
    singapore: {
      value: false,
      source: {
        publisher: "Immigration & Checkpoints Authority (Singapore)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.ica.gov.sg/",
        asOf: "2025",
      },
      note: "No retirement visa (Long-Term Visit Passes are family-based)",
      research: "From the published rules; the official page was not read in a stored copy. Checked ICA passes.",
    },
    australia: {
      value: false,
      source: {
        publisher: "Department of Home Affairs (Australia)",
        title: "Official information on retirement and passive-income residence",
        url: "https://immi.homeaffairs.gov.au/",
        asOf: "2025",
      },
      note: "Investor Retirement (subclass 405) and Retirement (410) visas are closed to new applicants",
      research: "From the published rules; the official page was not read in a stored copy. Checked Home Affairs.",
    },
    "new-zealand": {
      value: true,
      source: {
        publisher: "Immigration New Zealand",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.immigration.govt.nz/opsmanual/44922.htm",
        asOf: "2025",
      },
      note: "Temporary Retirement Visitor Visa (age 66+, NZD 750,000 investment, NZD 500,000 maintenance funds, NZD 60,000 annual income)",
    },
    canada: {
      value: false,
      source: {
        publisher: "Immigration, Refugees and Citizenship Canada",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
        asOf: "2025",
      },
      note: "No retirement or passive-income residence category",
      research: "From the published rules; the official page was not read in a stored copy. Checked IRCC.",
    },
    "united-kingdom": {
      value: false,
      source: {
        publisher: "UK Government",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.gov.uk/browse/visas-immigration",
        asOf: "2025",
      },
      note: "The Retired Person of Independent Means route closed in 2008",
      research: "From the published rules; the official page was not read in a stored copy. Checked GOV.UK visa routes.",
    },
    ireland: {
      value: true,
      source: {
        publisher: "Immigration Service Delivery (Ireland)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.irishimmigration.ie/",
        asOf: "2025",
      },
      note: "Stamp 0 permission for persons of independent means (income of EUR 50,000 per person per year plus a lump sum)",
    },
    germany: {
      value: null,
      source: {
        publisher: "Federal Government of Germany",
        title: "Rules on retirement and passive-income residence",
        url: "https://www.rtpartner.de/en/immigration/rentner-visum/",
        via: "RT Partner",
        asOf: "2025",
      },
      note: "No dedicated retirement visa; retirees can only seek a discretionary residence permit for an unspecified purpose (Section 7(1) sentence 3 Residence Act). Not counted as a defined route",
    },
    france: {
      value: true,
      source: {
        publisher: "France-Visas (French government)",
        title: "Official information on retirement and passive-income residence",
        url: "https://france-visas.gouv.fr/",
        asOf: "2025",
      },
      note: "Long-stay visitor visa (VLS-TS visiteur), resources at least equal to the net minimum wage (CESEDA L426-20)",
    },
    italy: {
      value: true,
      source: {
        publisher: "Ministero degli Affari Esteri e della Cooperazione Internazionale (Italy)",
        title: "Official information on retirement and passive-income residence",
        url: "https://vistoperitalia.esteri.it/",
        asOf: "2025",
      },
      note: "Elective residence visa (residenza elettiva), passive income of at least EUR 31,000 per year",
    },
    netherlands: {
      value: false,
      source: {
        publisher: "Immigration and Naturalisation Service (Netherlands)",
        title: "Official information on retirement and passive-income residence",
        url: "https://ind.nl/en",
        asOf: "2025",
      },
      note: "No retirement or passive-income permit for US citizens",
      research: "From the published rules; the official page was not read in a stored copy. Checked IND residence purposes.",
    },
    denmark: {
      value: false,
      source: {
        publisher: "Danish Agency for International Recruitment and Integration",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.nyidanmark.dk/en-GB",
        asOf: "2025",
      },
      note: "No retirement or passive-income residence permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked New to Denmark.",
    },
    sweden: {
      value: false,
      source: {
        publisher: "Swedish Migration Agency",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.migrationsverket.se/",
        asOf: "2025",
      },
      note: "No retirement or passive-income residence permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked Migrationsverket.",
    },
    norway: {
      value: false,
      source: {
        publisher: "Norwegian Directorate of Immigration",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.udi.no/en/",
        asOf: "2025",
      },
      note: "No retirement or passive-income residence permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked UDI.",
    },
    finland: {
      value: false,
      source: {
        publisher: "Finnish Immigration Service",
        title: "Official information on retirement and passive-income residence",
        url: "https://migri.fi/en/home",
        asOf: "2025",
      },
      note: "No retirement or passive-income residence permit",
      research: "From the published rules; the official page was not read in a stored copy. Checked Migri.",
    },
    switzerland: {
      value: true,
      source: {
        publisher: "State Secretariat for Migration (Switzerland)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.sem.admin.ch/sem/en/home.html",
        asOf: "2025",
      },
      note: "Residence permit for retirees (Art. 28 Foreign Nationals and Integration Act): age 55+, special personal ties to Switzerland, sufficient financial means",
    },
    austria: {
      value: true,
      source: {
        publisher: "Federal Ministry of the Interior (Austria)",
        title: "Official information on retirement and passive-income residence",
        url: "https://www.bmi.gv.at/312/22/start.aspx",
        asOf: "2025",
      },
      note: "Settlement Permit – Gainful Employment Excepted (Niederlassungsbewilligung – ausgenommen Erwerbstätigkeit), subject to an annual quota",
    },
    belgium: {
      value: null,
      source: {
        publisher: "Immigration Office (Belgium)",
        title: "Official information on retirement and passive-income residence",
        url: "https://dofi.ibz.be/en",
        asOf: "2025",
      },
      note: "No dedicated retirement visa; a long-stay permit for persons with sufficient means is only granted at the Immigration Office's discretion. Not counted as a defined route",
      research: "The official page was not read in a stored copy.",
    },
    ghana: {
      value: true,
      source: {
        publisher: "Ghana Immigration Service",
        title: "Rules on retirement and passive-income residence",
        url: "https://www.modernghana.com/news/924038/a-practical-guide-for-applying-for-a-resident-permit-in-ghan.html",
        via: "Modern Ghana",
        asOf: "2025",
      },
      note: "Residence permit issued by the Ghana Immigration Service for retirees (residence permits are tied to a stated purpose)",
      research: "Read on a secondary guide (the linked page), not on the government's own page.",
    },
    liberia: {
      value: null,
      note: "No retirement or passive-income residence route was found",
      research: "Nothing found in the sources consulted.",
    },
    nigeria: {
      value: null,
      source: {
        publisher: "Nigeria Immigration Service",
        title: "Rules on retirement and passive-income residence",
        url: "https://www.mondaq.com/nigeria/work-visas/1104524/a-review-of-the-implementation-status-of-the-nigeria-visa-policy-nvp-2020",
        via: "Mondaq",
        asOf: "2025",
      },
      note: "Nigeria Visa Policy 2020 lists permanent-residence classes including retirees, but implementation of many classes is unconfirmed",
    },
    morocco: {
      value: true,
      source: {
        publisher: "Direction Générale de la Sûreté Nationale (Morocco)",
        title: "Rules on retirement and passive-income residence",
        url: "https://cabinetavocatmaroc.fr/2023/01/28/formalites-carte-de-sejour-au-maroc-pour-les-etrangers/",
        via: "Cabinet Avocat Maroc",
        asOf: "2025",
      },
      note: "Registration card (carte d'immatriculation) marked 'visiteur' for residents living on their own means, e.g. retirees showing pension income (Law 02-03)",
      research: "Read on a secondary guide (the linked page), not on the government's own page.",
    },
  },
};
