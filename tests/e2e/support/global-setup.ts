/**
 * Starts the product once for all browser journeys, the way `npm start` does, on a free port with an
 * empty data directory, and checks Chromium is installed (failing at once with the install command).
 */
import type { TestProject } from "vitest/node";
import { startProduct, type RunningProduct } from "../../../scripts/product-process";
import { chromiumPath } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let product: RunningProduct | undefined;

export async function setup(project: TestProject): Promise<void> {
  chromiumPath();
  // Behind a trusted local proxy, a test that creates many assessments (one per destination) can do so as its own
  // client (X-Forwarded-For) instead of spending the 60-an-hour create limit every other journey shares.
  product = await startProduct("newshores-e2e-", { TRUST_PROXY: "127.0.0.1" });
  project.provide("baseUrl", product.baseUrl);
  project.provide("dataDir", product.dataDir);
}

export async function teardown(): Promise<void> {
  await product?.stop();
}
