import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Panama's long-stay routes for a US citizen, read in November 2026. The pensionado floor is cited from the
// Servicio Nacional de Migración's procedure page on Panamá Digital; the other terms from the immigration-law
// guides named below. Panama uses the US dollar (the balboa is at par). The remote-worker visa (added November 2026)
// is cited from a Panamanian law firm's note on Executive Decree 198 of 7 May 2021, a global immigration firm's alert
// and the press report of the Presidency's announcement; no stored Migración page states its terms.
const FRIENDLY_NATIONS = {
  publisher: "Panama National Migration Service",
  title: "How to obtain residency in Panama? 2026 visa guide",
  via: "Oldemar Villarreal (law firm)",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, group B): panamadigital.gob.pa procedure pages for the Países Amigos permit, migracion.gob.pa (its permits list, https://migracion.gob.pa/permisos-y-requisitos-para-visas/permisos-migratorios, shows category names only), Gaceta Oficial and the 2021 decrees (Decreto Ejecutivo 197 of May 7, 2021 and 226 of July 20, 2021): no stored official page states the B/.200,000 property or fixed-deposit floor. Law-firm and press pages (IPAL, SELA) give USD 200,000 and a three-year deposit.",
  url: "https://oldemarvillarreal.com/en/blog/como-obtener-residencia-panama",
  asOf: "2026-04-20",
};
const PENSIONADO = {
  publisher: "Panama National Migration Service",
  title: "Panama Rentista & Retirado (retirement) visas",
  via: "IMI Daily",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://www.imidaily.com/panama-rentista-retirado-visa",
  asOf: "2026",
};

const REMOTE_DECREE = {
  publisher: "Panama National Migration Service",
  title: "Se crea visa de corta estancia como trabajador remoto en Panamá",
  via: "Arias (law firm)",
  url: "https://ariaslaw.com/es/noticia-in/se-crea-visa-de-corta-estancia-como-trabajador-remoto-en-panama",
  asOf: "2021-05",
  research:
    "Law-firm note of May 2021 on Executive Decree No. 198 of 7 May 2021, which created the short-stay visa as a remote worker within the non-resident category: applicants need a contract with a foreign company or to be self-employed working remotely, functions that take effect abroad, and 'un ingreso proveniente de una fuente extranjera y con un monto anual no menor a $36,000.00'. Mondaq (Executive Decree No. 198, USD 36,000) and publipega.com give the same. The brief named 'Decreto Ejecutivo 133 of 2021'; every source found names Decree 198 of 7 May 2021. Searched 'Panamá visa de trabajador remoto Decreto Ejecutivo 133 2021 ingresos USD 36,000 requisitos', 'Panama short stay visa remote worker migracion.gob.pa 36,000', 'presidencia.gob.pa Visa de Corta Estancia como Trabajador Remoto', 'Servicio Nacional de Migración Panamá trabajador remoto requisitos': migracion.gob.pa's permits list (https://migracion.gob.pa/permisos-y-requisitos-para-visas/permisos-migratorios) is stored but lists the non-resident visas by name only, with no remote-worker requirements.",
};
const REMOTE_FRAGOMEN = {
  publisher: "Panama National Migration Service",
  title: "Short-Term Remote Work Visa Introduced",
  via: "Fragomen",
  url: "https://www.fragomen.com/insights/short-term-remote-work-visa-introduced.html",
  asOf: "2021-05-21",
  research:
    "Immigration-firm alert of 21 May 2021: 'The visa is valid for up to nine months with a one-time extension of an additional nine months'; applicants enter Panama, register with the immigration office and file in-country; 'It generally takes the government up to 30 days to process a short-term visa application'; the visa does not allow work for a local employer.",
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Naturalisation may be requested after five years of continuous residence, meeting the physical-presence requirements; Panama does not generally recognise dual citizenship.",
  source: PENSIONADO,
};
const FRIENDLY_NATIONS_PR: SourcedYears = {
  years: 2,
  note: "Provisional residence for two years, then permanent residence while the qualifying tie is kept.",
  source: FRIENDLY_NATIONS,
};
const FRIENDLY_NATIONS_TERM = {
  text: "Provisional residence for two years; then permanent residence, without an expiry date, if the tie that supported the application is kept.",
  source: FRIENDLY_NATIONS,
};

