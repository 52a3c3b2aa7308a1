/**
 * Malaysia: official pages found in the search store are the Immigration Department (imi.gov.my), the Inland Revenue
 * Board (hasil.gov.my), the Malaysian Bar's own site and the Chartered Tax Institute of Malaysia (CTIM) and Malaysian
 * Institute of Accountants (MIA) sites. The current MM2H programme rules were only reported by the press and agents
 * (no Ministry of Tourism / MM2H portal page was stored), so the immigration entry is the Immigration Department's
 * long-term social visit pass page. No Bank Negara Malaysia list of licensed insurers or Ministry of Health page was
 * stored, so health insurance has no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const malaysiaDirectory: CountryDirectory = {
  country: "malaysia",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Jabatan Imigresen Malaysia",
      use: "Immigration Department page (in Malay) on long-term social visit passes of six months or more, including the five-year pass for foreign spouses of Malaysian citizens.",
      url: "https://www.imi.gov.my/index.php/perkhidmatan-utama/pas/pas-lawatan/pas-lawatan-sosial/pas-lawatan-sosial-jangka-panjang/",
      asOf: "2024-06",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Lembaga Hasil Dalam Negeri (LHDN / HASiL)",
      use: "Inland Revenue Board page on who must register an income-tax file, resident versus non-resident taxation, and the exemption for foreign-source income received in Malaysia.",
      url: "https://www.hasil.gov.my/en/individual/introduction-individual-income-tax/who-is-taxable/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Malaysian Bar (Bar Council Malaysia)",
      use: "Statutory body of advocates and solicitors in Peninsular Malaysia; every practising lawyer there must hold a valid Practising Certificate (Sabah and Sarawak have separate bodies).",
      url: "https://www.malaysianbar.org.my/",
      asOf: "2019-06",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Chartered Tax Institute of Malaysia (CTIM)",
      use: "Members in public tax practice must hold a CTIM practising certificate and a Ministry of Finance tax-agent licence under section 153 of the Income Tax Act 1967.",
      url: "https://www.ctim.org.my/chartered-tax-practitioner/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Malaysian Institute of Accountants (MIA)",
      use: "Chartered or licensed accountants offering accounting or tax services to the public must hold an MIA practising certificate.",
      url: "https://mia.org.my/membership/member-services/become-a-practitioner/",
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
