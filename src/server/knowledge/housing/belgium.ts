/**
 * Belgium: renting rules and foreign buyers (housing knowledge). Tenancy law is regional (Brussels, Flanders,
 * Wallonia); the deposit entry is for the Brussels-Capital Region.
 * Source notes:
 * - Official: be.brussels (Brussels-Capital Region portal) on the rental guarantee; ELRA (European Land Registry
 *   Association) contact-point answer for Belgium.
 * - Secondary: Expertym (lease-drafting service) on lease length; Habitos (property site, quoting the Flemish tenants'
 *   platform) on agent fees under the law of 18 June 2009.
 * - The Expertym, Habitos and ELRA pages show no date; asOf is 2026 (year read), except Habitos, whose asOf (2009-08)
 *   is the entry into force of the rule it describes.
 * - Gap within contractLength: the tenant's notice period and early-exit indemnity were not found on the pages read.
 */
import type { CountryHousing } from "./housing.schema";

export const belgiumHousing: CountryHousing = {
  country: "belgium",
  checked: "2026-11",
  deposit: {
    text: "In Brussels, for leases signed or renewed from 1 November 2024, the rental guarantee may not exceed two months' rent. The tenant chooses its form (blocked individual account in the tenant's name, CPAS-backed or bank guarantee built up over at most three years, real security or personal surety), and it is returned with interest within two months of leaving.",
    source: {
      publisher: "Brussels-Capital Region",
      title: "Garantie locative",
      url: "https://be.brussels/fr/logement/location/bail-dhabitation/garantie-locative",
      asOf: "2024-11",
      reviewedOn: "2026-11-23",
      research: "be.brussels page.",
    },
  },
  contractLength: {
    text: "The nine-year lease, extended automatically by three years at a time, is the most common main-residence lease and applies by default if nothing is written; a short lease lasts at most three years and can be extended only once, otherwise it becomes a nine-year lease. The landlord may end it early only in cases set by law, such as personal occupation with six months' notice.",
    source: {
      publisher: "Expertym",
      title: "Le bail, un contrat à tenir à l'œil !",
      url: "https://expertym.be/fr/blog/press/contrat-de-bail-belgique",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Lease-drafting service.",
    },
  },
  agencyFees: {
    text: "Since the law of 18 June 2009 (in force 17 August 2009), the fees of an estate agent letting a main residence are borne by the landlord; any clause putting them on the tenant is void. Agents typically charge between half and one month's rent plus 21% VAT.",
    source: {
      publisher: "Habitos",
      title: "Qui paie l'agent immobilier ?",
      url: "https://www.habitos.be/fr/acheter-et-louer/qui-paie-l-agent-immobilier-5521",
      asOf: "2009-08",
      reviewedOn: "2026-11-23",
      research: "Property site.",
    },
  },
  foreignBuyers: {
    text: "A foreign citizen enjoys the same civil rights as Belgians (Civil Code arts. 7 and 11), and no permit is required to buy real estate, including agricultural land. Apartment-building statutes may require a new owner to be approved by the other owners.",
    source: {
      publisher: "European Land Registry Association",
      title: "Belgium contact-point contribution: Legal restrictions",
      url: "https://www.elra.eu/contact-point-contribution/belgium/legal-restrictions-14/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
};
