/** The day-one facts of the executive summary, taken from whichever knowledge-base topics the country has. */
import type { KeyValueRow } from "@server/report-pdf/report-document";
import { isResearched } from "@server/knowledge/index";
import type { ReportFacts } from "./report-facts";

export function keyFacts(facts: ReportFacts): KeyValueRow[] {
  const { slug } = facts.destination;
  const { emergency, culture, tax } = facts.knowledge;
  const rows: KeyValueRow[] = [];
  const help = emergency[slug];
  if (isResearched(help)) {
    if (isResearched(help.numbers)) rows.push({ label: "Emergency number", value: help.numbers.general ?? `Police ${help.numbers.police}, ambulance ${help.numbers.ambulance}`, source: help.numbers.source });
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
    if (isResearched(rules.incomeTax)) rows.push({ label: "Top income-tax rate", value: `${rules.incomeTax.topRatePercent}% (${rules.incomeTax.taxYear})`, source: rules.incomeTax.source });
    if (isResearched(rules.usIncomeTaxTreaty)) rows.push({ label: "US income-tax treaty", value: rules.usIncomeTaxTreaty.inForce ? "In force" : "None", source: rules.usIncomeTaxTreaty.source });
  }
  return rows;
}
