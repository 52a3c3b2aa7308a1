/**
 * Brazil: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - No planalto.gov.br text of Law 8,245/1991 (Lei do Inquilinato) was in the store; the sources are secondary.
 * - Deposit and contract length: BMC News summary of Law 8,245/1991 (undated; asOf = year read).
 * - Agency fees: a Brazilian lawyer's article (undated; asOf = year read).
 * - Foreign buyers: Siqueira Castro, a large Brazilian law firm (undated; asOf = year read).
 */
import type { CountryHousing } from "./housing.schema";

const BMC_LEI_INQUILINATO = {
  publisher: "BMC News",
  title: "A lei do aluguel que está em vigor",
  url: "https://bmcnews.com.br/ultimas-noticias/a-lei-do-aluguel-que-esta-em-vigor-e-afetando-todos-que-alugam-uma-casa-ou-apartamento-em-dezembro",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "Summary of the Lei do Inquilinato 8.245/91.",
};

export const brazilHousing: CountryHousing = {
  country: "brazil",
  checked: "2026-11",
  deposit: {
    text: "Under the Tenancy Law (Lei 8.245/91) a landlord may require only one form of guarantee; asking for two, for example a guarantor and a deposit, makes the clause void. A cash deposit (caução) is capped at three months' rent; the alternatives are a guarantor (fiador) or rent-guarantee insurance (seguro-fiança).",
    source: BMC_LEI_INQUILINATO,
  },
  contractLength: {
    text: "The parties choose the term, but for leases of 30 months or more the landlord can take the property back at the end without giving a reason. For shorter leases the landlord can only ask the tenant to leave after five years of uninterrupted renting, or on specific legal grounds such as own use or non-payment.",
    source: BMC_LEI_INQUILINATO,
  },
  agencyFees: {
    text: "Under the Civil Code and the Tenancy Law (Lei 8.245/1991), the landlord is responsible for the broker's commission on a rental. In some regions, though, market custom has the tenant pay the first month's rent as the brokerage fee, so the contract should be checked.",
    source: {
      publisher: "Azevedo Advogado",
      title: "Quem paga a comissão do corretor de imóveis",
      url: "https://azevedoadvogado.com/?p=1323",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Brazilian lawyer's article.",
    },
  },
  foreignBuyers: {
    text: "A foreigner, even without residence, can buy property in Brazil with a valid passport and a CPF tax number, with no limit on value or number of properties. Restrictions apply to rural land (Law 5,709/71, which requires permanent residence and sets size limits) and to land within 150 km of the border, where a sale needs the National Defence Council's authorisation.",
    source: {
      publisher: "Siqueira Castro",
      title: "Aquisição de imóvel no Brasil por estrangeiro",
      url: "https://siqueiracastro.com.br/noticias/aquisicao-de-imovel-no-brasil-por-estrangeiro",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Brazilian law firm.",
    },
  },
};
