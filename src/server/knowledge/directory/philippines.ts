/**
 * Philippines: official pages found in the search store are the Philippine Retirement Authority's (PRA) own site and
 * the Bureau of Internal Revenue's (BIR) own page on applying for a TIN (bir.gov.ph). The Bureau of Immigration,
 * PhilHealth (foreign-national enrolment circular 2017-0003 was only seen as a third-party copy), the Supreme Court
 * Roll of Attorneys and the Integrated Bar of the Philippines were only described by law firms, news and blogs, so they
 * have no entries. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const philippinesDirectory: CountryDirectory = {
  country: "philippines",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Philippine Retirement Authority (PRA)",
      use: "Government agency that issues and services the Special Resident Retiree's Visa (SRRV): re-stamping on a new passport, certifications, visa-deposit matters and cancellation.",
      url: "https://pra.gov.ph/servicing-request",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Bureau of Internal Revenue (BIR)",
      use: "How to apply for a Taxpayer Identification Number (TIN): the form and documents for employees, self-employed and mixed-income individuals, and non-resident aliens engaged in trade or business.",
      url: "https://www.bir.gov.ph/index.php/registration-requirements/primary-registration/application-for-tin.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
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
