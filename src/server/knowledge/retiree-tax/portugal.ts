import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Portugal. Read: the treaty text as printed in the Portuguese Parliament's Diário da Assembleia da República
 * (7 September 1995, Articles 20-21); an IRS Office of Chief Counsel information letter on US Social Security paid
 * to US citizens living in Portugal (republished in a university data archive of IRS written determinations); the
 * SNS explainer of the ULS São José hospital group for registration with the health service.
 */
const treatyText = {
  publisher: "Assembleia da República",
  title: "Diário da Assembleia da República, 7 September 1995: US-Portugal income tax convention, Articles 20 and 21",
  url: "https://debates.parlamento.pt/catalogo/r3/dar/s2a/06/04/058/1995-09-07/1009",
  asOf: "1995-09-07",
  reviewedOn: "2026-11-25",
  research:
    "Searched pages for the US-Portugal treaty pension articles; the irs.gov treaty page and PDF were not in the store. This page prints Article 20 in full and the start of Article 21 (government service); the Article 21 pension paragraph is cut off in the stored text.",
};

export const portugalRetireeTax: CountryRetireeTax = {
  country: "portugal",
  checked: "2026-11",
  treaty: {
    text:
      "The 1994 US-Portugal income tax convention (general effective date 1 January 1996) covers private pensions and annuities in Article 20(1)(a) and 20(2), Social Security and other public pensions in Article 20(1)(b), and government service in Article 21. As in every US treaty, the saving clause lets the US keep taxing its citizens.",
    source: treatyText,
  },
  socialSecurity: {
    text:
      "Both countries may tax US Social Security paid to a US citizen who lives in Portugal (Article 20(1)(b)). The US keeps the primary right to tax it, and Portugal must relieve the double tax by deducting the US tax from its own tax on that income.",
    source: {
      publisher: "Internal Revenue Service, Office of Chief Counsel",
      title: "Information letter GENIN-137208-15 on the US-Portugal treaty and US Social Security benefits",
      via: "Johns Hopkins University Data Archive",
      url: "https://archive.data.jhu.edu/file.xhtml?persistentId=doi:10.7281/T1/N1X6I4/D5CQ0Y&version=2.0",
      asOf: "2015",
      reviewedOn: "2026-11-25",
      research:
        "The letter is one of the IRS written determinations collected in a JHU data-archive file; the release date is blanked in the text, the year comes from the case number suffix (-15).",
    },
  },
  governmentPension: {
    value: null,
    note: "The treaty's government-service article (Article 21) covers US federal, state and military pensions, but its wording on pensions could not be read for this report, so where they are taxed is not stated here.",
    research:
      "The Diário da Assembleia page cuts off at Article 21(1)(a); searches for the Article 21 pension paragraph, the Senate report (Exec. Rept. 104-8) and the Treasury technical explanation returned no text on pensions.",
  },
  privatePension: {
    text:
      "A private pension for past employment, and an annuity, paid to a resident of Portugal is taxable only in Portugal under the treaty (Article 20(1)(a) and 20(2)); the US still taxes its citizens under the saving clause. The Non-Habitual Resident regime, which taxed foreign pensions at a flat 10%, is closed to new entrants (see the tax section).",
    source: treatyText,
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Portugal treats IRA or 401(k) withdrawals by a resident (as a pension under the treaty or otherwise), so this report does not state it; ask a Portuguese tax adviser.",
    research: "Searched pages for Portugal IRA / 401(k) taxation for residents; only expat forum posts, nothing from the tax authority or a tax guide.",
  },
  localHealthCover: {
    text:
      "A legal resident can register free of charge with the National Health Service (SNS) at the health centre (USF/UCSP) for their address and get a user number. Since Despacho 40/2025 foreign nationals must keep their record up to date, including tax number (NIF), address and a valid residence permit, to stay registered and pay the same user fees as nationals.",
    source: {
      publisher: "ULS São José",
      title: "About the National Health Service (Serviço Nacional de Saúde, SNS), 'Amigo' patient-information site",
      url: "https://sites.google.com/view/amigo-ulssjose/english/about-the-national-health-service-or-serviço-nacional-de-saúde-sns",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "The page is hosted on sites.google.com; it is the patient-information site of the ULS São José hospital group (Lisbon).",
    },
  },
};
