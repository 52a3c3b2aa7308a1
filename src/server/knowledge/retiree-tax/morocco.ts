import type { CountryRetireeTax } from "./retiree-tax.schema";

const FOREIGN_PENSION_RELIEF = {
  publisher: "French Expat",
  title: "La fiscalité au Maroc",
  url: "https://french-expat.blogspot.com/2020/03/la-fiscalite-au-maroc.html",
  asOf: "2020-03",
  reviewedOn: "2026-11-25",
  research:
    "The blog speaks of foreign-source pensions (pensions de source étrangère) in general; it does not name US Social Security or IRAs. No Direction Générale des Impôts page on the 80% reduction was in the store (searched November 2026); the 2025 income tax reform may have changed the pension allowance.",
};

const NO_TREATY_ARTICLE =
  "The irs.gov technical explanation (ru/vi language paths) and the treaty copies on pdfslide.net and wstax.net list Art. 17 Governmental Functions and Art. 19 Private Pensions and Annuities, but the wording of those articles was not in any stored excerpt (searched November 2026: 'Morocco technical explanation Article 19 private pensions', 'wstax Morocco convention ARTICLE 19').";

/**
 * Morocco. Read: the US Treasury's technical explanation of the 1977 US-Morocco convention on irs.gov (table of
 * articles; the pension articles' wording was not reached); a French expatriate adviser's blog on Morocco's
 * relief for foreign-source pensions (the same source as the tax file's newcomer regime).
 */
export const moroccoRetireeTax: CountryRetireeTax = {
  country: "morocco",
  checked: "2026-11",
  treaty: {
    text:
      "The 1977 US-Morocco income tax convention (in force 30 December 1981, effective from 1 January 1981) covers government pensions in Article 17 (Governmental Functions) and private pensions and annuities in Article 19; general rules of taxation are in Article 20.",
    source: {
      publisher: "Internal Revenue Service",
      title: "Technical explanation of the convention between the United States and Morocco signed at Rabat on 1 August 1977",
      url: "https://www.irs.gov/ru/businesses/international-businesses/morocco-treasury-explanation",
      asOf: "1981",
      reviewedOn: "2026-11-25",
      research:
        "The English text is served on irs.gov under a language path (/ru/ and /vi/ stored); the plain English path was not in the store. Article titles from the convention's table of articles (Art. 17 Governmental Functions, Art. 19 Private Pensions and Annuities, Art. 20 General Rules of Taxation), as in the treaty copy on pdfslide.net. " +
        NO_TREATY_ARTICLE,
    },
  },
  socialSecurity: {
    text:
      "Morocco taxes a resident's foreign-source pensions, but grants a reduction equal to 80% of the income tax on them for the amounts transferred permanently into Morocco in non-convertible dirhams, on top of the pension allowance (55% of the part up to MAD 168,000 a year, 40% above). Whether the 1977 treaty changes this for US Social Security was not found; the US taxes it as usual.",
    source: FOREIGN_PENSION_RELIEF,
  },
  governmentPension: {
    value: null,
    note: "The 1977 treaty deals with government pensions in Article 17 (Governmental Functions), but its wording could not be checked, so whether Morocco may tax a US government pension is not known. The US taxes it as usual.",
    research: NO_TREATY_ARTICLE,
  },
  privatePension: {
    text:
      "A resident's foreign private pension is taxable in Morocco after the pension allowance (55% of the part up to MAD 168,000 a year, 40% above), with a further reduction of 80% of the tax on the amounts transferred permanently into Morocco in non-convertible dirhams. Whether Article 19 of the 1977 treaty changes this was not found; the US taxes it as usual.",
    source: FOREIGN_PENSION_RELIEF,
  },
  iraWithdrawals: {
    value: null,
    note: "No published source says how Morocco taxes IRA or 401(k) withdrawals of a resident, or whether they count as pensions for the 80% reduction. The US taxes them as usual.",
    research: NO_TREATY_ARTICLE,
  },
  localHealthCover: {
    value: null,
    note: "No published source says whether a foreign retiree living in Morocco can join the compulsory health insurance (AMO); plan on private or international health insurance until this is confirmed with the CNSS.",
    research:
      "Searched November 2026 ('Maroc AMO assurance maladie obligatoire étrangers résidents retraités pension étrangère'). Found only: CLEISS on the Moroccan scheme (covers employees, and recently the self-employed), La Vie Éco on Moroccan pensioners of the French scheme, and MRE (Moroccans abroad) guides. Nothing on foreign retirees.",
  },
};
