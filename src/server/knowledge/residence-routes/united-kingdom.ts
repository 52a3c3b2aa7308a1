import type { CountryRoutesData } from "../knowledge.schema";

// The United Kingdom's long-stay routes for a US citizen, read in November 2026. The Home Office (UK Visas and
// Immigration) governs them. No stored copy of the gov.uk route pages was found, so the figures come from the
// immigration law firms and guides named in each `source`. The UK has no retirement, digital nomad or investor
// visa open to new applicants. Pages that carry no date are given the year they were read (2026).
const UK_SPONSORS_SETTLEMENT = {
  publisher: "UK Home Office",
  title: "The 10-Year ILR Plan: What Earned Settlement Means",
  via: "UK Sponsors",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://uksponsors.com/blog/earned-settlement-10-year-ilr-explained",
  asOf: "2026-06-07",
};

export const unitedKingdomRoutes: CountryRoutesData = {
  country: "united-kingdom",
  checked: "2026-11",
  routes: [
    {
      kind: "work",
      name: "Skilled Worker visa",
      whoFor: "People with a job offer from a Home Office-licensed sponsor in an eligible occupation, normally at degree level (RQF 6) since 22 July 2025, with English at the required level.",
      minimumAge: {
        years: 18,
        source: { publisher: "UK Home Office", title: "Skilled Worker Visa", via: "AET Partners (immigration advisers)", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://aet-partners.com/services/skilled-worker-visa", asOf: "2026" },
      },
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 41700,
        currency: "GBP",
        period: "year",
        basis: "general salary threshold for certificates of sponsorship assigned from 22 July 2025 (HC 997), or the going rate for the occupation if higher, and at least GBP 17.13 an hour; lower floors (from GBP 33,400) apply to new entrants, relevant PhDs and Immigration Salary List jobs. Guides published in 2026 say the figure still applies.",
        source: {
          publisher: "UK Home Office",
          title: "Immigration rule changes from 22 July 2025",
          via: "Burness Paull LLP",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages and docs): 'gov.uk Skilled Worker visa your job salary requirements £41,700 general salary threshold 22 July 2025', 'Skilled Worker visa: Your job salary requirements GOV.UK £41,700' (docs), 'Statement of changes to the Immigration Rules HC 997 explanatory memorandum Skilled Worker general salary threshold £41,700', 'questions-statements.parliament.uk written statement July 2025 Statement of Changes Skilled Worker salary threshold'. No GOV.UK or Parliament page stating GBP 41,700 came back (Parallel Parliament's copy of the 1 July 2025 written statement does not give the figure); only law-firm pages.",
          url: "https://www.burnesspaull.com/legal-insights-news-events/insights/immigration-rule-changes-from-22-july-2025",
          asOf: "2025-07-22",
        },
      },
      fee: {
        amount: 769,
        currency: "GBP",
        what: "visa application fee from outside the UK for a certificate of sponsorship of up to three years (GBP 1,519 if longer); the Immigration Health Surcharge is charged on top for each year of leave",
        source: { publisher: "UK Home Office", title: "Skilled Worker Visa Fees & Sponsor Costs 2026", via: "DavidsonMorris", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'gov.uk skilled-worker-visa how much it costs up to 3 years £769 more than 3 years £1,519' and the salary-threshold queries; GOV.UK's Skilled Worker fee page and the Home Office fees table are not in the search store (only older copies giving GBP 719 / 1,420 from other sites).", url: "https://www.davidsonmorris.com/tier-2-visa-costs", asOf: "2026" },
      },
      processingTime: {
        text: "Standard processing takes up to 3 weeks from the biometrics appointment for applications made outside the UK (8 weeks inside the UK); paid priority services are faster.",
        source: { publisher: "UK Home Office", title: "Skilled Worker visa processing time", via: "Find My Visa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://findmyvisa.co.uk/skilled-worker-visa/processing-time", asOf: "2026" },
      },
      durationAndRenewal: {
        text: "Granted for the length of the job on the certificate of sponsorship, up to 5 years, and extended from inside the UK before it expires; it is tied to the sponsoring employer and role.",
        source: { publisher: "UK Home Office", title: "Skilled Worker visa guide", via: "DavidsonMorris", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.davidsonmorris.com/what-is-a-genuine-vacancy-for-tier2-category", asOf: "2026" },
      },
      permanentResidence: {
        years: 5,
        note: "Indefinite leave to remain after five years on the route, under the rules in force in mid-2026. The government has consulted on an 'earned settlement' model with a 10-year baseline (shorter for high earners), possibly applying to people already in the UK; no rules had been laid when the source was written.",
        source: UK_SPONSORS_SETTLEMENT,
      },
      citizenship: {
        years: 6,
        note: "British citizenship can be applied for 12 months after indefinite leave to remain, so about six years in total under the current five-year settlement rule; a longer settlement period would push this back.",
        source: UK_SPONSORS_SETTLEMENT,
      },
      officialPage: "https://www.gov.uk/government/organisations/uk-visas-and-immigration",
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "The UK's Retired Person of Independent Means visa is closed to new applicants; only existing holders can extend. Retirees need another route such as family ties or UK Ancestry.",
      source: { publisher: "Hip Over Fifty", title: "What options do Americans have to retire in the UK?", research: "Guide stating that the UK has no retirement visa.", url: "https://www.hipoverfifty.com/what-options-do-americans-have-to-retire-in-the-uk/", asOf: "2026" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "The UK has no digital nomad visa. Since 31 January 2024 visitors may work remotely for an overseas employer, but only when that is not the main purpose of the visit, which is not residence.",
      source: { publisher: "MWC Global", title: "Why the UK doesn't offer a digital nomad visa", url: "https://mwc.global/2024/10/10/why-the-uk-doesnt-offer-a-digital-nomad-visa-and-why-it-doesnt-need-to/", asOf: "2024-10-10" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "The Tier 1 (Investor) 'golden visa' closed to new applicants on 17 February 2022. The Innovator Founder visa needs an endorsed new business that you run, not a passive investment; this report does not yet cover it.",
      source: { publisher: "UK Home Office", title: "Tier 1 Investor visa closed", via: "Garth Coates Solicitors", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://garthcoates.com/news/tier-1-investor-visa-closed", asOf: "2022-02" },
    },
  ],
};
