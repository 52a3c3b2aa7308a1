import type { IndicatorDataset } from "../dataset.schema";

// Whether a skilled-worker / highly qualified work permit route exists for a US citizen with a job offer, as of
// 2025. Collected from official immigration pages and, where noted, secondary pages read in stored copies.
export const skilledWorkRoute: IndicatorDataset<boolean> = {
  id: "skilled-work-route",
  source: {
    publisher: "Official immigration authorities of each country (route availability for US citizens)",
    title: "Official immigration authorities of each country (route availability for US citizens)",
    url: "https://www.gov.uk/skilled-worker-visa",
    asOf: "2025",
  },
  unit: "true = a skilled-worker work permit route exists for a US citizen with a job offer; false = none",
  values: {
    portugal: {
      value: true,
      source: {
        publisher: "vistos.mne.gov.pt",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://vistos.mne.gov.pt/en/",
        asOf: "2025",
      },
      note: "Residence visa for highly qualified activity / EU Blue Card; also subordinate work visa. From the published rules; not read in a stored copy here",
    },
    spain: {
      value: true,
      source: {
        publisher: "exteriores.gob.es",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.exteriores.gob.es/",
        asOf: "2025",
      },
      note: "EU Blue Card and highly qualified professional residence (Law 14/2013); general work visa with employer authorisation. From the published rules; not read in a stored copy here",
    },
    mexico: {
      value: true,
      source: {
        publisher: "gob.mx",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gob.mx/inm",
        asOf: "2025",
      },
      note: "Temporary resident visa with a job offer (employer-sponsored work permit processed by INM). From the published rules; not read in a stored copy here",
    },
    "costa-rica": {
      value: true,
      source: {
        publisher: "migracion.go.cr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migracion.go.cr/",
        asOf: "2025",
      },
      note: "Residence / special category for employed workers authorised by the Dirección General de Migración y Extranjería. From the published rules; not read in a stored copy here",
    },
    panama: {
      value: true,
      source: {
        publisher: "migracion.gob.pa",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migracion.gob.pa/",
        asOf: "2025",
      },
      note: "Work permits (Ministry of Labour) with residence, including the Friendly Nations permit for US citizens with a job offer. From the published rules; not read in a stored copy here",
    },
    ecuador: {
      value: true,
      source: {
        publisher: "cancilleria.gob.ec",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cancilleria.gob.ec/",
        asOf: "2025",
      },
      note: "Temporary residence visa for workers (residencia temporal de trabajo)",
    },
    colombia: {
      value: true,
      source: {
        publisher: "cancilleria.gov.co",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cancilleria.gov.co/",
        asOf: "2025",
      },
      note: "Migrant (M) / visitor (V) visas for employment with a Colombian employer (Resolution 5477/2022). From the published rules; not read in a stored copy here",
    },
    brazil: {
      value: true,
      source: {
        publisher: "gov.br",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gov.br/mre/pt-br",
        asOf: "2025",
      },
      note: "Temporary work visa (VITEM V) with a residence authorisation for work. From the published rules; not read in a stored copy here",
    },
    argentina: {
      value: true,
      source: {
        publisher: "argentina.gob.ar",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
        asOf: "2025",
      },
      note: "Temporary residence as migrant worker or specialised personnel (Ley 25.871 art. 23 a, e)",
    },
    chile: {
      value: true,
      source: {
        publisher: "serviciomigraciones.cl",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
        asOf: "2025",
      },
      note: "Temporary residence subcategory for paid activities with an employer in Chile (Decreto 177/2022)",
    },
    uruguay: {
      value: true,
      source: {
        publisher: "gub.uy",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gub.uy/",
        asOf: "2025",
      },
      note: "Legal residence with a work contract (Dirección Nacional de Migración). From the published rules; not read in a stored copy here",
    },
    thailand: {
      value: true,
      source: {
        publisher: "thaievisa.go.th",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.thaievisa.go.th/",
        asOf: "2025",
      },
      note: "Non-Immigrant B visa with a work permit; LTR 'highly skilled professional' category. From the published rules; not read in a stored copy here",
    },
    malaysia: {
      value: true,
      source: {
        publisher: "imi.gov.my",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.imi.gov.my/",
        asOf: "2025",
      },
      note: "Employment Pass for skilled foreign employees. From the published rules; not read in a stored copy here",
    },
    philippines: {
      value: true,
      source: {
        publisher: "immigration.gov.ph",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://immigration.gov.ph/",
        asOf: "2025",
      },
      note: "Pre-arranged employment visa 9(g) with an Alien Employment Permit (DOLE). From the published rules; not read in a stored copy here",
    },
    vietnam: {
      value: true,
      source: {
        publisher: "xuatnhapcanh.gov.vn",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://xuatnhapcanh.gov.vn/",
        asOf: "2025",
      },
      note: "Work permit (or exemption) with LD visa and temporary residence card. From the published rules; not read in a stored copy here",
    },
    japan: {
      value: true,
      source: {
        publisher: "moj.go.jp",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.moj.go.jp/isa/",
        asOf: "2025",
      },
      note: "Engineer / Specialist in Humanities / International Services status and Highly Skilled Professional status. From the published rules; not read in a stored copy here",
    },
    "south-korea": {
      value: true,
      source: {
        publisher: "hikorea.go.kr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.hikorea.go.kr/",
        asOf: "2025",
      },
      note: "E-7 Specially Designated Activities (professional) work visa. From the published rules; not read in a stored copy here",
    },
    singapore: {
      value: true,
      source: {
        publisher: "mom.gov.sg",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.mom.gov.sg/passes-and-permits/employment-pass",
        asOf: "2025",
      },
      note: "Employment Pass for professionals, managers and executives. From the published rules; not read in a stored copy here",
    },
    australia: {
      value: true,
      source: {
        publisher: "immi.homeaffairs.gov.au",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://immi.homeaffairs.gov.au/",
        asOf: "2025",
      },
      note: "Skills in Demand visa (subclass 482, replaced the TSS visa in December 2024) and employer-nominated permanent visas. From the published rules; not read in a stored copy here",
    },
    "new-zealand": {
      value: true,
      source: {
        publisher: "immigration.govt.nz",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.immigration.govt.nz/",
        asOf: "2025",
      },
      note: "Accredited Employer Work Visa. From the published rules; not read in a stored copy here",
    },
    canada: {
      value: true,
      source: {
        publisher: "canada.ca",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
        asOf: "2025",
      },
      note: "Employer-specific work permits (LMIA or exempt) and Express Entry; CUSMA professionals for US citizens. From the published rules; not read in a stored copy here",
    },
    "united-kingdom": {
      value: true,
      source: {
        publisher: "gov.uk",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gov.uk/skilled-worker-visa",
        asOf: "2025",
      },
      note: "Skilled Worker visa. From the published rules; not read in a stored copy here",
    },
    ireland: {
      value: true,
      source: {
        publisher: "enterprise.gov.ie",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://enterprise.gov.ie/en/",
        asOf: "2025",
      },
      note: "Critical Skills Employment Permit and General Employment Permit (Department of Enterprise). From the published rules; not read in a stored copy here",
    },
    germany: {
      value: true,
      source: {
        publisher: "make-it-in-germany.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.make-it-in-germany.com/en/",
        asOf: "2025",
      },
      note: "EU Blue Card and residence permit for skilled workers (Sections 18a, 18b, 18g Residence Act). From the published rules; not read in a stored copy here",
    },
    france: {
      value: true,
      source: {
        publisher: "france-visas.gouv.fr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://france-visas.gouv.fr/",
        asOf: "2025",
      },
      note: "Talent passport (incl. EU Blue Card) and salaried-worker visa. From the published rules; not read in a stored copy here",
    },
    italy: {
      value: true,
      source: {
        publisher: "vistoperitalia.esteri.it",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://vistoperitalia.esteri.it/",
        asOf: "2025",
      },
      note: "EU Blue Card (outside the quota system) and subordinate work visa under the Decreto Flussi quotas. From the published rules; not read in a stored copy here",
    },
    netherlands: {
      value: true,
      source: {
        publisher: "ind.nl",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://ind.nl/en",
        asOf: "2025",
      },
      note: "Highly skilled migrant permit (kennismigrant) and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    denmark: {
      value: true,
      source: {
        publisher: "nyidanmark.dk",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.nyidanmark.dk/en-GB",
        asOf: "2025",
      },
      note: "Pay Limit Scheme and Positive Lists work permits (Denmark does not apply the EU Blue Card directive). From the published rules; not read in a stored copy here",
    },
    sweden: {
      value: true,
      source: {
        publisher: "migrationsverket.se",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migrationsverket.se/",
        asOf: "2025",
      },
      note: "Work permit with a job offer and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    norway: {
      value: true,
      source: {
        publisher: "udi.no",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.udi.no/en/",
        asOf: "2025",
      },
      note: "Residence permit for skilled workers. From the published rules; not read in a stored copy here",
    },
    finland: {
      value: true,
      source: {
        publisher: "migri.fi",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://migri.fi/en/home",
        asOf: "2025",
      },
      note: "Residence permit for specialists and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    switzerland: {
      value: true,
      source: {
        publisher: "sem.admin.ch",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.sem.admin.ch/sem/en/home.html",
        asOf: "2025",
      },
      note: "Work and residence permit for qualified third-country nationals within annual quotas (priority to Swiss/EU workers applies). From the published rules; not read in a stored copy here",
    },
    austria: {
      value: true,
      source: {
        publisher: "migration.gv.at",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migration.gv.at/en/",
        asOf: "2025",
      },
      note: "Red-White-Red Card (very highly qualified / skilled workers in shortage occupations / other key workers) and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    belgium: {
      value: true,
      source: {
        publisher: "dofi.ibz.be",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://dofi.ibz.be/en",
        asOf: "2025",
      },
      note: "Single permit for highly qualified workers and EU Blue Card (regional labour authorisation). From the published rules; not read in a stored copy here",
    },
    ghana: {
      value: true,
      source: {
        publisher: "modernghana.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.modernghana.com/news/924038/a-practical-guide-for-applying-for-a-resident-permit-in-ghan.html",
        asOf: "2025",
      },
      note: "Work permit or employer immigrant quota with a residence permit from the Ghana Immigration Service; read on a secondary guide",
    },
    liberia: {
      value: true,
      source: {
        publisher: "fragomen.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.fragomen.com/insights/summaries/liberia",
        asOf: "2025",
      },
      note: "Residence permit plus alien work permit issued by the Ministry of Labour (Division of Alien Registration); read on a secondary summary",
    },
    nigeria: {
      value: true,
      source: {
        publisher: "immigration.gov.ng",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://immigration.gov.ng/",
        asOf: "2025",
      },
      note: "Subject to Regularisation (STR) visa with an employer's expatriate quota, then a Combined Expatriate Residence Permit and Aliens Card (CERPAC)",
    },
    morocco: {
      value: true,
      source: {
        publisher: "expats.ma",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.expats.ma/conseils-expatries/travailler-au-maroc-demarches-pour-obtenir-le-permis-de-travail-pour-les-etrangers",
        asOf: "2025",
      },
      note: "Foreign employee work contract approved by the Ministry of Employment (TAECHIR, with an ANAPEC certificate), then a residence card; read on a secondary guide",
    },
  },
};
