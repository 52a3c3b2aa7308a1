/** The wizard's country and city lists, from GET /api/destinations (one source of truth). */
import { useEffect, useState } from "react";
import type { DestinationSummary, DestinationsResponse } from "@shared/contracts/destinations";
import { apiGet } from "@web/lib/api-client";

export type DestinationsState =
  | { status: "loading" }
  | { status: "ready"; countries: DestinationSummary[] }
  | { status: "error" };

export function useDestinations(): DestinationsState {
  const [state, setState] = useState<DestinationsState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    apiGet<DestinationsResponse>("/api/destinations", controller.signal)
      .then(({ ok, body }) => setState(ok && body ? { status: "ready", countries: body.countries } : { status: "error" }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, []);
  return state;
}
