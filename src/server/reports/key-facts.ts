/** The day-one facts of the executive summary, taken from whichever knowledge-base topics the country has. */
import { flagAnswer } from "./tax-section";
import { topRateRows } from "./top-rate";
import type { KeyValueRow } from "@server/report-pdf/report-document";
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import { isResearched, type KnowledgeBase } from "@server/knowledge/index";
import { emergencyNumbersInWords } from "@server/knowledge/emergency/numbers-in-words";

export function keyFacts(knowledge: KnowledgeBase, slug: CountrySlug): KeyValueRow[] {
  const { emergency, culture, tax } = knowledge;
  const rows: KeyValueRow[] = [];
  const help = emergency[slug];
  if (isResearched(help)) {
    if (isResearched(help.numbers)) {
      const numbers = emergencyNumbersInWords(help.numbers);
      rows.push({ label: numbers.several ? "Emergency numbers" : "Emergency number", value: numbers.text, source: numbers.source });
    }
    const embassy = help.usPosts.find((post) => post.kind === "embassy");
    if (embassy) rows.push({ label: "US embassy", value: `${embassy.city}${embassy.phone ? `, ${embassy.phone}` : ""}`, source: embassy.source });
    if (isResearched(help.advisory)) rows.push({ label: "US travel advisory", value: `Level ${help.advisory.level}: ${help.advisory.label} (${help.advisory.issued})`, source: help.advisory.source });
  }
  const daily = culture[slug];
  if (isResearched(daily)) {
    rows.push({ label: "Official languages", value: daily.officialLanguages.languages.join(", "), source: daily.officialLanguages.source });
    rows.push({ label: "Currency", value: `${daily.currency.name} (${daily.currency.code})`, source: daily.currency.source });
  }
  const rules = tax[slug];
  if (isResearched(rules)) {
    if (isResearched(rules.incomeTax)) rows.push(...topRateRows(rules.incomeTax));
    if (isResearched(rules.usIncomeTaxTreaty)) rows.push({ label: "US income-tax treaty", value: flagAnswer(rules.usIncomeTaxTreaty.inForce), source: rules.usIncomeTaxTreaty.source });
  }
  return rows;
}
