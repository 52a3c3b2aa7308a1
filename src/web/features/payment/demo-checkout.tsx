/** The demo provider's card form: looks and validates like a card form; no money moves. */
import { useState } from "react";
import { CheckoutFields, type CheckoutProps } from "./checkout-fields";
import { DEMO_TEST_CARD, formatCardNumber, formatExpiry, isCardComplete, payWithDemoCard, validateDemoCard, type DemoCard } from "./demo-card";
import { PAYMENT_MESSAGES } from "./payment-messages";

const FIELDS = [
  { key: "number", label: "Card number", autoComplete: "cc-number", placeholder: "1234 1234 1234 1234", format: formatCardNumber },
  { key: "expiry", label: "Expiry (MM / YY)", autoComplete: "cc-exp", placeholder: "MM / YY", format: formatExpiry },
  { key: "cvc", label: "Security code (CVC)", autoComplete: "cc-csc", placeholder: "123", format: (text: string) => text.replace(/\D/g, "").slice(0, 4) },
] as const;

export function DemoCheckout(props: CheckoutProps) {
  const [card, setCard] = useState<DemoCard>({ number: "", expiry: "", cvc: "" });
  const [touched, setTouched] = useState<Partial<Record<keyof DemoCard, boolean>>>({});
  const errors = validateDemoCard(card);
  const complete = isCardComplete(card);

  async function pay() {
    if (!complete) {
      setTouched({ number: true, expiry: true, cvc: true });
      props.onFailure(PAYMENT_MESSAGES.completeCard);
      return;
    }
    props.onProcessing();
    const outcome = await payWithDemoCard(props.intent.clientSecret, card, props.email);
    if (outcome.kind === "paid") props.onPaid(outcome.paymentIntentId);
    else props.onFailure(outcome.message);
  }

  const cardEntry = (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">Card details</legend>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        {FIELDS.map((field) => {
          const error = touched[field.key] ? errors[field.key] : undefined;
          return (
            <div key={field.key}>
              <label htmlFor={`demo-${field.key}`} className="block text-xs font-semibold text-slate-700">
                {field.label}
              </label>
              <input
                id={`demo-${field.key}`}
                inputMode="numeric"
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                value={card[field.key]}
                onChange={(event) => setCard({ ...card, [field.key]: field.format(event.target.value) })}
                onBlur={() => setTouched({ ...touched, [field.key]: true })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `demo-${field.key}-error` : undefined}
                className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono"
              />
              {error && (
                <p id={`demo-${field.key}-error`} className="mt-1 text-xs text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <CheckoutFields
      intent={props.intent}
      email={props.email}
      onEmailChange={props.onEmailChange}
      cardEntry={cardEntry}
      notice={`Test card: ${DEMO_TEST_CARD}, any future expiry, any CVC. 4000 0000 0000 0002 shows a declined card.`}
      payDisabled={props.processing}
      processing={props.processing}
      onPay={() => void pay()}
    />
  );
}
