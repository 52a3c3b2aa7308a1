/**
 * The fact catalogue (issue 31): every sourced fact of one day's knowledge base and destination data, each under a
 * stable id. A fact is an object of the data that carries its citation (`source`, or `citation` for an edition);
 * its id is the path to it with every list element named by what it is (a route's id, a city's name, an edition's
 * first day, an age band), so adding, removing or reordering entries never changes another fact's id.
 *
 * Built once per set of editions in force (in-force.ts, `factsInForce`): a report records the facts it printed from it, and
 * the comparison of live reports reads today's catalogue by id.
 */
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import type { DestinationData } from "@server/destinations/data/index";
import { isCitation, type Citation } from "@server/facts/citation";
import type { KnowledgeBase } from "@server/knowledge/index";
import { fingerprintOf, idSegment, type Fact, type FactId } from "./fact";
import { figureOf, saidBy, valueInWords } from "./fact-value";

export type FactCatalogue = {
  facts: readonly Fact[];
  byId: ReadonlyMap<FactId, Fact>;
  /**
   * The data as in force, by id: each fact's record, and every entry that holds facts (a country's routes, a route,
   * a country's emergency entry). Content builders, the eligibility check and the score read the data from here
   * (read-facts.ts), so what a report prints is named by the same ids its manifest records.
   */
  records: ReadonlyMap<string, object>;
  /** Each record's id: how a builder names the facts it printed from the records it read. */
  idOfRecord: WeakMap<object, string>;
  /** Changes whenever any fact's id or what it says changes: the comparison of live reports runs when it does. */
  signature: string;
};

/** The knowledge-base topics kept per country, and the first segment of their facts' ids. */
const COUNTRY_TOPICS = ["residenceRoutes", "tax", "healthcare", "housing", "culture", "emergency", "recognition", "retireeTax", "schools"] as const;

/** Keys that describe a fact's source, never lead to another fact. */
const SOURCE_KEYS = new Set(["source", "citation", "crossCheck", "edition", "research"]);

const citationOf = (node: Record<string, unknown>): Citation | null => {
  for (const key of ["source", "citation"]) {
    const value = node[key];
    if (value !== null && typeof value === "object" && isCitation(value)) return value;
  }
  return null;
};

/** True when the value, or something in it, carries a citation: it is (or holds) a fact of its own. */
function carriesCitation(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (!Array.isArray(value) && isCitation(value)) return true;
  return Object.values(value).some(carriesCitation);
}

/** A list element's name in an id: what it is, never where it stands in the list. */
export function elementKey(element: Record<string, unknown>): string {
  for (const field of ["id", "appliesFrom", "group", "name", "city", "region", "topic"]) {
    if (typeof element[field] === "string") return idSegment(element[field] as string);
  }
  const ages = element.forAges as { from: number; to: number } | undefined;
  if (ages) return `ages-${ages.from}-${ages.to}`;
  if (typeof element.underYears === "number") return `under-${element.underYears}`;
  if (typeof element.fromYears === "number") return `from-${element.fromYears}`;
  if (typeof element.kind === "string") return idSegment(element.kind);
  throw new Error(`A list entry of the data has nothing to name it by (id, name, city, ...): ${Object.keys(element).join(", ")}`);
}

/** The first words of what an entry is for (its basis or description), as an id segment. */
function describedBy(element: Record<string, unknown>): string {
  const words = ["basis", "what", "use", "note"].map((field) => element[field]).find((value): value is string => typeof value === "string") ?? "";
  return idSegment(words.split(/\s+/).slice(0, 12).join(" "));
}

/** The entries' names in ids: two entries alike by their main key (two premiums quoted for age 30) are told apart by what each is for. */
function entryKeys(entries: readonly Record<string, unknown>[]): string[] {
  const keys = entries.map(elementKey);
  return keys.map((key, index) => (keys.filter((other) => other === key).length > 1 ? `${key}-${describedBy(entries[index] as Record<string, unknown>)}` : key));
}

type Collector = { add(fact: Omit<Fact, "id">, segments: string[]): void; record(node: object, segments: string[]): void };

function walk(node: unknown, segments: string[], country: string | null, out: Collector): void {
  if (node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    const entries = node.filter((element): element is Record<string, unknown> => element !== null && typeof element === "object" && !isCitation(element) && carriesCitation(element));
    const keys = entryKeys(entries);
    entries.forEach((element, index) => walk(element, [...segments, keys[index] as string], country, out));
    return;
  }
  if (isCitation(node)) return; // a page, not a fact
  const record = node as Record<string, unknown>;
  out.record(record, segments);
  const citation = citationOf(record);
  if (citation) {
    const said = saidBy(record, carriesCitation);
    const edition = record.edition as { appliesFrom?: string } | undefined;
    out.add(
      {
        country,
        value: valueInWords(said),
        figure: figureOf(said),
        fingerprint: fingerprintOf(said),
        appliesFrom: edition?.appliesFrom ?? null,
        citation,
        reviewedOn: citation.reviewedOn ?? citation.asOf,
      },
      segments,
    );
  }
  for (const [key, child] of Object.entries(record)) {
    if (SOURCE_KEYS.has(key) || !carriesCitation(child)) continue;
    walk(child, [...segments, idSegment(key)], country, out);
  }
}

type Building = Collector & { catalogue(): FactCatalogue };

