import type { CountryRoutesData } from "../knowledge.schema";

// Ireland's route for a US citizen of independent means, read in November 2026 in the law-firm notes named
// below (Deloitte on Mondaq, 2025; NomadVisa's summary for the renewal). The Department of Justice's Immigration
// Service Delivery decides; its own page gives the EUR 300 registration fee, but no stored copy of its Stamp 0
// conditions page was found.
const DELOITTE = {
  publisher: "Irish Department of Justice",
  title: "Moving or retiring to Ireland as a person of independent means (Deloitte)",
  via: "Mondaq",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Article by Deloitte Ireland on Mondaq. Searched again (November 2026, search tool, pages): 'irishimmigration.ie person of independent means Stamp 0 income €50,000 per person net of expenses lump sum', 'irishimmigration.ie Stamp 0 retire in Ireland financially independent conditions private medical insurance', 'inis.gov.ie Stamp 0 persons of independent means individual income of €50,000 per year lump sum price of a dwelling'; only law-firm and adviser pages came back (Mondaq, Moloney O'Neill, O'Donovan Lavin, Newland Chase), all giving EUR 50,000 a year and a lump sum equal to the price of a dwelling.",
  url: "https://www.mondaq.com/ireland/work-visas/1597438/moving-or-retiring-to-ireland-as-a-person-of-independent-means",
  asOf: "2025-03-19",
};
const ISD_REGISTRATION_FEE = {
  publisher: "Irish Department of Justice",
  title: "Immigration Service Delivery: Transfer of registration responsibility for Cork and Limerick",
  url: "https://irishimmigration.ie/transfer-of-registration-responsibility-for-cork-and-limerick",
  asOf: "2024-07",
  research:
    "Found with the search tool (pages) for 'Immigration Service Delivery irishimmigration.ie registering your permission fee €300'. The notice (first-time registration and renewal of residence permissions from 8 July 2024) says that at the first-time registration appointment 'you will be required to pay a fee of €300 depending on the type of permission'. The Minister for Justice's written answer of 8 July 2021 (https://www.oireachtas.ie/ga/debates/question/2021-07-08/142/) says 'The current fee applicable on registration is €300' and registration is normally granted for 12 months; the answer of 18 April 2024 (https://www.oireachtas.ie/en/debates/question/2024-04-18/258/) lists who is exempt, none of whom are Stamp 0 holders. That the fee is paid again at each renewal rests on NomadVisa (https://nomadvisa.app/ireland/stamp-0-person-of-independent-means). Replaces that NomadVisa page for the fee.",
};
const NOMADVISA = { publisher: "Irish Department of Justice", title: "Ireland Stamp 0 (Person of Independent Means)", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/ireland/stamp-0-person-of-independent-means", asOf: "2026" };

export const irelandRoutes: CountryRoutesData = {
  country: "ireland",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Stamp 0 permission (person of independent means)",
      whoFor: "Financially independent people and retirees who will not work, run a business or use State benefits or public services; apply before moving; family members cannot join on it and must each qualify.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 50000,
        currency: "EUR",
        period: "year",
        basis: "individual income net of annual expenses (EUR 100,000 for a couple), plus a lump sum for major expenses such as the price of a home, certified by an Irish accountancy firm",
        source: DELOITTE,
      },
      fee: { amount: 300, currency: "EUR", what: "Irish Residence Permit card, at first registration and each renewal", source: ISD_REGISTRATION_FEE },
      processingTime: { value: null, note: "No official source publishes a dated processing time for first applications." },
      durationAndRenewal: { text: "Granted for one year and renewed every year with updated financial evidence and health insurance.", source: NOMADVISA },
      permanentResidence: { value: null, note: "Stamp 0 is a \"low level\" permission; a route from it to long-term residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether and how Stamp 0 years count towards naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.irishimmigration.ie/",
    },
  ],
  absent: [
    { kind: "work", status: "not-researched", note: "Ireland's employment permits (Critical Skills, General) need an Irish job offer; this report does not yet cover their terms." },
    {
      kind: "remote-work",
      status: "not-researched",
      note: "No remote-work visa for Ireland is stated in the sources used for this report, and Stamp 0 holders may not work or do business of any kind.",
    },
    { kind: "investment", status: "not-researched", note: "This report does not yet cover Ireland's investor routes." },
  ],
};
