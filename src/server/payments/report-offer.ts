/**
 * The report offer (decision 0011): the price every buyer pays and, only while an operator-set former
 * price is live by the server clock, that former price and its last day. Read for the public offer and
 * for the operator's setting; set and cleared by the operator.
 */
import { REPORT_CURRENCY, REPORT_PRICE_CENTS } from "@shared/contracts/payments";
import {
  endsOnProblem,
  isFormerPriceLive,
  type FormerPrice,
  type FormerPriceSettingResponse,
  type ReportOfferResponse,
} from "@shared/contracts/report-offer";
import type { Clock } from "@server/clock";
import { AppError } from "@server/http/errors";
import type { Settings } from "@server/settings/settings.service";

type OfferDeps = { settings: Settings; clock: Clock };

export async function currentReportOffer({ settings, clock }: OfferDeps): Promise<ReportOfferResponse> {
  const formerPrice = await settings.formerPrice();
  return {
    priceUsd: REPORT_PRICE_CENTS / 100,
    currency: REPORT_CURRENCY,
    formerPrice: formerPrice && isFormerPriceLive(formerPrice, clock.now()) ? formerPrice : null,
  };
}

export async function formerPriceSetting({ settings, clock }: OfferDeps): Promise<FormerPriceSettingResponse> {
  const formerPrice = await settings.formerPrice();
  return { formerPrice, shownNow: formerPrice !== null && isFormerPriceLive(formerPrice, clock.now()) };
}

/** Stores a former price whose last day is today or later (the body's shape is checked by its schema). */
export async function setFormerPrice(deps: OfferDeps, formerPrice: FormerPrice): Promise<FormerPriceSettingResponse> {
  const problem = endsOnProblem(formerPrice.endsOn, deps.clock.now());
  if (problem) throw new AppError(400, problem);
  await deps.settings.storeFormerPrice(formerPrice);
  return formerPriceSetting(deps);
}

export async function clearFormerPrice(deps: OfferDeps): Promise<FormerPriceSettingResponse> {
  await deps.settings.clearFormerPrice();
  return formerPriceSetting(deps);
}
