/**
 * South Korea: official pages found in the search store are HiKorea (Ministry of Justice immigration portal), the
 * National Tax Service's English site, the Seoul Metropolitan Government's page on National Health Insurance (in
 * Traditional Chinese) and the Korean Bar Association's English pages. The NTS page found is an old (2004) notice;
 * the current English guides are on the same site. No page of a tax-accountant body (Korean Association of Certified
 * Public Tax Accountants) was stored. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const southKoreaDirectory: CountryDirectory = {
  country: "south-korea",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "HiKorea (Korea Immigration Service, Ministry of Justice)",
      use: "Official immigration portal (in Korean here) for residence statuses such as visiting/joining family (F-1), residence (F-2), dependant (F-3) and overseas Korean (F-4), alien registration and visit reservations.",
      url: "https://www.hikorea.go.kr/info/InfoDatail.pt?CAT_SEQ=616&PARENT_ID=1269",
      asOf: "2016-04-12",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "National Tax Service (NTS)",
      use: "NTS English-site notice about its annual guide for foreign employees' year-end tax settlement and its help services for foreign taxpayers; check the site for the current year's guide.",
      url: "https://www.nts.go.kr/english/na/ntt/selectNttInfo.do?mi=10788&nttSn=77129",
      asOf: "2004-12-15",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Seoul Metropolitan Government",
      use: "Since 16 July 2019 foreigners and overseas Koreans staying six months or more must join regional National Health Insurance run by the National Health Insurance Service (NHIS).",
      url: "https://tchinese.seoul.go.kr/%e6%9c%8d%e5%8b%99/%e5%b1%85%e4%bd%8f%e7%92%b0%e5%a2%83/%e9%86%ab%e7%99%82%e4%bf%9d%e9%9a%aa",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Korean Bar Association",
      use: "Explains that Korean attorneys must register with the Korean Bar Association after qualifying.",
      url: "https://www.koreanbar.or.kr/eng/pages/news/country_report.asp",
      asOf: "2017",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Korean Bar Association",
      use: "Foreign-qualified lawyers may advise on their home-country law in Korea only as Foreign Legal Consultants approved by the Ministry of Justice and registered with the Korean Bar Association.",
      url: "https://www.koreanbar.or.kr/eng/pages/flc/flco.asp",
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
