/** morocco: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const law0400 = {
  publisher: "AREF Tanger-Tétouan-Al Hoceima",
  title: "Loi n° 04-00 relative à l'obligation de l'enseignement fondamental",
  url: "https://www.areftt.ma/aref_ar/lois_ar/loi_04-00.htm",
  asOf: "2000",
  reviewedOn: "2026-11-28",
} as const;

export const moroccoSchools: CountrySchools = {
  country: "morocco",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Arabic", "Amazigh", "French"],
    text:
      "Law 04-00 obliges the State to provide basic education free of charge at the public school nearest the family's home. Since a Ministry of National Education circular of 9 October 2013, children of migrants may be enrolled in Moroccan schools whatever their administrative status. Teaching is mainly in Arabic; Amazigh is taught in half of primary schools (2025-26) and French and English are taught as languages. The sources found name no Arabic-language support for newcomers.",
    source: {
      ...law0400,
      research:
        "Law 04-00 art. 1 read on the AREF Tanger-Tétouan page (stored under http). 2013 circular: CCME press review (ccme.org.ma/fr/medias-et-migration/37843, 2014) and the Oum El Banine report 'Les enfants migrants et l'école marocaine' (April 2014). Amazigh in 50% of primary schools and English in all collège years: L'Observateur via Maghress, 8 September 2025. The law's wording addresses Moroccan children; the 2013 circular extends access to migrant children.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 15,
    note: "Law 04-00 makes basic education compulsory from age 6 until the child turns 15. The 2019 framework law 51-17 sets compulsory schooling from 4 to 16 as the goal, and bill 59.21 approved by the government in 2025 would start the duty to enrol even earlier. The ages given here are those of Law 04-00.",
    source: {
      ...law0400,
      research: "4-16 under law 51-17: mohada.africa legal commentary (undated). Bill 59.21: La Nouvelle Tribune, April 2025. Whether 4-16 is already enforceable was not established.",
    },
  },
  enrolment: {
    value: null,
    note: "The steps and documents for enrolling a newly arrived foreign child in a Moroccan public school were not found in an official source; since 2013 a Ministry circular allows migrant children to enrol whatever their status, and enrolments are now handled digitally by the Ministry.",
    research: "2013 circular: CCME press review (2014). Digital enrolment: L'Observateur via Maghress, September 2025. Document list not found.",
  },
  schoolYearStarts: {
    month: 9,
    note: "For 2025-26 pupils returned in stages from 2 to 4 September and classes started for all levels on 8 September 2025; the year ends on 30 June 2026 (30 May for the final baccalauréat year).",
    source: {
      publisher: "Le Brief",
      title: "Rentrée scolaire 2025-2026 : reprise des cours le 8 septembre",
      url: "https://www.lebrief.ma/rentree-scolaire-2025-2026-reprise-des-cours-le-8-septembre-100107850",
      asOf: "2025-09",
      reviewedOn: "2026-11-28",
      research: "Staged return 2-4 September: lesinfos.ma and 1001infos.net quoting the Ministry's communiqué.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Casablanca, Marrakech, Rabat, Tangier or Agadir with a current published annual fee was found in the sources searched.",
};
