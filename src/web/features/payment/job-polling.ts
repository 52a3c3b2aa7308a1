/**
 * Job polling rules (spec section 4): read the job every 10 s after a successful read, every 15 s after
 * a failed or network read, at most 30 reads, then give up with the message that fits the last read.
 */
import type { JobStatusResponse } from "@shared/contracts/reports";
import type { JobRead } from "./report-calls";
import { RESULTS_MESSAGES } from "./payment-messages";

export const POLL_AFTER_SUCCESS_MS = 10_000;
export const POLL_AFTER_FAILURE_MS = 15_000;
export const MAX_POLL_ATTEMPTS = 30;

export type PollStep =
  | { kind: "wait"; delayMs: number; status: JobStatusResponse | null }
  /** Done; the token is null when this browser did not buy (no download cookie). */
  | { kind: "completed"; downloadToken: string | null }
  | { kind: "failed"; message: string }
  | { kind: "give_up"; message: string };

/** What to do after read number `attempt` (1-based) answered `read`. */
export function nextPollStep(read: JobRead, attempt: number): PollStep {
  if (read.kind === "ok") {
    const { status } = read.status;
    if (status === "completed") return { kind: "completed", downloadToken: read.status.downloadToken };
    if (status === "failed") return { kind: "failed", message: RESULTS_MESSAGES.generationFailed(read.status.errorMessage) };
  }
  if (attempt >= MAX_POLL_ATTEMPTS) {
    const message = read.kind === "ok" ? RESULTS_MESSAGES.pollTimeout : read.kind === "network" ? RESULTS_MESSAGES.pollNetwork : RESULTS_MESSAGES.pollNotOk;
    return { kind: "give_up", message };
  }
  return { kind: "wait", delayMs: read.kind === "ok" ? POLL_AFTER_SUCCESS_MS : POLL_AFTER_FAILURE_MS, status: read.kind === "ok" ? read.status : null };
}

/** Stage names in words, for the progress bar. */
export const STAGE_LABELS = {
  research: "Gathering your destination's data",
  sections: "Writing your report's chapters",
  summary: "Summarising your results",
  pdf: "Building your PDF",
} as const;

/** Progress 0-100 from the job's status and stage (queued 5%, each stage a quarter, done 100%). */
export function jobProgress(status: JobStatusResponse | null): number {
  if (!status || status.status === "pending" || !status.stage) return 5;
  if (status.status === "completed") return 100;
  const order = ["research", "sections", "summary", "pdf"] as const;
  return 10 + order.indexOf(status.stage) * 22;
}
