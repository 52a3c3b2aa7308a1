/**
 * The product's Prometheus metrics (prom-client), one registry per services instance so tests and several
 * apps in one process never share counters. Each instance exposes its own process; Prometheus scrapes every
 * instance and sums. Names follow Prometheus conventions (base units: seconds, bytes; `_total` counters).
 *
 * What is measured and where it is observed:
 *   http_requests_total / http_request_duration_seconds   every answer, by method, route pattern, status (app hook)
 *   report_jobs                                            jobs by state, read from the database at scrape time
 *   report_job_queue_wait_seconds                          queued -> claimed, per attempt (report job handler)
 *   report_job_duration_seconds                            claimed -> done or failed, by outcome
 *   report_pdf_render_seconds                              one PDF render (the renderer)
 *   emails_total                                           sent / failed / retried (the mail sender)
 *   payments_total                                         fulfilled / refunded (the payment service)
 *   db_pool_connections                                    PostgreSQL pool: total / idle / waiting, set by the
 *                                                          scrape before its own queries (metrics.routes.ts)
 * and prom-client's default process_* and nodejs_* metrics, less the gauges it names `_total`.
 *
 * Every name passes `promtool check metrics` (tests/api/metrics-lint.api.test.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Latency buckets for HTTP answers (seconds): the API answers in milliseconds, a slow one in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Buckets for work that takes seconds to minutes (queue wait, job duration, PDF render). */
const WORK_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * prom-client's default metrics, less the gauges it names `_total` (nodejs_active_handles_total,
 * nodejs_active_requests_total, nodejs_active_resources_total): `_total` promises a counter, so Prometheus' lint
 * rejects them. Each is the sum of the gauge grouped by type beside it (`sum(nodejs_active_handles)`).
 */
function collectLintCleanDefaultMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  for (const metric of registry.getMetricsAsArray()) {
    if (metric.name.endsWith("_total") && !(metric instanceof Counter)) registry.removeSingleMetric(metric.name);
  }
}

export function createMetrics() {
  const registry = new Registry();
  collectLintCleanDefaultMetrics(registry);
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP answers, by method, route pattern and status code.",
      labelNames: ["method", "route", "status_code"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route pattern.",
      labelNames: ["method", "route"] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    queueWait: new Histogram({
      name: "report_job_queue_wait_seconds",
      help: "Time a report job waited between being queued (or becoming due again) and being claimed.",
      buckets: WORK_BUCKETS,
      registers,
    }),
    jobDuration: new Histogram({
      name: "report_job_duration_seconds",
      help: "Time from claiming a report job to its end, by outcome (completed, failed).",
      labelNames: ["outcome"] as const,
      buckets: WORK_BUCKETS,
      registers,
    }),
    pdfRender: new Histogram({
      name: "report_pdf_render_seconds",
      help: "Time to render one report PDF.",
      buckets: WORK_BUCKETS,
      registers,
    }),
    emails: new Counter({
      name: "emails_total",
      help: "Report e-mails by outcome: sent, failed (a try that did not deliver), retried (a try after a failure).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    payments: new Counter({
      name: "payments_total",
      help: "Payments by outcome: fulfilled (an order made), refunded (a duplicate payment given back).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    /** A gauge read at scrape time: `read` answers the value of each label set. */
    gaugeFromReader(name: string, help: string, label: string, read: () => Promise<Record<string, number>>): void {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers,
        async collect() {
          this.reset();
          for (const [value, count] of Object.entries(await read())) this.set({ [label]: value }, count);
        },
      });
    },
    /** A gauge the scrape sets itself, before the readers run: the setter replaces the value of every label set. */
    gaugeSetByScrape(name: string, help: string, label: string): (values: Record<string, number>) => void {
      const gauge = new Gauge({ name, help, labelNames: [label], registers });
      return (values) => {
        gauge.reset();
        for (const [value, count] of Object.entries(values)) gauge.set({ [label]: value }, count);
      };
    },
  };
}
