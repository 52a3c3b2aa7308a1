/**
 * The report generation test as a small state machine (operator spec section 4): idle -> generating ->
 * success | error. An immediate token is fetched at once; a job id is polled by report-test-rules.ts,
 * then the PDF is fetched by its token and kept as an object URL for the download link.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { REPORT_TEST_POLL } from "@shared/contracts/operator";
import type { JobStatusResponse } from "@shared/contracts/reports";
import { fetchJobStatus } from "@web/features/payment/report-calls";
import { fetchReportPdf, startTestReport } from "./report-test-calls";
import { nextTestPollStep } from "./report-test-rules";

export type ReportTestState =
  | { phase: "idle" }
  | { phase: "generating"; jobId: string | null; job: JobStatusResponse | null }
  | { phase: "success"; url: string; bytes: number }
  | { phase: "error"; message: string };

export function useReportTest(): { state: ReportTestState; start: () => void } {
  const [state, setState] = useState<ReportTestState>({ phase: "idle" });
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      run.current += 1;
      clearTimeout(timer.current);
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const start = useCallback(() => {
    const current = ++run.current;
    const live = () => run.current === current;
    clearTimeout(timer.current);
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
    setState({ phase: "generating", jobId: null, job: null });

    const finish = async (token: string) => {
      const pdf = await fetchReportPdf(token);
      if (!live()) {
        if (pdf.kind === "ok") URL.revokeObjectURL(pdf.url);
        return;
      }
      if (pdf.kind === "ok") {
        objectUrl.current = pdf.url;
        setState({ phase: "success", url: pdf.url, bytes: pdf.bytes });
      } else setState({ phase: "error", message: pdf.message });
    };

    const poll = (jobId: string, startedAt: number) => async () => {
      const read = await fetchJobStatus(jobId);
      if (!live()) return;
      if (read.kind === "ok") setState({ phase: "generating", jobId, job: read.status });
      const step = nextTestPollStep(read, Date.now() - startedAt);
      if (step.kind === "wait") timer.current = setTimeout(() => void poll(jobId, startedAt)(), step.delayMs);
      else if (step.kind === "completed") await finish(step.token);
      else setState({ phase: "error", message: step.message });
    };

    void startTestReport().then(async (outcome) => {
      if (!live()) return;
      if (outcome.kind === "error") setState({ phase: "error", message: outcome.message });
      else if (outcome.kind === "token") await finish(outcome.token);
      else {
        const startedAt = Date.now();
        setState({ phase: "generating", jobId: outcome.jobId, job: null });
        timer.current = setTimeout(() => void poll(outcome.jobId, startedAt)(), REPORT_TEST_POLL.firstPollMs);
      }
    });
  }, []);

  return { state, start };
}
