/**
 * The operator area: the report test, the report preview and the test e-mail (report-test.ts,
 * report-preview.ts, test-email.ts). Gated by operator-gate.ts (attached at registration).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { generateTestReportRequestSchema, previewReportRequestSchema, sendTestEmailRequestSchema, TEST_USER } from "@shared/contracts/operator";
import type { Services } from "@server/services";
import { previewTestReport } from "./report-preview";
import { runReportTest } from "./report-test";
import { sendTestEmail } from "./test-email";

export async function reportToolRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The page may send no body at all (the default test user) or `{ testUser }`.
  routes.post("/api/test/generate-comprehensive-pdf", { schema: { body: generateTestReportRequestSchema.nullish() } }, async (request, reply) => {
    const answer = await runReportTest(services, { request, reply }, request.body?.testUser ?? TEST_USER);
    return reply.header("Cache-Control", "no-store").send(answer);
  });

  routes.post("/api/test/preview-report", { schema: { body: previewReportRequestSchema } }, async (_request, reply) =>
    reply.header("Cache-Control", "no-store").send(previewTestReport(services)),
  );

  routes.post("/api/test/send-email", { schema: { body: sendTestEmailRequestSchema } }, async (request, reply) =>
    reply.header("Cache-Control", "no-store").send(await sendTestEmail(services, request.body.email)),
  );
}
