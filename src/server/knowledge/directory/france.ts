/**
 * France: official bodies found in the search store. No page of the Conseil national des barreaux or a Paris bar
 * directory was stored at an https address, so lawyers have no entry. Tax advisers point to a regional council of the
 * Ordre des experts-comptables (the Ordre keeps its register, the "tableau", through its regional councils).
 */
import type { CountryDirectory } from "./directory.schema";

export const franceDirectory: CountryDirectory = {
  country: "france",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "France-Visas (Ministère de l'Europe et des Affaires étrangères / Ministère de l'Intérieur)",
      use: "Official visa portal: apply online for a long-stay visa, then renew or extend through the préfecture once in France.",
      url: "https://france-visas.gouv.fr/web/france-visas/questions-frequentes",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Ordre des experts-comptables (Conseil régional Nouvelle-Aquitaine)",
      use: "Statutory body of chartered accountants (experts-comptables); only those on the Ordre's register (tableau) may use the title.",
      url: "https://oecnouvelle-aquitaine.fr/actualites-evenements-espace-presse/mur-d-actualites/s-il-te-plait-dessine-moi-un-ordre",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Direction générale des Finances publiques (impots.gouv.fr)",
      use: "When you have your tax home (domicile fiscal) in France: household, main activity or centre of economic interests.",
      url: "https://www.impots.gouv.fr/resident-de-france?l=en",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Assurance Maladie (CPAM du Bas-Rhin)",
      use: "Adults without work in France are covered by the public health insurer once they have lived in France stably (over 3 months) and lawfully.",
      url: "https://www.cpam67-ts.fr/ts_dossiersthem/la-protection-universelle-maladie/laffiliation-sur-critere-de-residence/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "Chambre Syndicale du Déménagement (CSD)",
      use: "Professional organisation of French removal companies since 1890; ask whether a mover is a CSD member.",
      url: "https://csdemenagement.fr/espace-presse/communiques/libre-blanc-du-demenagement/2221-la-csd-publie-un-nouveau-livre-blanc-pour-le-developpement-economique-et-social-de-la-profession.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
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
