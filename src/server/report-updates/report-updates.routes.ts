/**
 * The unsubscribe link of the e-mails about changes (issue 31), which works without signing in:
 * - GET /api/report-updates/unsubscribe?order=&token= : a page with one button that stops the e-mails (a link
 *   checker that opens the address changes nothing);
 * - POST the same address: stops them; also the one-click List-Unsubscribe-Post of RFC 8058, whose body
 *   ("List-Unsubscribe=One-Click", form-encoded) is read and ignored here only.
 * A browser's form gets a page back; any other caller gets JSON.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BRAND_NAME } from "@shared/constants";
import { escapeHtml } from "@server/mail/report-emails";
import type { Services } from "@server/services";
import { unsubscribe, UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_PATH } from "./change-notices";

const querySchema = z.object({
  order: z.string({ error: "order is required" }).min(1, { error: "order must not be empty" }).max(100, { error: "order must be at most 100 characters" }),
  token: z.string({ error: "token is required" }).min(1, { error: "token must not be empty" }).max(100, { error: "token must be at most 100 characters" }),
});

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} · ${escapeHtml(BRAND_NAME)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${escapeHtml(BRAND_NAME)}</a></p></main></body></html>`;

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

export async function reportUpdatesRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only here: the one-click unsubscribe posts a form body, which the product reads nowhere else.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  const html = (reply: FastifyReply, status: number, content: string) => reply.code(status).type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(content);

  routes.get(UNSUBSCRIBE_PATH, { schema: { querystring: querySchema } }, async (request, reply) => {
    const action = `${UNSUBSCRIBE_PATH}?order=${encodeURIComponent(request.query.order)}&token=${encodeURIComponent(request.query.token)}`;
    return html(
      reply,
      200,
      page(
        "Stop e-mails about changes to your report",
        `<p>We e-mail you when a fact your report printed changes (at most once a week, at once for an important change). Your hub lists the changes either way.</p>` +
          `<form method="post" action="${escapeHtml(action)}"><button type="submit">Stop these e-mails</button></form>`,
      ),
    );
  });

  routes.post(UNSUBSCRIBE_PATH, { schema: { querystring: querySchema } }, async (request, reply) => {
    try {
      await unsubscribe(services, request.query.order, request.query.token);
    } catch (error) {
      if (wantsPage(request)) return html(reply, 404, page("This link does not work", `<p>${escapeHtml(UNSUBSCRIBE_MESSAGES.unknown)}</p>`));
      throw error;
    }
    if (wantsPage(request)) return html(reply, 200, page("You are unsubscribed", `<p>${escapeHtml(UNSUBSCRIBE_MESSAGES.done)}</p>`));
    return reply.header("Cache-Control", "no-store").send({ unsubscribed: true as const, message: UNSUBSCRIBE_MESSAGES.done });
  });
}
