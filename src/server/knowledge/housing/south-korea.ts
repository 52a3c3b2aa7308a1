/**
 * South Korea: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Deposit: Seoul Metropolitan Government's English site (official; undated; asOf = year read). The search store gave an
 *   http:// address; its https form is cited.
 * - Contract length: Korea Herald legal column (2023-07-31) on art. 6-3 of the Housing Lease Protection Act. The 5% cap
 *   on increases at renewal is confirmed by easylaw.go.kr (Ministry of Government Legislation). A 2025 bill to lengthen
 *   renewals was pending and is not reflected.
 * - Agency fees: workmate.tools, a calculator quoting Annex 1 of the Enforcement Rules of the Licensed Real Estate Agents
 *   Act (effective 2021-10-19). Secondary: no MOLIT page was in the store. Guides for foreigners say landlord and tenant
 *   each pay their own commission.
 * - Foreign buyers: Dong-A Ilbo (2025-08-22); KBS (2025-08-08) agrees. The permit zones ran for one year from
 *   26 August 2025 and could be extended; whether they were extended after August 2026 was not checked.
 */
import type { CountryHousing } from "./housing.schema";

export const southKoreaHousing: CountryHousing = {
  country: "south-korea",
  checked: "2026-11",
  deposit: {
    text: "Under wolse, the tenant pays a deposit plus monthly rent; both are negotiable, and a larger deposit lowers the rent. Under jeonse, the tenant instead pays one large lump-sum deposit for the term, returned in full at the end. Before paying it, the tenant should check the building register for unpaid loans.",
    source: {
      publisher: "Seoul Metropolitan Government",
      title: "Wolse and jeonse",
      url: "https://english.seoul.go.kr/service/living/housing/1-wolse-jeonse/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Official English site.",
    },
  },
  contractLength: {
    text: "Housing leases usually run for two years. Under article 6-3 of the Housing Lease Protection Act (since 31 July 2020), a tenant may request one renewal for two more years, which the landlord cannot refuse without a legal reason. After such a renewal the tenant may give notice at any time, effective three months after the landlord receives it.",
    source: {
      publisher: "The Korea Herald",
      title: "Tenant's right to terminate after a renewal under the Housing Lease Protection Act",
      url: "https://m.koreaherald.com/view.php?ud=20230731000623",
      asOf: "2023-07-31",
      reviewedOn: "2026-11-23",
      research: "Legal column.",
    },
  },
  agencyFees: {
    text: "Brokerage fees are capped by law (Enforcement Rules of the Licensed Real Estate Agents Act, from 19 October 2021). For leases the caps are 0.5% of the transaction amount under KRW 50 million (max KRW 200,000), 0.4% from 50 to 100 million (max KRW 300,000) and 0.3% from 100 to 600 million, rising to 0.6% at KRW 1.5 billion or more. For wolse the amount is the deposit plus 100 times the monthly rent (70 times if under KRW 50 million), and the caps are maxima that can be negotiated.",
    source: {
      publisher: "workmate.tools",
      title: "Korea real estate brokerage fee",
      url: "https://workmate.tools/en/brokerage-fee",
      asOf: "2021-10-19",
      reviewedOn: "2026-11-23",
      research: "Calculator site quoting Annex 1 of the Enforcement Rules of the Licensed Real Estate Agents Act (secondary source).",
    },
  },
  foreignBuyers: {
    text: "From 26 August 2025, for one year (extendable), all of Seoul and parts of Gyeonggi and Incheon are permit zones for foreign buyers. A foreigner needs local-government approval to buy a home there, must move in within four months and live there for at least two years; breaches can bring a penalty of up to 10% of the price. A funding plan must be filed within 30 days of the contract.",
    source: {
      publisher: "Dong-A Ilbo",
      title: "New restrictions on foreign land purchases in the Seoul metropolitan area",
      url: "https://www.donga.com/en/article/all/20250822/5800861/1",
      asOf: "2025-08-22",
      reviewedOn: "2026-11-23",
    },
  },
};
