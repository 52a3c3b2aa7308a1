/**
 * Loads one GET endpoint for a page: loading, the data, not found (404, or no path to ask), or an error.
 * The one way pages read from the API.
 */
import { useEffect, useState } from "react";
import { apiGet } from "./api-client";

export type ApiData<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "not_found" } | { status: "error" };

export function useApiData<T>(path: string | null): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: "loading" });
  useEffect(() => {
    if (path === null) {
      setState({ status: "not_found" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    apiGet<T>(path, controller.signal)
      .then(({ ok, status, body }) => {
        if (ok && body) setState({ status: "ready", data: body });
        else setState({ status: status === 404 ? "not_found" : "error" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [path]);
  return state;
}
