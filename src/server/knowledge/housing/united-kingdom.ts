/**
 * United Kingdom: renting rules and foreign buyers (housing knowledge). Renting law is devolved; the rental facts
 * below are for England. Scotland, Wales and Northern Ireland have their own tenancy laws.
 * Source notes:
 * - Official: Oxford City Council page on the Tenant Fees Act 2019 (England); Maidstone Borough Council page on
 *   ending a tenancy under the Renters' Rights Act 2025; GOV.UK (HMRC) guidance on SDLT rates for non-UK residents.
 * - The two council pages show no date; asOf 2026 is the year the stored copies were read. The Maidstone page
 *   reflects the Renters' Rights Act regime that applies from 1 May 2026.
 * - No gaps.
 */
import type { CountryHousing } from "./housing.schema";

const OXFORD_TENANT_FEES = {
  publisher: "Oxford City Council",
  title: "Tenant Fees Act 2019 (England)",
  url: "https://www.oxford.gov.uk/info/20267/private_housing_tenants/1327/tenant_fees_act_2019",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

export const unitedKingdomHousing: CountryHousing = {
  country: "united-kingdom",
  checked: "2026-11",
  deposit: {
    text: "In England the Tenant Fees Act 2019 caps the refundable tenancy deposit at five weeks' rent where annual rent is under GBP 50,000, or six weeks' rent where it is GBP 50,000 or more. A refundable holding deposit to reserve a property is capped at one week's rent.",
    source: OXFORD_TENANT_FEES,
  },
  contractLength: {
    text: "Under the Renters' Rights Act 2025 (England), tenants can end a tenancy at any time by giving at least two months' notice, leaving on the last day of a rent period. Section 21 'no-fault' notices are no longer used: a landlord must serve a Section 8 notice on a valid legal ground (such as selling or moving in), give the notice period for that ground, and prove the case in court if the tenant does not leave.",
    source: {
      publisher: "Maidstone Borough Council",
      title: "Ending a tenancy",
      url: "https://maidstone.gov.uk/home/primary-services/housing/renting-advice/ending-a-tenancy",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  agencyFees: {
    text: "In England landlords and letting agents may charge tenants only permitted payments: rent, the capped deposits, capped charges to change the tenancy at the tenant's request (GBP 50 or reasonable costs), early-termination costs, utilities and council tax, and defined default fees. Letting fees such as administration, referencing or check-in fees are banned.",
    source: OXFORD_TENANT_FEES,
  },
  foreignBuyers: {
    text: "Non-UK residents can buy residential property, but since 1 April 2021 buyers in England and Northern Ireland who are not UK resident pay Stamp Duty Land Tax at rates 2 percentage points higher than UK residents, even if they intend to live in the property. The surcharge does not apply in Scotland or Wales.",
    source: {
      publisher: "HM Revenue & Customs",
      title: "Rates of Stamp Duty Land Tax for non-UK residents",
      url: "https://gov.uk/guidance/rates-of-stamp-duty-land-tax-for-non-uk-residents",
      asOf: "2021-04",
      reviewedOn: "2026-11-23",
      research: "GOV.UK page.",
    },
  },
};
