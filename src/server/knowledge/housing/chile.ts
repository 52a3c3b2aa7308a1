/**
 * Chile: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - The official Ley Fácil page of the Library of Congress (bcn.cl) on Law 18,101 was found, but its readable excerpt
 *   stopped before the notice periods, so secondary sources are cited.
 * - Deposit: Ulloa Propiedades, a real-estate agency (undated; asOf = year read). No page found states a legal cap on
 *   the guarantee.
 * - Contract length: Homirent blog, a rental platform (undated; asOf = year read). Its figures match a lawyer's page
 *   quoting art. 3 of Law 18,101.
 * - Agency fees: Portal Inmobiliario, Chile's main property portal (undated; asOf = year read), quoting ACOP, the
 *   brokers' association.
 * - Foreign buyers: Bretagne, a real-estate agency FAQ (undated; asOf = year read). The border-zone rule matches DIFROL,
 *   the foreign ministry's border directorate.
 */
import type { CountryHousing } from "./housing.schema";

export const chileHousing: CountryHousing = {
  country: "chile",
  checked: "2026-11",
  deposit: {
    text: "At signing, the usual payments are the first month's rent, one month's rent as a guarantee (mes de garantía), notary costs and the broker's fee.",
    source: {
      publisher: "Ulloa Propiedades",
      title: "Plazos y costos del proceso de arriendo",
      url: "https://www.ulloapropiedades.cl/?p=1282",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Real-estate agency page (secondary source).",
    },
  },
  contractLength: {
    text: "Under Law 18,101, a landlord ending a month-to-month or open-ended lease must give two months' notice, plus one month for each full year the tenant has lived there, up to six months.",
    source: {
      publisher: "Homierent",
      title: "Plazos para avisar al inquilino sobre desocupación",
      url: "https://blog.homierent.com/arrendador-y-arrendatario/plazos-para-avisar-al-inquilino-sobre-desocupacion-lo-que-debes-saber",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Blog of a Chilean rental platform (secondary source).",
    },
  },
  agencyFees: {
    text: "No law fixes brokers' fees. By custom among ACOP member brokers, the letting commission is 50% of the first month's rent charged to each party, landlord and tenant, plus VAT where it applies.",
    source: {
      publisher: "Portal Inmobiliario",
      title: "Cuánto cobra un corredor de propiedades",
      url: "https://www.portalinmobiliario.com/h/blog/corredor-propiedades-cuanto-cobra",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Chilean property portal.",
    },
  },
  foreignBuyers: {
    text: "Foreigners may buy real estate in Chile whether or not they are resident; a passport number is enough, though a temporary tax number (RUT) is advised. Citizens and companies of neighbouring countries may not buy in border zones (DL 1.939, art. 7); the United States is not a neighbouring country.",
    source: {
      publisher: "Bretagne",
      title: "Buying a property in Chile: frequently asked questions",
      url: "https://www.bretagne.cl/residential/buy/questions-buyer-chile/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Real-estate agency FAQ (secondary source).",
    },
  },
};
