/**
 * Australia: official bodies found in the search store (Home Affairs, OMARA, TPB, ATO, Services Australia, Law
 * Council). No page of the Australian Furniture Removers Association's own site was stored, so movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const australiaDirectory: CountryDirectory = {
  country: "australia",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Department of Home Affairs",
      use: "Decides visas and citizenship; its Visa Finder tool helps identify the right visa, and it publishes global processing times.",
      url: "https://www.homeaffairs.gov.au/about/contact/q-and-a",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Office of the Migration Agents Registration Authority (OMARA)",
      use: "Maintains the official Register of Migration Agents and handles complaints; anyone giving immigration assistance in Australia must usually be a registered agent or lawyer.",
      url: "https://www.mara.gov.au/about-us/who-we-are-and-what-we-do/structure/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Law Council of Australia",
      use: "National peak body of the 16 state and territory law societies and bar associations; the state law society is where you check a lawyer.",
      url: "https://www.lawcouncil.asn.au/about-us/our-role",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Tax Practitioners Board (TPB)",
      use: "Search the public register of registered tax agents, BAS agents and tax (financial) advisers, including conditions and sanctions.",
      url: "https://www.tpb.gov.au/help-using-tpb-register",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Australian Taxation Office",
      use: "The ATO's ruling on when an individual who moves to Australia becomes an Australian resident for tax purposes.",
      url: "https://ato.gov.au/law/view/document?LocID=%22TXR%2FTR20231%2FNAT%2FATO%2Ffp45%22&PiT=20240926000001",
      asOf: "2023",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Services Australia",
      use: "How permanent residents, and some applicants for permanent residency, enrol in Medicare, the public health insurance scheme.",
      url: "https://www.servicesaustralia.gov.au/enrolling-medicare-if-youre-australian-permanent-resident?context=60092",
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
