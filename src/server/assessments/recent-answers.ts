/**
 * Answers derived from an assessment (its alternatives: every destination scored for the same answers; its
 * eligibility: every route checked) kept a short while per id, so a repeat (a refresh, the results page and the hub,
 * polling) is not computed again. It never decides whether an assessment exists: the caller reads the row first on every request and asks here
 * only for an assessment that is there, so an erased one is never served from memory, on any instance (issue 27.0).
 * Copies are dropped at once by the instance that erased them (forget), and by every other within TTL_MS. Bounded
 * (least recently used goes first); an answer made with other editions in force is made again.
 */
import type { AlternativesResponse } from "@shared/contracts/assessments";
import type { EligibilityResponse } from "@shared/contracts/eligibility";

export const RECENT_ANSWERS_CAPACITY = 2000;
/** How long a derived answer is kept: the longest an instance other than the erasing one holds a copy after an erase. */
export const RECENT_ANSWERS_TTL_MS = 60_000;

type Entry<A> = { answers: Partial<A>; madeWith: object; madeAt: number };

/** `A` names each kind of answer kept and its type, e.g. `{ alternatives: AlternativesResponse; eligibility: EligibilityResponse }`. */
export class RecentAnswers<A extends Record<string, unknown>> {
  private readonly entries = new Map<number, Entry<A>>();
  private readonly capacity: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { now: () => number; capacity?: number; ttlMs?: number }) {
    this.now = options.now;
    this.capacity = options.capacity ?? RECENT_ANSWERS_CAPACITY;
    this.ttlMs = options.ttlMs ?? RECENT_ANSWERS_TTL_MS;
  }

  /** One kind of answer for an assessment the caller has just found in the database, made with `madeWith` (the editions in force). */
  async get<K extends keyof A>(id: number, kind: K, madeWith: object, make: () => A[K] | Promise<A[K]>): Promise<A[K]> {
    const now = this.now();
    let entry = this.entries.get(id);
    this.entries.delete(id);
    if (!entry || entry.madeWith !== madeWith || now - entry.madeAt >= this.ttlMs) entry = { answers: {}, madeWith, madeAt: now };
    // Map keeps insertion order: setting the id again marks it most recently used.
    this.entries.set(id, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as number);
    if (kind in entry.answers) return entry.answers[kind] as A[K];
    const answer = await make();
    entry.answers[kind] = answer;
    return answer;
  }

  /** Drops what is kept for these assessments (they were erased, or are not there). */
  forget(ids: Iterable<number>): void {
    for (const id of ids) this.entries.delete(id);
  }

  /** Whether anything is kept for the assessment. */
  holds(id: number): boolean {
    return this.entries.has(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The answers kept per assessment: its alternatives and its eligibility (undefined when its country left the catalog). */
export type DerivedAnswers = { alternatives: AlternativesResponse; eligibility: EligibilityResponse | undefined };
