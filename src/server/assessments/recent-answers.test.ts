import { describe, expect, it } from "vitest";
import { RECENT_ANSWERS_TTL_MS, RecentAnswers } from "./recent-answers";

const editions = {};

describe("answers derived from an assessment, kept a short while", () => {
  it("makes an answer once and answers repeats from memory", async () => {
    const made: number[] = [];
    const answers = new RecentAnswers<{ text: string }>({ now: () => 0, capacity: 10 });
    const make = (id: number) => () => {
      made.push(id);
      return `answer ${id}`;
    };
    expect(await answers.get(1, "text", editions, make(1))).toBe("answer 1");
    expect(await answers.get(1, "text", editions, make(1))).toBe("answer 1");
    expect(made).toEqual([1]);
  });

  it("forgets an erased assessment at once, and every copy after the time limit", async () => {
    let now = 0;
    let made = 0;
    const answers = new RecentAnswers<{ n: number }>({ now: () => now, capacity: 10 });
    const make = () => ++made;
    await answers.get(1, "n", editions, make);
    await answers.get(2, "n", editions, make);
    answers.forget([1]);
    expect(answers.holds(1)).toBe(false);
    expect(await answers.get(1, "n", editions, make)).toBe(3);
    now += RECENT_ANSWERS_TTL_MS;
    expect(await answers.get(2, "n", editions, make)).toBe(4);
  });

  it("keeps each kind of answer apart, and forgets them together", async () => {
    const answers = new RecentAnswers<{ a: string; b: number }>({ now: () => 0 });
    expect(await answers.get(1, "a", editions, () => "first")).toBe("first");
    expect(await answers.get(1, "b", editions, () => 2)).toBe(2);
    expect(await answers.get(1, "a", editions, () => "again")).toBe("first");
    answers.forget([1]);
    expect(await answers.get(1, "a", editions, () => "again")).toBe("again");
  });

  it("makes the answer again when other editions are in force", async () => {
    let made = 0;
    const answers = new RecentAnswers<{ n: number }>({ now: () => 0 });
    await answers.get(1, "n", editions, () => ++made);
    expect(await answers.get(1, "n", {}, () => ++made)).toBe(2);
  });

  it("keeps at most its capacity, dropping the least recently read", async () => {
    const made: number[] = [];
    const answers = new RecentAnswers<{ n: number }>({ now: () => 0, capacity: 2 });
    const get = (id: number) =>
      answers.get(id, "n", editions, () => {
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
