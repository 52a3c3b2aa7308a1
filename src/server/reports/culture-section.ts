/** "Cultural integration and language": languages, English proficiency, and the everyday practicalities of day one. */
import { factIdsOf, readTopic } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { describeFactor } from "@server/destinations/factor-wording";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import type { CountryCulture } from "@server/knowledge/culture/culture.schema";
import { evidenceCited, isUnknown, noFigure, notResearchedSection } from "./fact-rows";
import type { ReportFacts } from "./report-facts";

/** US sockets take plug types A and B at 120 V. */
const US_PLUGS = ["A", "B"];
const US_VOLTAGE = 120;

function electricityText(electricity: CountryCulture["electricity"]): string {
  const fits = electricity.plugTypes.some((type) => US_PLUGS.includes(type));
  const plugs = `Plug type${electricity.plugTypes.length > 1 ? "s" : ""} ${electricity.plugTypes.join(", ")}, ${electricity.voltages.map((volts) => `${volts} V`).join(" or ")}${electricity.voltages.length > 1 ? " depending on the area" : ""}.`;
  const adaptor = fits ? " US plugs fit some sockets." : " US plugs do not fit: bring adaptors.";
  const differs = electricity.voltages.some((volts) => volts !== US_VOLTAGE);
  const voltage = differs ? ` The voltage differs from the US ${US_VOLTAGE} V${electricity.voltages.length > 1 ? " in places" : ""}: check that each device says 100-240 V before plugging it in.` : "";
  return `${plugs}${adaptor}${voltage}`;
}

function practicalRows(entry: CountryCulture, printed: FactCatalogue): KeyValueRow[] {
  const english = entry.englishProficiency;
  const ids = (record: object) => factIdsOf(printed, record);
  return [
    {
      label: "Official languages",
      value: `${entry.officialLanguages.languages.join(", ")}${entry.officialLanguages.note ? `. ${entry.officialLanguages.note}` : ""}`,
      source: entry.officialLanguages.source,
      facts: ids(entry.officialLanguages),
    },
    isUnknown(english)
      ? { label: "English proficiency", value: noFigure(english) }
      : { label: "English proficiency", value: `${english.band}: ranked ${english.rank} of ${english.of} (${english.index})`, source: english.source, facts: ids(english) },
    { label: "Time zones", value: entry.timeZones.zones.join("; "), source: entry.timeZones.source, facts: ids(entry.timeZones) },
    { label: "Currency", value: `${entry.currency.name} (${entry.currency.code})`, source: entry.currency.source, facts: ids(entry.currency) },
    { label: "Driving side", value: entry.drivingSide.side === "right" ? "Right, as in the US" : "Left: unlike the US", source: entry.drivingSide.source, facts: ids(entry.drivingSide) },
    { label: "Electricity", value: electricityText(entry.electricity), source: entry.electricity.source, facts: ids(entry.electricity) },
  ];
}

function acceptanceBlocks(facts: ReportFacts): Block[] {
  const factor = facts.destination.factors.local_acceptance;
  return [{ kind: "subheading", text: "How welcome newcomers are" }, {
      kind: "paragraph",
      text: describeFactor(facts.destination.name, factor.finding),
      ...evidenceCited(factor.evidence),
    },];
}

export function cultureSection(facts: ReportFacts): ReportSection {
  const { destination } = facts;
  const entry = readTopic(facts.catalogue, "culture", destination.slug).record;
  const title = REPORT_CHAPTERS.culture;
  if (isUnknown(entry)) return notResearchedSection("culture", title, entry.note, acceptanceBlocks(facts));
  const english = entry.englishProficiency;
  const speaksEnglish = entry.officialLanguages.languages.some((language) => /english/i.test(language));
  const languageAdvice = speaksEnglish
    ? "English is an official language, so daily life and paperwork work in English."
    : `Daily life and most paperwork happen in ${entry.officialLanguages.languages[0]}. ${
        isUnknown(english) ? "" : `${english.index} places the country at "${english.band.toLowerCase()}": `
      }start lessons before you move, and plan on an interpreter or a bilingual adviser for the residence and tax appointments.`;
  return {
    id: "culture",
    title,
    blocks: [
      { kind: "paragraph", text: `The practical side of settling in ${destination.name} (checked ${entry.checked}).` },
      { kind: "keyValues", rows: practicalRows(entry, facts.catalogue) },
      { kind: "subheading", text: "Language" },
      { kind: "paragraph", text: languageAdvice },
      ...acceptanceBlocks(facts),
    ],
  };
}
