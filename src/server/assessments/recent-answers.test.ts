import { describe, expect, it } from "vitest";
import { RECENT_ANSWERS_TTL_MS, RecentAnswers } from "./recent-answers";

const editions = {};

describe("answers derived from an assessment, kept a short while", () => {
  it("makes an answer once and answers repeats from memory", async () => {
    const made: number[] = [];
    const answers = new RecentAnswers<string>({ now: () => 0, capacity: 10 });
    const make = (id: number) => () => {
      made.push(id);
      return `answer ${id}`;
    };
    expect(await answers.get(1, editions, make(1))).toBe("answer 1");
    expect(await answers.get(1, editions, make(1))).toBe("answer 1");
    expect(made).toEqual([1]);
  });

  it("forgets an erased assessment at once, and every copy after the time limit", async () => {
    let now = 0;
    let made = 0;
    const answers = new RecentAnswers<number>({ now: () => now, capacity: 10 });
    const make = () => ++made;
    await answers.get(1, editions, make);
    await answers.get(2, editions, make);
    answers.forget([1]);
    expect(answers.holds(1)).toBe(false);
    expect(await answers.get(1, editions, make)).toBe(3);
    now += RECENT_ANSWERS_TTL_MS;
    expect(await answers.get(2, editions, make)).toBe(4);
  });

  it("makes the answer again when other editions are in force", async () => {
    let made = 0;
    const answers = new RecentAnswers<number>({ now: () => 0 });
    await answers.get(1, editions, () => ++made);
    expect(await answers.get(1, {}, () => ++made)).toBe(2);
  });

  it("keeps at most its capacity, dropping the least recently read", async () => {
    const made: number[] = [];
    const answers = new RecentAnswers<number>({ now: () => 0, capacity: 2 });
    const get = (id: number) =>
      answers.get(id, editions, () => {
        made.push(id);
        return id;
      });
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recent
    await get(3); // 2 goes
    expect(answers.size).toBe(2);
    await get(1);
    await get(2);
    expect(made).toEqual([1, 2, 3, 2]);
  });
});
