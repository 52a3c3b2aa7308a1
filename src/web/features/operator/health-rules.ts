/**
 * Worker diagnostics rules (operator spec sections 2, 4, 5, 8): how a health or ping answer is shown.
 * A 503 from a health call is a normal "unhealthy" result, not an error.
 */
import type { HealthCheck, HealthResponse, PingResponse } from "@shared/contracts/operator";

export const WORKER_MESSAGES = {
  healthNotOk: (status: number, message: string | null) => `Health check returned ${status}: ${message || "Unknown error"}`,
  healthUnreachable: "502 Error: Worker is not responding. This indicates the Cloudflare Worker has crashed or is not deployed properly.",
  healthFailed: (message: string) => `Health check failed: ${message}`,
  pingUnreachable: "502 Error: Worker is completely unresponsive. Check deployment status.",
  pingDown: "Worker ping failed - indicates complete worker failure",
  pingFailed: (message: string) => `Ping failed: ${message}`,
  pingOk: (pong: boolean) => `Ping successful: ${pong ? "PONG" : "No response"}`,
} as const;

/** What the result box shows. */
export type WorkerHealth = { status: string; message: string; timestamp: string; checks: Record<string, HealthCheck> };
export type DiagnosticOutcome = { health: WorkerHealth | null; error: string | null };

export function workerStatusHeading(status: string): string {
  return `Worker Status: ${status === "healthy" ? "HEALTHY" : "UNHEALTHY"}`;
}

export function checkLabel(name: string): string {
  return name.replace(/_/g, " ");
}

export function checkVerdict(check: Pick<HealthCheck, "status">): "PASS" | "FAIL" {
  return check.status === "pass" ? "PASS" : "FAIL";
}

function isHealth(body: unknown): body is HealthResponse {
  const value = body as Partial<HealthResponse> | null;
  return typeof value?.status === "string" && typeof value.message === "string";
}

/** An answer from GET /api/health or /api/health/detailed (`body` null when it was not JSON). */
export function healthOutcome(ok: boolean, status: number, body: unknown): DiagnosticOutcome {
  if ((ok || status === 503) && isHealth(body)) {
    return { health: { status: body.status, message: body.message, timestamp: body.timestamp, checks: body.checks ?? {} }, error: null };
  }
  if (!ok && status !== 503) {
    const value = body as { message?: unknown; error?: unknown } | null;
    const message = typeof value?.message === "string" ? value.message : typeof value?.error === "string" ? value.error : null;
    return { health: null, error: WORKER_MESSAGES.healthNotOk(status, message) };
  }
  return { health: null, error: WORKER_MESSAGES.healthFailed("the answer was not a health report") };
}

/** The health call could not reach the server (fetch failed) or failed otherwise. */
export function healthFailure(networkFailure: boolean, message: string): DiagnosticOutcome {
  return { health: null, error: networkFailure ? WORKER_MESSAGES.healthUnreachable : WORKER_MESSAGES.healthFailed(message) };
}

/** An answer from GET /ping. */
export function pingOutcome(ok: boolean, status: number, body: unknown, now: Date): DiagnosticOutcome {
  if (!ok) return { health: null, error: WORKER_MESSAGES.pingFailed(`the server answered ${status}`) };
  const ping = body as Partial<PingResponse> | null;
  return {
    health: { status: "healthy", message: WORKER_MESSAGES.pingOk(ping?.pong === true), timestamp: ping?.timestamp ?? now.toISOString(), checks: {} },
    error: null,
  };
}

export function pingFailure(networkFailure: boolean, message: string, now: Date): DiagnosticOutcome {
  if (!networkFailure) return { health: null, error: WORKER_MESSAGES.pingFailed(message) };
  return { health: { status: "unhealthy", message: WORKER_MESSAGES.pingDown, timestamp: now.toISOString(), checks: {} }, error: WORKER_MESSAGES.pingUnreachable };
}
