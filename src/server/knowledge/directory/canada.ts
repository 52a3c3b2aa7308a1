/**
 * Canada: official bodies found in the search store. The only IRCC page stored is a French-language campaign page on
 * canada.ca; no English IRCC programme page was stored. Health insurance is provincial (e.g. OHIP in Ontario) and no
 * provincial ministry page was stored, so health has no entry. Lawyers and accountants are regulated provincially;
 * the national bodies below point to the provincial regulators.
 */
import type { CountryDirectory } from "./directory.schema";

export const canadaDirectory: CountryDirectory = {
  country: "canada",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Immigration, Refugees and Citizenship Canada (IRCC)",
      use: "The federal department that runs immigration, permanent residence and citizenship; its pages are on canada.ca (this page is in French).",
      url: "https://www.canada.ca/fr/immigration-refugies-citoyennete/campagnes/avenir-systeme-immigration-canada/contexte.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "College of Immigration and Citizenship Consultants (CICC)",
      use: "Check that a paid immigration consultant is a licensed RCIC and 'entitled to practise'; unlicensed paid immigration advice is an offence.",
      url: "https://college-ic.ca/protecting-the-public/find-an-immigration-consultant",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Federation of Law Societies of Canada",
      use: "National association of the 14 provincial and territorial law societies; every lawyer must belong to a law society, which is where you check a lawyer's standing.",
      url: "https://flsc.ca/about-us/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "CPA Canada",
      use: "Links to the provincial CPA bodies, which grant the Chartered Professional Accountant designation and keep member directories.",
      url: "https://www.cpacanada.ca/the-cpa-profession/cpa-provincial-and-regional-accounting-bodies",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Canada Revenue Agency (CRA)",
      use: "CRA guide for your first year as a Canadian tax resident: residential ties, SIN, benefits, property owned before arrival, first return.",
      url: "https://www.canada.ca/en/revenue-agency/services/forms-publications/publications/t4055/t4055-newcomers-canada.html",
      asOf: "2023",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "Canadian Association of Movers (CAM)",
      use: "National trade association of moving companies; check whether a mover is on CAM's member list before hiring (the industry is unregulated).",
      url: "https://www.mover.net/planning-a-move/consumer-alerts",
      asOf: "2023-07",
      reviewedOn: "2026-11-23",
    },
  ],
};
