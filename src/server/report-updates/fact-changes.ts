/**
 * What changed since a report (issue 31): the facts it printed, read against today's catalogue by id. A fact whose
 * fingerprint differs has a new value (a new edition took effect, or a corrected figure shipped); a fact the
 * catalogue no longer holds is no longer stated by the sources. Pure: the job (compare-live-reports.ts) stores it.
 */
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { citationLabel } from "@server/facts/citation";
import type { ManifestFact } from "@server/reports/report-manifest";

export type FactChange = {
  factId: string;
  oldValue: string;
  newValue: string;
  /** What the fact says now (its fingerprint), or "gone": one record per fact and new value. */
  newFingerprint: string;
  /** YYYY-MM-DD: the first day of the new edition, or the day the change was found. */
  since: string;
  source: { name: string; url: string };
  important: boolean;
};

export const NO_LONGER_STATED = "No longer stated by the sources this report used";

export function changesSince(printed: readonly ManifestFact[], today: FactCatalogue, foundOn: string): FactChange[] {
  const changes: FactChange[] = [];
  for (const fact of printed) {
    const now = today.byId.get(fact.id);
    if (now?.fingerprint === fact.fingerprint) continue;
    if (!now) {
      changes.push({ factId: fact.id, oldValue: fact.value, newValue: NO_LONGER_STATED, newFingerprint: "gone", since: foundOn, source: fact.source, important: fact.important });
      continue;
    }
    const newEdition = now.appliesFrom !== null && now.appliesFrom !== fact.appliesFrom;
    changes.push({
      factId: fact.id,
      oldValue: fact.value,
      newValue: now.value,
      newFingerprint: now.fingerprint,
      since: newEdition ? (now.appliesFrom as string) : foundOn,
      source: { name: citationLabel(now.citation), url: now.citation.url },
      important: fact.important,
    });
  }
  return changes;
}
