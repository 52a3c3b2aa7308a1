/**
 * Answers derived from an assessment (its alternatives: every destination scored for the same answers, the one costly
 * read) kept a short while per id, so a repeat (a refresh, the results page and the hub, polling) is not computed
 * again. It never decides whether an assessment exists: the caller reads the row first on every request and asks here
 * only for an assessment that is there, so an erased one is never served from memory, on any instance (issue 27.0).
 * Copies are dropped at once by the instance that erased them (forget), and by every other within TTL_MS. Bounded
 * (least recently used goes first); an answer made with other editions in force is made again.
 */
export const RECENT_ANSWERS_CAPACITY = 2000;
/** How long a derived answer is kept: the longest an instance other than the erasing one holds a copy after an erase. */
export const RECENT_ANSWERS_TTL_MS = 60_000;

type Entry<T> = { answer: T; madeWith: object; madeAt: number };

export class RecentAnswers<T> {
  private readonly answers = new Map<number, Entry<T>>();
  private readonly capacity: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { now: () => number; capacity?: number; ttlMs?: number }) {
    this.now = options.now;
    this.capacity = options.capacity ?? RECENT_ANSWERS_CAPACITY;
    this.ttlMs = options.ttlMs ?? RECENT_ANSWERS_TTL_MS;
  }

  /** The answer for an assessment the caller has just found in the database, made with `madeWith` (the editions in force). */
  async get(id: number, madeWith: object, make: () => T | Promise<T>): Promise<T> {
    const now = this.now();
    const known = this.answers.get(id);
    this.answers.delete(id);
    if (known && known.madeWith === madeWith && now - known.madeAt < this.ttlMs) {
      // Map keeps insertion order: setting the id again marks it most recently used.
      this.answers.set(id, known);
      return known.answer;
    }
    const answer = await make();
    this.answers.set(id, { answer, madeWith, madeAt: now });
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value as number);
    return answer;
  }

  /** Drops what is kept for these assessments (they were erased, or are not there). */
  forget(ids: Iterable<number>): void {
    for (const id of ids) this.answers.delete(id);
  }

  /** Whether anything is kept for the assessment. */
  holds(id: number): boolean {
    return this.answers.has(id);
  }

  get size(): number {
    return this.answers.size;
  }
}
