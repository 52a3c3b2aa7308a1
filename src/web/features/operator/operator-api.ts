/**
 * Gated operator calls go through the site's one API client (lib/api-client.ts); this adds only the
 * operator rule that a 401 ends the session, so the page falls back to the gate.
 */
import { apiDelete, apiGet, apiPost, apiPut, type ApiResult } from "@web/lib/api-client";
import { endSession } from "./operator-session";

function watch<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.status === 401) endSession();
  return result;
}

export async function operatorGet<T>(path: string, signal?: AbortSignal): Promise<ApiResult<T>> {
  return watch(await apiGet<T>(path, signal));
}

export async function operatorPost<T>(path: string, payload?: unknown): Promise<ApiResult<T>> {
  return watch(await apiPost<T>(path, payload));
}

export async function operatorPut<T>(path: string, payload: unknown): Promise<ApiResult<T>> {
  return watch(await apiPut<T>(path, payload));
}

export async function operatorDelete<T>(path: string): Promise<ApiResult<T>> {
  return watch(await apiDelete<T>(path));
}

/** The `error` text of a JSON answer, if it has one. */
export function errorText(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" && error.trim() !== "" ? error : null;
}
