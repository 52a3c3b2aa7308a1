/**
 * The data audit (issue 18 point 7): per country and topic, the facts that are missing (a null figure with its
 * note), stale (a citation whose as-of date ended more than 18 months ago) or cited only from a page that is not
 * the publisher's (a republication, a press or other page, an unregistered site, or a host the publisher's site
 * does not serve). `npm run data:audit` prints it; the operator's Data freshness page shows it.
 *
 * Among the secondary-only citations, those of safety-critical figures (visa thresholds and fees, the base
 * quantities they are defined from, income-tax rates, emergency numbers and embassy phones) are flagged: issue 18
 * asks an official or publisher page for each, so they are the first gaps to close.
 *
 * `auditFigures` is the rule, over lists it is given; `auditData` reads the product's own data into it. Sources
 * every country relies on (an indicator dataset's edition, exchange rates, the US pages) are audited once, in the
 * shared group, instead of once per country.
 */
import { rawDestinationData } from "@server/destinations/data/index";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { STALE_AFTER_MONTHS, type DATA_TOPICS, type FreshnessCounts, type SecondaryReason } from "@shared/contracts/data-freshness";
import { allCitations, CITATION_AREAS, type CitationArea, type PlacedCitation } from "./all-citations";
import type { Citation } from "./citation";
import { endOfAsOf } from "./as-of";
import { allCrossCheckedFigures, differingOf, type DifferingFigure } from "./differing-figures";
import { isOverdue, monthsAfter, reviewDueOn, reviewRuleFor, VISA_FIGURE_PATH, type ReviewKind } from "./review-intervals";
import { allMissingFigures, type MissingFigure } from "./missing-figures";
import { SITES, siteServes } from "./sites/index";
import type { SiteRegistry } from "./sites/site";

// The contract's topics are the data's areas (the order is checked by data-audit.test.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _TopicsAreAreas = Assert<Same<(typeof DATA_TOPICS)[number], CitationArea>>;

export type SecondaryCitation = PlacedCitation & { reason: SecondaryReason; safetyCritical: boolean };
/** A citation whose review day has come: overdue facts are listed safety-critical first, then by due day. */
export type OverdueCitation = PlacedCitation & { kind: ReviewKind; dueOn: string; safetyCritical: boolean };
export type TopicAudit = {
  topic: CitationArea;
  overdue: OverdueCitation[];
  differing: DifferingFigure[];
  missing: MissingFigure[];
  stale: PlacedCitation[];
  secondaryOnly: SecondaryCitation[];
};
export type GroupAudit = { id: string; name: string; topics: TopicAudit[]; totals: FreshnessCounts };
export type DataAudit = {
  /** The day audited (UTC, YYYY-MM-DD). */
  today: string;
  citations: number;
  totals: FreshnessCounts;
  shared: GroupAudit;
  countries: GroupAudit[];
};

export type AuditInput = {
  countries: { slug: string; name: string }[];
  citations: PlacedCitation[];
  missing: MissingFigure[];
  differing: DifferingFigure[];
  /** The figures (their paths) with a second, independent source recorded: not a single secondary page. */
  secondSourced?: readonly string[];
  sites: SiteRegistry;
  today: Date;
};

export const SHARED_GROUP = { id: "shared", name: "Shared sources" } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);


/** The first day (UTC, YYYY-MM-DD) on which a figure of `asOf` is more than 18 months old. */
export function staleFrom(asOf: string): string {
  return isoDay(Date.parse(`${monthsAfter(isoDay(endOfAsOf(asOf)), STALE_AFTER_MONTHS)}T00:00:00.000Z`) + DAY_MS);
}

/** True when `asOf` ended more than 18 months before `today` (compared by UTC day). */
export function isStale(asOf: string, today: Date): boolean {
  return isoDay(today.getTime()) >= staleFrom(asOf);
}

/** Why the citation's link is not the publisher's own page, or null when it is. */
export function secondaryReason(citation: Citation, sites: SiteRegistry): SecondaryReason | null {
  if (citation.via !== undefined) {
    // A faithful copy is a republication; an article about the figure is the press or other page it is.
    const copy = sites[citation.via];
    if (!copy) return "unregistered";
    return copy.kind === "press" || copy.kind === "other" ? copy.kind : "republished";
  }
  const site = sites[citation.publisher];
  if (!site) return "unregistered";
  if (site.kind === "press" || site.kind === "other") return site.kind;
  return siteServes(site, citation.url) ? null : "other-host";
}

/** True when the citation reads an official publisher's own text through a verbatim archive of its pages. */
export function isOfficialCopy(citation: Citation, sites: SiteRegistry): boolean {
  if (citation.via === undefined) return false;
  const copy = sites[citation.via];
  return sites[citation.publisher]?.kind === "official" && copy?.kind === "copy" && siteServes(copy, citation.url);
}

/** A second, independent source recorded beside a figure's own (`crossCheck`): never the figure's only page. */
const isSecondSource = (path: string): boolean => /\.crossCheck\./.test(path);

/** The figure a citation at `path` sources ("x.threshold" for "x.threshold.source"). */
const figureOf = (path: string): string => path.replace(/\.(source|citation)$/, "");

