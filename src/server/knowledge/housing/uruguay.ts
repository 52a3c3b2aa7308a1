/**
 * Uruguay: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Official law texts (impo.com.uy: Decree-Law 14.219) were found, but the excerpts returned did not reach the
 *   deposit and term articles.
 * - Deposit: Casas y Más, a real-estate agency (undated; asOf = year read), citing art. 38 of Law 14.219.
 * - Contract length: text of Law 19.889 (Ley de Urgente Consideración, 2020), arts. 409–410, as reproduced on the
 *   digo.mivoz.uy consultation site. It covers the optional no-guarantee regime only; no source on the term rules of
 *   ordinary leases under Law 14.219 was found.
 * - Agency fees: Lofty, a Uruguayan real-estate agency blog (dated "28 mar", year not shown; asOf = year read).
 * - Foreign buyers: realestate-in-uruguay.com agency blog (undated; asOf = year read); several other agency pages agree.
 */
import type { CountryHousing } from "./housing.schema";

export const uruguayHousing: CountryHousing = {
  country: "uruguay",
  checked: "2026-11",
  deposit: {
    text: "A lease is usually guaranteed in one of three ways. The tenant can make a cash deposit at the Banco Hipotecario del Uruguay (BHU), capped at five months' rent for housing (art. 38, Law 14.219). Or a surety can be given by a person or by an institution such as the Contaduría General de la Nación, ANDA or an insurer. Or the parties can use Law 19.889's no-guarantee regime, which has shorter eviction times.",
    source: {
      publisher: "Casas y Más",
      title: "Arrendamiento de propiedades en Uruguay",
      url: "https://casasymas.com.uy/asesoramiento/arrendamiento-propiedades-uruguay",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Real-estate agency page (secondary source).",
    },
  },
  contractLength: {
    text: "Under Law 19.889's no-guarantee regime (arts. 409–410), which applies only when the parties choose it in a written housing lease, the parties freely agree the term. If neither gives notice at least one month before it ends, the lease renews for an equal period.",
    source: {
      publisher: "Parliament of Uruguay",
      title: "Law 19.889 (Ley de Urgente Consideración), arts. 409-410",
      via: "digo.mivoz.uy",
      url: "https://digo.mivoz.uy/t/2-regimen-de-arrendamiento-sin-garantia/1872",
      asOf: "2020",
      reviewedOn: "2026-11-23",
      research: "Statute text as reproduced on the digo.mivoz.uy forum; no IMPO page with the text was found.",
    },
  },
  agencyFees: {
    text: "The agency's intermediation commission on a rental is one month's rent plus VAT, paid once by the tenant when the lease is signed.",
    source: {
      publisher: "Lofty",
      title: "¿Qué gastos e impuestos tiene el inquilino?",
      url: "https://www.lofty.uy/post/qu%C3%A9-gastos-e-impuestos-tiene-el-inquilino",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Uruguayan real-estate agency blog (secondary source).",
    },
  },
  foreignBuyers: {
    text: "Foreigners, resident or not, have the same rights as Uruguayans to buy any type of property, including beachfront and rural land; they need only a passport or ID, plus proof of funds under banking rules. There are two restrictions on how agricultural land may be held, which concern the ownership structure.",
    source: {
      publisher: "Real Estate in Uruguay",
      title: "Who can buy real estate in Uruguay",
      url: "https://www.realestate-in-uruguay.com/blog/who-can-buy-real-estate-in-uruguay/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Agency blog (secondary source).",
    },
  },
};
