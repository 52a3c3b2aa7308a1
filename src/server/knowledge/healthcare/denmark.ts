/**
 * Denmark: healthcare for a resident foreigner.
 * Source notes:
 * - Official: Hedensted Municipality newcomer page; International House Copenhagen (City of Copenhagen) page on the
 *   health insurance card. Both undated; asOf 2026 is the year the stored copies were read.
 * - Secondary: Dansk Sundhedssikring (private insurer) list price for its basic health insurance; it is one insurer's
 *   published price, not a market average, and the page is undated.
 * - Gap: no page read gives a waiting period; the pages tie entitlement to CPR registration.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const denmarkHealthcare: CountryHealthcare = {
  country: "denmark",
  checked: "2026-11",
  system: {
    text: "Denmark has a tax-financed public health insurance system in which most services, such as hospital care and doctor visits, are free of charge. Anyone with a Danish residence permit and a civil registration (CPR) number is entitled to it.",
    source: {
      publisher: "Hedensted Municipality",
      title: "Health care and emergency (newcomer information)",
      url: "https://www.hedensted.dk/english/settling/health-care-and-emergency",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Newcomers must register to be covered by the national health insurance; once covered they register with a general practitioner and receive the yellow health insurance card, sent to their Danish address about three to four weeks after registering. Most examinations and treatments, including GP, emergency ward and public hospital care, are free; children are covered with a parent until age 15.",
    source: {
      publisher: "International House Copenhagen",
      title: "Health insurance card",
      url: "https://ihcph.kk.dk/health-insurance-card",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 4033,
    currency: "DKK",
    period: "year",
    basis: "List price for the policyholder of one insurer's basic private health insurance (physiotherapy, psychologist, specialist examination and treatment), including the 1.1% statutory fee; age not stated by the source. Not a market average.",
    source: {
      publisher: "Dansk Sundhedssikring",
      title: "Health Insurance Basis prices",
      url: "https://www.ds-sundhed.dk/en/health-insurances/health-insurance-basis",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "Care is mainly tax-financed and free for anyone with a residence permit who lives in Denmark; private health insurance is an optional extra.",
    source: {
      publisher: "danishhealthdata.com",
      title: "The Danish Healthcare System",
      url: "https://danishhealthdata.com/articles/danish%20health%20care%20system",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: The Danish healthcare system is based on free and equal access to treatment and is mainly tax financed. This means that everyone who has been granted a residence permit and lives in Denmark has free access to the healthcare system.",
    }
  },
  premiumsByAge: [],
};
