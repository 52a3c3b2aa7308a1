/**
 * Security headers. The Content-Security-Policy allows the app's own origin and Stripe.js (the
 * directives Stripe documents for Elements: https://docs.stripe.com/security/guide#content-security-policy)
 * and nothing else remote: no CDN, font or image host is needed (the site ships its own assets).
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export const STRIPE_CSP = {
  scriptSrc: ["https://js.stripe.com", "https://*.js.stripe.com"],
  connectSrc: ["https://api.stripe.com"],
  frameSrc: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
};

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
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
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
