/** Polls a report job by the spec's rules (payment/job-polling.ts) until it completes, fails or gives up. */
import { useEffect } from "react";
import type { JobStatusResponse } from "@shared/contracts/reports";
import { nextPollStep } from "@web/features/payment/job-polling";
import { fetchJobStatus } from "@web/features/payment/report-calls";

export function useJobPolling(
  jobId: string | null,
  handlers: {
    onProgress: (job: JobStatusResponse | null) => void;
    onCompleted: (token: string | null) => void;
    onStop: (message: string) => void;
  },
): void {
  const { onProgress, onCompleted, onStop } = handlers;
  useEffect(() => {
    if (!jobId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (attempt: number) => {
      const answer = await fetchJobStatus(jobId);
      if (!live) return;
      const step = nextPollStep(answer, attempt);
      if (step.kind === "wait") {
        onProgress(step.status);
        timer = setTimeout(() => void read(attempt + 1), step.delayMs);
      } else if (step.kind === "completed") onCompleted(step.downloadToken);
      else onStop(step.message);
    };
    void read(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId, onProgress, onCompleted, onStop]);
}
