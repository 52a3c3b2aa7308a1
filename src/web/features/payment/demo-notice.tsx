import { DEMO_NOTICE } from "@shared/contracts/payments";
import { usePaymentConfig } from "./payment-config";

/** Shown beside every price while the demo provider is in force (no money moves). */
export function DemoNotice({ className = "" }: { className?: string }) {
  const config = usePaymentConfig();
  if (config?.provider !== "demo") return null;
  return (
    <p className={`rounded-md bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ${className}`}>
      {DEMO_NOTICE}
    </p>
  );
}
