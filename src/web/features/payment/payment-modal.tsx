/** The payment modal (spec section 2): a close button, the secure payment notice and the card payment form. */
import { ShieldCheck } from "lucide-react";
import { Dialog } from "@web/components/dialog";
import { CardPaymentForm } from "./card-payment-form";
import type { PaymentSuccess } from "./confirm-payment";

export function PaymentModal(props: {
  assessmentId: number;
  open: boolean;
  onClose: () => void;
  onSuccess: (result: PaymentSuccess) => void;
  onError: (message: string) => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Get Your Personalised Report" wide>
      <p className="mb-4 flex items-center gap-2 text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 text-green-700" />
        Secure card payment: card details go straight to the payment provider, never to our servers.
      </p>
      {props.open && <CardPaymentForm assessmentId={props.assessmentId} onSuccess={props.onSuccess} onError={props.onError} />}
    </Dialog>
  );
}
