/**
 * The Stripe card form (Stripe Elements). Loaded lazily, only when the payment modal opens in Stripe
 * mode, so no other page downloads Stripe.js or this code.
 */
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { useMemo, useState } from "react";
import { CheckoutFields, type CheckoutProps } from "./checkout-fields";
import { PAYMENT_MESSAGES } from "./payment-messages";

export const STRIPE_TEST_CARD = "4242 4242 4242 4242";
const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

export default function StripeCheckout(props: CheckoutProps) {
  const stripe = useMemo(() => (props.intent.publishableKey ? stripeFor(props.intent.publishableKey) : null), [props.intent.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm(props: CheckoutProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  async function pay() {
    if (!stripe || !elements) return props.onFailure(PAYMENT_MESSAGES.notReady);
    const card = elements.getElement(CardElement);
    if (!card) return props.onFailure(PAYMENT_MESSAGES.cardNotFound);
    if (!complete) return props.onFailure(PAYMENT_MESSAGES.completeCard);
    props.onProcessing();
    const email = props.email.trim();
    const { error, paymentIntent } = await stripe.confirmCardPayment(props.intent.clientSecret, {
      payment_method: { card, ...(email ? { billing_details: { email } } : {}) },
    });
    if (error) return props.onFailure(error.message ?? PAYMENT_MESSAGES.paymentFailed);
    if (paymentIntent?.status === "succeeded") return props.onPaid(paymentIntent.id);
    return props.onFailure(PAYMENT_MESSAGES.notCompleted(paymentIntent?.status ?? "unknown"));
  }

  return (
    <CheckoutFields
      intent={props.intent}
      email={props.email}
      onEmailChange={props.onEmailChange}
      notice={props.intent.stripeMode === "test" ? `Test mode: use the test card ${STRIPE_TEST_CARD}, any future expiry, any CVC.` : null}
      cardEntry={
        <div role="group" aria-label="Card details" className="rounded-lg border border-slate-300 p-3">
          <CardElement options={{ hidePostalCode: true }} onChange={(event) => setComplete(event.complete)} />
        </div>
      }
      payDisabled={!stripe || !elements || !complete || props.processing || !props.intent.clientSecret}
      processing={props.processing}
      onPay={() => void pay()}
    />
  );
}
