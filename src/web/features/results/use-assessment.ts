/** GET /api/assessments/:id for the results page; any failure is logged (spec section 8) and shown as not found. */
import { useEffect } from "react";
import type { Assessment } from "@shared/contracts/assessments";
import { useApiData, type ApiData } from "@web/lib/use-api-data";

export function useAssessment(id: string | undefined): ApiData<Assessment> {
  const state = useApiData<Assessment>(id ? `/api/assessments/${encodeURIComponent(id)}` : null);
  useEffect(() => {
    if (state.status === "not_found" || state.status === "error") console.warn(`Assessment ${id ?? "(no id)"} could not be loaded`);
  }, [state.status, id]);
  return state;
}
