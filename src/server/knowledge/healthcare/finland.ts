/**
 * Finland: healthcare for a resident foreigner.
 * Source notes:
 * - Quasi-official: University of Jyväskylä and University of Eastern Finland pages for international staff (public
 *   universities), both undated; asOf 2026 is the year the stored copies were read. The UEF page was returned as
 *   http:// and is cited with https://.
 * - Official statistics: Statistics Finland expert article (23 January 2019) for the private premium, a 2016 figure.
 * - Doubt: both university pages say municipalities provide public health care and refer to the local register
 *   office; since 2023 wellbeing services counties organise care and the register offices have been merged, so the
 *   organisational names may be outdated even if the municipality-of-residence rule is not.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const finlandHealthcare: CountryHealthcare = {
  country: "finland",
  checked: "2026-11",
  system: {
    text: "Public health care in Finland is financed by tax revenue and is available to people who are residents of a Finnish municipality (have a municipality of residence, kotikunta) and are covered by National Insurance. They pay the same fees as local residents, regardless of citizenship.",
    source: {
      publisher: "University of Jyväskylä",
      title: "International staff guide: public health care",
      url: "https://www.jyu.fi/en/workwithus/international-staff-guide/living-in-finland/health-care/public-health-care",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "You can get a municipality of residence with a permanent (P) or continuous (A) residence permit, or with a temporary (B) permit for one year if you show you intend to live in Finland permanently, for example with an employment contract or studies lasting at least two years, or one year of continuous residence. It is requested when registering as a foreigner at the local register office, and then gives the right to public health care at local fees.",
    source: {
      publisher: "University of Eastern Finland",
      title: "Health care and right to use public health care services (international staff)",
      url: "https://summerschool.uef.fi/en/web/internationalstaff/right-to-use-public-health-care",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 400,
    currency: "EUR",
    period: "year",
    basis: "Almost EUR 400 paid on average in 2016 by households holding one or more private medical expense insurance policies (including children's policies); a per-household figure, ages not stated by the source.",
    source: {
      publisher: "Statistics Finland (Tilastokeskus)",
      title: "Yksityisiä sairauskuluvakuutuksia hankitaan yhä enemmän – selvä enemmistö jää tappiolle",
      url: "https://stat.fi/tietotrendit/artikkelit/2019/yksityisia-sairauskuluvakuutuksia-hankitaan-yha-enemman-selva-enemmisto-jaa-tappiolle/",
      asOf: "2019-01-23",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "Medical care insurance is funded by the state, wage earners, the self-employed and beneficiaries (Kela), not by age-rated premiums.",
    source: {
      publisher: "Kela",
      title: "Financing",
      url: "https://www.kela.fi/en_US/web/en/operations-funding",
      asOf: "2020",
      reviewedOn: "2026-11-26",
      research: "statement read: The medical care insurance component is funded by the state, by wage and salary earners, by the self-employed, and by beneficiaries.",
    }
  },
  premiumsByAge: [],
};
