/**
 * `npm run bench`: throughput and p99 latency of the hot endpoints against the built server, each as a
 * ratio to GET /ping measured in the same run. A benchmark, not a test: it prints, it does not assert.
 * Targets on a 2-core machine: reads >= 0.5 of /ping, creates >= 0.25, the computed reads (alternatives:
 * 38 destinations scored per request; eligibility: routes checked and serialised) >= 0.25, no errors; on
 * SQLite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL (a throwaway database).
 * Then the site: initial JavaScript and Lighthouse mobile scores (scripts/bench-site.ts). The product runs
 * as `npm start` runs it, which rebuilds the server and site first when the sources changed.
 * Then the paid path (scripts/bench-reports.ts): confirm -> PDF time, /ping while rendering, and report
 * workers on PostgreSQL. Last, the comparison of 10,000 live reports with today's facts (scripts/bench-report-updates.ts).
 */
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchAdminUrl, withBenchDatabase } from "./bench-database";
import { benchPurchases, benchWorkers } from "./bench-reports";
import { benchReportUpdates } from "./bench-report-updates";
import { initialJavaScript, lighthouseScores } from "./bench-site";
import { startProduct } from "./product-process";

const root = path.resolve(import.meta.dirname, "..");
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_ONLY=api measures the API endpoints alone (SQLite, then PostgreSQL when configured), skipping the site and the paid path. */
const ONLY_API = process.env.BENCH_ONLY === "api";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const sampleRequest = {
  user_age: 45,
  user_job: "Nurse",
  monthly_budget: 2500,
  preferred_country: "Portugal",
  preferred_city: "Porto",
  location_preference: "city",
  climate_preference: "mediterranean",
  immigration_policies_importance: 4,
  healthcare_importance: 5,
  safety_importance: 5,
  internet_importance: 3,
  emigration_process_importance: 3,
  ease_of_immigration_importance: 4,
  local_acceptance_importance: 2,
};

let visitors = 0;
/** A new documentation-range address per request: each create comes from its own simulated visitor. */
const visitor = () => {
  visitors += 1;
  return `2001:db8:${(visitors >> 16) & 0xffff}:${visitors & 0xffff}::1`;
};

type Result = { name: string; rps: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, options: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const TARGETS: Record<string, number> = {
  "GET /api/assessments/:id": 0.5,
  "GET .../alternatives": 0.25,
  "GET .../eligibility": 0.25,
  "POST /api/assessments": 0.25,
};

/** The API's hot endpoints against a running product, each as a ratio to its /ping; answers a stored id. */
async function benchEndpoints(base: string, engine: string): Promise<number> {
  const created = await fetch(`${base}/api/assessments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(sampleRequest),
  });
  const { id } = (await created.json()) as { id: number };

  console.log(`\n${engine}: ${DURATION_S}s per endpoint, ${CONNECTIONS} connections, ${os.cpus().length} cores\n`);
  const results = [
    await measure("GET /ping", { url: `${base}/ping` }),
    await measure("GET /api/assessments/:id", { url: `${base}/api/assessments/${id}` }),
    await measure("GET .../alternatives", { url: `${base}/api/assessments/${id}/alternatives` }),
    await measure("GET .../eligibility", { url: `${base}/api/assessments/${id}/eligibility` }),
    await measure("POST /api/assessments", {
      url: `${base}/api/assessments`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(sampleRequest),
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": visitor() } }) }],
    }),
  ];
  const ping = results[0] as Result;
  console.log("endpoint                      req/s     p99 ms   ratio  target  errors");
  for (const r of results) {
    const ratio = r.rps / ping.rps;
    const target = TARGETS[r.name];
    const verdict = target === undefined ? "      " : ratio >= target ? `>=${target} ok` : `<${target} LOW`;
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)} ${ratio.toFixed(2).padStart(7)}  ${verdict.padEnd(8)} ${r.errors + r.non2xx}`,
    );
  }
  return id;
}

// Many simulated visitors: the bench's requests name their client in X-Forwarded-For (believed only
// because TRUST_PROXY names the loopback proxy), so the per-client create limit applies per visitor.
const VISITORS = { TRUST_PROXY: "127.0.0.1" };

async function main(): Promise<void> {
  const product = await startProduct("newshores-bench-", VISITORS);
  const base = product.baseUrl;
  try {
    const id = await benchEndpoints(base, "SQLite (the default)");
    if (!ONLY_API) {
      const initial = initialJavaScript(path.join(root, "dist/web"));
      const kb = initial.gzipBytes / 1024;
      console.log(`\ninitial JavaScript: ${kb.toFixed(1)} KB gzipped (${initial.files.length} files; target <= 120 KB) ${kb <= 120 ? "ok" : "HIGH"}`);
      await lighthouseScores([
        { name: "/", url: `${base}/` },
        { name: "/assessment", url: `${base}/assessment` },
        { name: "/results/:id", url: `${base}/results/${id}` },
      ]);
    }
  } finally {
    await product.stop();
  }

  const adminUrl = benchAdminUrl();
  if (adminUrl) {
    await withBenchDatabase(adminUrl, async (databaseUrl) => {
      const onPostgres = await startProduct("newshores-bench-pg-", {
        ...VISITORS,
        DATABASE_URL: databaseUrl,
        APP_SECRET: "bench-app-secret-0123456789abcdefghijkl",
      });
      try {
        await benchEndpoints(onPostgres.baseUrl, "PostgreSQL");
      } finally {
        await onPostgres.stop();
      }
    });
  } else {
    console.log("\nPostgreSQL endpoints: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }

  if (ONLY_API) return;
  await benchPurchases();
  await benchWorkers();
  await benchReportUpdates();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
