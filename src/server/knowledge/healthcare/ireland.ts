/**
 * Ireland: healthcare for a resident foreigner.
 * Source notes:
 * - Official: Citizens Information (state information service), Entitlement to health services (undated; asOf 2026
 *   is the year the stored copy was read). The URL is cited exactly as returned, including the :443 port.
 * - Secondary: Irish Examiner report of the Health Insurance Authority (regulator) Q2 2025 market bulletin.
 *   The article gives the average adult premium paid without spelling out the period; it is recorded as a yearly
 *   premium because Irish health insurance plans are annual contracts (the HIA's earlier reports state averages per
 *   year). Treat the period as an inference.
 * - Gap: no page read states whether any Irish visa (e.g. Stamp 0) requires private insurance first.
 */
import type { CountryHealthcare } from "./healthcare.schema";

const citizensInformation = {
  publisher: "Citizens Information",
  title: "Entitlement to health services",
  url: "https://www.citizensinformation.ie/en/health/health_system/entitlement_to_public_health_services.html",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

export const irelandHealthcare: CountryHealthcare = {
  country: "ireland",
  checked: "2026-11",
  system: {
    text: "Everyone ordinarily resident in Ireland is entitled to a range of public health services free or at reduced cost: medical card holders have full eligibility, everyone else limited eligibility. Without a medical card or GP visit card you pay for GP visits and prescribed medicines (the Drug Payment Scheme caps medicines at €114 a month) and may pay public hospital charges, while maternity and infant care are free.",
    source: citizensInformation,
  },
  publicAccess: {
    text: "A newcomer must satisfy the Health Service Executive (HSE) that they are ordinarily resident, meaning they have lived in Ireland for at least a year or intend to live there for at least one year. Once accepted they get limited eligibility, or full eligibility if they qualify for a medical card.",
    source: citizensInformation,
  },
  privateInsuranceCost: {
    amount: 1830,
    currency: "EUR",
    period: "year",
    basis: "Average premium per adult across the market, all adult ages together, Health Insurance Authority Q2 2025 bulletin; taken as a yearly policy premium (the article gives no period).",
    source: {
      publisher: "Health Insurance Authority (Ireland)",
      title: "Q2 2025 market bulletin: Health insurance premiums rise 11% to an average of €1,830",
      via: "Irish Examiner",
      url: "https://www.irishexaminer.com/business/economy/arid-41714979.html?type=ampSo",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "community-rated",
    text: "Private health insurance is community-rated: older or less healthy people do not pay more; a late-entry loading of 2% a year from age 35 applies to those who did not take cover earlier.",
    source: {
      publisher: "Department of Health (Ireland)",
      title: "Community Rating",
      url: "https://health.gov.ie/future-health/private-health-insurance/community-rating/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Community rating ... means that people who are old or less healthy do not have to pay more than the young and healthy ... Since 1 May 2015 there are ‘late entry loadings’ for those aged 35 and over who did not buy health insurance prior to then. The loadings are set at 2% per year starting at age 35",
    }
  },
  premiumsByAge: [
    {
      amount: 1830,
      currency: "EUR",
      period: "year",
      basis: "Average adult private health insurance premium across the market (all plans), HIA Q2 bulletin",
      forAges: {
        from: 18,
        to: 99,
      },
      source: {
        publisher: "Irish Examiner",
        title: "Health insurance premiums rise 11% to an average of €1,830",
        url: "https://www.irishexaminer.com/business/economy/arid-41714979.html?type=ampSo",
        asOf: "2025",
        reviewedOn: "2026-11-26",
        research: "figure read: The average adult premium paid is now €1,830, with an average price increase of 4.5% on health insurance plans currently in the market since January 1.",
      }
    },
  ],
};
