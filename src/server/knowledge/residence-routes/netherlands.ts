import type { CountryRoutesData } from "../knowledge.schema";

// The Netherlands' treaty route for US citizens (Dutch-American Friendship Treaty of 1956), read in November
// 2026 in the law-firm and bar-association pages named below (no stored copy of the IND's own page was found).
const ABA_2024 = {
  publisher: "Dutch Immigration and Naturalisation Service",
  title: "Netherlands residency through the Dutch-American Friendship Treaty (International Law News, Winter 2024)",
  via: "American Bar Association",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: searches for the IND's DAFT page ('ind.nl Dutch American Friendship Treaty EUR 4,500', 'invest at least EUR 4,500') found only law-firm, accountant and forum pages (an old ind.nl form 7524 is quoted on a forum without the amount); no ind.nl page stating EUR 4,500.",
  url: "https://www.americanbar.org/groups/international_law/resources/international-law-news/2024-winter/netherlands-residency-dutch-american-friendship-treaty/",
  asOf: "2024",
};
const KROES = { publisher: "Dutch Immigration and Naturalisation Service", title: "Dutch American Friendship Treaty", via: "Kroes Advocaten", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.kroesadvocaten.nl/en/private/dutch-american-friendship-treaty", asOf: "2024-04" };
const DAFT_FAQ = { publisher: "Dutch Immigration and Naturalisation Service", title: "Read our D.A.F.T. FAQ", via: "Dutch-American Friendship Treaty advisers", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.dutch-american-friendship-treaty.com/read-our-daft-faq/", asOf: "2026" };

export const netherlandsRoutes: CountryRoutesData = {
  country: "netherlands",
  checked: "2026-11",
  routes: [
    {
      kind: "investment",
      name: "Residence permit for self-employment under the Dutch-American Friendship Treaty (DAFT)",
      whoFor: "US citizens who set up and run their own Dutch business (sole proprietorship or company, owning at least 25%), freelancers and consultants included; licensed professions such as doctors and lawyers are excluded. A spouse may take any job.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 4500,
        currency: "EUR",
        period: "once",
        basis: "own capital in a Dutch business bank account linked to the company, shown in an opening balance prepared by a Dutch bookkeeper",
        source: ABA_2024,
      },
      fee: { value: null, note: "Published sources give different IND fees; check the IND's fee table when you apply." },
      processingTime: { text: "First applications decided within 4 to 6 weeks under the IND's pilot policy since April 2024.", source: KROES },
      durationAndRenewal: { text: "An initial permit for two years; renewed for five years if the business has been active (annual accounts, income from clients).", source: DAFT_FAQ },
      permanentResidence: { years: 5, note: "After five years of uninterrupted lawful residence.", source: DAFT_FAQ },
      citizenship: { years: 5, note: "After five years of residence and the civic integration or naturalisation exam.", source: DAFT_FAQ },
      officialPage: "https://ind.nl/en/",
    },
  ],
  absent: [
    { kind: "retirement", status: "not-researched", note: "The sources used for this report describe no residence route for retirees or people of independent means in the Netherlands." },
    { kind: "work", status: "not-researched", note: "The highly skilled migrant and EU Blue Card permits need a Dutch employer; this report does not yet cover their terms." },
    { kind: "remote-work", status: "not-researched", note: "The Netherlands has no digital nomad visa in the sources used for this report; US freelancers commonly use DAFT above." },
  ],
};
