import { describe, expect, it } from "vitest";
import { RecentAnswers } from "./recent-answers";

describe("recent answers by id", () => {
  it("reads an id once and answers repeats from memory", async () => {
    const reads: number[] = [];
    const answers = new RecentAnswers<string>(10);
    const read = async (id: number) => {
      reads.push(id);
      return `answer ${id}`;
    };
    expect(await answers.get(1, read)).toBe("answer 1");
    expect(await answers.get(1, read)).toBe("answer 1");
    expect(reads).toEqual([1]);
  });

  it("never remembers an unknown id: it is read again next time", async () => {
    let reads = 0;
    const answers = new RecentAnswers<string>(10);
    const read = async () => {
      reads += 1;
      return undefined;
    };
    expect(await answers.get(7, read)).toBeUndefined();
    expect(await answers.get(7, read)).toBeUndefined();
    expect(reads).toBe(2);
    expect(answers.size).toBe(0);
  });

  it("keeps at most its capacity, dropping the least recently read", async () => {
    const reads: number[] = [];
    const answers = new RecentAnswers<number>(2);
    const read = async (id: number) => {
      reads.push(id);
      return id;
    };
    await answers.get(1, read);
    await answers.get(2, read);
    await answers.get(1, read); // 1 is now the most recent
    await answers.get(3, read); // 2 goes
    expect(answers.size).toBe(2);
    await answers.get(1, read);
    await answers.get(2, read);
    expect(reads).toEqual([1, 2, 3, 2]);
  });
});
