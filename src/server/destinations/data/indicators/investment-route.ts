import type { IndicatorDataset } from "../dataset.schema";

// Whether each country offers residence by investment (real estate, funds, deposits, bonds or a stated capital
// investment in a business) open to US citizens as of 2025. Self-employment / start-up routes that require running
// a business without an investment test are not counted. Collected from official immigration pages and, where noted,
// secondary pages read in stored copies; unconfirmed cases are null with a note.
export const investmentRoute: IndicatorDataset<boolean> = {
  id: "investment-route",
  source: {
    publisher: "Ministério dos Negócios Estrangeiros (Portugal)",
    title: "Official information on investor residence: the first of the official pages cited country by country",
    url: "https://vistos.mne.gov.pt/en/",
    asOf: "2025",
  },
  unit: "true = a residence-by-investment route exists for a US citizen; false = none (or closed)",
  values: {
    portugal: {
      value: true,
      source: {
        publisher: "Ministério dos Negócios Estrangeiros (Portugal)",
        title: "Official information on investor residence",
        url: "https://vistos.mne.gov.pt/en/",
        asOf: "2025",
      },
      note: "Golden visa (ARI) via investment fund units (EUR 500,000) and other non-real-estate options; real estate removed in October 2023",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    spain: {
      value: false,
      source: {
        publisher: "Ministerio de Asuntos Exteriores (Spain)",
        title: "Official information on investor residence",
        url: "https://www.exteriores.gob.es/",
        asOf: "2025",
      },
      note: "Golden visa (residence for investors under Law 14/2013) ended on 3 April 2025",
    },
    mexico: {
      value: true,
      source: {
        publisher: "Secretaría de Relaciones Exteriores (Mexico)",
        title: "Official information on investor residence",
        url: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
        asOf: "2025",
      },
      note: "Temporary resident visa for investors (real estate or business investment), listed with the economic-solvency visa by Mexican missions",
    },
    "costa-rica": {
      value: true,
      source: {
        publisher: "Dirección General de Migración y Extranjería (Costa Rica)",
        title: "Official information on investor residence",
        url: "https://www.migracion.go.cr/",
        asOf: "2025",
      },
      note: "Temporary residence as investor (inversionista), minimum USD 150,000 since 2021",
    },
    panama: {
      value: true,
      source: {
        publisher: "Servicio Nacional de Migración (Panama)",
        title: "Official information on investor residence",
        url: "https://www.migracion.gob.pa/",
        asOf: "2025",
      },
      note: "Qualified Investor permanent residence (real estate, securities or bank deposit) and Friendly Nations permit with real-estate investment",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    ecuador: {
      value: true,
      source: {
        publisher: "Ministerio de Relaciones Exteriores y Movilidad Humana (Ecuador)",
        title: "Official information on investor residence",
        url: "https://www.cancilleria.gob.ec/",
        asOf: "2025",
      },
      note: "Temporary residence visa for investors (residencia temporal de inversionista, deposit or investment in Ecuador)",
    },
    colombia: {
      value: true,
      source: {
        publisher: "Cancillería de Colombia",
        title: "Official information on investor residence",
        url: "https://www.cancilleria.gov.co/",
        asOf: "2025",
      },
      note: "Migrant (M) and Resident (R) visas for foreign direct investors (Resolution 5477/2022)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    brazil: {
      value: true,
      source: {
        publisher: "Ministério das Relações Exteriores (Brazil)",
        title: "Official information on investor residence",
        url: "https://www.gov.br/mre/pt-br",
        asOf: "2025",
      },
      note: "Temporary visa / residence for investors (business or real-estate investment under CNIg resolutions)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    argentina: {
      value: true,
      source: {
        publisher: "Dirección Nacional de Migraciones (Argentina)",
        title: "Official information on investor residence",
        url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
        asOf: "2025",
      },
      note: "Temporary residence as investor (inversionista, Ley 25.871 art. 23 d)",
    },
    chile: {
      value: true,
      source: {
        publisher: "Servicio Nacional de Migraciones (Chile)",
        title: "Official information on investor residence",
        url: "https://serviciomigraciones.cl/en/categoria/temporary-residence/",
        asOf: "2025",
      },
      note: "Temporary residence subcategory for investors and related personnel (Decreto 177/2022)",
    },
    uruguay: {
      value: null,
      source: {
        publisher: "Government of Uruguay",
        title: "Official information on investor residence",
        url: "https://www.gub.uy/",
        asOf: "2025",
      },
      note: "No dedicated investor residence visa confirmed; investment mainly matters for tax residence. Not confirmed either way",
    },
    thailand: {
      value: true,
      source: {
        publisher: "Immigration Bureau (Thailand)",
        title: "Rules on investor residence",
        url: "https://nationthailand.com/in-focus/40006134",
        via: "The Nation (Thailand)",
        asOf: "2025",
      },
      note: "Long-Term Resident (LTR) visa, 'wealthy global citizen' category: USD 500,000 invested in Thai bonds, property or FDI plus USD 1 million in assets",
    },
    malaysia: {
      value: true,
      source: {
        publisher: "Ministry of Tourism, Arts and Culture (Malaysia)",
        title: "Official information on investor residence",
        url: "https://www.motac.gov.my/",
        asOf: "2025",
      },
      note: "MM2H (2024 rules): onshore fixed deposit (Silver RM500,000 / USD 150,000 and up) with property-purchase options",
      research: "Rules read in coverage of the MOTAC announcement.",
    },
    philippines: {
      value: true,
      source: {
        publisher: "Board of Investments (Philippines)",
        title: "Official information on investor residence",
        url: "https://boi.gov.ph/",
        asOf: "2025",
      },
      note: "Special Investor's Resident Visa (SIRV), USD 75,000 investment, Board of Investments",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    vietnam: {
      value: true,
      source: {
        publisher: "Immigration Department (Vietnam)",
        title: "Rules on investor residence",
        url: "https://ttvnlegal.com.vn/what-are-the-classification-of-investment-visas/",
        via: "TTVN Legal",
        asOf: "2025",
      },
      note: "Investor visas DT1-DT4 by contributed capital (Law 47/2014 as amended by Law 51/2019), with temporary residence cards for DT1-DT3",
    },
    japan: {
      value: false,
      source: {
        publisher: "Ministry of Justice (Japan)",
        title: "Official information on investor residence",
        url: "https://www.moj.go.jp/isa/",
        asOf: "2025",
      },
      note: "No investor visa; the Business Manager status requires running a company in Japan and is not counted",
      research: "From the published rules; the official page was not read in a stored copy. Checked statuses of residence.",
    },
    "south-korea": {
      value: true,
      source: {
        publisher: "Ministry of Justice (South Korea)",
        title: "Official information on investor residence",
        url: "https://www.hikorea.go.kr/",
        asOf: "2025",
      },
      note: "Corporate investment visa (D-8) and real-estate investment immigration (F-2 residence in designated areas)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    singapore: {
      value: true,
      source: {
        publisher: "Immigration & Checkpoints Authority (Singapore)",
        title: "Rules on investor residence",
        url: "https://www.straitstimes.com/business/changes-to-global-investor-programme-to-further-support-start-ups-create-jobs-for-singaporeans",
        via: "The Straits Times",
        asOf: "2025",
      },
      note: "Global Investor Programme (EDB): permanent residence for SGD 10 million business investment or SGD 25 million in GIP-select funds (from 15 March 2023)",
    },
    australia: {
      value: false,
      source: {
        publisher: "Department of Home Affairs (Australia)",
        title: "Official information on investor residence",
        url: "https://immi.homeaffairs.gov.au/",
        asOf: "2025",
      },
      note: "Business Innovation and Investment (subclass 188) program, including Significant Investor, closed to new applications from July 2024",
    },
    "new-zealand": {
      value: true,
      source: {
        publisher: "Immigration New Zealand",
        title: "Official information on investor residence",
        url: "https://www.immigration.govt.nz/",
        asOf: "2025",
      },
      note: "Active Investor Plus resident visa (revised April 2025)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    canada: {
      value: null,
      source: {
        publisher: "Immigration, Refugees and Citizenship Canada",
        title: "Rules on investor residence",
        url: "https://investmentmigration.org/news/canada-quebec-immigrant-investor-program-expected-to-reopen-with-stricter-criteria/",
        via: "Investment Migration Council",
        asOf: "2025",
      },
      note: "Federal Immigrant Investor Program closed in 2014; Quebec Immigrant Investor Program suspended since November 2019 with a revamped version announced; 2025 intake status not confirmed. Entrepreneur and start-up streams not counted",
    },
    "united-kingdom": {
      value: false,
      source: {
        publisher: "UK Government",
        title: "Official information on investor residence",
        url: "https://www.gov.uk/tier-1-investor",
        asOf: "2025",
      },
      note: "Tier 1 (Investor) visa closed to new applicants in February 2022; Innovator Founder has no investment requirement and is not counted",
    },
    ireland: {
      value: false,
      source: {
        publisher: "Immigration Service Delivery (Ireland)",
        title: "Official information on investor residence",
        url: "https://www.irishimmigration.ie/",
        asOf: "2025",
      },
      note: "Immigrant Investor Programme closed to new applications in February 2023",
    },
    germany: {
      value: false,
      source: {
        publisher: "Federal Government of Germany",
        title: "Rules on investor residence",
        url: "https://www.rtpartner.de/en/immigration/rentner-visum/",
        via: "RT Partner",
        asOf: "2025",
      },
      note: "No golden visa: a mere investment does not qualify for residence; the self-employment permit (Section 21 Residence Act) requires running the business",
    },
    france: {
      value: true,
      source: {
        publisher: "France-Visas (French government)",
        title: "Official information on investor residence",
        url: "https://france-visas.gouv.fr/",
        asOf: "2025",
      },
      note: "Talent passport 'investisseur économique' (direct investment of at least EUR 300,000 in a French company)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    italy: {
      value: true,
      source: {
        publisher: "Ministero degli Affari Esteri e della Cooperazione Internazionale (Italy)",
        title: "Official information on investor residence",
        url: "https://vistoperitalia.esteri.it/",
        asOf: "2025",
      },
      note: "Investor Visa for Italy (EUR 250,000 in an innovative start-up, EUR 500,000 in a company, EUR 2 million in government bonds or EUR 1 million donation)",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    netherlands: {
      value: false,
      source: {
        publisher: "Immigration and Naturalisation Service (Netherlands)",
        title: "Official information on investor residence",
        url: "https://ind.nl/en",
        asOf: "2025",
      },
      note: "Residence scheme for foreign investors (Regeling vermogende vreemdelingen) abolished on 1 January 2024; DAFT self-employment permit not counted",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    denmark: {
      value: false,
      source: {
        publisher: "Danish Agency for International Recruitment and Integration",
        title: "Official information on investor residence",
        url: "https://www.nyidanmark.dk/en-GB",
        asOf: "2025",
      },
      note: "No residence-by-investment route",
      research: "From the published rules; the official page was not read in a stored copy. Checked New to Denmark.",
    },
    sweden: {
      value: false,
      source: {
        publisher: "Swedish Migration Agency",
        title: "Official information on investor residence",
        url: "https://www.migrationsverket.se/",
        asOf: "2025",
      },
      note: "No residence-by-investment route",
      research: "From the published rules; the official page was not read in a stored copy. Checked Migrationsverket.",
    },
    norway: {
      value: false,
      source: {
        publisher: "Norwegian Directorate of Immigration",
        title: "Official information on investor residence",
        url: "https://www.udi.no/en/",
        asOf: "2025",
      },
      note: "No residence-by-investment route",
      research: "From the published rules; the official page was not read in a stored copy. Checked UDI.",
    },
    finland: {
      value: false,
      source: {
        publisher: "Finnish Immigration Service",
        title: "Official information on investor residence",
        url: "https://migri.fi/en/home",
        asOf: "2025",
      },
      note: "No residence-by-investment route (start-up permit not counted)",
      research: "From the published rules; the official page was not read in a stored copy. Checked Migri.",
    },
    switzerland: {
      value: false,
      source: {
        publisher: "State Secretariat for Migration (Switzerland)",
        title: "Official information on investor residence",
        url: "https://www.sem.admin.ch/sem/en/home.html",
        asOf: "2025",
      },
      note: "No investor visa; discretionary cantonal admission of wealthy persons for important fiscal interests is not a defined investment route",
      research: "From the published rules; the official page was not read in a stored copy.",
    },
    austria: {
      value: false,
      source: {
        publisher: "Austrian Federal Government (migration.gv.at)",
        title: "Official information on investor residence",
        url: "https://www.migration.gv.at/en/",
        asOf: "2025",
      },
      note: "No residence-by-investment route (quota settlement permit and self-employed key-worker card not counted)",
      research: "From the published rules; the official page was not read in a stored copy. Checked migration.gv.at.",
    },
    belgium: {
      value: false,
      source: {
        publisher: "Immigration Office (Belgium)",
        title: "Official information on investor residence",
        url: "https://dofi.ibz.be/en",
        asOf: "2025",
      },
      note: "No residence-by-investment route",
      research: "From the published rules; the official page was not read in a stored copy. Checked the Immigration Office.",
    },
    ghana: {
      value: null,
      source: {
        publisher: "Ghana Immigration Service",
        title: "Rules on investor residence",
        url: "https://www.modernghana.com/news/924038/a-practical-guide-for-applying-for-a-resident-permit-in-ghan.html",
        via: "Modern Ghana",
        asOf: "2025",
      },
      note: "Residence permits can be issued to company shareholders and investors with an immigrant quota, but no defined residence-by-investment threshold was confirmed",
    },
    liberia: {
      value: null,
      note: "No residence-by-investment route was found; not confirmed either way",
      research: "Nothing found in the sources consulted.",
    },
    nigeria: {
      value: null,
      source: {
        publisher: "Nigeria Immigration Service",
        title: "Rules on investor residence",
        url: "https://www.mondaq.com/nigeria/work-visas/1104524/a-review-of-the-implementation-status-of-the-nigeria-visa-policy-nvp-2020",
        via: "Mondaq",
        asOf: "2025",
      },
      note: "Nigeria Visa Policy 2020 provides for investor visa classes, but implementation of many classes is unconfirmed",
    },
    morocco: {
      value: null,
      note: "No residence-by-investment route was found; not confirmed either way",
      research: "Nothing found in the sources consulted.",
    },
  },
};
