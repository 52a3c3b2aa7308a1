/** The worker diagnostics calls: GET /ping, GET /api/health (public), GET /api/health/detailed (gated). */
import { apiGet, NetworkError } from "@web/lib/api-client";
import { healthFailure, healthOutcome, pingFailure, pingOutcome, type DiagnosticOutcome } from "./health-rules";
import { operatorGet } from "./operator-api";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function pingWorker(): Promise<DiagnosticOutcome> {
  try {
    const { ok, status, body } = await apiGet("/ping");
    return pingOutcome(ok, status, body, new Date());
  } catch (error) {
    return pingFailure(error instanceof NetworkError, messageOf(error), new Date());
  }
}

export async function checkHealth(detailed: boolean): Promise<DiagnosticOutcome> {
  try {
    const { ok, status, body } = detailed ? await operatorGet("/api/health/detailed") : await apiGet("/api/health");
    return healthOutcome(ok, status, body);
  } catch (error) {
    return healthFailure(error instanceof NetworkError, messageOf(error));
  }
}
