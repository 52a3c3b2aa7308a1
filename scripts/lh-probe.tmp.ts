import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProduct } from "./product-process";
const product = await startProduct("newshores-lh-", { TRUST_PROXY: "127.0.0.1" });
try {
  const created = await fetch(`${product.baseUrl}/api/assessments`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ user_age: 45, user_job: "Nurse", monthly_budget: 2500, preferred_country: "Portugal", preferred_city: "Porto", location_preference: "city", climate_preference: "mediterranean", immigration_policies_importance: 4, healthcare_importance: 5, safety_importance: 5, internet_importance: 3, emigration_process_importance: 3, ease_of_immigration_importance: 4, local_acceptance_importance: 2 }) });
  const { id } = (await created.json()) as { id: number };
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  for (const path of [`/results/${id}`]) {
    const r = await lighthouse(`${product.baseUrl}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile" });
    const a = r!.lhr.audits;
    console.log(path, "perf", r!.lhr.categories.performance!.score);
    for (const k of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index", "interactive"]) console.log(k, a[k]!.displayValue, a[k]!.score);
    console.log("LCP element", JSON.stringify((a["largest-contentful-paint-element"] as any)?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? (a["largest-contentful-paint-element"] as any)?.details?.items?.[0]?.node?.snippet));
    const chain = (a["critical-request-chains"] as any)?.details?.longestChain; console.log("chain", JSON.stringify(chain));
    for (const [k, v] of Object.entries(a)) if ((v as any).details?.type === "opportunity" && (v as any).score !== null && (v as any).score < 0.9) console.log("opp", k, (v as any).displayValue);
    const shifts = (a["layout-shifts"] as any)?.details?.items; if (shifts) for (const s of shifts.slice(0, 5)) console.log("shift", s.score, s.node?.snippet);
  }
  chrome.kill();
} finally { await product.stop(); }
