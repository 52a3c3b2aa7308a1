import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Panama's long-stay routes for a US citizen, read in November 2026. The pensionado floor is cited from the
// Servicio Nacional de Migración's procedure page on Panamá Digital; the other terms from the immigration-law
// guides named below. Panama uses the US dollar (the balboa is at par).
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
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-researched",
      note: "Panama has a short-stay visa for remote workers paid from abroad; its income floor and terms are not stated in a dated source used for this report.",
    },
  ],
};
