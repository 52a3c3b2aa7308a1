/**
 * Ireland: official bodies found in the search store. Health entry is Citizens Information (the state's
 * Citizens Information Board); no HSE page itself was stored. No "find a solicitor" page of the Law Society was
 * stored; the entry points to the Law Society's own Gazette site. Movers: FIDI's own page.
 */
import type { CountryDirectory } from "./directory.schema";

export const irelandDirectory: CountryDirectory = {
  country: "ireland",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Immigration Service Delivery (ISD), Department of Justice",
      use: "Non-EEA nationals staying more than 90 days must register their immigration permission (Stamp) and get an Irish Residence Permit card; this page explains first-time registration.",
      url: "https://irishimmigration.ie/registering-your-immigration-permission/how-to-register-your-immigration-permission-for-the-first-time/information-on-registering-if-living-in-dublin-kildare-meath-wicklow-cork-and-limerick",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Law Society of Ireland",
      use: "Educational, representative and regulatory body of solicitors in Ireland; a solicitor needs a practising certificate to practise.",
      url: "https://www.lawsociety.ie/gazette/top-stories/2024/april/dont-discount-country-practice-solicitors-urged",
      asOf: "2024-04-19",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Irish Tax Institute",
      use: "Professional body for tax advisers in Ireland; its members may use the Chartered Tax Adviser (CTA) designation.",
      url: "https://taxinstitute.ie/members-2/resources/re-admission-procedures/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Revenue Commissioners (Revenue)",
      use: "Explains how your Irish tax is affected when you move to Ireland: residence status, source of income, split-year treatment.",
      url: "https://www.revenue.ie/en/life-events-and-personal-circumstances/moving-to-or-from-ireland/moving-or-returning-to-ireland/index.aspx",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Citizens Information",
      use: "Who is 'ordinarily resident' and entitled to public health services from the HSE, with or without a medical card.",
      url: "https://www.citizensinformation.ie:443/en/health/health_system/entitlement_to_public_health_services.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
