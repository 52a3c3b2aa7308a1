/**
 * Issue 31's buyer: a retiree on a pension moving to Paris, bought with the demo card through the app. France's visitor
 * floor is the net SMIC, whose edition of 1 June 2026 is the change the living-report tests move the clock across.
 */
import type { App } from "@server/app";
import { portugalRequest } from "./requests";

export const FRANCE_RETIREE = { ...portugalRequest, preferred_country: "France", preferred_city: "Paris", climate_preference: "temperate", monthly_income: 3000, income_kind: "pension", savings: 40000 };

const cookieHeader = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().map((cookie) => cookie.split(";")[0]).join("; ");

/** Assesses, pays and confirms; answers the buying browser's cookies (the hub opens with them). */
export async function buyAsFranceRetiree(app: App, email: string): Promise<{ cookie: string }> {
  const id = (await app.inject({ method: "POST", url: "/api/assessments", payload: FRANCE_RETIREE })).json<{ id: number }>().id;
  const intent = (await app.inject({ method: "POST", url: "/api/payments/create-intent", payload: { assessmentId: id, customerEmail: email } })).json();
  await app.inject({ method: "POST", url: "/api/payments/demo/pay", payload: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" } });
  const confirmed = await app.inject({ method: "POST", url: `/api/payments/confirm/${intent.paymentIntentId}`, headers: { "content-type": "application/json" } });
  return { cookie: cookieHeader(confirmed.headers["set-cookie"]) };
}
