/**
 * Loads one GET endpoint for a page: loading, the data, not found (404, or no path to ask), or an error.
 * The one way pages read from the API. `get` is the call to use, the site's apiGet unless an area adds its own
 * rule to it (the operator pages' operatorGet ends the session on a 401).
 */
import { useEffect, useState } from "react";
import { apiGet, type ApiResult } from "./api-client";

export type ApiData<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "not_found" } | { status: "error" };

type Get<T> = (path: string, signal?: AbortSignal) => Promise<ApiResult<T>>;

export function useApiData<T>(path: string | null, get: Get<T> = apiGet): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: "loading" });
  useEffect(() => {
    if (path === null) {
      setState({ status: "not_found" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    get(path, controller.signal)
      .then(({ ok, status, body }) => {
        if (ok && body) setState({ status: "ready", data: body });
        else setState({ status: status === 404 ? "not_found" : "error" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [path, get]);
  return state;
}
