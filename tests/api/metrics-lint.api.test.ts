/**
 * GET /metrics passes Prometheus' own lint, `promtool check metrics` (issue 27.7): a name it rejects (a gauge
 * named `_total`, a counter without it, a unit it does not know) is a rule a scraper's alerts trip over. Every
 * family is given samples first (a request, a purchase with its report job, PDF and e-mail), so the lint
 * reads every name we expose. promtool comes with the Debian package `prometheus`: CI installs it and fails
 * without it; elsewhere the check is skipped with a printed reason.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

const METRICS_TOKEN = "metrics-token-for-the-scraper-0123456789";

const promtoolInstalled = spawnSync("promtool", ["--version"], { stdio: "ignore" }).status === 0;
const inCi = Boolean(process.env.CI);
if (!promtoolInstalled && !inCi) {
  console.warn("promtool check of /metrics SKIPPED: install the Debian package `prometheus` (apt-get install prometheus) to run it (CI does).");
}

/** promtool's verdict on a scrape: its exit status and every line it printed (each one a problem). */
function promtoolCheck(text: string): { status: number | null; problems: string[] } {
  const run = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
  const problems = `${run.stdout}\n${run.stderr}`.split("\n").filter((line) => line.trim() !== "");
  return { status: run.status, problems };
}

/** The families a scrape declares (name and type) with no sample at all: promtool skips a family without one. */
function familiesWithoutSamples(text: string): Array<{ name: string; type: string }> {
  const samples = text.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
  return [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)]
    .map(([, name = "", type = ""]) => ({ name, type }))
    .filter(({ name, type }) => {
      const series = type === "histogram" || type === "summary" ? `${name}_count` : name;
      return !samples.some((line) => line.startsWith(`${series} `) || line.startsWith(`${series}{`));
    });
}

/** Libuv requests grouped by type: none while nothing is in flight, which is most of the time. */
const MAY_HAVE_NO_SAMPLE = ["nodejs_active_requests"];

/** The scrape with a zero sample in each family that has none, so promtool reads those names too. */
function everyFamilySampled(text: string): string {
  let filled = text;
  for (const { name, type } of familiesWithoutSamples(text)) {
    if (type !== "gauge" && type !== "counter") throw new Error(`${name}: a ${type} without samples`);
    filled = filled.replace(`# TYPE ${name} ${type}\n`, `# TYPE ${name} ${type}\n${name} 0\n`);
  }
  return filled;
}

describe.skipIf(!promtoolInstalled && !inCi).each(testDatabases())("promtool check metrics on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { env: { METRICS_TOKEN } });
    await app.services.startWorkers(1);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const scrape = async () =>
    (await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

  it("exposes only names Prometheus' lint accepts, after a purchase gave every family samples", { timeout: 40_000 }, async () => {
    if (!promtoolInstalled) throw new Error("promtool is not installed: install the Debian package `prometheus` (apt-get install prometheus); CI runs this check.");

    const { id } = (await app.inject({ method: "POST", url: "/api/assessments", payload: portugalRequest })).json<{ id: number }>();
    const intent = (await app.inject({ method: "POST", url: "/api/payments/create-intent", payload: { assessmentId: id } })).json();
    await app.inject({
      method: "POST",
      url: "/api/payments/demo/pay",
      payload: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", email: "buyer@example.com" },
    });
    await app.inject({ method: "POST", url: `/api/payments/confirm/${intent.paymentIntentId}`, headers: { "content-type": "application/json" } });
    // The report job's render and its e-mail come after the answer: wait until their families have samples.
    await expect
      .poll(async () => familiesWithoutSamples(await scrape()).map(({ name }) => name).filter((name) => !MAY_HAVE_NO_SAMPLE.includes(name)), { timeout: 30_000 })
      .toEqual([]);

    const text = await scrape();
    for (const family of ["http_requests_total", "report_jobs", "report_job_duration_seconds", "report_pdf_render_seconds", "emails_total", "payments_total"]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    if (database.kind === "postgres") expect(text).toContain("# TYPE db_pool_connections gauge");
    expect(promtoolCheck(everyFamilySampled(text))).toEqual({ status: 0, problems: [] });
  });
});
