/**
 * The report job's handler: the four stages, each recorded as it starts (research, sections, summary,
 * pdf), then one transaction that completes the job (fenced on the attempt), stores the PDF and queues
 * the buyer's e-mail with its own download link. A stale attempt changes nothing.
 */
import { randomBytes } from "node:crypto";
import { reportFileName } from "@shared/contracts/reports";
import { presentAssessment } from "@server/assessments/assessment.presenter";
import { findAssessmentById } from "@server/assessments/assessments.repository";
import type { JobStage } from "@server/db/schema";
import type { ClaimedJob, JobHandler } from "@server/jobs/queue";
import { completeJob, recordStage } from "@server/jobs/report-jobs.repository";
import { enqueueMail } from "@server/mail/mail.repository";
import { reportReadyEmail } from "@server/mail/report-emails";
import { findOrderById, lockIfHeld } from "@server/payments/orders.repository";
import { methodologyOf } from "@server/scoring/methodology";
import { editionsInForce } from "@server/facts/base-quantities/index";
import { factsInForce } from "@server/in-force";
import type { Services } from "@server/services";
import { assembleReport, buildSections } from "./build-report";
import { issueDownloadToken } from "./download-tokens";
import { executiveSummary } from "./executive-summary";
import { gatherReportFacts } from "./report-facts";
import { insertReportOnce } from "./reports.repository";
import { reportManifest } from "./report-manifest";
import { insertManifestOnce } from "./report-manifests.repository";

export class StaleAttemptError extends Error {
  constructor(job: ClaimedJob) {
    super(`Attempt ${job.attempt} of report job ${job.id} is stale: the job was claimed again`);
    this.name = "StaleAttemptError";
  }
}

export function downloadUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/reports/download/${token}`;
}

type Deps = Pick<Services, "db" | "clock" | "inForce" | "config" | "pdf" | "mailSender" | "log">;

export function createReportJobHandler(services: Deps): JobHandler {
  const { db, clock } = services;

  return async (job) => {
    const stage = async (name: JobStage) => {
      if (!(await recordStage(db, job, name, clock.now()))) throw new StaleAttemptError(job);
    };

    await stage("research");
    const order = await findOrderById(db, job.orderId);
    const row = await findAssessmentById(db, job.assessmentId);
    if (!order || !row) throw new Error(`Report job ${job.id}: its order or assessment is missing`);
    const assessment = presentAssessment(row);
    // One day's editions for every figure of the report: the score's, the chapters' and the sources'.
    const generatedAt = clock.now();
    const inForce = services.inForce(generatedAt);
    const { catalog, data, knowledge } = inForce;
    const destination = catalog.findByName(assessment.preferred_country);
    if (!destination) throw new Error(`Report job ${job.id}: ${assessment.preferred_country} is not in the catalog`);
    const facts = gatherReportFacts({
      assessment,
      destination,
      destinations: catalog.destinations,
      data,
      knowledge,
      methodology: methodologyOf(data),
      publicUrl: services.config.publicUrl,
      paidAt: new Date(order.paid_at),
      generatedAt,
    });

    await stage("sections");
    const sections = buildSections(facts);

    await stage("summary");
    const summary = executiveSummary(facts);

    await stage("pdf");
    const document = assembleReport(facts, summary, sections);
    // What the report printed, for telling its buyer when a fact changes (issue 31); stored with the PDF below.
    const manifest = reportManifest(document, factsInForce(inForce), facts, editionsInForce(generatedAt));
    const rendered = await services.pdf.render(document);
    const pdf = Buffer.from(rendered.pdf);

    const now = clock.now();
    const mailQueued = await db.transaction().execute(async (trx) => {
      // The buyer's erase waits for a running job, so the order is held here; checked under its lock all the same.
      if (!(await lockIfHeld(trx, order.id))) throw new Error(`Report job ${job.id}: its order's data was deleted by the buyer`);
      if (!(await completeJob(trx, job, now))) throw new StaleAttemptError(job);
      await insertReportOnce(trx, {
        id: `rep_${randomBytes(16).toString("hex")}`,
        order_id: order.id,
        job_id: job.id,
        assessment_id: job.assessmentId,
        file_name: reportFileName(destination.name),
        pdf,
        byte_size: pdf.byteLength,
        page_count: rendered.pageCount,
        created_at: now.toISOString(),
      });
      await insertManifestOnce(trx, order.id, 1, manifest, now);
      if (!order.customer_email || order.purpose !== "customer") return false;
      const link = await issueDownloadToken(trx, { orderId: order.id, assessmentId: job.assessmentId, channel: "email" }, now);
      const email = reportReadyEmail({
        country: destination.name,
        city: assessment.preferred_city,
        score: assessment.overall_score,
        downloadUrl: downloadUrl(services.config.publicUrl, link.token),
        expiresAt: link.expiresAt,
        hubUrl: facts.hubUrl,
        buyerHubUrl: facts.buyerHubUrl,
        hubAccessUntil: facts.hubAccessUntil,
      });
      await enqueueMail(trx, { dedupeKey: `report-ready:${order.id}`, orderId: order.id, to: order.customer_email, ...email }, now);
      return true;
    });
    if (mailQueued) services.mailSender.wake();
    services.log.info({ jobId: job.id, orderId: order.id, pages: rendered.pageCount, bytes: pdf.byteLength }, "report completed");
  };
}
