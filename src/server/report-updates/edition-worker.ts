/**
 * Makes the updated editions buyers ask for (issue 31), one at a time and only while no purchase's report waits:
 * a new purchase's report job always goes first, and editions render on their own PDF thread, so a waiting edition
 * never delays a purchase. An edition is claimed with a lease (an instance that dies leaves it to another), stored
 * under the order's lock (an erased buyer's edition is never written), with its manifest; the changes it takes in
 * are then cleared from the hub, which lists changes since the newest edition.
 */
import type { Logger } from "pino";
import { reportFileName } from "@shared/contracts/reports";
import { presentAssessment } from "@server/assessments/assessment.presenter";
import { findAssessmentById } from "@server/assessments/assessments.repository";
import type { Clock } from "@server/clock";
import type { Database } from "@server/db/database";
import { factsInForce, type InForce } from "@server/in-force";
import { findOrderById, lockIfHeld } from "@server/payments/orders.repository";
import { createPdfRenderer, type PdfRenderer } from "@server/report-pdf/pdf-renderer";
import { findManifest, insertManifestOnce } from "@server/reports/report-manifests.repository";
import { claimEdition, editionScore } from "./editions.repository";
import { periodicPass } from "./periodic-pass";
import { buildEdition } from "./report-edition";

const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 3;

export type EditionWorker = { start(): void; wake(): void; stop(): Promise<void>; runOnce(): Promise<boolean> };

type Deps = { db: Database; clock: Clock; inForce: (on: Date) => InForce; publicUrl: string; log: Logger; everyMs?: number; renderer?: PdfRenderer };

export const editionFileName = (country: string, edition: number) => reportFileName(country).replace(/\.pdf$/, `_edition_${edition}.pdf`);

export function createEditionWorker(deps: Deps): EditionWorker {
  let renderer = deps.renderer ?? null;

  const purchaseWaiting = async () =>
    Boolean(await deps.db.selectFrom("report_jobs").select("id").where("status", "in", ["pending", "processing"]).limit(1).executeTakeFirst());

  async function make(claim: { orderId: string; edition: number; attempts: number }): Promise<void> {
    const { db } = deps;
    const order = await findOrderById(db, claim.orderId);
    const row = order?.assessment_id == null ? undefined : await findAssessmentById(db, Number(order.assessment_id));
    if (!order || !row) throw new Error(`Edition ${claim.edition} of order ${claim.orderId}: its order or assessment is gone`);
    const assessment = presentAssessment(row);
    const before = claim.edition - 1;
    const printedBefore = await findManifest(db, order.id, before);
    const scoreBefore = before === 1 ? { score: assessment.overall_score, scoringVersion: printedBefore?.scoringVersion ?? row.scoring_version } : await editionScore(db, order.id, before);
    if (!scoreBefore) throw new Error(`Edition ${claim.edition} of order ${claim.orderId}: edition ${before} is not ready`);
    const now = deps.clock.now();
    const inForce = deps.inForce(now);
    const edition = buildEdition({
      assessment,
      edition: claim.edition,
      previous: { facts: printedBefore?.facts ?? [], ...scoreBefore },
      paidAt: new Date(order.paid_at),
      generatedAt: now,
      publicUrl: deps.publicUrl,
      inForce,
      catalogue: factsInForce(inForce),
    });
    renderer ??= createPdfRenderer({ threads: 1 });
    const rendered = await renderer.render(edition.document);
    const pdf = Buffer.from(rendered.pdf);
    await db.transaction().execute(async (trx) => {
      if (!(await lockIfHeld(trx, order.id))) throw new Error(`Edition ${claim.edition} of order ${order.id}: the buyer's data was deleted`);
      const stored = await trx
        .updateTable("report_editions")
        .set({
          status: "ready",
          lease_until: null,
          pdf,
          file_name: editionFileName(assessment.preferred_country, claim.edition),
          byte_size: pdf.byteLength,
          page_count: rendered.pageCount,
          score: edition.score,
          scoring_version: edition.manifest.scoringVersion,
          completed_at: deps.clock.now().toISOString(),
          error_message: null,
        })
        .where("order_id", "=", order.id)
        .where("edition", "=", claim.edition)
        .where("attempts", "=", claim.attempts)
        .executeTakeFirst();
      if (Number(stored.numUpdatedRows) !== 1) throw new Error(`Edition ${claim.edition} of order ${order.id} was claimed again`);
      await insertManifestOnce(trx, order.id, claim.edition, edition.manifest, now);
      // The changes this edition takes in are its "Changes in this edition" chapter now; the hub lists what changes next.
      await trx.deleteFrom("report_fact_changes").where("order_id", "=", order.id).execute();
    });
    deps.log.info({ orderId: order.id, edition: claim.edition, pages: rendered.pageCount, changes: edition.changes.length }, "report edition made");
  }

  async function once(): Promise<boolean> {
    if (await purchaseWaiting()) return false;
    const now = deps.clock.now();
    const claim = await claimEdition(deps.db, now, new Date(now.getTime() + LEASE_MS));
    if (!claim) return false;
    try {
      await make(claim);
    } catch (error) {
      const failed = claim.attempts >= MAX_ATTEMPTS;
      deps.log.error({ err: error, orderId: claim.orderId, edition: claim.edition, attempts: claim.attempts }, failed ? "report edition failed" : "report edition attempt failed; tried again");
      await deps.db
        .updateTable("report_editions")
        .set({ status: failed ? "failed" : "pending", lease_until: null, error_message: "The edition could not be made." })
        .where("order_id", "=", claim.orderId)
        .where("edition", "=", claim.edition)
        .where("attempts", "=", claim.attempts)
        .where("status", "=", "rendering")
        .execute();
    }
    return true;
  }

  const periodic = periodicPass(once, { everyMs: deps.everyMs ?? 2_000, idle: undefined, atStart: false, log: deps.log, failure: "the edition worker's pass failed" });

  return {
    start: periodic.start,
    wake: periodic.tick,
    async stop() {
      await periodic.stop();
      if (renderer && !deps.renderer) await renderer.close();
      renderer = deps.renderer ?? null;
    },
    runOnce: () => periodic.run(undefined),
  };
}