/** Where the safety-critical figures sit in the data (a citation's path). */
const SAFETY_CRITICAL_PATHS = [
  VISA_FIGURE_PATH,
  /^baseQuantities\./,
  /^tax\.[a-z-]+\.incomeTax\./,
  /^emergency\./,
];

/** True for a citation of a visa threshold or fee, a base quantity, an income-tax rate or an emergency contact. */
export const isSafetyCritical = (path: string): boolean => SAFETY_CRITICAL_PATHS.some((pattern) => pattern.test(path));

const pathOrder = new Intl.Collator("en", { numeric: true });
const byPath = <T extends { path: string }>(a: T, b: T) => pathOrder.compare(a.path, b.path);

const overdueOrder = (a: OverdueCitation, b: OverdueCitation) =>
  Number(b.safetyCritical) - Number(a.safetyCritical) || a.dueOn.localeCompare(b.dueOn) || pathOrder.compare(a.path, b.path);

type Findings = { overdue: OverdueCitation[]; differing: DifferingFigure[]; missing: MissingFigure[]; stale: PlacedCitation[]; secondaryOnly: SecondaryCitation[] };

function group(id: string, name: string, { overdue, differing, missing, stale, secondaryOnly }: Findings): GroupAudit {
  const topics = CITATION_AREAS.map((topic) => ({
    topic,
    overdue: overdue.filter((item) => item.area === topic).sort(overdueOrder),
    differing: differing.filter((item) => item.area === topic).sort(byPath),
    missing: missing.filter((item) => item.area === topic).sort(byPath),
    stale: stale.filter((item) => item.area === topic).sort(byPath),
    secondaryOnly: secondaryOnly.filter((item) => item.area === topic).sort(byPath),
  }));
  return { id, name, topics, totals: counts({ overdue, differing, missing, stale, secondaryOnly }) };
}

const counts = ({ overdue, differing, missing, stale, secondaryOnly }: Findings): FreshnessCounts => ({
  overdue: overdue.length,
  overdueSafetyCritical: overdue.filter((item) => item.safetyCritical).length,
  differing: differing.length,
  missing: missing.length,
  stale: stale.length,
  secondaryOnly: secondaryOnly.length,
  safetyCritical: secondaryOnly.filter((item) => item.safetyCritical).length,
});

/** The audit of the given figures and citations on `today`. */
export function auditFigures(input: AuditInput): DataAudit {
  const { citations, missing, sites, today } = input;
  const todayIso = isoDay(today.getTime());
  const staleDays = new Map<string, string>(); // a few dozen distinct dates among thousands of citations
  const staleDay = (asOf: string) => {
    const known = staleDays.get(asOf);
    if (known) return known;
    const day = staleFrom(asOf);
    staleDays.set(asOf, day);
    return day;
  };
  const stale = citations.filter(({ citation }) => todayIso >= staleDay(citation.asOf));
  const secondSourced = new Set(input.secondSourced ?? []);
  const secondaryOnly = citations.flatMap((placed) => {
    const reason = secondaryReason(placed.citation, sites);
    const gap = isSafetyCritical(placed.path) && !isOfficialCopy(placed.citation, sites) && !isSecondSource(placed.path) && !secondSourced.has(figureOf(placed.path));
    return reason ? [{ ...placed, reason, safetyCritical: gap }] : [];
  });

  const overdue = citations.flatMap((placed) => {
    const dueOn = reviewDueOn(placed.path, placed.citation);
    return isOverdue(dueOn, today) ? [{ ...placed, kind: reviewRuleFor(placed.path).kind, dueOn, safetyCritical: isSafetyCritical(placed.path) }] : [];
  });

  const known = new Set(input.countries.map((country) => country.slug));
  // A figure of no listed country (or of none) belongs to every country: it is audited once, in the shared group.
  const groupOf = (country: string | null) => (country !== null && known.has(country) ? country : SHARED_GROUP.id);
  const pick = <T extends { country: string | null }>(items: T[], id: string) => items.filter((item) => groupOf(item.country) === id);
  const build = (id: string, name: string) =>
    group(id, name, { overdue: pick(overdue, id), differing: pick(input.differing, id), missing: pick(missing, id), stale: pick(stale, id), secondaryOnly: pick(secondaryOnly, id) });

  return {
    today: todayIso,
    citations: citations.length,
    totals: counts({ overdue, differing: input.differing, missing, stale, secondaryOnly }),
    shared: build(SHARED_GROUP.id, SHARED_GROUP.name),
    countries: input.countries.map(({ slug, name }) => build(slug, name)),
  };
}

/** The audit of the product's own data, its registered sites and every destination country, on `today`. */
export function auditData(today: Date): DataAudit {
  const countries = COUNTRY_SLUGS.map((slug) => ({ slug, name: rawDestinationData.places[slug].name })).sort((a, b) => a.name.localeCompare(b.name, "en"));
  const crossChecked = allCrossCheckedFigures();
  return auditFigures({
    countries,
    citations: allCitations(),
    missing: allMissingFigures(),
    differing: differingOf(crossChecked),
    secondSourced: crossChecked.map((figure) => figure.path),
    sites: SITES,
    today,
  });
}
