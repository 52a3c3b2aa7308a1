import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Chile. What was read: Golding & Golding's walk-through of the US-Chile treaty (saving clause and its
 * exceptions), Tax in Pangea's treaty summary on private pensions, the PwC Worldwide Tax Summaries page on the
 * three-year rule for new residents (already cited by tax/chile.ts), and Colectivo Migra on immigrants' access
 * to FONASA. The treaty text and Treasury technical explanation (Senate Exec. Rept. 118-1 on govinfo.gov,
 * Annex 1) are stored but the excerpts read did not reach Articles 18 and 19.
 */
const TREATY_RESEARCH =
  "Searched (November 2026) for the text of Article 18 (Pensions, Social Security, Alimony and Child Support) and Article 19 (Government Service) of the 2010 US-Chile convention: irs.gov/pub/irs-trty/chile.pdf is not stored; Senate Exec. Rept. 118-1 (govinfo.gov, with the technical explanation as Annex 1), JCX-10-14 (taxnotes.com) and KPMG GMS Flash Alert 2023-133 are stored but the excerpts returned stop before the pension articles.";

const PWC_THREE_YEARS = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Chile, Individual - Taxes on personal income",
  url: "https://taxsummaries.pwc.com/Chile/Individual/Taxes-on-personal-income",
  asOf: "2024-07-17",
  reviewedOn: "2026-11-25",
} as const;

export const chileRetireeTax: CountryRetireeTax = {
  country: "chile",
  checked: "2026-11",
  treaty: {
    text:
      "The 2010 US-Chile income tax treaty has been in force since 19 December 2023 and applies from 2024. Article 18 covers pensions, social security, alimony and child support, and Article 19 government service; the saving clause lets the US tax its citizens as if there were no treaty, except for listed benefits that include parts of Article 18 and relief from double taxation (Article 23).",
    source: {
      publisher: "Golding & Golding",
      title: "The Chile U.S. Tax Treaty: US/Chile Cross-Border Taxation",
      url: "https://www.goldinglawyers.com/the-chile-u-s-tax-treaty/",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research:
        "Law-firm summary quoting the protocol's saving clause and its exceptions ('paragraphs 1 b) 3, 4, and 6 of Article 18 ... and Articles 23, 25, and 26'). Entry into force date per KPMG TaxNewsFlash (tax/chile.ts). Undated page; written after entry into force. " + TREATY_RESEARCH,
    },
  },
  socialSecurity: {
    value: null,
    note: "We could not confirm from the treaty text how US Social Security is taxed for a resident of Chile. Ask a cross-border tax adviser, or read Article 18 of the US-Chile treaty on irs.gov.",
    research: TREATY_RESEARCH,
  },
  governmentPension: {
    value: null,
    note: "We could not confirm from the treaty text how a US federal, state or military pension is taxed for a resident of Chile. Ask a cross-border tax adviser, or read Article 19 of the US-Chile treaty on irs.gov.",
    research: TREATY_RESEARCH,
  },
  privatePension: {
    text:
      "Under the US-Chile treaty a private pension is generally taxable only in the country where you live, so Chile taxes it once you are resident (though only Chilean-source income is taxed during your first three years). The saving clause still lets the US tax you as a citizen, with a credit for Chilean tax.",
    source: {
      publisher: "Tax in Pangea",
      title: "How are pensions taxed under the Chile-United States tax treaty?",
      url: "https://taxinpangea.com/faq/pension-tax-cl-us",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research:
        "Treaty-comparison site; states private pensions are generally taxable only in the residence country and that government pensions fall under a separate article. Undated; year assumed from its 2026 crawl. The three-year rule is from PwC (tax/chile.ts). " + TREATY_RESEARCH,
    },
  },
  iraWithdrawals: {
    text:
      "For your first three years as a resident Chile taxes only Chilean-source income, so US IRA and 401(k) withdrawals are outside Chilean tax then; after that Chile taxes worldwide income. The US taxes the withdrawals as usual.",
    source: { ...PWC_THREE_YEARS, research: "PwC states the three-year Chilean-source-only rule for new residents; it does not name IRAs, and how the treaty classes IRA withdrawals was not confirmed. " + TREATY_RESEARCH },
  },
  localHealthCover: {
    text:
      "Once you hold a Chilean identity card (cédula de identidad) as a resident, you have the same rights as Chileans in the public health fund (FONASA): pensioners and workers contribute 7% of their income for health. Foreigners without a card are treated as uninsured and pay the full tariff.",
    source: {
      publisher: "Colectivo Migra",
      title: "Apoyos del Estado: Salud",
      url: "https://www.colectivomigra.cl/apoyos-del-estado/salud/",
      asOf: "2020",
      reviewedOn: "2026-11-25",
      research:
        "Undated migrant-support page (year assumed). The 7% contribution is from Diario Concepción (29 June 2023) and a 2009 blog listing pensioners who pay 7% to FONASA; no fonasa.cl page was stored. Whether a pensioner with only a foreign pension can join FONASA without a Chilean pension was not confirmed.",
    },
  },
};
