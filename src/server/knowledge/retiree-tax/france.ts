import type { CountryRetireeTax } from "./retiree-tax.schema";
import { PUMA_RESIDENCE } from "../healthcare/france";

/**
 * France. Read: the 1994 convention's table of articles (copy of the IRS treaty text); a US-French cross-border
 * tax firm (US Tax & Financial Services) on Article 18 as amended by the 2004 and 2009 protocols; a Paris law
 * firm (Ruff & Associés) on US pensions and IRAs; The Connexion (English-language newspaper in France) on US
 * government pensions; Service-Public.fr (republished on a municipal site) on joining PUMa.
 */
export const franceRetireeTax: CountryRetireeTax = {
  country: "france",
  checked: "2026-11",
  treaty: {
    text:
      "The 1994 US-France income tax convention (general effective date 1 January 1996, amended by protocols of 2004 and 2009): Article 18 covers pensions and Social Security, Article 19 covers public (government) pensions and pay.",
    source: {
      publisher: "Internal Revenue Service",
      title: "Convention between the United States and France on taxes on income and capital (1994): table of articles",
      via: "fdocuments.us",
      url: "https://fdocuments.us/document/france-1994-irs-tax-forms-internal-revenue-between-the-government-of-the.html",
      asOf: "1996",
      reviewedOn: "2026-11-25",
      research: "Copy of the IRS treaty PDF on a document-sharing site; the irs.gov page was not in the store. The 2004/2009 protocols are from ustaxfs.com and ruffetassocies.fr (cited below).",
    },
  },
  socialSecurity: {
    text:
      "US Social Security paid to a US citizen living in France is taxable only in the US (Article 18 as amended); France does not tax it.",
    source: {
      publisher: "US Tax & Financial Services",
      title: "Not All Tax Treaties Are Created Equal: US-French Social Security & Pension Treatment",
      url: "https://www.ustaxfs.com/not-all-tax-treaties-are-created-equal-us-french-social-security-pension-treatment/",
      asOf: "2020-02",
      reviewedOn: "2026-11-25",
      research:
        "The stored page is http; the https address is assumed. Reviewed by the firm in February 2020. The Connexion's US guide says the opposite (France taxes US Social Security); the treaty text quoted by a practitioner forum (2004 protocol, Art. 18(1)) supports source-only taxation, so ustaxfs is used.",
    },
  },
  governmentPension: {
    text:
      "US federal, state and military pensions are taxable only in the US under the treaty, so they are generally exempt from French income tax, though France may take them into account to set the rate on your other income.",
    source: {
      publisher: "The Connexion",
      title: "Receiving pensions paid from the US (Moving to France: US guide)",
      url: "https://www.connexionfrance.com/mtf-us-guide/pensions/767473",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "Undated guide page; asOf estimated.",
    },
  },
  privatePension: {
    text:
      "US-source pensions paid to a resident of France are taxable only in the US (Article 18); France does not tax them but you must still declare them on your French return.",
    source: {
      publisher: "Ruff & Associés",
      title: "American citizens moving to France: what taxes?",
      url: "https://www.ruffetassocies.fr/en/american-citizens-residing-in-france-what-taxes/",
      asOf: "2023",
      reviewedOn: "2026-11-25",
      research: "Undated law-firm page; asOf estimated.",
    },
  },
  iraWithdrawals: {
    text:
      "France treats US qualified plans (401(a), 403(a) and 403(b)) and individual retirement arrangements (IRAs, SEP and SIMPLE IRAs) as pension plans for Article 18, so withdrawals are taxable only in the US, not in France; declare them on your French return.",
    source: {
      publisher: "Ruff & Associés",
      title: "American citizens moving to France: what taxes?",
      url: "https://www.ruffetassocies.fr/en/american-citizens-residing-in-france-what-taxes/",
      asOf: "2023",
      reviewedOn: "2026-11-25",
    },
  },
  localHealthCover: {
    text:
      "A retiree who does not work joins the public health insurance (PUMa) on the basis of residence: they must prove they have lived in France without interruption for more than 3 months (for example with a lease) and, as a non-EU national, that their stay is lawful (residence permit).",
    source: PUMA_RESIDENCE,
  },
};
