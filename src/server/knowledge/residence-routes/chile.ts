import type { RouteConditions } from "./route-conditions.schema";
import type { CountryRoutesData, SourcedYears, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Chile's long-stay routes for a US citizen, read in November 2026. Since February 2022 they are the Residencia
// Temporal subcategories of Ley 21.325 and Decree 177 of 2022, applied for online from abroad through the Servicio
// Nacional de Migraciones (SERMIG). The facts below come from SERMIG's own pages, the law's text on bcn.cl and
// InvestChile; the investor page was read on SERMIG's pre-production mirror (www-pre.serviciomigraciones.cl), so the
// threshold is sourced to InvestChile, which states the same USD 500,000.

const SERMIG_TEMPORARY = { publisher: "Servicio Nacional de Migraciones", title: "Residencia Temporal permit", url: "https://serviciomigraciones.cl/en/residencia-temporal-permit/", asOf: "2026", reviewedOn: "2026-11-25" };

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 2,
  note: "Residencia Definitiva after at least 24 months as a temporary resident (36 months if income is below the Ministry of Social Development's minimum), under article 65 of Ley 21.325.",
  source: { publisher: "Biblioteca del Congreso Nacional de Chile", title: "Ley 21.325 de Migración y Extranjería, artículo 65", url: "https://www.bcn.cl/leychile/navegar?idNorma=1172573&idParte=10310419", asOf: "2021-04-20", reviewedOn: "2026-11-25" },
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Carta de Nacionalización for holders of Residencia Definitiva with five years or more of residence, counted from the permit that led to the Residencia Definitiva; two years for those with close Chilean family ties.",
  source: {
    publisher: "Servicio Nacional de Migraciones",
    title: "Help centre: Application for the Carta de Nacionalización",
    url: "https://ayuda.serviciomigraciones.cl/en/support/solutions/articles/60000716307-application-for-the-carta-de-nacionalizaci%C3%B3n",
    asOf: "2026",
    reviewedOn: "2026-11-23",
  },
};

const FEE_BY_NATIONALITY: Unknown = {
  value: null,
  note: "SERMIG charges the Residencia Temporal fee according to nationality; the amount for US citizens is not stated in the sources used for this report.",
};

const TWO_YEARS = {
  text: "Residencia Temporal is issued for at most two years.",
  source: SERMIG_TEMPORARY,
};

// Route conditions (issue 28.1), read in November 2026.
const SERMIG_DEPENDANTS = {
  publisher: "Servicio Nacional de Migraciones",
  title: "Temporary Residence: Residencia Temporal as a dependent",
  url: "https://serviciomigraciones.cl/en/categoria/temporary-residence/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "SERMIG's Temporary Residence category page carries the dependent-status summary; the full dependent page was read on SERMIG's development mirror (wp-web.dev.senamig.cl/en/residencia-temporal-permit/dependent), whose production address was not found in the search store. Summary: 'Those foreigners who have a family bond or cohabitation relationship with a person who has already obtained or is applying for such permit as a holder of any subcategory ... may apply for a Residencia Temporal permit as a dependent. Residence permits obtained as a dependent will be subject to the validity of the holder's residence permit.' 'In the same way as the application made by the holder of Residencia Temporal, the application as a dependent must be made online from abroad', for the relationships in article 74 (numerals 1 and 2) of Ley 21.325; documents include a marriage or cohabitation certificate and the spouse's sworn statement that they will meet the costs. The article 74 list itself was not found in the search store (November 2026); article 19 of the law (as voted in the Senate, El Ciudadano) names for family reunification a spouse or equivalent partner, parents, minor children, children with disabilities, unmarried children under 24 who are studying, and minors in the resident's care.",
};
const SERMIG_APPLY_FROM_ABROAD = {
  publisher: "Servicio Nacional de Migraciones",
  title: "Help centre: permit for former holders of Residencia Definitiva (how and where to apply for a Residencia Temporal)",
  url: "https://ayuda.serviciomigraciones.cl/es/support/solutions/articles/60000796967-permiso-para-ex-titulares-de-residencia-definitiva",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "SERMIG help article: a Residencia Temporal of this kind 'deberá ser solicitado desde el extranjero ... a través de: tramites.serviciomigraciones.cl ingresando con su cuenta', choosing 'Solicitud de Residencia Temporal para Extranjeros fuera de Chile'; the cost depends on nationality; validity up to two years counted from entry. The help article for the specific subcategories was not found in the search store; SERMIG's dependent page says holders' Residencia Temporal applications are made online from abroad, and a blog (midiarioenchile, 2023) describes the same online steps (TGR payment, e-mail notice, a certificate of Residencia Temporal en trámite valid for entry).",
};
const ONLINE_FROM_ABROAD = {
  via: "online" as const,
  how: "You apply online from outside Chile on SERMIG's portal (tramites.serviciomigraciones.cl, 'Solicitud de Residencia Temporal para Extranjeros fuera de Chile') and pay the fee there; once approved you enter Chile with the permit.",
  source: SERMIG_APPLY_FROM_ABROAD,
};
const DEPENDANTS: RouteConditions["dependants"] = {
  partner: "spouse-or-partner", children: "dependent", who: "family members or a cohabiting partner of the permit holder, such as a spouse or civil partner and children, each applying online as a dependant; their permits last as long as the holder's",
  source: SERMIG_DEPENDANTS,
  childPermit: "Each child applies online for a Residencia Temporal of their own as a dependant; it lasts only as long as yours.",
};

