/** The job processor's calls: process due jobs, restore lost ones, read the pending ones. */
import type { PendingJobsResponse, ProcessJobsResponse, RestoreJobsResponse } from "@shared/contracts/operator";
import type { ApiResult } from "@web/lib/api-client";
import { jobCallError, thrownMessage } from "./job-rules";
import { operatorGet, operatorPost } from "./operator-api";

export type CallOutcome<T> = { kind: "ok"; data: T } | { kind: "error"; message: string };

/** A call's answer with the job processor's error handling (spec section 8), also used by the orders page. */
export async function settle<T>(call: () => Promise<ApiResult<T>>): Promise<CallOutcome<T>> {
  try {
    const { ok, status, body } = await call();
    return ok && body !== null ? { kind: "ok", data: body } : { kind: "error", message: jobCallError(status, body) };
  } catch (error) {
    return { kind: "error", message: thrownMessage(error) };
  }
}

export const processJobs = () => settle(() => operatorPost<ProcessJobsResponse>("/api/jobs/process"));
export const restoreJobs = () => settle(() => operatorPost<RestoreJobsResponse>("/api/admin/restore-kv-jobs"));
export const checkPendingJobs = () => settle(() => operatorGet<PendingJobsResponse>("/api/debug/pending-jobs"));
