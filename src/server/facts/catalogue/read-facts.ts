/**
 * The one way content builders, the eligibility check and the score read the knowledge base (issue 31): by id, from
 * the fact catalogue of the day's editions. Each read returns the data as in force with the ids of what it holds, so
 * a builder tags what it prints with the same ids the report's manifest records and the comparison of live reports
 * reads back.
 *
 * Ids: `<topic>/<country>` for a country's entry, `residence-routes/<country>/<route id>` for a route, and the
 * entry's keys below it for each fact (`residence-routes/portugal/d7/fee`, `emergency/panama/numbers`).
 */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { KnowledgeBase, KnowledgeTopics } from "@server/knowledge/index";
import { isResearched, type CountryRoutes, type ResidenceRoute, type Unknown } from "@server/knowledge/knowledge.schema";
import type { Citation } from "@server/facts/citation";
import { idSegment, type FactId } from "./fact";
import type { FactCatalogue } from "./fact-catalogue";

/** The per-country topics of the knowledge base. */
type CatalogueTopic = keyof KnowledgeTopics;
type TopicEntry<T extends CatalogueTopic> = KnowledgeTopics[T][CountrySlug];

/** A record of the data with the id it is read under. */
export type Read<T> = { id: string; record: T };

/** The id of an entry's fact (or sub-entry): the entry's id and the keys down to it. */
const factIdOf = (entryId: string, ...keys: string[]): FactId => [entryId, ...keys.map(idSegment)].join("/");

export const topicId = (topic: CatalogueTopic, country: CountrySlug): string => `${idSegment(topic)}/${country}`;

/** The record under `id`; an id no entry of the data has is a bug in the reader, not a missing figure. */
export function readRecord<T>(catalogue: FactCatalogue, id: string): T {
  const record = catalogue.records.get(id);
  if (record === undefined) throw new Error(`The fact catalogue holds nothing under ${id}`);
  return record as T;
}

/** A country's entry of a topic, or "no source gives this" with why. */
export function readTopic<T extends CatalogueTopic>(catalogue: FactCatalogue, topic: T, country: CountrySlug): Read<TopicEntry<T>> {
  const id = topicId(topic, country);
  return { id, record: readRecord<TopicEntry<T>>(catalogue, id) };
}

/** The US rules and preparations that hold for a US citizen wherever they move. */
export function readShared<T extends "usTaxRules" | "usPreparations">(catalogue: FactCatalogue, topic: T): Read<KnowledgeBase[T]> {
  const id = `${idSegment(topic)}/shared`;
  return { id, record: readRecord<KnowledgeBase[T]>(catalogue, id) };
}

/** A country's routes: the entry (or why none are researched) and each route read under its own id, in the data's order. */
export type RoutesRead = { id: string; entry: CountryRoutes | Unknown; routes: Read<ResidenceRoute>[] };

export function readRoutes(catalogue: FactCatalogue, country: CountrySlug): RoutesRead {
  const { id, record: entry } = readTopic(catalogue, "residenceRoutes", country);
  if (!isResearched(entry)) return { id, entry, routes: [] };
  const routes = entry.routes.map((route) => {
    const routeId = factIdOf(id, route.id);
    return { id: routeId, record: readRecord<ResidenceRoute>(catalogue, routeId) };
  });
  return { id, entry, routes };
}

/** Every fact an entry holds (a route's threshold, fee, conditions, ...): what a verdict drawn from all of them prints. */
export function factIdsUnder(catalogue: FactCatalogue, entryId: string): FactId[] {
  return catalogue.facts.filter((fact) => fact.id === entryId || fact.id.startsWith(`${entryId}/`)).map((fact) => fact.id);
}

/** A page as a citation names it: its address, title and date. */
export const pageOf = (citation: Pick<Citation, "url" | "title" | "asOf">) => `${citation.url}\n${citation.title}\n${citation.asOf}`;

/**
 * The facts of an entry that a figure computed from several of them rests on, named by the sources the figure
 * shows (a premium for each age band from the entry's quotes, a city's rents in dollars): the entry's facts whose
 * page is among them.
 */
export function factIdsCiting(catalogue: FactCatalogue, entryId: string, sources: readonly Citation[]): FactId[] {
  const pages = new Set(sources.map(pageOf));
  return factIdsUnder(catalogue, entryId).filter((id) => pages.has(pageOf(catalogue.byId.get(id)!.citation)));
}

/**
 * The ids of the facts a row or block prints, from the records the builder read (a route's fee, a country's
 * emergency numbers): what it tags itself with, and what the report's manifest records.
 */
export function factIdsOf(catalogue: FactCatalogue, ...printed: readonly (object | undefined)[]): FactId[] {
  return printed.flatMap((record) => {
    const id = record ? catalogue.idOfRecord.get(record) : undefined;
    return id !== undefined && catalogue.byId.has(id) ? [id] : [];
  });
}
