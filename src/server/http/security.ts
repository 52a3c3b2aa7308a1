/**
 * Security headers. The Content-Security-Policy allows the app's own origin and Stripe.js (the
 * directives Stripe documents for Elements: https://docs.stripe.com/security/guide#content-security-policy)
 * and nothing else remote: no CDN, font or image host is needed (the site ships its own assets).
 * Framing is refused twice, consistently: CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 *
 * The same options serve two paths: every routed answer (the @fastify/helmet plugin's hooks) and the
 * few answers Fastify makes before routing (a malformed address), which get them from `applySecurityHeaders`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

export const STRIPE_CSP = {
  scriptSrc: ["https://js.stripe.com", "https://*.js.stripe.com"],
  connectSrc: ["https://api.stripe.com"],
  frameSrc: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
};

const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...STRIPE_CSP.scriptSrc],
      connectSrc: ["'self'", ...STRIPE_CSP.connectSrc],
      frameSrc: STRIPE_CSP.frameSrc,
      imgSrc: ["'self'", "data:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  xFrameOptions: { action: "deny" as const },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
};

const headersMiddleware = helmet(SECURITY_HEADERS);

/** Sets the security headers on a raw response (for answers made before any hook runs). */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  headersMiddleware(request, response, () => undefined);
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, SECURITY_HEADERS);
}
