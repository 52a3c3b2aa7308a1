/** The parts every card form shares: price, optional e-mail, the card entry, notices and the pay button. */
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { REPORT_PRICE_USD } from "@shared/constants";
import { DEMO_NOTICE, type CreateIntentSuccess } from "@shared/contracts/payments";

export type CheckoutProps = {
  intent: CreateIntentSuccess;
  email: string;
  onEmailChange: (email: string) => void;
  processing: boolean;
  onProcessing: () => void;
  onPaid: (paymentIntentId: string) => void;
  onFailure: (message: string) => void;
};

export function CheckoutFields(props: {
  intent: CreateIntentSuccess;
  email: string;
  onEmailChange: (email: string) => void;
  cardEntry: ReactNode;
  notice: string | null;
  payDisabled: boolean;
  processing: boolean;
  onPay: () => void;
}) {
  const { intent } = props;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onPay();
      }}
      className="space-y-4"
    >
      <div className="flex items-baseline justify-between rounded-lg bg-slate-50 px-4 py-3">
        <span className="font-semibold">Personalised relocation report</span>
        <span className="text-2xl font-extrabold">${REPORT_PRICE_USD}</span>
      </div>
      {intent.provider === "demo" && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
          {DEMO_NOTICE}. This is a demonstration card form: no card is charged and no card details are kept.
        </p>
      )}
      {intent.provider === "stripe" && intent.stripeMode === "live" && (
        <p className="text-sm font-semibold text-slate-800">Your card will be charged ${REPORT_PRICE_USD}.</p>
      )}
      {props.notice && <p className="text-sm text-slate-600">{props.notice}</p>}
      <div>
        <label htmlFor="payment-email" className="block text-sm font-semibold">
          E-mail for your report link <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id="payment-email"
          type="email"
          autoComplete="email"
          value={props.email}
          onChange={(event) => props.onEmailChange(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          aria-describedby="payment-email-hint"
        />
        <p id="payment-email-hint" className="mt-1 text-xs text-slate-500">
          We send the download link there too, so you can get your report on any device.
        </p>
      </div>
      {props.cardEntry}
      <button
        type="submit"
        disabled={props.payDisabled}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        <Lock aria-hidden="true" className="h-4 w-4" />
        {props.processing ? "Processing..." : `Pay $${REPORT_PRICE_USD}`}
      </button>
    </form>
  );
}