export const chileRoutes: CountryRoutesData = {
  country: "chile",
  checked: "2026-11",
  routes: [
    {
      id: "retiree-rentista",
      kind: "retirement",
      name: "Residencia Temporal for retired foreigners and rentistas (subcategory 11)",
      whoFor: "Foreigners with a retirement pension from their country of residence, or with constant income from real estate or financial assets, enough to cover at least their basic needs in Chile.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "SERMIG sets no fixed amount: the pension or rent must cover at least basic needs 'according to the parameters estimated by the Ministry of Social Development and Family'. No source used for this report gives that parameter as a figure.",
      },
      fee: FEE_BY_NATIONALITY,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to two years; it can be extended by showing that the pension or income continues.",
        source: {
          publisher: "Servicio Nacional de Migraciones",
          title: "Retired foreigners or leasers (Residencia Temporal subcategory 11)",
          url: "https://serviciomigraciones.cl/en/residencia-temporal-permit/subcategories/retired-and-leasers/",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://serviciomigraciones.cl/en/residencia-temporal-permit/subcategories/retired-and-leasers/",
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: ONLINE_FROM_ABROAD,
        dependants: DEPENDANTS,
      },
    },
    {
      id: "remunerated-activities",
      kind: "work",
      name: "Residencia Temporal for foreigners engaged in lawful remunerated activities (subcategory 2)",
      whoFor: "Foreigners with an employment contract, or a formal job offer they have accepted, from an employer with a domicile or branch in Chile.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "SERMIG sets no minimum salary for this subcategory; the employer must show its tax file or enough solvency to meet the contract." },
      fee: FEE_BY_NATIONALITY,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "With a contract: valid up to two years and extendable for two more. With a job offer: a 90-day permit, then 45 days after entry to present the signed contract, which extends it by one year.",
        source: {
          publisher: "Servicio Nacional de Migraciones",
          title: "Foreigners engaged in lawful remunerated activities (Residencia Temporal subcategory 2)",
          url: "https://serviciomigraciones.cl/en/residencia-temporal-permit/subcategories/remunerated-activities/",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://serviciomigraciones.cl/en/residencia-temporal-permit/subcategories/remunerated-activities/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "With the signed contract or accepted job offer from an employer in Chile, you apply online from outside Chile on SERMIG's portal.",
          source: SERMIG_APPLY_FROM_ABROAD,
        },
        dependants: DEPENDANTS,
      },
    },
    {
      id: "investor",
      kind: "investment",
      name: "Residencia Temporal for investors and related personnel",
      whoFor: "Foreign individuals, or executives and legal representatives of foreign companies, who will invest at least USD 500,000 in Chile in the production of goods or services, with a sponsorship letter from InvestChile.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 500000,
        currency: "USD",
        period: "once",
        basis: "investment of USD 500,000 or more (or the equivalent in another currency) destined to the production of goods or services; InvestChile must issue a sponsorship letter before the SERMIG application",
        source: { publisher: "InvestChile", title: "Sponsorship Letter for the 'Investor and related staff' visa", url: "https://tools.investchile.gob.cl/en-carta-patrocinio", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      fee: FEE_BY_NATIONALITY,
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: TWO_YEARS,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://serviciomigraciones.cl/en/residencia-temporal-permit/",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You first obtain InvestChile's sponsorship letter for the investment, then apply online from outside Chile on SERMIG's portal for the Residencia Temporal.",
          source: {
            publisher: "InvestChile",
            title: "Sponsorship Letter for the 'Investor and related staff' visa",
            url: "https://tools.investchile.gob.cl/en-carta-patrocinio",
            asOf: "2026",
            reviewedOn: "2026-11-28",
            research:
              "InvestChile's page: its sponsorship letter must be issued before the SERMIG application for the investor subcategory. That the Residencia Temporal application itself is made online from abroad on SERMIG's portal is SERMIG's rule (see SERMIG_APPLY_FROM_ABROAD and SERMIG_DEPENDANTS).",
          },
        },
        dependants: DEPENDANTS,
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "SERMIG's list of Residencia Temporal subcategories under Decree 177 of 2022 has no remote-work or digital nomad subcategory. A remote worker paid from abroad would have to fit another subcategory.",
      source: { publisher: "Servicio Nacional de Migraciones", title: "Subcategorías de Residencia Temporal", url: "https://serviciomigraciones.cl/residencia-temporal/subcategorias/", asOf: "2026", reviewedOn: "2026-11-25" },
    },
  ],
};
