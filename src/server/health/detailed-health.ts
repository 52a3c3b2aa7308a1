/**
 * GET /api/health/detailed, the operator's Full Diagnosis (worker diagnostics page): every part a paid
 * report depends on, probed for real and side by side, each under its own time limit.
 * - database: a write round trip (insert + delete in health_probe), timed;
 * - queue: jobs waiting, and how long the longest-waiting due job has waited (fails past 10 minutes:
 *   no worker is taking jobs);
 * - stuck_jobs: jobs still marked processing after their lease ran out (fails on any);
 * - failed_jobs_24h: jobs failed for good in the last 24 hours (fails on any; Restore re-queues them);
 * - payment_configuration: the provider in force, which keys are present and their modes (never a key);
 * - email_transport: the mailer's own live check (SMTP handshake, or the outbox folder is writable);
 * - pdf_render: a small probe report rendered by the PDF threads;
 * - disk: free space where DATA_DIR lives (fails under 100 MB).
 * Failures are told in safe words (failure-text.ts); details hold counts, ids and modes only.
 */
import { performance } from "node:perf_hooks";
import type { HealthResponse } from "@shared/contracts/operator";
import { BRAND_NAME } from "@shared/constants";
import { countJobsByStatus, failedJobsSince, oldestDuePendingJob, stuckJobs } from "@server/jobs/report-jobs.repository";
import type { ReportDocument } from "@server/report-pdf/report-document";
import { keyMode } from "@server/operator/stripe-key-status";
import type { Services } from "@server/services";
import { CheckFailed, CheckTimedOut, runChecks, type CheckRun, type CheckSpec } from "./checks";
import { mailFailureText, safeErrorText } from "./failure-text";
import { diskSpace, MIN_FREE_DISK_BYTES } from "./disk";
import { probeWrite } from "./health.repository";

export const DIAGNOSIS_LIMITS = {
  /** A due job waiting longer than this means no worker is taking jobs. */
  oldestPendingMaxMs: 10 * 60_000,
  minFreeDiskBytes: MIN_FREE_DISK_BYTES,
  /** Each check's time limit; the slowest bounds the whole diagnosis. */
  timeoutMs: { database: 3_000, queue: 3_000, payment: 3_000, email: 8_000, pdf: 15_000, disk: 3_000 },
} as const;

const DAY_MS = 24 * 60 * 60_000;
const LIST_LIMIT = 20;
const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));
const MB = 1024 * 1024;

function probeDocument(now: Date): ReportDocument {
  return {
    title: `${BRAND_NAME} render check`,
    runningHeader: `${BRAND_NAME} · Render check`,
    cover: {
      brand: BRAND_NAME,
      heading: "Render check",
      country: "Render check",
      city: null,
      score: 0,
      matchLabel: "Not a report",
      preparedFor: "The worker diagnosis",
      generatedAt: now.toISOString(),
      hubUrl: "https://example.invalid/",
      hubAccessUntil: now.toISOString().slice(0, 10),
      disclaimer: "A probe document rendered by the health check; not a report.",
    },
    sections: [{ id: "probe", title: "Render check", blocks: [{ kind: "paragraph", text: "The PDF threads render this page to prove they work." }] }],
  };
}

type Deps = Pick<Services, "db" | "dbKind" | "queue" | "clock" | "config" | "settings" | "payments" | "mailer" | "pdf">;

