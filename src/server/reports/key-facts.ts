/** The day-one facts of the executive summary, taken from whichever knowledge-base topics the country has. */
import { flagAnswer } from "./tax-section";
import { topRateRows } from "./top-rate";
import type { KeyValueRow } from "@server/report-pdf/report-document";
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import { isResearched } from "@server/knowledge/index";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { factIdsOf, readTopic } from "@server/facts/catalogue/read-facts";
import { emergencyNumbersInWords } from "@server/knowledge/emergency/numbers-in-words";
import { REPORT_CHAPTERS } from "@shared/report-chapters";

export function keyFacts(catalogue: FactCatalogue, slug: CountrySlug): KeyValueRow[] {
  const rows: KeyValueRow[] = [];
  const help = readTopic(catalogue, "emergency", slug).record;
  if (isResearched(help)) {
    if (isResearched(help.numbers)) {
      const numbers = emergencyNumbersInWords(help.numbers);
      rows.push({ label: numbers.several ? "Emergency numbers" : "Emergency number", value: numbers.text, source: numbers.source, facts: factIdsOf(catalogue, help.numbers) });
    }
    const embassy = help.usPosts.find((post) => post.kind === "embassy");
    if (embassy) rows.push({ label: "US embassy", value: `${embassy.city}${embassy.phone ? `, ${embassy.phone}` : ""}`, source: embassy.source, facts: factIdsOf(catalogue, embassy) });
    if (isResearched(help.advisory)) {
      rows.push({ label: "US travel advisory", value: `Level ${help.advisory.level}: ${help.advisory.label} (${help.advisory.issued})${help.advisory.areas ? `; higher in some areas (see ${REPORT_CHAPTERS.emergency})` : ""}`, source: help.advisory.source, facts: factIdsOf(catalogue, help.advisory) });
    }
  }
  const daily = readTopic(catalogue, "culture", slug).record;
  if (isResearched(daily)) {
    rows.push({ label: "Official languages", value: daily.officialLanguages.languages.join(", "), source: daily.officialLanguages.source, facts: factIdsOf(catalogue, daily.officialLanguages) });
    rows.push({ label: "Currency", value: `${daily.currency.name} (${daily.currency.code})`, source: daily.currency.source, facts: factIdsOf(catalogue, daily.currency) });
  }
  const rules = readTopic(catalogue, "tax", slug).record;
  if (isResearched(rules)) {
    if (isResearched(rules.incomeTax)) rows.push(...topRateRows(rules.incomeTax, catalogue));
    if (isResearched(rules.usIncomeTaxTreaty)) {
      rows.push({ label: "US income-tax treaty", value: flagAnswer(rules.usIncomeTaxTreaty.inForce), source: rules.usIncomeTaxTreaty.source, facts: factIdsOf(catalogue, rules.usIncomeTaxTreaty) });
    }
  }
  return rows;
}
