/**
 * Ghana: official pages found in the search store are the Ghana Revenue Authority's TIN pages and the own sites of
 * the Chartered Institute of Taxation, Ghana (CITG) and the Institute of Chartered Accountants, Ghana (ICAG). The
 * Ghana Immigration Service (residence permits), the National Health Insurance Authority (including the 2024
 * non-resident visitors' scheme) and the General Legal Council / Ghana Bar Association were only covered by news,
 * law-firm and encyclopaedia pages, so immigration authority, health insurance and lawyers have no entries. Movers
 * point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const ghanaDirectory: CountryDirectory = {
  country: "ghana",
  checked: "2026-11",
  entries: [
    {
      category: "tax-authority",
      name: "Ghana Revenue Authority (GRA)",
      use: "Since 1 April 2021 the Ghana Card PIN is the Taxpayer Identification Number for individuals; the Ghana Card is issued by the National Identification Authority to citizens and to foreign nationals legally or permanently resident in Ghana.",
      url: "https://gra.gov.gh/tin/tin-faq/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Chartered Institute of Taxation, Ghana (CITG)",
      use: "Professional body of tax practitioners in Ghana; its membership categories include practising members and registered tax-practice firms, so ask an adviser for CITG membership.",
      url: "https://taxghana.org/index.php/members/subscription-and-other-fees",
      asOf: "2020-01",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Institute of Chartered Accountants, Ghana (ICAG)",
      use: "National professional accountancy body of Ghana, incorporated in 1963; check that an accountant is an ICAG member.",
      url: "https://icagh.org/?p=6505",
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
