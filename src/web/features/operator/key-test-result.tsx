/** The key test's answer (operator spec section 3 "Key test response"): the account, or why it failed. */
import type { StripeKeyTestResponse } from "@shared/contracts/operator";
import { Facts } from "./operator-ui";
import { modeLabel, yesNo } from "./key-rules";

export function KeyTestResult({ result }: { result: StripeKeyTestResponse }) {
  if (result.success) {
    return (
      <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
        <p className="font-bold">The key in force works.</p>
        <div className="mt-2">
          <Facts
            rows={[
              ["Mode", modeLabel(result.keyDetails.mode)],
              ["Key", `${result.keyDetails.prefix}…${result.keyDetails.last4} (${result.keyDetails.source})`],
              ["Account id", result.stripeAccount.id],
              ["Country", result.stripeAccount.country ?? "Not given"],
              ["Charges enabled", yesNo(result.stripeAccount.charges_enabled)],
            ]}
          />
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950">
      <p className="font-bold">Key test failed: {result.error}</p>
      <p className="mt-1">{result.suggestion}</p>
      {result.troubleshooting.possibleCauses.length > 0 && (
        <>
          <p className="mt-2 font-semibold">Possible causes</p>
          <ul className="mt-1 list-disc pl-5">
            {result.troubleshooting.possibleCauses.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
