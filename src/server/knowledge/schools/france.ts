/** france: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const franceSchools: CountrySchools = {
  country: "france",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["French"],
    text:
      "Teaching in public nursery, primary and secondary schools is free by law, and in French. No distinction may be made between French and foreign pupils, and a school may not make a foreign child's enrolment conditional on a residence permit. Newly arrived children who speak little French sit a placement test and then follow ordinary classes with French-as-a-second-language lessons in a UPE2A unit, run with the academy's CASNAV centre. Canteen and after-school care are run and charged separately, usually by the town hall.",
    source: {
      publisher: "Légifrance",
      title: "Code de l'éducation, articles L132-1 and L132-2 (free public education)",
      url: "https://circulaires.legifrance.gouv.fr/codes/section_lc/LEGITEXT000006071191/LEGISCTA000006166565/2021-12-03/",
      asOf: "2021-12-03",
      reviewedOn: "2026-11-28",
      research:
        "L132-1: public teaching in nursery and primary schools is free; L132-2: free in public collèges and lycées (version in force 3 December 2021). Equal access and no residence permit: circular 2002-063 as quoted by trouver-avocats.fr. UPE2A/CASNAV: pedagogie.ac-toulouse.fr/casnav and casnav78.ac-versailles.fr. Canteen and care charged: municipal pages (chalon.fr, périscolaire), stated loosely.",
    },
  },
  compulsoryAges: {
    from: 3,
    to: 16,
    note: "Instruction is compulsory from 3 (since September 2019) to 16 for French and foreign children alike; from 16 to 18 a 'training obligation' applies to young people who are not in work.",
    source: {
      publisher: "Actualités sociales hebdomadaires (ASH)",
      title: "Adolescents allophones : la difficulté d'être presque majeurs",
      url: "https://www.ash.tm.fr/societe/adolescents-allophones-la-difficulte-detre-presque-majeurs-746505.php",
      asOf: "2023-03",
      reviewedOn: "2026-11-28",
      research: "Reports the Cour des comptes report of 15 March 2023 on allophone pupils. Age 3 since the 2019-791 law of 26 July 2019 (affaires-publiques.org summary; laglorieuse.fr school page). Article L131-1 of the Code de l'éducation as quoted by trouver-avocats.fr.",
    },
  },
  enrolment: {
    text:
      "For a public primary school (maternelle or élémentaire), go first to the town hall (mairie) of your home with the family record book or the child's birth certificate or ID, proof of address, and proof that the child has had the compulsory vaccinations (health record or vaccination certificate); the mairie issues a certificate naming the school, and the school director then registers the child. A child who was already at school brings the previous school's leaving certificate. For collège and lycée, newly arrived children are placed by the local education authority after an assessment (by CASNAV-trained teachers or a CIO guidance centre). A residence permit may not be required.",
    source: {
      publisher: "Commune de Dieudonné",
      title: "Inscriptions scolaires 2023-2024",
      url: "https://www.commune-de-dieudonne.fr/agenda/inscriptions-scolaires-2023-2024-inscrivez-vous-lire-la-suite-_1993.html",
      asOf: "2023-02-01",
      reviewedOn: "2026-11-28",
      research:
        "The commune's page reproduces the service-public.fr procedure (mairie, then school). Leaving certificate: ecolesaintquentin.toutemonecole.fr and chalon.fr. Secondary placement: pedagogie.ac-toulouse.fr/casnav (CIO psychologists or UPE2A teachers). No residence permit: circular 2002-063.",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Set nationally: pupils in mainland France went back on Monday 1 September 2025; some overseas departments start in August.",
    source: {
      publisher: "L'Internaute",
      title: "Rentrée scolaire 2025 : calendrier, nouveautés et controverse à venir",
      url: "https://www.linternaute.com/actualite/education/1243286-rentree-scolaire-2025-calendrier-nouveautes-et-controverse-a-venir-l-essentiel-a-connaitre/",
      asOf: "2025-08-29",
      reviewedOn: "2026-11-28",
      research: "Agrees with a school calendar page (ecoleprimairelesnondales-pornic.e-primo.fr: 'Rentrée scolaire des élèves : lundi 1er septembre 2025'). No education.gouv.fr calendar page in the corpus.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Paris, Lyon, Bordeaux or Nice with a dated fee was found: the American School of Paris's fee page in the sources carries no school year, and the Bordeaux and Nice figures come from an undated aggregator.",
};
