/**
 * Germany: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official or quasi-official: mbeon (migration advice service funded by the Federal Office for Migration and
 *   Refugees) for the deposit; BGB § 573c text as reproduced on gesetzklar.de.
 * - Secondary: Immobilien Bausch (estate agent) glossary on the Bestellerprinzip; The In-House Lawyer Real Estate
 *   guide (2nd edition, law-firm Q&A) for foreign ownership.
 * - mbeon, gesetzklar and the In-House Lawyer page show no date; asOf 2026 is the year the stored copies were read.
 *   The Bausch glossary is also undated; its asOf (2015-06) is the entry into force of the rule it describes.
 *   The In-House Lawyer page was returned as http:// and is cited with https://.
 * - No gaps.
 */
import type { CountryHousing } from "./housing.schema";

export const germanyHousing: CountryHousing = {
  country: "germany",
  checked: "2026-11",
  deposit: {
    text: "A security deposit is usually required and may be at most three months' basic rent. It must be refunded after moving out unless charges or debts are outstanding, which can take some months.",
    source: {
      publisher: "mbeon",
      title: "Rent and Tenancy Law",
      url: "https://www.mbeon.de/en/information/housing/rent-and-tenancy-law/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Migration advice service funded by the Federal Office for Migration and Refugees.",
    },
  },
  contractLength: {
    text: "For open-ended residential leases, notice must reach the other party by the third working day of a month to end the lease at the end of the month after next, so about three months (BGB § 573c). The landlord's notice period grows by three months after five and after eight years of tenancy, and clauses worsening these terms for the tenant are void.",
    source: {
      publisher: "Bürgerliches Gesetzbuch (German Civil Code)",
      title: "§ 573c Fristen der ordentlichen Kündigung",
      via: "gesetzklar.de",
      url: "https://gesetzklar.de/bgb/16379/fristen-der-ordentlichen-k-ndigung",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Statute text reproduced on gesetzklar.de; no gesetze-im-internet.de page was found.",
    },
  },
  agencyFees: {
    text: "Since 1 June 2015 the Bestellerprinzip applies to residential lettings: whoever engages the agent pays. Under the amended Wohnungsvermittlungsgesetz an agent may not charge the home-seeker unless the agent obtained the listing solely because of the seeker's own search mandate, so in practice the landlord usually pays.",
    source: {
      publisher: "Immobilien Bausch",
      title: "Lexikon: Bestellerprinzip",
      url: "https://immobilien-bausch.de/lexikon/bestellerprinzip/",
      asOf: "2015-06",
      reviewedOn: "2026-11-23",
      research: "Estate agent's glossary.",
    },
  },
  foreignBuyers: {
    text: "There are no specific restrictions on who can own real estate in Germany: foreign individuals and companies can own property like Germans.",
    source: {
      publisher: "The In-House Lawyer",
      title: "Real Estate (2nd edition): Are there any restrictions on who can own real estate? (Germany)",
      url: "https://www.inhouselawyer.co.uk/wgd_question/are-there-any-restrictions-on-who-can-own-real-estate/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Law-firm Q&A.",
    },
  },
};
