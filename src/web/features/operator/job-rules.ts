/**
 * Job processor rules (operator spec sections 7, 8): error texts of the process, restore and pending
 * calls, and the results box's content (the pending-jobs answer merged in under `pendingJobs`).
 */
import { errorText } from "./operator-api";

/** A non-OK answer: the server's `error`, otherwise "Server error: {status}". */
export function jobCallError(status: number, body: unknown): string {
  return errorText(body) ?? `Server error: ${status}`;
}

/** Anything thrown: its message, otherwise "Unknown error". */
export function thrownMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error";
}

export type JobResults = Record<string, unknown>;

/** The pending-jobs answer joins whatever is shown, under `pendingJobs` (spec section 7). */
export function withPendingJobs(results: JobResults | null, pendingJobs: unknown): JobResults {
  return { ...(results ?? {}), pendingJobs };
}

export function formatResults(results: JobResults): string {
  return JSON.stringify(results, null, 2);
}
