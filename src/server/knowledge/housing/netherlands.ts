/**
 * Netherlands: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Government.nl step-by-step plan for tenants (2024); Volkshuisvesting Nederland (national housing
 *   portal of the Ministry) pages on permanent tenancy contracts and the ban on double mediation fees; ELRA (European
 *   Land Registry Association) contact-point answer for the Netherlands on limitations to foreigners.
 * - The volkshuisvestingnederland.nl mediation page and the ELRA page show no date; asOf 2026 is the year the stored
 *   copies were read.
 * - Gap within contractLength: the statutory tenant notice period was not found on the pages read.
 */
import type { CountryHousing } from "./housing.schema";

export const netherlandsHousing: CountryHousing = {
  country: "netherlands",
  checked: "2026-11",
  deposit: {
    text: "For tenancy agreements dated 1 July 2023 onwards (Landlords (Good Practices) Act), the maximum deposit is two months' basic rent. The deposit should in principle be returned within 14 days after the tenancy ends, less any amounts the tenant still owes.",
    source: {
      publisher: "Government of the Netherlands",
      title: "Step-by-step plan for tenants",
      url: "https://government.nl/topics/housing/rented-housing/step-by-step-plan-for-tenants",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "Since 1 July 2024 (Wet vaste huurcontracten) new tenancies are for an indefinite period; landlords may no longer offer fixed-term contracts except to specific groups such as students, who may get a contract of at most two years. Fixed-term contracts signed before 1 July 2024 run to their end date, and any extension is for an indefinite period.",
    source: {
      publisher: "Volkshuisvesting Nederland",
      title: "Vast huurcontract weer de norm",
      url: "https://www.volkshuisvestingnederland.nl/onderwerpen/huurbescherming-en-huurcontracten/vaste-huurcontracten-de-norm",
      asOf: "2024-07",
      reviewedOn: "2026-11-23",
      research: "Ministry housing portal.",
    },
  },
  agencyFees: {
    text: "When an agent (also) mediates for the landlord and the prospective tenant is a consumer, the agent may not charge the tenant mediation fees; the Supreme Court ruled on 16 October 2015 that an agent who lists a landlord's rental on its website in principle mediates for the landlord. The fee may then be charged only to the landlord.",
    source: {
      publisher: "Volkshuisvesting Nederland",
      title: "Verbod op dubbele bemiddelingskosten bij zelfstandige woningen",
      url: "https://www.volkshuisvestingnederland.nl/onderwerpen/bemiddelingskosten/verbod-op-dubbele-bemiddelingskosten-bij-zelfstandige-woningen",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Ministry housing portal.",
    },
  },
  foreignBuyers: {
    text: "The Dutch land registry contact point reports no limitations on foreign citizens or foreign-controlled companies acquiring immovable property, other than European (and possible national) freezing orders.",
    source: {
      publisher: "European Land Registry Association",
      title: "Netherlands contact-point contribution: Limitations to Foreigners",
      url: "https://elra.eu/contact-point-contribution/netherlands/limitations-to-foreigners-18",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
};
