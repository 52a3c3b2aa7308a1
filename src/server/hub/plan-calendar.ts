/**
 * The plan's deadlines as an iCalendar file (RFC 5545): one all-day event per month of the plan, on the day its
 * steps are due by, listing them. Pure: the same plan gives the same file (DTSTAMP aside).
 */
import type { HubPlanItem } from "@shared/contracts/hub";

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
const text = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Folds a content line to 75 octets, continuation lines starting with a space (never inside a UTF-8 sequence). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const day = (iso: string) => iso.replace(/-/g, "");
const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function planCalendar(input: { orderId: string; place: string; items: readonly HubPlanItem[]; now: Date; hubUrl: string }): string {
  const months = new Map<string, HubPlanItem[]>();
  for (const item of input.items) {
    if (!item.due) continue;
    const key = `${item.when}|${item.due}`;
    months.set(key, [...(months.get(key) ?? []), item]);
  }
  const events = [...months.values()].flatMap((steps) => {
    const first = steps[0] as HubPlanItem & { due: string };
    const description = [...steps.map((step, position) => `${position + 1}. ${step.done ? "(done) " : ""}${step.text}`), `Your plan: ${input.hubUrl}`].join("\n");
    return [
      "BEGIN:VEVENT",
      `UID:${input.orderId}-${first.id.split("-")[0]}@newshores`,
      `DTSTAMP:${stamp(input.now)}`,
      `DTSTART;VALUE=DATE:${day(first.due)}`,
      `DTEND;VALUE=DATE:${day(nextDay(first.due))}`,
      `SUMMARY:${text(`${input.place} move, ${first.when}: ${first.title}`)}`,
      `DESCRIPTION:${text(description)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ];
  });
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//NewShores//Relocation plan//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${text(`Relocation plan: ${input.place}`)}`, ...events, "END:VCALENDAR"];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
