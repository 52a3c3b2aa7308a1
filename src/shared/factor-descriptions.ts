/**
 * One plain sentence per priority factor, shown wherever the factors are listed (wizard, results, report).
 * The three immigration factors each say how they differ from the other two: the law once you live there
 * (Immigration Policies), the move from the US side (USA Emigration Process), and the ways in
 * (Ease of Immigration).
 */
import type { FactorKey } from "./constants";

export const FACTOR_DESCRIPTIONS: Record<FactorKey, string> = {
  immigration_policies:
    "How the country's laws treat immigrants once they live there: the right to work, bring family, settle for good and become a citizen, and protection from discrimination.",
  healthcare: "How many people the health system reaches with essential care.",
  safety: "How peaceful the country is: crime, violence, conflict and political stability.",
  internet: "How fast typical home internet is.",
  emigration_process:
    "How easy the move is from the US side: how long you can stay without a visa, and whether US tax and social security agreements protect you.",
  ease_of_immigration:
    "How many ways in there are for a US citizen (retirement, remote work, investment and skilled-work residence permits) and how high their income bars are.",
  local_acceptance: "How welcoming people there say they are to migrants as neighbours, colleagues and family.",
};
