/** The former-price calls of /admin/config (decision 0011): read, set and clear the operator's setting. */
import type { FormerPriceRequest, FormerPriceSettingResponse } from "@shared/contracts/report-offer";
import type { ApiResult } from "@web/lib/api-client";
import { errorText, operatorDelete, operatorGet, operatorPut } from "./operator-api";
import type { Loaded } from "./payment-key-calls";

const PATH = "/api/admin/former-price";
export const FORMER_PRICE_CALL_MESSAGES = {
  loadFailed: "Failed to load the former price setting",
  saveFailed: "Failed to save the former price",
  clearFailed: "Failed to clear the former price",
} as const;

function outcome(result: ApiResult<FormerPriceSettingResponse>, fallback: string): Loaded<FormerPriceSettingResponse> {
  const { ok, body } = result;
  if (ok && body && "formerPrice" in body) return { kind: "ok", data: body };
  return { kind: "error", message: errorText(body) ?? fallback };
}

async function attempt(call: () => Promise<ApiResult<FormerPriceSettingResponse>>, fallback: string): Promise<Loaded<FormerPriceSettingResponse>> {
  try {
    return outcome(await call(), fallback);
  } catch {
    return { kind: "error", message: fallback };
  }
}

export const fetchFormerPrice = (signal?: AbortSignal) =>
  attempt(() => operatorGet<FormerPriceSettingResponse>(PATH, signal), FORMER_PRICE_CALL_MESSAGES.loadFailed);

export const saveFormerPrice = (request: FormerPriceRequest) =>
  attempt(() => operatorPut<FormerPriceSettingResponse>(PATH, request), FORMER_PRICE_CALL_MESSAGES.saveFailed);

export const clearFormerPrice = () => attempt(() => operatorDelete<FormerPriceSettingResponse>(PATH), FORMER_PRICE_CALL_MESSAGES.clearFailed);
