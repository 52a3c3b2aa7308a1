/**
 * The answers read by id (the spec's JSON, the alternatives, the eligibility), kept for the ids read most
 * recently. Safe because a stored assessment never changes (there is no update or delete path) and the data
 * it is scored against is fixed while the process runs: every read of an id gives the same answer, so a
 * repeat (the results page, the hub, a refresh, polling) is served without the database. Bounded (least
 * recently used goes first); an unknown id is never remembered, so nothing about misses changes.
 */
export const RECENT_ANSWERS_CAPACITY = 2000;

export class RecentAnswers<T> {
  private readonly answers = new Map<number, T>();

  constructor(private readonly capacity = RECENT_ANSWERS_CAPACITY) {}

  async get(id: number, read: (id: number) => Promise<T | undefined>): Promise<T | undefined> {
    const known = this.answers.get(id);
    if (known !== undefined) {
      // Map keeps insertion order: moving the id to the end marks it most recently used.
      this.answers.delete(id);
      this.answers.set(id, known);
      return known;
    }
    const answer = await read(id);
    if (answer === undefined) return undefined;
    this.answers.set(id, answer);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value as number);
    return answer;
  }

  get size(): number {
    return this.answers.size;
  }
}
