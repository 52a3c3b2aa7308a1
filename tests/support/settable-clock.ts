/** A clock a test moves by hand: `at` is what `now()` answers (a copy each time). */
import type { Clock } from "@server/clock";

export class SettableClock implements Clock {
  constructor(public at: Date = new Date()) {}
  now = () => new Date(this.at.getTime());
}