function checks(services: Deps): CheckSpec[] {
  const { db, clock } = services;
  const limits = DIAGNOSIS_LIMITS;
  return [
    {
      name: "database",
      timeoutMs: limits.timeoutMs.database,
      run: async () => {
        const started = performance.now();
        await probeWrite(db);
        const roundTripMs = Math.round(performance.now() - started);
        const engine = services.dbKind === "sqlite" ? "SQLite" : "PostgreSQL";
        return { message: `${engine} answered a write round trip in ${roundTripMs} ms`, details: { engine, roundTripMs } };
      },
    },
    {
      name: "queue",
      timeoutMs: limits.timeoutMs.queue,
      run: async () => {
        const now = clock.now();
        const counts = await countJobsByStatus(db);
        const oldest = await oldestDuePendingJob(db, now);
        const waitedMs = oldest ? now.getTime() - new Date(oldest.run_after).getTime() : 0;
        const details = {
          engine: services.queue.engine,
          pending: counts.pending,
          processing: counts.processing,
          oldestDueJobId: oldest?.id ?? null,
          oldestDueWaitSeconds: oldest ? seconds(waitedMs) : null,
        };
        const waiting = oldest ? `; the longest-waiting due job has waited ${seconds(waitedMs)} s` : "";
        if (oldest && waitedMs > limits.oldestPendingMaxMs) {
          throw new CheckFailed(
            `A due report job has waited ${seconds(waitedMs)} s (over ${seconds(limits.oldestPendingMaxMs)} s): no worker is taking jobs. Start a worker or use Process All Pending Jobs.`,
            details,
          );
        }
        return { message: `${counts.pending} pending, ${counts.processing} processing${waiting}`, details };
      },
    },
    {
      name: "stuck_jobs",
      timeoutMs: limits.timeoutMs.queue,
      run: async () => {
        const now = clock.now();
        const stuck = await stuckJobs(db, now, LIST_LIMIT);
        const details = {
          count: stuck.length,
          jobs: stuck.map((job) => ({ id: job.id, attempts: job.attempts, leaseExpiredSecondsAgo: seconds(now.getTime() - new Date(job.lease_until ?? now).getTime()) })),
        };
        if (stuck.length > 0) {
          throw new CheckFailed(`${stuck.length}${stuck.length === LIST_LIMIT ? "+" : ""} job(s) still marked processing after their lease ran out: their worker stopped. Restore KV Jobs re-queues them.`, details);
        }
        return { message: "No job is held past its lease", details };
      },
    },
    {
      name: "failed_jobs_24h",
      timeoutMs: limits.timeoutMs.queue,
      run: async () => {
        const failed = await failedJobsSince(db, new Date(clock.now().getTime() - DAY_MS), LIST_LIMIT);
        const details = { count: failed.total, ids: failed.newest.map((job) => job.id), lastErrors: failed.newest.map((job) => (job.error_message ? safeErrorText(job.error_message) : null)) };
        if (failed.total > 0) {
          throw new CheckFailed(`${failed.total} report job(s) failed for good in the last 24 hours. Restore KV Jobs (or Retry on the order) re-queues them.`, details);
        }
        return { message: "No report job failed in the last 24 hours", details };
      },
    },
    {
      name: "payment_configuration",
      timeoutMs: limits.timeoutMs.payment,
      run: async () => {
        const keys = await services.settings.stripeKeys();
        const choice = await services.payments.current();
        const secretMode = keys.secretKey ? keyMode(keys.secretKey, "secret") : null;
        const publishableMode = keys.publishableKey ? keyMode(keys.publishableKey, "publishable") : null;
        const provider = choice.kind === "ready" ? choice.provider.name : "needs_config";
        const details = {
          provider,
          forcedBy: services.config.paymentProviderForced ? "PAYMENT_PROVIDER" : null,
          keySource: keys.source,
          secretKey: { present: Boolean(keys.secretKey), mode: secretMode },
          publishableKey: { present: Boolean(keys.publishableKey), mode: publishableMode },
          webhookSecretPresent: Boolean(keys.webhookSecret),
        };
        if (choice.kind === "needs_config") throw new CheckFailed("Stripe is required here but its keys are not configured: payments are refused.", details);
        if (Boolean(keys.secretKey) !== Boolean(keys.publishableKey)) {
          throw new CheckFailed(`Only the ${keys.secretKey ? "secret" : "publishable"} Stripe key is configured; Stripe needs both.`, details);
        }
        if (secretMode === "invalid" || publishableMode === "invalid") throw new CheckFailed("A Stripe key has an unrecognised prefix.", details);
        if (secretMode && publishableMode && secretMode !== publishableMode) {
          throw new CheckFailed(`Key mode mismatch: the secret key is ${secretMode} and the publishable key is ${publishableMode}. This breaks payments.`, details);
        }
        if (provider === "demo") return { message: "Demo provider in force: no real charges", details };
        const webhook = keys.webhookSecret ? "" : "; no webhook secret, so payments are fulfilled at confirm only";
        return { message: `Stripe in ${secretMode} mode, keys from ${keys.source === "stored" ? "the stored settings" : "the environment"}${webhook}`, details };
      },
    },
    {
      name: "email_transport",
      timeoutMs: limits.timeoutMs.email,
      run: async () => {
        try {
          return { message: await services.mailer.verify(), details: { transport: services.mailer.kind } };
        } catch (error) {
          throw new CheckFailed(mailFailureText(error), { transport: services.mailer.kind });
        }
      },
    },
    {
      name: "pdf_render",
      timeoutMs: limits.timeoutMs.pdf,
      run: async () => {
        const started = performance.now();
        const rendered = await services.pdf.render(probeDocument(clock.now()));
        const renderMs = Math.round(performance.now() - started);
        const bytes = rendered.pdf.byteLength;
        const details = { pages: rendered.pageCount, bytes, renderMs };
        if (rendered.pageCount < 1 || Buffer.from(rendered.pdf.subarray(0, 5)).toString("latin1") !== "%PDF-") {
          throw new CheckFailed("The PDF threads answered, but not with a PDF.", details);
        }
        return { message: `A probe report rendered to ${rendered.pageCount} pages in ${renderMs} ms`, details };
      },
    },
    {
      name: "disk",
      timeoutMs: limits.timeoutMs.disk,
      run: async () => {
        const { freeBytes, totalBytes } = diskSpace(services.config.dataDir);
        const details = { freeBytes, totalBytes, minimumBytes: limits.minFreeDiskBytes };
        const free = `${Math.round(freeBytes / MB)} MB free of ${Math.round(totalBytes / MB)} MB in DATA_DIR`;
        if (freeBytes < limits.minFreeDiskBytes) throw new CheckFailed(`Only ${free} (under ${limits.minFreeDiskBytes / MB} MB)`, details);
        return { message: free, details };
      },
    },
  ];
}

export async function diagnose(services: Deps): Promise<CheckRun & { response: HealthResponse }> {
  return runChecks(
    checks(services),
    (_name, error) => (error instanceof CheckTimedOut ? error.message : safeErrorText(error)),
    () => services.clock.now(),
  );
}
