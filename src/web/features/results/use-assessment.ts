/** GET /api/assessments/:id for the results page: loading, found, or not found (any failure). */
import { useEffect, useState } from "react";
import type { Assessment } from "@shared/contracts/assessments";
import { apiGet } from "@web/lib/api-client";

export type AssessmentState = { status: "loading" } | { status: "found"; assessment: Assessment } | { status: "not_found" };

export function useAssessment(id: string | undefined): AssessmentState {
  const [state, setState] = useState<AssessmentState>({ status: "loading" });
  useEffect(() => {
    if (!id) {
      setState({ status: "not_found" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    apiGet<Assessment>(`/api/assessments/${encodeURIComponent(id)}`, controller.signal)
      .then(({ ok, body }) => {
        if (ok && body) setState({ status: "found", assessment: body });
        else {
          console.warn(`Assessment ${id} could not be loaded`);
          setState({ status: "not_found" });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Assessment request failed", error);
        setState({ status: "not_found" });
      });
    return () => controller.abort();
  }, [id]);
  return state;
}
