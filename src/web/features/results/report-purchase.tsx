/**
 * The purchase part of the results page: the buy option, the payment and report-ready modals, the job's
 * progress, the paid and expired states, and (beyond the spec) a fresh link by e-mail.
 */
import { Download } from "lucide-react";
import { useCallback, useEffect, useReducer, useState } from "react";
import type { JobStatusResponse } from "@shared/contracts/reports";
import { STAGE_LABELS, jobProgress } from "@web/features/payment/job-polling";
import { PaymentModal } from "@web/features/payment/payment-modal";
import { RESULTS_MESSAGES } from "@web/features/payment/payment-messages";
import { downloadReport, fetchReportStatus, resendReportLink } from "@web/features/payment/report-calls";
import { ReportReadyModal } from "@web/features/payment/report-ready-modal";
import { debugLine, initialPurchase, purchaseReducer, purchaseView } from "./purchase-state";
import { ReportOffer } from "./report-offer";
import { useJobPolling } from "./use-job-polling";

const buttonClasses = "inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800";

export function ReportPurchase(props: { assessmentId: number; country: string; initialJobId?: string | null }) {
  const [state, dispatch] = useReducer(purchaseReducer, initialPurchase);

  useEffect(() => {
    let live = true;
    void fetchReportStatus(props.assessmentId).then((status) => live && status && dispatch({ type: "status_loaded", status }));
    if (props.initialJobId) dispatch({ type: "paid_with_job", jobId: props.initialJobId });
    return () => {
      live = false;
    };
  }, [props.assessmentId, props.initialJobId]);

  useJobPolling(state.jobId, {
    onProgress: useCallback((job: JobStatusResponse | null) => dispatch({ type: "job_progress", job }), []),
    onCompleted: useCallback(
      (token: string | null) => {
        dispatch({ type: "job_completed", token });
        if (!token) void fetchReportStatus(props.assessmentId).then((status) => status && dispatch({ type: "status_loaded", status }));
      },
      [props.assessmentId],
    ),
    onStop: useCallback((message: string) => {
      dispatch({ type: "job_stopped" });
      window.alert(message);
    }, []),
  });

  async function download() {
    dispatch({ type: "close_ready" });
    if (!state.token) return;
    const problem = await downloadReport(state.token, props.country);
    if (problem) window.alert(problem);
  }

  const view = purchaseView(state);
  const debug = debugLine(state);
  return (
    <>
      <ReportOffer country={props.country} showPrice={view === "buy"}>
        <div className="mt-5">
          {view === "buy" && (
            <button type="button" className={buttonClasses} onClick={() => dispatch({ type: "open_payment" })}>
              Buy Your Report
            </button>
          )}
          {view === "download" && (
            <button type="button" className={buttonClasses} onClick={() => void download()}>
              <Download aria-hidden="true" className="h-5 w-5" />
              Download Your Report
            </button>
          )}
          {view === "generating" && <JobProgress job={state.job} />}
          {view === "expired" && (
            <div className="space-y-3">
              <p className="font-semibold text-red-800">{RESULTS_MESSAGES.expired}</p>
              <ResendLink assessmentId={props.assessmentId} />
            </div>
          )}
          {view === "other_device" && (
            <div className="space-y-3">
              <p className="text-slate-700">
                This report has been bought. The download link was given to the browser that paid and sent to the e-mail
                address used for the purchase, if one was given.
              </p>
              <ResendLink assessmentId={props.assessmentId} />
            </div>
          )}
          {debug && <p className="mt-4 text-xs text-slate-500">{debug}</p>}
        </div>
      </ReportOffer>
      <PaymentModal
        assessmentId={props.assessmentId}
        open={state.paymentOpen}
        onClose={() => dispatch({ type: "close_payment" })}
        onSuccess={(result) => {
          if ("downloadToken" in result) {
            dispatch({ type: "paid_with_token", token: result.downloadToken });
          } else {
            dispatch({ type: "paid_with_job", jobId: result.jobId });
            window.alert(RESULTS_MESSAGES.generating);
          }
        }}
        onError={(message) => {
          dispatch({ type: "close_payment" });
          window.alert(RESULTS_MESSAGES.paymentFailed(message));
        }}
      />
      <ReportReadyModal open={state.readyOpen} onClose={() => dispatch({ type: "close_ready" })} onDownload={() => void download()} />
    </>
  );
}

function JobProgress({ job }: { job: JobStatusResponse | null }) {
  const progress = jobProgress(job);
  const label = job?.stage ? STAGE_LABELS[job.stage] : "Your report is queued";
  return (
    <div>
      <p className="font-semibold">Your report is being generated.</p>
      <div
        role="progressbar"
        aria-label="Report generation"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={label}
        className="mt-2 h-3 w-full rounded-full bg-slate-200"
      >
        <div className="h-3 rounded-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {label}...
      </p>
    </div>
  );
}

function ResendLink({ assessmentId }: { assessmentId: number }) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void resendReportLink(assessmentId).then((result) => {
            setAnswer(result);
            setBusy(false);
          });
        }}
        className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy ? "Sending..." : "Send a new link to my e-mail"}
      </button>
      {answer && (
        <p role="status" className={`mt-2 text-sm ${answer.ok ? "text-green-800" : "text-red-800"}`}>
          {answer.message}
        </p>
      )}
    </div>
  );
}
