/**
 * Ghana: healthcare for a resident foreigner.
 * Source notes:
 * - Secondary: peer-reviewed article by Kipo-Sunyehzi et al. (2019) on the NHIS, read on docslib.org; The Publisher
 *   (online news) explainer on NHIS funding and premium groups (undated; asOf 2026 is the year the stored copy was
 *   read); B&FT (business newspaper) quoting the CEO of Acacia Health Insurance in May 2022.
 * - No NHIA (nhis.gov.gh) page was returned by the search; the premium amount for informal-sector subscribers and
 *   any rule specific to foreign residents were not found.
 * - The private figure is an insurer CEO's statement ("at least GH¢1,800" for an average plan in 2022, up from
 *   GH¢1,400 in 2021); the article gives no period and it is recorded as a yearly premium (plans are annual), so treat
 *   the period as an inference. Inflation since 2022 makes it a floor, not a current price.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const ghanaHealthcare: CountryHealthcare = {
  country: "ghana",
  checked: "2026-11",
  system: {
    text: "Ghana's National Health Insurance Scheme (NHIS), implemented in 2004, aims to increase access to health services and reduce financial barriers to care. Its goal is universal coverage for all citizens and persons with legal residence, with certain groups exempted from the annual premium.",
    source: {
      publisher: "Kipo-Sunyehzi et al.",
      title: "Ghana's Journey towards Universal Health Coverage: The Role of the National Health Insurance Scheme (peer-reviewed article, 2019)",
      via: "Docslib",
      research: "The link opens a copy of the article on docslib.org, a document-sharing site.",
      url: "https://docslib.org/doc/4248934/the-role-of-the-national-health-insurance-scheme",
      asOf: "2019-10-01",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "The NHIS is meant to give residents of Ghana financial access to health care and is funded mainly by a 2.5% levy on goods and services, 2.5 percentage points of SSNIT social-security contributions and premiums from informal-sector subscribers. Only informal-sector subscribers pay a premium; SSNIT contributors, children, pregnant women, people over 70 and other exempt groups do not, but most members also pay a card processing or renewal fee, and some categories serve a waiting period.",
    source: {
      publisher: "The Publisher (Ghana)",
      title: "Demystifying Ghana's NHIS",
      url: "https://thepublisheronline.com/demystifying-ghanas-nhis",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 1800,
    currency: "GHS",
    period: "year",
    basis: "An average private health plan costs 'at least' this much in 2022 (GH¢1,400 in 2021), per the CEO of Acacia Health Insurance; age not stated by the source. The article gives no period (taken as a yearly plan), and inflation has raised prices since.",
    source: {
      publisher: "B&FT (Business & Financial Times)",
      title: "Rising inflation increasing cost of private health insurance",
      url: "https://thebftonline.com/2022/05/23/rising-inflation-increasing-cost-of-private-health-insurance",
      asOf: "2022-05-23",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "The NHIS is funded mainly by taxes and 2.5 percentage points of SSNIT contributions; only informal-sector members pay a premium, and exempt groups pay none.",
    source: {
      publisher: "National Health Insurance Authority (Ghana)",
      title: "About NHIS",
      url: "https://nhis.gov.gh/about",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: The NHIS is largely funded by ... 2.5 percentage points of Social Security and National Insurance Trust (SSNIT) contributions per month ... premium paid by informal sector subscribers. ... It is only the informal group that pays premium. Members of the exempt group do not pay premium. They are: Form",
    }
  },
  premiumsByAge: [],
};
