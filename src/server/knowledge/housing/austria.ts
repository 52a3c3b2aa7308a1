/**
 * Austria: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Secondary throughout: Mietervereinigung Österreich (tenants' association, 11 May 2020) on deposits; Just Landed
 *   (expat guide, German edition) on fixed-term leases; Österreichischer Haus- und Grundbesitzerbund (hausbesitzer.at,
 *   landlords' association) on the Bestellerprinzip; The Irish Times (20 April 2024, citing Knight Frank) on foreign
 *   buyers. No oesterreich.gv.at page with these rules was returned by the store.
 * - The Just Landed and hausbesitzer.at pages show no date; asOf is 2026 (year read) for Just Landed and 2023-07 (entry
 *   into force of the rule described) for hausbesitzer.at.
 * - Doubt: the foreign-buyer entry is a newspaper summary; the rules are set by nine provincial land-transfer laws.
 */
import type { CountryHousing } from "./housing.schema";

export const austriaHousing: CountryHousing = {
  country: "austria",
  checked: "2026-11",
  deposit: {
    text: "No law obliges tenants to pay a deposit; it must be agreed in the contract and its amount is negotiable. Three gross monthly rents is the market norm and up to six would also be permissible; a higher deposit is allowed only for a special security interest of the landlord.",
    source: {
      publisher: "Mietervereinigung Österreich",
      title: "Kaution: Die wichtigsten Fragen und Antworten",
      url: "https://mietervereinigung.at/News/841/38065/Kaution-Die-wichtigsten-Fragen-und-Antworten",
      asOf: "2020-05-11",
      reviewedOn: "2026-11-23",
      research: "Tenants' association.",
    },
  },
  contractLength: {
    text: "Flat leases concluded or extended after 1 July 2000 may be fixed-term if they run at least three years; three-year contracts are common in practice. The tenant may still terminate after one year with three months' notice.",
    source: {
      publisher: "Just Landed",
      title: "Mietverträge in Österreich",
      url: "https://www.justlanded.com/deutsch/Oesterreich/Artikel/Unterkunft/Mietvertraege-in-Oesterreich",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Expat guide (secondary source).",
    },
  },
  agencyFees: {
    text: "Since 1 July 2023 the Bestellerprinzip applies to residential lettings: an agent may not agree a commission with the home-seeker if the landlord was the first to engage the agent. A commission from the seeker is allowed only if the seeker was the first client, and never where the agent and landlord are linked or the agent advertises the flat with the landlord's consent.",
    source: {
      publisher: "Österreichischer Haus- und Grundbesitzerbund",
      title: "Maklerprovision nur vom Auftraggeber",
      url: "https://www.hausbesitzer.at/news/details/maklerprovision-nur-vom-auftraggeber.html",
      asOf: "2023-07",
      reviewedOn: "2026-11-23",
      research: "Landlords' association.",
    },
  },
  foreignBuyers: {
    text: "People from outside the EU can buy property in Austria if the purchase meets criteria set out in laws that vary between provinces; in some areas, such as Vienna, the criteria can include holding a residence permit.",
    source: {
      publisher: "The Irish Times",
      title: "Other EU countries have banned foreign property buyers to ease housing crises. Should Ireland do the same?",
      url: "https://www.irishtimes.com/ireland/housing-planning/2024/04/20/other-eu-countries-have-banned-foreign-property-buyers-to-ease-housing-crises-should-ireland-do-the-same/",
      asOf: "2024-04-20",
      reviewedOn: "2026-11-23",
    },
  },
};
