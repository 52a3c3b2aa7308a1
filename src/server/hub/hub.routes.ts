/**
 * The buyer's hub API (issue 20.4, 20.5), every call but GET /api/hub (signed out: no reports) and the sign-in ones
 * behind the buyer cookie
 * (hub/buyer-sessions.ts): GET /api/hub, POST /api/hub/sign-in-link, POST /api/hub/sessions, POST /api/hub/sign-out,
 * POST /api/hub/orders/:orderId/download-link, PUT /api/hub/orders/:orderId/plan, PUT
 * /api/hub/orders/:orderId/plan/steps/:stepId, GET /api/hub/orders/:orderId/plan.ics, GET /api/hub/export,
 * POST /api/hub/erase, POST /api/hub/orders/:orderId/editions (an updated edition, issue 31),
 * GET /api/hub/orders/:orderId/editions/:edition/pdf.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eraseRequestSchema, HUB_MESSAGES, hubEditionParamsSchema, hubOrderParamsSchema, hubStepParamsSchema, planItemRequestSchema, planStartRequestSchema, signInLinkRequestSchema, signInRequestSchema } from "@shared/contracts/hub";
import { AppError } from "@server/http/errors";
import type { Services } from "@server/services";
import { eraseBuyerData, exportBuyerData } from "./buyer-data";
import { buyerCookieToken, clearBuyerCookie, endBuyerSession, findBuyerSession, setBuyerCookie, type BuyerSession } from "./buyer-sessions";
import { askForEdition, buyerHub, buyerScope, editionDownload, hubDownloadLink, planIcs, sendSignInLink, sessionOrders, setPlanStart, setStepDone, SIGNED_OUT, signInWithLink } from "./hub.service";

/** Sign-in link requests per client; each address also has its own cap (SIGN_IN_LINK_LIMIT). */
const SIGN_IN_LINK_REQUEST_LIMIT = { max: 5, timeWindow: "1 hour" } as const;
/** Sign-in attempts per client, so link tokens cannot be guessed by trying. */
const SIGN_IN_LIMIT = { max: 20, timeWindow: "1 hour" } as const;


export async function hubRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in buyer's session, or 401: the hub never opens on an assessment id alone. */
  const session = async (request: FastifyRequest): Promise<BuyerSession> => {
    const found = await findBuyerSession(services.db, buyerCookieToken(request), services.clock.now());
    if (!found) throw new AppError(401, HUB_MESSAGES.signedOut);
    return found;
  };

  routes.get("/api/hub", async (request, reply) => {
    const found = await findBuyerSession(services.db, buyerCookieToken(request), services.clock.now());
    return reply.header("Cache-Control", "private, no-store").send(found ? await buyerHub(services, found) : SIGNED_OUT);
  });

  routes.post("/api/hub/sign-in-link", { schema: { body: signInLinkRequestSchema }, config: { rateLimit: SIGN_IN_LINK_REQUEST_LIMIT } }, async (request, reply) => {
    // Answered before anything about the address is looked up: the same words at the same speed for a customer's
    // address and a stranger's (decision 0021). The link is sent, or not, afterwards.
    const { email } = request.body;
    services.background.run("hub sign-in link", () => sendSignInLink(services, email));
    return reply.code(202).send({ sent: true as const, message: HUB_MESSAGES.linkSent });
  });

  routes.post("/api/hub/sessions", { schema: { body: signInRequestSchema }, config: { rateLimit: SIGN_IN_LIMIT } }, async (request, reply) => {
    const signedIn = await signInWithLink(services, request.body.token);
    setBuyerCookie(reply, services.config, signedIn.token, signedIn.session.expiresAt);
    return reply.code(201).send({ signedIn: true as const });
  });

  routes.post("/api/hub/sign-out", async (request, reply) => {
    const found = await findBuyerSession(services.db, buyerCookieToken(request), services.clock.now());
    if (found) await endBuyerSession(services.db, found.id);
    clearBuyerCookie(reply, services.config);
    return { signedOut: true as const };
  });

  routes.post("/api/hub/orders/:orderId/download-link", { schema: { params: hubOrderParamsSchema } }, async (request, reply) =>
    reply.header("Cache-Control", "private, no-store").send(await hubDownloadLink(services, await session(request), request.params.orderId)),
  );

  routes.post("/api/hub/orders/:orderId/editions", { schema: { params: hubOrderParamsSchema } }, async (request, reply) =>
    reply.code(202).header("Cache-Control", "private, no-store").send(await askForEdition(services, await session(request), request.params.orderId)),
  );

  routes.get("/api/hub/orders/:orderId/editions/:edition/pdf", { schema: { params: hubEditionParamsSchema } }, async (request, reply) => {
    const found = await editionDownload(services, await session(request), request.params.orderId, request.params.edition);
    return reply
      .type("application/pdf")
      .header("Content-Disposition", `attachment; filename="${found.fileName}"`)
      .header("Cache-Control", "private, no-store")
      .send(found.pdf);
  });

  routes.put("/api/hub/orders/:orderId/plan", { schema: { params: hubOrderParamsSchema, body: planStartRequestSchema } }, async (request) =>
    setPlanStart(services, await session(request), request.params.orderId, request.body.startDate),
  );

  routes.put(
    "/api/hub/orders/:orderId/plan/steps/:stepId",
    { schema: { params: hubStepParamsSchema, body: planItemRequestSchema } },
    async (request) => setStepDone(services, await session(request), request.params.orderId, request.params.stepId, request.body.done),
  );

  routes.get("/api/hub/orders/:orderId/plan.ics", { schema: { params: hubOrderParamsSchema } }, async (request, reply) => {
    const calendar = await planIcs(services, await session(request), request.params.orderId);
    return reply
      .type("text/calendar; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${calendar.fileName}"`)
      .header("Cache-Control", "private, no-store")
      .send(calendar.ics);
  });

  routes.get("/api/hub/export", async (request, reply) => {
    const data = await exportBuyerData(services.db, await buyerScope(services, await session(request)), services.clock.now());
    return reply
      .type("application/json; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="newshores-my-data.json"')
      .header("Cache-Control", "private, no-store")
      .send(JSON.stringify(data, null, 2));
  });

  routes.post("/api/hub/erase", { schema: { body: eraseRequestSchema } }, async (request, reply) => {
    const found = await session(request);
    const orders = await sessionOrders(services, found);
    const erased = await eraseBuyerData(services.db, orders.map((order) => order.id), services.clock);
    // This instance's copies go now; every other instance reads the database first and holds none past RECENT_ANSWERS_TTL_MS.
    services.recentAnswers.forget(erased.assessmentIds);
    await endBuyerSession(services.db, found.id);
    clearBuyerCookie(reply, services.config);
    return { erased: true as const, message: HUB_MESSAGES.erased };
  });
}
