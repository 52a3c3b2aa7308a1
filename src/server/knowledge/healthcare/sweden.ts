/**
 * Sweden: healthcare for a resident foreigner.
 * Source notes:
 * - Quasi-official: Jönköping University information for international staff (public university), returned as
 *   http:// and cited with https://; undated, asOf 2026 is the year the stored copy was read.
 * - Secondary: Norran (regional newspaper) newcomer guide, 28 February 2023.
 * - Gap: private premium. Svensk Försäkring (insurers' association) publishes only counts and totals, and the price
 *   pages found give only broad ranges, so no typical premium is recorded.
 */
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const handelsbankenPrices: Citation = {
  publisher: "Handelsbanken",
  title: "Prislista trygghetsförsäkringar",
  url: "https://www.handelsbanken.se/sv/privat/prislista-for-privatpersoner/prislista-pension/prislista-forsakringar",
  asOf: "2020",
  reviewedOn: "2026-11-26",
  research: "figures read: Vårdförsäkring Månadspremier 2020 ... 31-35 år 648 kr | Vårdförsäkring Månadspremier 2020 ... 41-45 år 839 kr | Vårdförsäkring Månadspremier 2020 ... 46-50 år 1 001 kr | Vårdförsäkring Månadspremier 2020 ... 56-60 år 1 524 kr | Vårdförsäkring Månadspremier 2020 ... 61-65 år 1 869kr | Vårdförsäkring Månadspremier 2020 ... 66-70 år 2 452 kr",
};

/** What every Handelsbanken premium below is: the same policy, the same year's table. */
const HANDELSBANKEN_BASIS =
  "Handelsbanken Vardforsakring 'Plus utan remiss' - private treatment (healthcare) insurance, no deductible (a 500 kr deductible option lowers the premium by 130 kr/month); optional top-up to tax-funded public care; the bank's 2020 price table, the latest found (premiums are re-set each year, so expect more now)";

export const swedenHealthcare: CountryHealthcare = {
  country: "sweden",
  checked: "2026-11",
  system: {
    text: "Sweden has a publicly funded healthcare system available to all residents, including newcomers. Most newcomers need a Swedish personal identity number (personnummer) to use it, while EU/EEA citizens without one can use public care on the same basis as Swedes by showing a European Health Insurance Card.",
    source: {
      publisher: "Norran",
      title: "Our ten point guide to accessing Swedish health care",
      url: "https://norran.se/english/artikel/what-new-arrivals-need-to-know-about-accessing-swedish-healthcare/jov3xwyr",
      asOf: "2023-02-28",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "People who stay in Sweden for more than twelve months are entered in the Swedish Population Register regardless of nationality, and anyone registered there is entitled to healthcare on the same terms as other residents, at the ordinary public patient fees. They are normally also covered by the Swedish Social Insurance Agency (Försäkringskassan) after registering with it on arrival.",
    source: {
      publisher: "Jönköping University",
      title: "Information to international staff: live in Sweden for 12 months or more",
      url: "https://ju.se/en/about-us/work-at-jonkoping-university/information-to-international-staff/healthcare-and-social-insurance/live-in-sweden-for-12-months-or-more.html",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No dated typical premium for private health-care insurance (sjukvårdsförsäkring) is available. Over 761,000 people held such insurance at the end of 2022, mostly paid by employers; consumer guides give a wide range of SEK 150 to 600 a month.",
    research: "Looked for a typical private health-care insurance (sjukvårdsförsäkring) premium in Swedish and English pages. Svensk Försäkring (insurers' association) gives only the number insured (over 761,000 at end-2022, mostly employer-paid) and total premiums (about SEK 4.2 billion in 2022), and the consumer pages found give only wide ranges (SEK 150–600 a month), so no dated typical premium can be stated.",
  },
  premiumRating: {
    kind: "income-based",
    text: "Everyone has equal access to care, funded mainly through general taxation; private treatment insurance is an optional extra priced by age.",
    source: {
      publisher: "Sveriges läkarförbund",
      title: "Swedish health care system",
      url: "https://slf.se/in-english/swedish-health-care-system/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: The entire population in Sweden has equal access to healthcare service according to The Health and Medical Service Act. The Swedish healthcare system is funded primarily through general taxation.",
    }
  },
  premiumsByAge: [
    {
      amount: 648,
      currency: "SEK",
      period: "month",
      basis: HANDELSBANKEN_BASIS,
      forAges: {
        from: 31,
        to: 35,
      },
      source: handelsbankenPrices,
    },
    {
      amount: 839,
      currency: "SEK",
      period: "month",
      basis: HANDELSBANKEN_BASIS,
      forAges: {
        from: 41,
        to: 45,
      },
      source: handelsbankenPrices,
    },
    {
      amount: 1001,
      currency: "SEK",
      period: "month",
      basis: HANDELSBANKEN_BASIS,
      forAges: {
        from: 46,
        to: 50,
      },
      source: handelsbankenPrices,
    },
    {
      amount: 1524,
      currency: "SEK",
      period: "month",
      basis: HANDELSBANKEN_BASIS,
      forAges: {
        from: 56,
        to: 60,
      },
      source: handelsbankenPrices,
    },
    {
      amount: 1869,
      currency: "SEK",
      period: "month",
      basis: HANDELSBANKEN_BASIS,
      forAges: {
        from: 61,
        to: 65,
      },
      source: handelsbankenPrices,
    },
    {
      amount: 2452,
      currency: "SEK",
      period: "month",
      basis: HANDELSBANKEN_BASIS,
      forAges: {
        from: 66,
        to: 70,
      },
      source: handelsbankenPrices,
    },
  ],
};