export const panamaRoutes: CountryRoutesData = {
  country: "panama",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Pensionado (retiree) visa",
      whoFor: "People of any age with a lifetime pension or annuity from a government, social security or a private plan.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 1000,
        currency: "USD",
        period: "month",
        basis: "lifetime pension income (USD 750 if you have bought Panamanian property worth more than USD 100,000); dependants are added under the family-reunification rules",
        source: {
          publisher: "Panama National Migration Service",
          title: "Solicitud de Permiso de Residente Permanente como Jubilado y Pensionado",
          url: "https://panamadigital.gob.pa/pddev/InformacionTramite/solicitud-de-permiso-de-residente-permanente-como-jubilado-y-pensionado",
          asOf: "2026",
          research: "Official Panamá Digital procedure page of the Servicio Nacional de Migración (undated; asOf is the year it was read, November 2026): the monthly pension must be at least B/.1,000 (the balboa is at par with the US dollar) and granted for life, or at least B/.750 if the applicant has bought property in Panama in their own name for more than B/.100,000; dependants must meet the requirements of the family-reunification permit. The page does not state a per-dependant amount; IMI Daily, Panama Rentista & Retirado (retirement) visas (https://www.imidaily.com/panama-rentista-retirado-visa), the page cited before, gives USD 250 a month per dependant.",
        },
      },
      fee: { value: null, note: "Government and filing fees are not stated in the sources used for this report." },
      processingTime: { text: "Usually approved within two to three months.", source: PENSIONADO },
      durationAndRenewal: { text: "An indefinite (permanent) residence permit granted on approval.", source: PENSIONADO },
      permanentResidence: { years: 0, note: "Permanent from the start.", source: PENSIONADO },
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migracion.gob.pa/",
    },
    {
      kind: "work",
      name: "Friendly Nations residence permit (employment tie)",
      whoFor: "Citizens of the Friendly Nations list, which includes the United States, with a current employment contract with a company legally established in Panama.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "The route's published requirements set no salary floor; the tie is the employment contract itself." },
      fee: { value: null, note: "Government and filing fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: FRIENDLY_NATIONS_TERM,
      permanentResidence: FRIENDLY_NATIONS_PR,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migracion.gob.pa/",
    },
    {
      kind: "investment",
      name: "Friendly Nations residence permit (property or bank deposit)",
      whoFor: "US and other Friendly Nations citizens who buy Panamanian property or keep a fixed-term deposit in a Panamanian bank.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 200000,
        currency: "USD",
        period: "once",
        basis: "property registered in your name (or your company's) worth at least USD 200,000, or a USD 200,000 fixed-term deposit for at least three years",
        source: FRIENDLY_NATIONS,
      },
      fee: { value: null, note: "Government and filing fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: FRIENDLY_NATIONS_TERM,
      permanentResidence: FRIENDLY_NATIONS_PR,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migracion.gob.pa/",
    },
    {
      kind: "remote-work",
      name: "Short-stay visa as a remote worker (visa de corta estancia como trabajador remoto)",
      whoFor: "Employees of foreign companies and self-employed people who work remotely from Panama for employers or clients abroad and are paid from a foreign source; working for Panamanian employers or clients is not allowed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 36000,
        currency: "USD",
        period: "year",
        basis: "income from a foreign source of at least USD 36,000 a year (Executive Decree 198 of 7 May 2021); health insurance is also required",
        source: REMOTE_DECREE,
      },
      fee: {
        amount: 550,
        currency: "USD",
        what: "approximate cost of the application, as announced by the Presidency in May 2021",
        source: {
          publisher: "Presidency of Panama",
          title: "Panama launches a visa for foreigners who telework from the country",
          via: "CNN en Español",
          url: "https://cnnespanol.cnn.com/2021/05/20/panama-visa-teletrabajo/",
          asOf: "2021-05-20",
          research:
            "CNN en Español report of 20 May 2021 (the title above translates the article's subject) on the Presidency's statement: the Visa de Corta Estancia como Trabajador Remoto is a nine-month permit extendable for nine more; applicants prove foreign-source income of more than USD 3,000 a month (USD 4,000 for a family), health insurance, a letter or contract from the foreign company and a sworn statement not to accept a job in Panama; 'Las aplicaciones ... tienen un costo aproximado de US$ 550'. El Siglo, TVN and Voz de la Diáspora report the same announcement. No official fee schedule for this visa was found.",
        },
      },
      processingTime: { text: "Usually up to 30 days; the application is filed after entering Panama.", source: REMOTE_FRAGOMEN },
      durationAndRenewal: {
        text: "Nine months, extendable once for another nine months (18 months in all); it is a non-resident status.",
        source: REMOTE_FRAGOMEN,
      },
      permanentResidence: { value: null, note: "The remote-worker visa is a non-resident status and does not lead to permanent residence." },
      citizenship: { value: null, note: "The remote-worker visa is a non-resident status; no source used for this report says its time counts towards naturalisation." },
      officialPage: "https://migracion.gob.pa/permisos-y-requisitos-para-visas/permisos-migratorios",
    },
  ],
  absent: [],
};
