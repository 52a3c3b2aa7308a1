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
  product = await startProduct("newshores-e2e-");
  project.provide("baseUrl", product.baseUrl);
  project.provide("dataDir", product.dataDir);
}

export async function teardown(): Promise<void> {
  await product?.stop();
}