function building(): Building {
  const facts: Fact[] = [];
  const byId = new Map<FactId, Fact>();
  const records = new Map<string, object>();
  const idOfRecord = new WeakMap<object, string>();
  return {
    record(node, segments) {
      const id = segments.join("/");
      if (records.has(id) || idOfRecord.has(node)) return;
      records.set(id, node);
      idOfRecord.set(node, id);
    },
    add(fact, segments) {
      const base = segments.join("/");
      // Two entries the data names alike still get two ids (a test keeps the real data free of them).
      let id = base;
      for (let n = 2; byId.has(id); n += 1) id = `${base}-${n}`;
      const placed = { id, ...fact };
      facts.push(placed);
      byId.set(id, placed);
    },
    catalogue: () => ({ facts, byId, records, idOfRecord, signature: fingerprintOf(facts.map((fact) => `${fact.id}=${fact.fingerprint}`)) }),
  };
}

/** The knowledge base's facts: routes, tax, healthcare, ... per country, the directory, and the US rules. */
function walkKnowledge(knowledge: KnowledgeBase, out: Collector): void {
  for (const slug of COUNTRY_SLUGS) {
    for (const topic of COUNTRY_TOPICS) {
      const entry = knowledge[topic][slug] as unknown as Record<string, unknown>;
      if (topic === "residenceRoutes" && Array.isArray(entry.routes)) {
        out.record(entry, ["residence-routes", slug]);
        // A country's routes are named directly under it (residence-routes/portugal/d7/threshold), its absent kinds under "absent".
        walk(entry.routes, ["residence-routes", slug], slug, out);
        walk(entry.absent, ["residence-routes", slug, "absent"], slug, out);
        continue;
      }
      walk(entry, [idSegment(topic), slug], slug, out);
    }
    out.record(knowledge.directory[slug], ["directory", slug]);
    const directory = knowledgeDirectory(knowledge, slug);
    const keys = entryKeys(directory);
    directory.forEach((entry, index) => {
      const said = { name: entry.name, url: entry.url };
      const citation: Citation = { publisher: entry.name, title: entry.name, url: entry.url, asOf: entry.asOf, reviewedOn: entry.reviewedOn };
      out.record(entry, ["directory", slug, keys[index] as string]);
      out.add(
        { country: slug, value: `${entry.name} (${entry.url})`, figure: null, fingerprint: fingerprintOf(said), appliesFrom: null, citation, reviewedOn: entry.reviewedOn },
        ["directory", slug, keys[index] as string],
      );
    });
  }
  out.record(knowledge.usTaxRules, ["us-tax-rules", "shared"]);
  walk(knowledge.usTaxRules, ["us-tax-rules", "shared"], null, out);
  walk(knowledge.usPreparations, ["us-preparations", "shared"], null, out);
}

/** The destination data's facts: each country's places and index values (with the dataset's source where the value has none), and the exchange rates. */
function walkData(data: DestinationData, out: Collector): void {
  for (const slug of COUNTRY_SLUGS) {
    walk(data.places[slug], ["places", slug], slug, out);
    for (const [name, dataset] of Object.entries(data.indicators)) {
      const entry = (dataset.values as Record<string, { value: unknown; source?: Citation } | undefined>)[slug];
      if (!entry) continue;
      walk({ ...entry, source: entry.source ?? dataset.source }, indicatorId(slug, name).split("/"), slug, out);
    }
  }
  for (const [currency, rate] of Object.entries(data.exchangeRates)) walk(rate, ["exchange-rates", "shared", idSegment(currency)], null, out);
}

/** The id of a country's value of an index or indicator of the destination data: `indicators/portugal/global-peace-index`. */
export const indicatorId = (country: string, indicator: string): FactId => `indicators/${country}/${idSegment(indicator)}`;

export function buildFactCatalogue({ knowledge, data }: { knowledge: KnowledgeBase; data: DestinationData }): FactCatalogue {
  const out = building();
  walkKnowledge(knowledge, out);
  walkData(data, out);
  return out.catalogue();
}

/** The destination data's facts alone, for the score's factors (the destination catalog builds them once, with itself). */
export function buildDataFacts(data: DestinationData): FactCatalogue {
  const out = building();
  walkData(data, out);
  return out.catalogue();
}

const builtFor = new WeakMap<KnowledgeBase, WeakMap<DestinationData, FactCatalogue>>();

/**
 * The catalogue of this knowledge base and data, built on first use and kept while they are: in-force.ts hands out one
 * of each per set of editions, and neither is changed once built.
 */
export function catalogueOf(knowledge: KnowledgeBase, data: DestinationData): FactCatalogue {
  let byData = builtFor.get(knowledge);
  if (!byData) builtFor.set(knowledge, (byData = new WeakMap()));
  let catalogue = byData.get(data);
  if (!catalogue) byData.set(data, (catalogue = buildFactCatalogue({ knowledge, data })));
  return catalogue;
}

type DirectoryEntry = { name: string; use: string; url: string; asOf: string; reviewedOn: string };
function knowledgeDirectory(knowledge: KnowledgeBase, slug: (typeof COUNTRY_SLUGS)[number]): DirectoryEntry[] {
  const entry = knowledge.directory[slug] as { entries?: DirectoryEntry[] } | undefined;
  return entry?.entries ?? [];
}
