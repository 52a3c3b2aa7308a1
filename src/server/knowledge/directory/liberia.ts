/**
 * Liberia: the only official page found in the search store is the Liberia Revenue Authority's taxpayer FAQ. The
 * Liberia Immigration Service (resident permits) was only covered by news and third-party guides; lawyers are admitted
 * by the Supreme Court of Liberia and belong to the Liberia National Bar Association, but the only Judiciary page
 * stored is served over http and no LNBA page was stored, so lawyers have no entry; no health-insurance or
 * accountants' body page was stored. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const liberiaDirectory: CountryDirectory = {
  country: "liberia",
  checked: "2026-11",
  entries: [
    {
      category: "tax-authority",
      name: "Liberia Revenue Authority (LRA)",
      use: "Under section 53 of the Liberia Revenue Code every legal resident with a Liberian tax obligation needs a free nine-digit TIN from the LRA; the page also explains tax clearance certificates.",
      url: "https://revenue.lra.gov.lr/?p=9216",
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
