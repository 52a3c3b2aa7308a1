import type { CountryRetireeTax } from "./retiree-tax.schema";

const IRAS_OVERSEAS_INCOME = {
  publisher: "Inland Revenue Authority of Singapore",
  title: "Overseas income received in Singapore",
  url: "https://www.iras.gov.sg/irashome/Individuals/Foreigners/Working-out-your-taxes/What-is-Taxable-What-is-Not/Overseas-Income-Received-in-Singapore/",
  asOf: "2024",
  reviewedOn: "2026-11-25",
  research:
    "Page undated in the stored copy; the rule dates from 1 January 2004. The Ministry of Finance page (mof.gov.sg, http only) says the same: income from sources outside Singapore received by an individual on or after 1 January 2004 is exempt, other than through a partnership.",
};

/**
 * Singapore. Read: Open Company Singapore on the limited 1988 shipping and aircraft agreement (no comprehensive US
 * treaty); IRAS's page on overseas income received in Singapore; APRIL International on foreigners' exclusion
 * from the MediSave/MediShield public schemes.
 */
export const singaporeRetireeTax: CountryRetireeTax = {
  country: "singapore",
  checked: "2026-11",
  treaty: {
    text:
      "No comprehensive US-Singapore income tax treaty: the only agreement, in force since 1988, exempts income from the international operation of ships and aircraft. Each country applies its own law, and the US taxes its citizens in full.",
    source: {
      publisher: "Open Company Singapore",
      title: "Singapore-US Limited Tax Treaty",
      url: "https://opencompanysingapore.com/singapore-us-limited-tax-treaty",
      asOf: "2016-05-19",
      reviewedOn: "2026-11-25",
    },
  },
  socialSecurity: {
    text:
      "Singapore does not tax overseas income received in Singapore (since 2004), so US Social Security is not taxed there and need not be declared. The US taxes it as usual.",
    source: IRAS_OVERSEAS_INCOME,
  },
  governmentPension: {
    text:
      "A US government pension is overseas income and is not taxed in Singapore; the US taxes it as usual.",
    source: IRAS_OVERSEAS_INCOME,
  },
  privatePension: {
    text:
      "A US private pension is overseas income and is not taxed in Singapore (the exceptions are income received through a Singapore partnership and overseas work that is part of a Singapore job); the US taxes it as usual.",
    source: IRAS_OVERSEAS_INCOME,
  },
  iraWithdrawals: {
    text:
      "IRA and 401(k) withdrawals are overseas income and are not taxed in Singapore, even when paid into a Singapore bank account; the US taxes them as usual.",
    source: IRAS_OVERSEAS_INCOME,
  },
  localHealthCover: {
    text:
      "Subsidised public health cover (MediSave, MediShield Life, MediFund) is for citizens and permanent residents; foreigners on passes do not contribute and are excluded, so a retiree pays hospital bills directly or buys private insurance.",
    source: {
      publisher: "APRIL International",
      title: "Health insurance in Singapore",
      url: "https://april-international.com/en/destinations/asia-pacific/health-insurance-in-singapore",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research:
        "Page undated in the stored copy. Other guides (internationalexpatmedical.com, moneysmart.sg) say MediShield Life covers only citizens and permanent residents. No Ministry of Health or CPF page on foreigners was in the store (searched November 2026).",
    },
  },
};
