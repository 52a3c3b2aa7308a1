/** The emergency numbers as one line (the summary's key facts, the plan's "save the numbers" step), from one record. */
import type { Citation } from "@server/facts/citation";
import type { EmergencyNumbers, EmergencyService } from "./emergency.schema";

/** A service's number as the publisher words it ("112 or 113"), else the number. */
export const serviceNumber = (numbers: EmergencyNumbers, service: EmergencyService): string => numbers.said?.[service] ?? numbers[service];

/** "112" where one number serves all; else each service's number, sharing a number where services share one. */
export function emergencyNumbersInWords(numbers: EmergencyNumbers): { text: string; several: boolean; source: Citation } {
  if (numbers.general) return { text: numbers.general, several: false, source: numbers.generalSource ?? numbers.source };
  const byNumber = new Map<string, EmergencyService[]>();
  for (const service of ["police", "ambulance", "fire"] as const) {
    const number = serviceNumber(numbers, service);
    byNumber.set(number, [...(byNumber.get(number) ?? []), service]);
  }
  const parts = [...byNumber].map(([number, services]) => `${services.join(" and ")} ${number}`);
  return { text: parts.join("; "), several: parts.length > 1, source: numbers.source };
}
