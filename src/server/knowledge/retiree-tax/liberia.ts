import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

const INCOME_DETERMINATION = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Liberia, Individual - Income determination (last reviewed 2 September 2025)",
  url: "https://taxsummaries.pwc.com/republic-of-liberia/individual/income-determination",
  asOf: "2025-09-02",
  reviewedOn: "2026-11-25",
  research:
    "PwC: 'Payments received under a pension, retirement, or annuity arrangement are all items included in gross income of an individual.' Residents' gross income includes economic benefits regardless of source (Revenue Code s. 201(c), per the tax file's sources). PwC's exempt-income list (sickness, disability or death benefits; gifts; ...) does not name pensions. Whether Liberia credits US tax was not found.",
};

/**
 * Liberia. Read: the IRS list of US income tax treaties (Liberia is not on it); PwC Worldwide Tax Summaries on
 * income determination (pension, retirement and annuity payments are in a resident's gross income); APRIL
 * International on expatriates' use of public health care.
 */
export const liberiaRetireeTax: CountryRetireeTax = {
  country: "liberia",
  checked: "2026-11",
  treaty: {
    text: "No US income tax treaty: Liberia is not on the IRS list of treaty countries. Each country applies its own law, and the US taxes its citizens in full.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "Liberian residents are taxed on worldwide income, and payments under a pension, retirement or annuity arrangement are part of gross income, so US Social Security is taxable in Liberia at the resident rates (0-25%) as well as in the US.",
    source: INCOME_DETERMINATION,
  },
  governmentPension: {
    text:
      "A US government pension is part of a Liberian resident's gross income and taxable at the resident rates (0-25%); the US taxes it too.",
    source: INCOME_DETERMINATION,
  },
  privatePension: {
    text:
      "A US private pension is part of a Liberian resident's gross income and taxable at the resident rates (0-25%); the US taxes it too.",
    source: INCOME_DETERMINATION,
  },
  iraWithdrawals: {
    text:
      "Payments from a retirement arrangement, which includes IRA and 401(k) withdrawals, are part of a Liberian resident's gross income and taxable at the resident rates (0-25%); the US taxes them too.",
    source: INCOME_DETERMINATION,
  },
  localHealthCover: {
    text:
      "Expatriates can use Liberia's public health facilities without registering but may pay out of pocket; there is no public insurance to join, and advanced care is limited, so private or international insurance with evacuation cover is the usual choice.",
    source: {
      publisher: "APRIL International",
      title: "Health insurance in Liberia",
      url: "https://www.april-international.com/en/destinations/africa/health-insurance-in-liberia",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research:
        "Undated guide. 'No public insurance to join' rests on APRIL's description (use without registration, out-of-pocket costs) and on Alfred Tesla's note (alfredtesla.com) that the 2025 National Health Insurance Scheme pilot targets vulnerable groups only. No Ministry of Health page was in the store (searched November 2026).",
    },
  },
};
