import type { IndicatorDataset } from "../dataset.schema";

// Whether a skilled-worker / highly qualified work permit route exists for a US citizen with a job offer, as of
// 2025. Collected from official immigration pages and, where noted, secondary pages read in stored copies.
export const skilledWorkRoute: IndicatorDataset<boolean> = {
  id: "skilled-work-route",
  source: {
    name: "Official immigration authorities of each country (route availability for US citizens)",
    url: "https://www.gov.uk/skilled-worker-visa",
    asOf: "2025",
  },
  unit: "true = a skilled-worker work permit route exists for a US citizen with a job offer; false = none",
  values: {
    portugal: {
      value: true,
      url: "https://vistos.mne.gov.pt/en/",
      note: "Residence visa for highly qualified activity / EU Blue Card; also subordinate work visa. From the published rules; not read in a stored copy here",
    },
    spain: {
      value: true,
      url: "https://www.exteriores.gob.es/",
      note: "EU Blue Card and highly qualified professional residence (Law 14/2013); general work visa with employer authorisation. From the published rules; not read in a stored copy here",
    },
    mexico: {
      value: true,
      url: "https://www.gob.mx/inm",
      note: "Temporary resident visa with a job offer (employer-sponsored work permit processed by INM). From the published rules; not read in a stored copy here",
    },
    "costa-rica": {
      value: true,
      url: "https://www.migracion.go.cr/",
      note: "Residence / special category for employed workers authorised by the Dirección General de Migración y Extranjería. From the published rules; not read in a stored copy here",
    },
    panama: {
      value: true,
      url: "https://www.migracion.gob.pa/",
      note: "Work permits (Ministry of Labour) with residence, including the Friendly Nations permit for US citizens with a job offer. From the published rules; not read in a stored copy here",
    },
    ecuador: {
      value: true,
      url: "https://www.cancilleria.gob.ec/",
      note: "Temporary residence visa for workers (residencia temporal de trabajo)",
    },
    colombia: {
      value: true,
      url: "https://www.cancilleria.gov.co/",
      note: "Migrant (M) / visitor (V) visas for employment with a Colombian employer (Resolution 5477/2022). From the published rules; not read in a stored copy here",
    },
    brazil: {
      value: true,
      url: "https://www.gov.br/mre/pt-br",
      note: "Temporary work visa (VITEM V) with a residence authorisation for work. From the published rules; not read in a stored copy here",
    },
    argentina: {
      value: true,
      url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
      note: "Temporary residence as migrant worker or specialised personnel (Ley 25.871 art. 23 a, e)",
    },
    chile: {
      value: true,
      url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
      note: "Temporary residence subcategory for paid activities with an employer in Chile (Decreto 177/2022)",
    },
    uruguay: {
      value: true,
      url: "https://www.gub.uy/",
      note: "Legal residence with a work contract (Dirección Nacional de Migración). From the published rules; not read in a stored copy here",
    },
    thailand: {
      value: true,
      url: "https://www.thaievisa.go.th/",
      note: "Non-Immigrant B visa with a work permit; LTR 'highly skilled professional' category. From the published rules; not read in a stored copy here",
    },
    malaysia: {
      value: true,
      url: "https://www.imi.gov.my/",
      note: "Employment Pass for skilled foreign employees. From the published rules; not read in a stored copy here",
    },
    philippines: {
      value: true,
      url: "https://immigration.gov.ph/",
      note: "Pre-arranged employment visa 9(g) with an Alien Employment Permit (DOLE). From the published rules; not read in a stored copy here",
    },
    vietnam: {
      value: true,
      url: "https://xuatnhapcanh.gov.vn/",
      note: "Work permit (or exemption) with LD visa and temporary residence card. From the published rules; not read in a stored copy here",
    },
    japan: {
      value: true,
      url: "https://www.moj.go.jp/isa/",
      note: "Engineer / Specialist in Humanities / International Services status and Highly Skilled Professional status. From the published rules; not read in a stored copy here",
    },
    "south-korea": {
      value: true,
      url: "https://www.hikorea.go.kr/",
      note: "E-7 Specially Designated Activities (professional) work visa. From the published rules; not read in a stored copy here",
    },
    singapore: {
      value: true,
      url: "https://www.mom.gov.sg/passes-and-permits/employment-pass",
      note: "Employment Pass for professionals, managers and executives. From the published rules; not read in a stored copy here",
    },
    australia: {
      value: true,
      url: "https://immi.homeaffairs.gov.au/",
      note: "Skills in Demand visa (subclass 482, replaced the TSS visa in December 2024) and employer-nominated permanent visas. From the published rules; not read in a stored copy here",
    },
    "new-zealand": {
      value: true,
      url: "https://www.immigration.govt.nz/",
      note: "Accredited Employer Work Visa. From the published rules; not read in a stored copy here",
    },
    canada: {
      value: true,
      url: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
      note: "Employer-specific work permits (LMIA or exempt) and Express Entry; CUSMA professionals for US citizens. From the published rules; not read in a stored copy here",
    },
    "united-kingdom": {
      value: true,
      url: "https://www.gov.uk/skilled-worker-visa",
      note: "Skilled Worker visa. From the published rules; not read in a stored copy here",
    },
    ireland: {
      value: true,
      url: "https://enterprise.gov.ie/en/",
      note: "Critical Skills Employment Permit and General Employment Permit (Department of Enterprise). From the published rules; not read in a stored copy here",
    },
    germany: {
      value: true,
      url: "https://www.make-it-in-germany.com/en/",
      note: "EU Blue Card and residence permit for skilled workers (Sections 18a, 18b, 18g Residence Act). From the published rules; not read in a stored copy here",
    },
    france: {
      value: true,
      url: "https://france-visas.gouv.fr/",
      note: "Talent passport (incl. EU Blue Card) and salaried-worker visa. From the published rules; not read in a stored copy here",
    },
    italy: {
      value: true,
      url: "https://vistoperitalia.esteri.it/",
      note: "EU Blue Card (outside the quota system) and subordinate work visa under the Decreto Flussi quotas. From the published rules; not read in a stored copy here",
    },
    netherlands: {
      value: true,
      url: "https://ind.nl/en",
      note: "Highly skilled migrant permit (kennismigrant) and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    denmark: {
      value: true,
      url: "https://www.nyidanmark.dk/en-GB",
      note: "Pay Limit Scheme and Positive Lists work permits (Denmark does not apply the EU Blue Card directive). From the published rules; not read in a stored copy here",
    },
    sweden: {
      value: true,
      url: "https://www.migrationsverket.se/",
      note: "Work permit with a job offer and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    norway: {
      value: true,
      url: "https://www.udi.no/en/",
      note: "Residence permit for skilled workers. From the published rules; not read in a stored copy here",
    },
    finland: {
      value: true,
      url: "https://migri.fi/en/home",
      note: "Residence permit for specialists and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    switzerland: {
      value: true,
      url: "https://www.sem.admin.ch/sem/en/home.html",
      note: "Work and residence permit for qualified third-country nationals within annual quotas (priority to Swiss/EU workers applies). From the published rules; not read in a stored copy here",
    },
    austria: {
      value: true,
      url: "https://www.migration.gv.at/en/",
      note: "Red-White-Red Card (very highly qualified / skilled workers in shortage occupations / other key workers) and EU Blue Card. From the published rules; not read in a stored copy here",
    },
    belgium: {
      value: true,
      url: "https://dofi.ibz.be/en",
      note: "Single permit for highly qualified workers and EU Blue Card (regional labour authorisation). From the published rules; not read in a stored copy here",
    },
    ghana: {
      value: true,
      url: "https://www.modernghana.com/news/924038/a-practical-guide-for-applying-for-a-resident-permit-in-ghan.html",
      note: "Work permit or employer immigrant quota with a residence permit from the Ghana Immigration Service; read on a secondary guide",
    },
    liberia: {
      value: true,
      url: "https://www.fragomen.com/insights/summaries/liberia",
      note: "Residence permit plus alien work permit issued by the Ministry of Labour (Division of Alien Registration); read on a secondary summary",
    },
    nigeria: {
      value: true,
      url: "https://immigration.gov.ng/",
      note: "Subject to Regularisation (STR) visa with an employer's expatriate quota, then a Combined Expatriate Residence Permit and Aliens Card (CERPAC)",
    },
    morocco: {
      value: true,
      url: "https://www.expats.ma/conseils-expatries/travailler-au-maroc-demarches-pour-obtenir-le-permis-de-travail-pour-les-etrangers",
      note: "Foreign employee work contract approved by the Ministry of Employment (TAECHIR, with an ANAPEC certificate), then a residence card; read on a secondary guide",
    },
  },
};
