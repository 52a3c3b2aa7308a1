/**
 * Nigeria: official pages found in the search store are the Nigeria Immigration Service (CERPAC), the Federal Inland
 * Revenue Service (taxpayer guidelines), the National Health Insurance Authority (registration requirements page,
 * which covers the public-sector programme; the GIFSHIP plan for individuals and foreigners was only described in
 * news reports) and the Chartered Institute of Taxation of Nigeria's portal. The Nigerian Bar Association's "find a
 * lawyer" directory and the Supreme Court roll were only described by law firms, so lawyers have no entry. Movers
 * point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const nigeriaDirectory: CountryDirectory = {
  country: "nigeria",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Nigeria Immigration Service (NIS)",
      use: "Official FAQ on CERPAC, the residence permit for foreigners living or working in Nigeria for a year or more (including retirees aged 65+ and spouses of Nigerians), applied for online with biometrics at an NIS office.",
      url: "https://immigration.gov.ng/?p=faq",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Nigeria Revenue Service (NRS), formerly the Federal Inland Revenue Service (FIRS)",
      use: "The federal tax authority: it replaced FIRS on 1 January 2026 (Nigeria Revenue Service (Establishment) Act 2025). Since then your National Identification Number (NIN) serves as your Tax ID; file returns, pay through approved channels and obtain a Tax Clearance Certificate. The link opens the taxpayer guidelines on the former FIRS site.",
      url: "https://www.firs.gov.ng/tax-payer-guidelines/",
      asOf: "2026-11",
      reviewedOn: "2026-11-29",
    },
    {
      category: "health-insurance",
      name: "National Health Insurance Authority (NHIA)",
      use: "Federal health-insurance authority; this page lists the documents and NIN needed to register (public-sector programme) and the choice of healthcare provider and HMO.",
      url: "https://nhia.gov.ng//enrollee-update-operations",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Chartered Institute of Taxation of Nigeria (CITN)",
      use: "Tax practice firms need a CITN practising licence, seal and stamps; ask a Nigerian tax adviser for CITN membership and licence.",
      url: "https://portal.citn.org/practicing-license",
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
