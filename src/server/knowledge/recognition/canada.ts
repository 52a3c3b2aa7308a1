import type { CountryRecognition } from "./recognition.schema";

/** Canada. Read the pages of CICIC (Canada's national information centre) and of the National Nursing Assessment
 * Service. Licensing itself is provincial and territorial. */
export const canadaRecognition: CountryRecognition = {
  country: "canada",
  checked: "2026-11",
  contactPoint: {
    body: "Canadian Information Centre for International Credentials (CICIC)",
    url: "https://www.cicic.ca/1293/about_the_canadian_information_centre_for_international_credentials_(cicic).canada",
    what: "Canada's ENIC-NARIC centre (a unit of the Council of Ministers of Education): it does not assess credentials itself but refers people to the provincial credential evaluation services and to the regulatory body for each occupation, which are provincial and territorial.",
    source: {
      publisher: "Canadian Information Centre for International Credentials (CICIC)",
      title: "About the Canadian Information Centre for International Credentials (CICIC)",
      url: "https://www.cicic.ca/1293/about_the_canadian_information_centre_for_international_credentials_(cicic).canada",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Canadian Information Centre for International Credentials CICIC regulated occupations foreign credentials'; referral role also on cmec.ca.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "National Nursing Assessment Service (NNAS), then the provincial nursing regulator",
      url: "https://www.nnas.ca/faqs/",
      steps:
        "Nurses educated abroad who were never registered in Canada first open an NNAS account; NNAS verifies documents and compares your education with Canadian nursing education in an Advisory Report. You then apply to the nursing regulatory body of your province, which alone decides on the licence (Quebec and the territories are outside NNAS).",
      language: null,
      source: {
        publisher: "National Nursing Assessment Service (NNAS)",
        title: "Frequently Asked Questions (FAQs)",
        url: "https://www.nnas.ca/faqs/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "search pages: 'NNAS National Nursing Assessment Service internationally educated nurses apply advisory report provincial regulator'; language tests are set by each provincial regulator.",
      },
    },
  ],
};
