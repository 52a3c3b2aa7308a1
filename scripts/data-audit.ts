/**
 * `npm run data:audit`: per country and topic, the facts due for review (overdue, safety-critical first), the figures
 * whose sources differ, the facts missing, the citations older than 18 months and those cited only from a page
 * that is not the publisher's (src/server/facts/data-audit.ts). The shared sources (indicator
 * editions, exchange rates, the US pages) come first, then each country: a table of counts, then the details.
 * A list of the remaining gaps to act on, not a test: it exits 0 whatever it finds.
 *
 *   --json              the operator page's JSON (GET /api/admin/data-freshness), without research notes
 *   --country <slug>    one country (and the shared sources)
 *   --research          also print each item's internal research note
 */
import { DATA_TOPICS, SAFETY_CRITICAL_WORDS, STALE_AFTER_MONTHS, type SecondaryReason } from "../src/shared/contracts/data-freshness";
import { citationLabel } from "../src/server/facts/citation";
import { auditData, type GroupAudit } from "../src/server/facts/data-audit";
import { presentDataAudit } from "../src/server/facts/data-audit.presenter";
import { REVIEW_RULES } from "../src/server/facts/review-intervals";

const args = process.argv.slice(2);
const countryArg = args.includes("--country") ? args[args.indexOf("--country") + 1] : undefined;
const withResearch = args.includes("--research");

const audit = auditData(new Date());
const countries = countryArg ? audit.countries.filter((group) => group.id === countryArg || group.name.toLowerCase() === countryArg.toLowerCase()) : audit.countries;

const REASONS: Record<SecondaryReason, string> = {
  republished: "republished",
  press: "press page",
  other: "not a publisher",
  unregistered: "site not registered",
  "other-host": "not the publisher's host",
};
const topicWidth = Math.max(...DATA_TOPICS.map((topic) => topic.length));
const research = (note: string | undefined) => (withResearch && note ? `\n        research: ${note}` : "");

function printGroup(group: GroupAudit): void {
  const { overdue, overdueSafetyCritical, differing, missing, stale, secondaryOnly } = group.totals;
  const critical = group.totals.safetyCritical ? ` (${group.totals.safetyCritical} safety-critical)` : "";
  const overdueCritical = overdueSafetyCritical ? ` (${overdueSafetyCritical} safety-critical)` : "";
  console.log(`\n${group.name} (${overdue} overdue${overdueCritical}, ${differing} differing, ${missing} missing, ${stale} stale, ${secondaryOnly} secondary-only${critical})`);
  console.log(`  ${"topic".padEnd(topicWidth)}  overdue  differing  missing  stale  secondary-only`);
  for (const topic of group.topics) {
    const counts = [[topic.overdue, 7], [topic.differing, 9], [topic.missing, 7], [topic.stale, 5], [topic.secondaryOnly, 14]] as const;
    console.log(`  ${topic.topic.padEnd(topicWidth)}  ${counts.map(([items, width]) => String(items.length).padStart(width)).join("  ")}`);
  }
  const lines = group.topics.flatMap((topic) => [
    ...topic.overdue.map(
      ({ path, citation, dueOn, safetyCritical }) =>
        `    ${safetyCritical ? "OVERDUE! " : "overdue  "}  ${path} (due ${dueOn}, last reviewed ${citation.reviewedOn ?? "never"})\n        ${citationLabel(citation)} <${citation.url}>${research(citation.research)}`,
    ),
    ...topic.differing.map(
      ({ path, citation, second, differs }) =>
        `    DIFFERING  ${path}\n        ${citationLabel(citation)} <${citation.url}>\n        but ${citationLabel(second)} <${second.url}> gives ${differs}`,
    ),
    ...topic.missing.map((item) => `    missing    ${item.path}\n        ${item.note}${research(item.research)}`),
    ...topic.stale.map(({ path, citation }) => `    stale      ${path} (as of ${citation.asOf})\n        ${citationLabel(citation)} <${citation.url}>${research(citation.research)}`),
    ...topic.secondaryOnly.map(
      ({ path, citation, reason, safetyCritical }) =>
        `    ${safetyCritical ? "CRITICAL " : "secondary"}  ${path} (${REASONS[reason]})\n        ${citationLabel(citation)} <${citation.url}>${research(citation.research)}`,
    ),
  ]);
  if (lines.length) console.log(`  details:\n${lines.join("\n")}`);
}

function printText(): void {
  console.log(
    `Data audit on ${audit.today}: facts due for review (OVERDUE! marks the safety-critical ones), figures whose sources differ, facts missing, citations whose date ended more than ${STALE_AFTER_MONTHS} months ago, and citations whose link is not the publisher's own page.`,
  );
  console.log(`Review intervals: ${REVIEW_RULES.map((rule) => rule.words).join("; ")}.`);
  printGroup(audit.shared);
  for (const group of countries) printGroup(group);
  const totals = countryArg
    ? [audit.shared, ...countries].reduce(
        (sum, group) => ({
          overdue: sum.overdue + group.totals.overdue,
          overdueSafetyCritical: sum.overdueSafetyCritical + group.totals.overdueSafetyCritical,
          differing: sum.differing + group.totals.differing,
          missing: sum.missing + group.totals.missing,
          stale: sum.stale + group.totals.stale,
          secondaryOnly: sum.secondaryOnly + group.totals.secondaryOnly,
          safetyCritical: sum.safetyCritical + group.totals.safetyCritical,
        }),
        { overdue: 0, overdueSafetyCritical: 0, differing: 0, missing: 0, stale: 0, secondaryOnly: 0, safetyCritical: 0 },
      )
    : audit.totals;
  const scope = countryArg ? `${countries.map((group) => group.name).join(", ")} and the shared sources` : `${audit.countries.length} countries and the shared sources, ${audit.citations} citations`;
  console.log(`\nSummary (${scope}): ${totals.overdue} facts overdue for review (${totals.overdueSafetyCritical} safety-critical), ${totals.differing} figures whose sources differ, ${totals.missing} facts missing, ${totals.stale} citations older than ${STALE_AFTER_MONTHS} months, ${totals.secondaryOnly} cited only from a page that is not the publisher's, of which ${totals.safetyCritical} back safety-critical figures (${SAFETY_CRITICAL_WORDS}; marked CRITICAL).`);
}

// Output is written, never cut short by process.exit (stdout to a pipe is asynchronous).
if (countryArg && countries.length === 0) {
  console.error(`No country "${countryArg}". Countries: ${audit.countries.map((group) => group.id).join(", ")}`);
  process.exitCode = 2;
} else if (args.includes("--json")) {
  const answer = presentDataAudit(audit);
  const kept = countryArg ? { ...answer, countries: answer.countries.filter((group) => countries.some((country) => country.id === group.id)) } : answer;
  console.log(JSON.stringify(kept, null, 2));
} else {
  printText();
}
