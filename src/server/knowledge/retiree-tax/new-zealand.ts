import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * New Zealand. Read: USA Tax NZ and NZ US Tax (US tax practitioners in New Zealand) on the US-NZ treaty's social
 * security and government pension articles, US Global Tax on private pensions, Inland Revenue on foreign
 * superannuation, and the Ministry of Health's guide to eligibility for publicly funded health services.
 */
export const newZealandRetireeTax: CountryRetireeTax = {
  country: "new-zealand",
  checked: "2026-11",
  treaty: {
    text: "The US-New Zealand double tax agreement covers pensions and social security in Article 18 and government service in Article 19. Article 18(1)(b) makes social security paid by one country to a resident of the other, or to a US citizen, taxable only in the paying country.",
    source: {
      publisher: "USA Tax NZ",
      title: "Taxes on Social Security and New Zealand Government Superannuation",
      url: "https://www.usatax.nz/post/taxes-on-social-security-and-new-zealand-government-superannuation",
      asOf: "2025-05",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'New Zealand IRD US social security pension received by New Zealand resident taxable treaty United States'. USA Tax NZ is a US tax practice in New Zealand (David Tzimenakis); post dated 'May 5' (year inferred as 2025). NZ US Tax (nzustax.com/tax-law) says the treaty was updated in 2011 (the 2008 protocol). No IRD page on the treaty articles was found.",
    },
  },
  socialSecurity: {
    text: "New Zealand does not tax US Social Security: under Article 18(1)(b) of the treaty it is taxable only in the United States, for New Zealand residents and US citizens alike.",
    source: {
      publisher: "USA Tax NZ",
      title: "Taxes on Social Security and New Zealand Government Superannuation",
      url: "https://www.usatax.nz/post/taxes-on-social-security-and-new-zealand-government-superannuation",
      asOf: "2025-05",
      reviewedOn: "2026-11-25",
      research: "Same search. NZ US Tax (https://www.nzustax.com/taxation-of-pensions-government-service/) says the same: social security benefits are taxable only in the source country. IRD's guide IR258 (overseas social security pensions) is named in IR257 but was not found in the store.",
    },
  },
  governmentPension: {
    text: "A US government pension (federal, state or local service, but not Social Security) is taxable only in the US under Article 19, unless you are both a resident and a citizen of New Zealand and not a US citizen or permanent resident, in which case only New Zealand taxes it. If you are a citizen or green-card holder of both countries, both can tax it.",
    source: {
      publisher: "NZ US Tax",
      title: "Taxation of pensions: government service",
      url: "https://www.nzustax.com/taxation-of-pensions-government-service/",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'New Zealand IRD US social security pension received by New Zealand resident taxable treaty United States'. NZ US Tax is a US-NZ tax practice. US Global Tax (usglobaltax.com) reads Article 19(2) the same way. Undated; asOf is an estimate.",
    },
  },
  privatePension: {
    text: "A private US pension paid for past employment to a New Zealand resident is taxable only in New Zealand under Article 18 of the treaty, with government pensions carved out to Article 19. The US still taxes its citizens under the saving clause, so a US citizen should expect to file in both countries.",
    source: {
      publisher: "US Global Tax",
      title: "Government pensions: treaty-based taxation (US-NZ)",
      url: "https://www.usglobaltax.com/article-government-pensions-treaty-based-taxation/",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'New Zealand IRD US social security pension received by New Zealand resident taxable treaty United States'. The page quotes Article 18 ('taxable only in that State', read for a NZ resident). The IRD credit point is from NZ US Tax (https://www.nzustax.com/double-taxation-pension-income/, about 2015): 'without allowing a credit for United States tax paid on pensions derived from past employment'; it is not in the text because it is not on the cited page. Undated; asOf is an estimate.",
    },
  },
  iraWithdrawals: {
    text: "New Zealand taxes lump-sum withdrawals or transfers from a foreign superannuation scheme with the schedule method (the default: tax on a share of the lump sum that grows with your years of residence) or the formula method (tax on actual gains). A lump sum received within the first 4 years after you become tax resident is exempt, unless the scheme was acquired while you were a New Zealand resident; regular pension payments are taxed as income.",
    source: {
      publisher: "Inland Revenue (New Zealand)",
      title: "Foreign superannuation",
      url: "https://www.ird.govt.nz/topics/income-tax/types-of-income/foreign-superannuation",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'IRD foreign superannuation withdrawal lump sum schedule method formula method New Zealand resident tax 4 years exemption'. 'Regular payments ... pay tax when you file' is on https://ird.govt.nz/income-tax/income-tax-for-individuals/types-of-individual-income/foreign-superannuation, which also says a double tax agreement can change the result. Whether a given IRA or 401(k) counts as 'foreign superannuation' was not confirmed in a stored page. Undated; asOf is an estimate.",
    },
  },
  localHealthCover: {
    text: "Holders of a New Zealand resident visa or permanent resident visa are eligible for publicly funded health and disability services; you show your passport with the visa to the provider. Except for maternity care, partners of eligible people must meet the criteria themselves.",
    source: {
      publisher: "Ministry of Health (New Zealand)",
      title: "Guide to eligibility for publicly funded health services: New Zealand residents",
      url: "https://www.health.govt.nz/new-zealand-health-system/eligibility-publicly-funded-health-services/guide-eligibility-publicly-funded-health-services/new-zealand-residents",
      asOf: "2023",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'eligibility for publicly funded health services New Zealand resident visa holder'. Criterion B3 of the Health and Disability Services Eligibility Direction 2011. Undated; asOf is an estimate.",
    },
  },
};
