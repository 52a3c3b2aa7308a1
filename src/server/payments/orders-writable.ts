/**
 * Before a payment is created: can the database save its order? A payment taken while nothing can be
 * written is money with no order (issue 17.5), so create-intent is refused with a 503 instead. The probe
 * is the public health check's write round trip (a row written to health_probe and removed).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "@server/db/database";
import { probeWrite } from "@server/health/health.repository";
import { AppError } from "@server/http/errors";

export const CANNOT_SAVE_ORDERS = "We cannot take payments right now: our database cannot save orders. Please try again later.";

export async function refuseUnlessOrdersCanBeSaved(db: Database, log: Pick<FastifyBaseLogger, "error">): Promise<void> {
  try {
    await probeWrite(db);
  } catch (error) {
    // The real cause (SQLITE_FULL "database or disk is full", a lost connection, ...) for the operator.
    log.error({ err: error }, "payment refused: the database cannot save orders");
    throw new AppError(503, CANNOT_SAVE_ORDERS, {}, { "Retry-After": "60" });
  }
}
