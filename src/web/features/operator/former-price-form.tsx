/**
 * The former price of /admin/config (decision 0011): set a real former price with its last day, or clear
 * it. Without one, buyers see the price alone; the server refuses a date in the past.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { REPORT_PRICE_USD } from "@shared/constants";
import { FORMER_PRICE_MAX_USD, type FormerPriceSettingResponse } from "@shared/contracts/report-offer";
import { clearFormerPrice, fetchFormerPrice, saveFormerPrice } from "./former-price-calls";
import { parseMoney } from "@web/lib/money";
import { FORMER_PRICE_FORM_MESSAGES, formerPriceStatusText } from "./former-price-rules";
import { ErrorBox, inputClass, primaryButton, secondaryButton } from "./operator-ui";

export function FormerPriceForm() {
  const id = useId();
  const [setting, setSetting] = useState<FormerPriceSettingResponse | null>(null);
  const [amount, setAmount] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [busy, setBusy] = useState<"saving" | "clearing" | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchFormerPrice(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === "ok") setSetting(outcome.data);
      else setError(outcome.message);
    });
    return () => controller.abort();
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const amountUsd = parseMoney(amount);
    const problem = amountUsd === null ? FORMER_PRICE_FORM_MESSAGES.amount : endsOn === "" ? FORMER_PRICE_FORM_MESSAGES.endsOn : null;
    setError(problem);
    if (problem || amountUsd === null || busy) return;
    setBusy("saving");
    const outcome = await saveFormerPrice({ amountUsd, endsOn });
    setBusy(null);
    if (outcome.kind === "ok") {
      setSetting(outcome.data);
      setAmount("");
      setEndsOn("");
    } else setError(outcome.message);
  }

  async function clear() {
    setError(null);
    setBusy("clearing");
    const outcome = await clearFormerPrice();
    setBusy(null);
    if (outcome.kind === "ok") setSetting(outcome.data);
    else setError(outcome.message);
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate>
      <p>
        Only enter a price the report was really sold at: showing a former price that was never charged is a deceptive
        price comparison (US FTC, 16 CFR 233.1).
      </p>
      <div role="status">
        <p className={setting ? "" : "text-slate-600"}>{setting ? formerPriceStatusText(setting) : "Loading the former price..."}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-amount`} className="mb-1 block font-medium">
            Former price (US dollars)
          </label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="69.95"
            aria-describedby={`${id}-amount-hint`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={inputClass}
          />
          <p id={`${id}-amount-hint`} className="mt-1 text-sm text-slate-600">
            More than the price of ${REPORT_PRICE_USD}, at most ${FORMER_PRICE_MAX_USD}.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-ends`} className="mb-1 block font-medium">
            Last day shown (UTC)
          </label>
          <input
            id={`${id}-ends`}
            type="date"
            aria-describedby={`${id}-ends-hint`}
            value={endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
            className={inputClass}
          />
          <p id={`${id}-ends-hint`} className="mt-1 text-sm text-slate-600">
            Buyers see "Limited Time Offer — until" this date; after it, the price alone.
          </p>
        </div>
      </div>
      <ErrorBox message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy !== null}>
          {busy === "saving" ? "Saving..." : "Set Former Price"}
        </button>
        {setting?.formerPrice && (
          <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void clear()}>
            {busy === "clearing" ? "Clearing..." : "Clear Former Price"}
          </button>
        )}
      </div>
    </form>
  );
}
