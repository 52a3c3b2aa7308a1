import type { IndicatorDataset } from "../dataset.schema";

// Minimum monthly income (USD) required for a single applicant by each country's retirement / passive-income route
// (see retirement-route), as of 2025. Local-currency thresholds are converted at Federal Reserve G.5A 2023 annual
// average rates (EUR 1.0817 USD, THB 34.7841/USD, NZD 0.6143 USD) or, for COP, the 2023 average TRM (4,325.05/USD);
// the local figure and rate are given in each note. Rounded to whole dollars.
export const passiveIncomeThreshold: IndicatorDataset<number> = {
  id: "passive-income-threshold",
  source: {
    publisher: "Official immigration authorities of each country (route availability for US citizens)",
    title: "Official immigration authorities of each country (route availability for US citizens)",
    url: "https://vistos.mne.gov.pt/en/",
    asOf: "2025",
  },
  unit: "USD per month, single applicant, minimum income for the retirement / passive-income route",
  values: {
    portugal: {
      value: 941,
      source: {
        publisher: "vistos.mne.gov.pt",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://vistos.mne.gov.pt/en/",
        asOf: "2025",
      },
      note: "D7: EUR 870/month (2025 Portuguese minimum wage) at 1.0817 USD/EUR. From the published rule; not read in a stored copy here",
    },
    spain: {
      value: 2596,
      source: {
        publisher: "m.advocateabroad.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://m.advocateabroad.com/spain/visas-immigration-law/non-lucrative-visa",
        asOf: "2025",
      },
      note: "Non-lucrative visa: 400% of IPREM = EUR 2,400/month (IPREM EUR 600/month) at 1.0817 USD/EUR; one secondary page cites IPREM EUR 600.53 for 2025",
    },
    mexico: {
      value: 4394,
      source: {
        publisher: "consulmex.sre.gob.mx",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://consulmex.sre.gob.mx/houston/index.php/visa-res-perm-retirement",
        asOf: "2025",
      },
      note: "Temporary residence by economic solvency: monthly income of 300 days of the Mexico City general minimum wage; varies by consulate. Derived from the Consulate General in Houston, which publishes 500 days as approx. USD 7,323.52 (USD 14.65/day x 300)",
    },
    "costa-rica": {
      value: 1000,
      source: {
        publisher: "migracion.go.cr",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.migracion.go.cr/",
        asOf: "2025",
      },
      note: "Pensionado: lifetime pension over USD 1,000/month (read on the Costa Rican embassy in Germany page); rentista requires USD 2,500/month",
    },
    panama: {
      value: 1000,
      source: {
        publisher: "panamadigital.gob.pa",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://panamadigital.gob.pa/pddev/InformacionTramite/solicitud-de-permiso-de-residente-permanente-como-jubilado-y-pensionado",
        asOf: "2025",
      },
      note: "Jubilado / pensionado: lifetime pension of at least B/.1,000 (= USD 1,000) per month; B/.750 if the applicant bought property worth over B/.100,000",
    },
    ecuador: {
      value: 1410,
      source: {
        publisher: "cuencavisas.pages.dev",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://cuencavisas.pages.dev/my-blog/blog/retirement-visa/how-long-does-an-ecuadorian-pensioner-visa-really-take-cuenca-guide",
        asOf: "2025",
      },
      note: "Jubilado visa: 3 x the unified basic salary (SBU), per Acuerdo Ministerial 0000179 as read on a secondary guide (2024: 3 x USD 460); 2025 SBU of USD 470 from the published decree, not read here",
    },
    colombia: {
      value: 987,
      source: {
        publisher: "cancilleria.gov.co",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
        asOf: "2025",
      },
      note: "M pensioner visa: 3 x the monthly legal minimum wage = COP 4,270,500 (2025 SMMLV COP 1,423,500, from the published decree) at the 2023 average TRM of COP 4,325.05/USD",
    },
    brazil: {
      value: 2000,
      source: {
        publisher: "gov.br",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://gov.br/mre/pt-br/consulado-faro/copy_of_assistencia%20consular/visto-temporario-xiv-aposentadoria-ou-pensao",
        asOf: "2025",
      },
      note: "VITEM XIV retiree: ability to transfer at least USD 2,000/month (CNIg Normative Resolution 40/2019)",
    },
    argentina: {
      value: null,
      source: {
        publisher: "cfran.cancilleria.gob.ar",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://cfran.cancilleria.gob.ar/es/node/74095",
        asOf: "2025",
      },
      note: "Pensionado / rentista: 5 x the minimum living and mobile wage (SMVM) per DNM Disposición 1732/2023; the peso figure changes frequently and was not converted",
    },
    chile: {
      value: null,
      source: {
        publisher: "serviciomigraciones.cl",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/",
        asOf: "2025",
      },
      note: "Retiree / rentista subcategory: no fixed monthly minimum found in the sources consulted",
    },
    uruguay: {
      value: null,
      source: {
        publisher: "gub.uy",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.gub.uy/",
        asOf: "2025",
      },
      note: "No fixed minimum income; proof of means of living is assessed case by case",
    },
    thailand: {
      value: 1869,
      source: {
        publisher: "kualalumpur.thaiembassy.org",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://kualalumpur.thaiembassy.org/en/publicservice/non-immigrant-visa-o-for-retirement?cate=5d7538ea15e39c1e6000342b",
        asOf: "2024-08",
      },
      note: "Non-O / O-A retirement: monthly income of THB 65,000 (alternative: THB 800,000 deposit) at THB 34.7841/USD",
    },
    malaysia: {
      value: null,
      source: {
        publisher: "metproperty.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.metproperty.com/news/new-mm2h-conditions-discontinues-pr-option-for-top-tier/",
        asOf: "2025",
      },
      note: "MM2H (2024 rules) is based on a fixed deposit (Silver tier RM500,000), not a monthly income threshold",
    },
    philippines: {
      value: 800,
      source: {
        publisher: "pra.gov.ph",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://pra.gov.ph/SRRvisa",
        asOf: "2025",
      },
      note: "SRRV Classic (age 50+) with pension: USD 800/month pension (single) plus USD 10,000 deposit; without pension a USD 20,000 deposit applies instead",
    },
    vietnam: {
      value: null,
      note: "No retirement or passive-income route",
    },
    japan: {
      value: null,
      note: "No retirement or passive-income route",
    },
    "south-korea": {
      value: null,
      note: "No retirement or passive-income route",
    },
    singapore: {
      value: null,
      note: "No retirement or passive-income route",
    },
    australia: {
      value: null,
      note: "No retirement or passive-income route",
    },
    "new-zealand": {
      value: 3072,
      source: {
        publisher: "immigration.govt.nz",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.immigration.govt.nz/opsmanual/44922.htm",
        asOf: "2025",
      },
      note: "Temporary Retirement Visitor Visa: annual income of NZD 60,000 (NZD 5,000/month) at 0.6143 USD/NZD; also requires NZD 750,000 invested and NZD 500,000 maintenance funds",
    },
    canada: {
      value: null,
      note: "No retirement or passive-income route",
    },
    "united-kingdom": {
      value: null,
      note: "No retirement or passive-income route",
    },
    ireland: {
      value: 4507,
      source: {
        publisher: "mondaq.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.mondaq.com/ireland/work-visas/1597438/moving-or-retiring-to-ireland-as-a-person-of-independent-means",
        asOf: "2025",
      },
      note: "Stamp 0 independent means: EUR 50,000 per year (EUR 4,166.67/month) at 1.0817 USD/EUR, plus access to a lump sum",
    },
    germany: {
      value: null,
      note: "No defined retirement route (discretionary permit only); no published threshold",
    },
    france: {
      value: 1543,
      source: {
        publisher: "cabinetleloup.com",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.cabinetleloup.com/post/comment-faire-une-demande-de-visa-visiteur",
        asOf: "2025",
      },
      note: "Visitor: resources at least the net minimum wage (CESEDA L426-20), EUR 1,426.30/month net SMIC from 1 November 2024 (figure from the published decree, not read here) at 1.0817 USD/EUR",
    },
    italy: {
      value: 2794,
      source: {
        publisher: "italianinheritance.co.uk",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://italianinheritance.co.uk/information-on-the-national-visa-for-elective-residence/",
        asOf: "2025",
      },
      note: "Elective residence: at least EUR 31,000 per year (EUR 2,583.33/month) at 1.0817 USD/EUR; consulates may ask more",
    },
    netherlands: {
      value: null,
      note: "No retirement or passive-income route",
    },
    denmark: {
      value: null,
      note: "No retirement or passive-income route",
    },
    sweden: {
      value: null,
      note: "No retirement or passive-income route",
    },
    norway: {
      value: null,
      note: "No retirement or passive-income route",
    },
    finland: {
      value: null,
      note: "No retirement or passive-income route",
    },
    switzerland: {
      value: null,
      source: {
        publisher: "sem.admin.ch",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.sem.admin.ch/sem/en/home.html",
        asOf: "2025",
      },
      note: "Retiree permit (Art. 28 FNIA) requires 'necessary financial means' assessed by the canton; no federal fixed amount",
    },
    austria: {
      value: 2756,
      source: {
        publisher: "bmi.gv.at",
        title: "Official immigration authorities of each country (route availability for US citizens)",
        url: "https://www.bmi.gv.at/312/22/start.aspx",
        asOf: "2025",
      },
      note: "Settlement permit (gainful employment excepted): twice the ASVG reference rate = EUR 2,547.98/month for 2025 (2 x EUR 1,273.99, 2025 rate from the published figure; BMI page read shows EUR 2,435.91 for 2024) at 1.0817 USD/EUR",
    },
    belgium: {
      value: null,
      note: "No defined retirement route (discretionary permit only); no published threshold",
    },
    ghana: {
      value: null,
      note: "Retiree residence permit has no published minimum income in the sources consulted",
    },
    liberia: {
      value: null,
      note: "No retirement or passive-income route confirmed",
    },
    nigeria: {
      value: null,
      note: "No retirement or passive-income route confirmed",
    },
    morocco: {
      value: null,
      note: "Visitor residence card requires proof of means; no published minimum income in the sources consulted",
    },
  },
};
