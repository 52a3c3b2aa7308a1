/**
 * The card payment form (spec sections 2, 4, 8): on load it creates a payment; the card step is Stripe
 * Elements or the demo form; a paid payment is confirmed with the server. Steps: details -> processing
 * -> success or error; Try Again goes back to details with a new payment.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { confirmPayment, type PaymentSuccess } from "./confirm-payment";
import { createPaymentIntent, type IntentOutcome } from "./create-intent";
import { DemoCheckout } from "./demo-checkout";

const StripeCheckout = lazy(() => import("./stripe-checkout"));

type Step = "details" | "processing" | "success" | "error";

export function CardPaymentForm(props: {
  assessmentId: number;
  onSuccess: (result: PaymentSuccess) => void;
  onError: (message: string) => void;
}) {
  const [round, setRound] = useState(0);
  const [intent, setIntent] = useState<IntentOutcome | null>(null);
  const [step, setStep] = useState<Step>("details");
  const [error, setError] = useState("");
  const [email, setEmail] = useState("");

  useEffect(() => {
    let live = true;
    setIntent(null);
    void createPaymentIntent(props.assessmentId).then((outcome) => {
      if (!live) return;
      setIntent(outcome);
      if (outcome.kind === "error") {
        setError(outcome.message);
        setStep("error");
      }
    });
    return () => {
      live = false;
    };
  }, [props.assessmentId, round]);

  function fail(message: string) {
    setError(message);
    setStep("error");
  }

  async function paid(paymentIntentId: string) {
    const outcome = await confirmPayment(paymentIntentId);
    if (outcome.kind === "success") {
      setStep("success");
      props.onSuccess(outcome.result);
    } else {
      // The card was charged but no report came back: the page says so and support can help.
      fail(outcome.message);
      props.onError(outcome.message);
    }
  }

  if (step === "error") {
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
        <h3 className="font-bold text-red-900">Payment Error</h3>
        <p className="text-red-900">{error}</p>
        <button
          type="button"
          onClick={() => {
            setStep("details");
            setError("");
            setRound(round + 1);
          }}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        >
          Try Again
        </button>
      </div>
    );
  }
  if (step === "success") {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-900 ring-1 ring-green-200">
        Payment successful. Preparing your report...
      </p>
    );
  }
  if (!intent || intent.kind !== "ready") {
    return (
      <p role="status" className="py-6 text-center text-slate-600">
        Preparing secure payment...
      </p>
    );
  }
  const checkout = {
    intent: intent.intent,
    email,
    onEmailChange: setEmail,
    processing: step === "processing",
    onProcessing: () => setStep("processing"),
    onPaid: (id: string) => void paid(id),
    onFailure: fail,
  };
  return intent.intent.provider === "demo" ? (
    <DemoCheckout {...checkout} />
  ) : (
    <Suspense fallback={<p role="status" className="py-6 text-center text-slate-600">Loading secure card form...</p>}>
      <StripeCheckout {...checkout} />
    </Suspense>
  );
}
