/**
 * The one way the site calls the API. Answers `{ ok, status, body }` with the parsed JSON body (or null
 * when the body is not JSON); a failure to reach the server throws NetworkError so callers can show
 * the spec's network messages.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : "Network request failed");
    this.name = "NetworkError";
  }
}

export type ApiResult<T> = { ok: boolean; status: number; body: T | null };

async function call<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch (error) {
    throw new NetworkError(error);
  }
  let body: T | null = null;
  try {
    body = (await response.json()) as T;
  } catch {
    body = null;
  }
  return { ok: response.ok, status: response.status, body };
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<ApiResult<T>> {
  return call<T>(path, { method: "GET", ...(signal ? { signal } : {}) });
}

export function apiPost<T>(path: string, payload?: unknown): Promise<ApiResult<T>> {
  return send<T>("POST", path, payload);
}

export function apiPut<T>(path: string, payload: unknown): Promise<ApiResult<T>> {
  return send<T>("PUT", path, payload);
}

export function apiDelete<T>(path: string): Promise<ApiResult<T>> {
  return send<T>("DELETE", path);
}

function send<T>(method: "POST" | "PUT" | "DELETE", path: string, payload?: unknown): Promise<ApiResult<T>> {
  return call<T>(path, {
    method,
    headers: { "Content-Type": "application/json" },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
}
