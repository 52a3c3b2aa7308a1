import type { IndicatorDataset } from "../dataset.schema";

// Whether each country offers a long-stay residence permit or visa for retirees or people living on passive income
// (pension, savings) without working locally, open to a US citizen as of 2025. Collected from official immigration
// pages and, where noted, secondary pages read in stored copies; unconfirmed cases are null with a note.
export const retirementRoute: IndicatorDataset<boolean> = {
  id: "retirement-route",
  source: {
    publisher: "Official immigration authorities of each country (route availability for US citizens)",
    title: "Official immigration authorities of each country (route availability for US citizens)",
    url: "https://vistos.mne.gov.pt/en/",
    asOf: "2025",
  },
  unit: "true = a retirement / passive-income residence route exists for a US citizen; false = none",
  values: {
    portugal: {
      value: true,
      source: {
        publisher: "vistos.mne.gov.pt",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://vistos.mne.gov.pt/en/",
        asOf: "2025",
      },
      note: "D7 passive income / retirement residence visa. From the published rules; not read in a stored copy here",
    },
    spain: {
      value: true,
      source: {
        publisher: "exteriores.gob.es",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.exteriores.gob.es/",
        asOf: "2025",
      },
      note: "Non-lucrative residence visa (residencia no lucrativa), 400% of IPREM per month",
    },
    mexico: {
      value: true,
      source: {
        publisher: "embamex.sre.gob.mx",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
        asOf: "2025",
      },
      note: "Temporary resident visa by economic solvency (retirees / own financial means, no paid activity in Mexico)",
    },
    "costa-rica": {
      value: true,
      source: {
        publisher: "migracion.go.cr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migracion.go.cr/",
        asOf: "2025",
      },
      note: "Temporary residence as pensionado (pension over USD 1,000/month) or rentista; pensionado rule read on the Costa Rican embassy in Germany page",
    },
    panama: {
      value: true,
      source: {
        publisher: "panamadigital.gob.pa",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://panamadigital.gob.pa/pddev/InformacionTramite/solicitud-de-permiso-de-residente-permanente-como-jubilado-y-pensionado",
        asOf: "2025",
      },
      note: "Permanent resident permit as jubilado / pensionado (Servicio Nacional de Migración)",
    },
    ecuador: {
      value: true,
      source: {
        publisher: "cancilleria.gob.ec",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cancilleria.gob.ec/",
        asOf: "2025",
      },
      note: "Visa de residencia temporal de jubilado (retiree temporary residence, Ley Orgánica de Movilidad Humana art. 60)",
    },
    colombia: {
      value: true,
      source: {
        publisher: "cancilleria.gov.co",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
        asOf: "2025",
      },
      note: "Migrant (M) visa for pensioners / persons with independent income",
    },
    brazil: {
      value: true,
      source: {
        publisher: "gov.br",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://gov.br/mre/pt-br/consulado-faro/copy_of_assistencia%20consular/visto-temporario-xiv-aposentadoria-ou-pensao",
        asOf: "2025",
      },
      note: "Temporary visa VITEM XIV for retirees or pension beneficiaries (CNIg Normative Resolution 40/2019)",
    },
    argentina: {
      value: true,
      source: {
        publisher: "cfran.cancilleria.gob.ar",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://cfran.cancilleria.gob.ar/es/node/74095",
        asOf: "2025",
      },
      note: "Temporary residence as pensionado or rentista (Ley 25.871 art. 23 b-c; DNM Disposición 1732/2023)",
    },
    chile: {
      value: true,
      source: {
        publisher: "serviciomigraciones.cl",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
        asOf: "2025",
      },
      note: "Temporary residence subcategory for retirees (jubilados) and rentistas (Decreto 177/2022)",
    },
    uruguay: {
      value: true,
      source: {
        publisher: "gub.uy",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gub.uy/",
        asOf: "2025",
      },
      note: "Legal residence for non-Mercosur foreigners with proof of means of living (e.g. pension); no dedicated retiree visa or fixed minimum. From the published rules; not read in a stored copy here",
    },
    thailand: {
      value: true,
      source: {
        publisher: "cgchicago.thaiembassy.org",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://cgchicago.thaiembassy.org/en/page/visa-oaox",
        asOf: "2025",
      },
      note: "Non-Immigrant O-A (long stay, retirement, age 50+) and O-X visas; Non-O retirement extension also available",
    },
    malaysia: {
      value: true,
      source: {
        publisher: "motac.gov.my",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.motac.gov.my/",
        asOf: "2025",
      },
      note: "Malaysia My Second Home (MM2H), 2024 Silver/Gold/Platinum tiers based on fixed deposits; rules read in MOTAC announcement coverage (metproperty.com, June 2024)",
    },
    philippines: {
      value: true,
      source: {
        publisher: "pra.gov.ph",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://pra.gov.ph/SRRvisa",
        asOf: "2025",
      },
      note: "Special Resident Retiree's Visa (SRRV), Philippine Retirement Authority",
    },
    vietnam: {
      value: false,
      source: {
        publisher: "xuatnhapcanh.gov.vn",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://xuatnhapcanh.gov.vn/",
        asOf: "2025",
      },
      note: "Checked Vietnam's visa categories (Law 47/2014 as amended by Law 51/2019): no retirement or passive-income visa. From the published rules; not read in a stored copy here",
    },
    japan: {
      value: false,
      source: {
        publisher: "moj.go.jp",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.moj.go.jp/isa/",
        asOf: "2025",
      },
      note: "Checked Japan's statuses of residence: no retirement status; the 'Designated Activities (long stay for sightseeing and recreation)' permission is capped at 1 year without a residence card. From the published rules; not read in a stored copy here",
    },
    "south-korea": {
      value: false,
      source: {
        publisher: "hikorea.go.kr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.hikorea.go.kr/",
        asOf: "2025",
      },
      note: "Checked Korea's visa categories: no retirement or passive-income visa for US citizens without Korean ancestry or family. From the published rules; not read in a stored copy here",
    },
    singapore: {
      value: false,
      source: {
        publisher: "ica.gov.sg",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.ica.gov.sg/",
        asOf: "2025",
      },
      note: "Checked ICA passes: no retirement visa (Long-Term Visit Passes are family-based). From the published rules; not read in a stored copy here",
    },
    australia: {
      value: false,
      source: {
        publisher: "immi.homeaffairs.gov.au",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://immi.homeaffairs.gov.au/",
        asOf: "2025",
      },
      note: "Checked Home Affairs: Investor Retirement (subclass 405) and Retirement (410) visas are closed to new applicants. From the published rules; not read in a stored copy here",
    },
    "new-zealand": {
      value: true,
      source: {
        publisher: "immigration.govt.nz",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.immigration.govt.nz/opsmanual/44922.htm",
        asOf: "2025",
      },
      note: "Temporary Retirement Visitor Visa (age 66+, NZD 750,000 investment, NZD 500,000 maintenance funds, NZD 60,000 annual income)",
    },
    canada: {
      value: false,
      source: {
        publisher: "canada.ca",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
        asOf: "2025",
      },
      note: "Checked IRCC: no retirement or passive-income residence category. From the published rules; not read in a stored copy here",
    },
    "united-kingdom": {
      value: false,
      source: {
        publisher: "gov.uk",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gov.uk/browse/visas-immigration",
        asOf: "2025",
      },
      note: "Checked GOV.UK visa routes: the Retired Person of Independent Means route closed in 2008. From the published rules; not read in a stored copy here",
    },
    ireland: {
      value: true,
      source: {
        publisher: "irishimmigration.ie",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.irishimmigration.ie/",
        asOf: "2025",
      },
      note: "Stamp 0 permission for persons of independent means (income of EUR 50,000 per person per year plus a lump sum)",
    },
    germany: {
      value: null,
      source: {
        publisher: "rtpartner.de",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.rtpartner.de/en/immigration/rentner-visum/",
        asOf: "2025",
      },
      note: "No dedicated retirement visa; retirees can only seek a discretionary residence permit for an unspecified purpose (Section 7(1) sentence 3 Residence Act). Not counted as a defined route",
    },
    france: {
      value: true,
      source: {
        publisher: "france-visas.gouv.fr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://france-visas.gouv.fr/",
        asOf: "2025",
      },
      note: "Long-stay visitor visa (VLS-TS visiteur), resources at least equal to the net minimum wage (CESEDA L426-20)",
    },
    italy: {
      value: true,
      source: {
        publisher: "vistoperitalia.esteri.it",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://vistoperitalia.esteri.it/",
        asOf: "2025",
      },
      note: "Elective residence visa (residenza elettiva), passive income of at least EUR 31,000 per year",
    },
    netherlands: {
      value: false,
      source: {
        publisher: "ind.nl",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://ind.nl/en",
        asOf: "2025",
      },
      note: "Checked IND residence purposes: no retirement or passive-income permit for US citizens. From the published rules; not read in a stored copy here",
    },
    denmark: {
      value: false,
      source: {
        publisher: "nyidanmark.dk",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.nyidanmark.dk/en-GB",
        asOf: "2025",
      },
      note: "Checked New to Denmark: no retirement or passive-income residence permit. From the published rules; not read in a stored copy here",
    },
    sweden: {
      value: false,
      source: {
        publisher: "migrationsverket.se",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migrationsverket.se/",
        asOf: "2025",
      },
      note: "Checked Migrationsverket: no retirement or passive-income residence permit. From the published rules; not read in a stored copy here",
    },
    norway: {
      value: false,
      source: {
        publisher: "udi.no",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.udi.no/en/",
        asOf: "2025",
      },
      note: "Checked UDI: no retirement or passive-income residence permit. From the published rules; not read in a stored copy here",
    },
    finland: {
      value: false,
      source: {
        publisher: "migri.fi",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://migri.fi/en/home",
        asOf: "2025",
      },
      note: "Checked Migri: no retirement or passive-income residence permit. From the published rules; not read in a stored copy here",
    },
    switzerland: {
      value: true,
      source: {
        publisher: "sem.admin.ch",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.sem.admin.ch/sem/en/home.html",
        asOf: "2025",
      },
      note: "Residence permit for retirees (Art. 28 Foreign Nationals and Integration Act): age 55+, special personal ties to Switzerland, sufficient financial means",
    },
    austria: {
      value: true,
      source: {
        publisher: "bmi.gv.at",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.bmi.gv.at/312/22/start.aspx",
        asOf: "2025",
      },
      note: "Settlement Permit – Gainful Employment Excepted (Niederlassungsbewilligung – ausgenommen Erwerbstätigkeit), subject to an annual quota",
    },
    belgium: {
      value: null,
      source: {
        publisher: "dofi.ibz.be",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://dofi.ibz.be/en",
        asOf: "2025",
      },
      note: "No dedicated retirement visa; a long-stay permit for persons with sufficient means is only granted at the Immigration Office's discretion. Not counted as a defined route; not read in a stored copy here",
    },
    ghana: {
      value: true,
      source: {
        publisher: "modernghana.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.modernghana.com/news/924038/a-practical-guide-for-applying-for-a-resident-permit-in-ghan.html",
        asOf: "2025",
      },
      note: "Residence permit issued by the Ghana Immigration Service for retirees (residence permits are tied to a stated purpose); read on a secondary guide",
    },
    liberia: {
      value: null,
      note: "No retirement or passive-income residence route found in the sources consulted",
    },
    nigeria: {
      value: null,
      source: {
        publisher: "mondaq.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.mondaq.com/nigeria/work-visas/1104524/a-review-of-the-implementation-status-of-the-nigeria-visa-policy-nvp-2020",
        asOf: "2025",
      },
      note: "Nigeria Visa Policy 2020 lists permanent-residence classes including retirees, but implementation of many classes is unconfirmed",
    },
    morocco: {
      value: true,
      source: {
        publisher: "cabinetavocatmaroc.fr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://cabinetavocatmaroc.fr/2023/01/28/formalites-carte-de-sejour-au-maroc-pour-les-etrangers/",
        asOf: "2025",
      },
      note: "Registration card (carte d'immatriculation) marked 'visiteur' for residents living on their own means, e.g. retirees showing pension income (Law 02-03); read on a secondary guide",
    },
  },
};
