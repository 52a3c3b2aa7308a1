/**
 * The results page's purchase state (spec section 4, "Report purchase on the results page") as a pure
 * reducer, and what to show for it.
 */
import type { JobStatusResponse, ReportStatus } from "@shared/contracts/reports";

export type PurchaseState = {
  status: ReportStatus | null;
  token: string | null;
  paymentOpen: boolean;
  readyOpen: boolean;
  jobId: string | null;
  job: JobStatusResponse | null;
};

export type PurchaseAction =
  | { type: "status_loaded"; status: ReportStatus }
  | { type: "open_payment" }
  | { type: "close_payment" }
  | { type: "paid_with_token"; token: string }
  | { type: "paid_with_job"; jobId: string }
  | { type: "job_progress"; job: JobStatusResponse | null }
  | { type: "job_completed"; token: string | null }
  | { type: "job_stopped" }
  | { type: "close_ready" };

export const initialPurchase: PurchaseState = { status: null, token: null, paymentOpen: false, readyOpen: false, jobId: null, job: null };

const paidStatus = (status: ReportStatus | null, exists: boolean): ReportStatus => ({
  exists,
  isPaid: true,
  downloadToken: status?.downloadToken ?? null,
  isExpired: false,
  hubAccessUntil: status?.hubAccessUntil ?? null,
});

export function purchaseReducer(state: PurchaseState, action: PurchaseAction): PurchaseState {
  switch (action.type) {
    case "status_loaded":
      return { ...state, status: action.status, token: action.status.downloadToken ?? state.token };
    case "open_payment":
      return { ...state, paymentOpen: true };
    case "close_payment":
      return { ...state, paymentOpen: false };
    case "paid_with_token":
      return { ...state, token: action.token, paymentOpen: false, readyOpen: true, status: paidStatus(state.status, true) };
    case "paid_with_job":
      return { ...state, paymentOpen: false, jobId: action.jobId, job: null, status: paidStatus(state.status, false) };
    case "job_progress":
      return { ...state, job: action.job ?? state.job };
    case "job_completed":
      return {
        ...state,
        jobId: null,
        token: action.token ?? state.token,
        readyOpen: action.token !== null,
        status: paidStatus(state.status, true),
      };
    case "job_stopped":
      return { ...state, jobId: null };
    case "close_ready":
      return { ...state, readyOpen: false };
  }
}

export type PurchaseView = "buy" | "download" | "generating" | "expired" | "other_device";

export function purchaseView(state: PurchaseState): PurchaseView {
  const { status } = state;
  if (state.jobId) return "generating";
  if (!status?.isPaid) return "buy";
  if (state.token && !status.isExpired) return "download";
  if (status.isExpired) return "expired";
  if (!status.exists) return "generating";
  return "other_device";
}

/** The spec's debug line, shown when a report exists or a token is held. */
export function debugLine(state: PurchaseState): string | null {
  if (!state.status?.exists && !state.token) return null;
  const yesNo = (value: boolean | undefined) => (value ? "yes" : "no");
  return `Report exists: ${yesNo(state.status?.exists)} · Paid: ${yesNo(state.status?.isPaid)} · Has token: ${yesNo(Boolean(state.token))} · Expired: ${yesNo(state.status?.isExpired)}`;
}
