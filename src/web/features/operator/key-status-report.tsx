/** The body of the key diagnostic: analysis, environment cards, compatibility, stored keys, recommendations. */
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { KeyDescription, StripeKeyStatusResponse } from "@shared/contracts/operator";
import { keyModeLabel } from "./key-rules";
import { Facts, Panel } from "./operator-ui";

export function KeyStatusReport({ status: answer }: { status: StripeKeyStatusResponse }) {
  const { analysis, environment, kv } = answer.status;
  return (
    <>
      <section aria-labelledby="analysis-heading" role="status">
        {analysis.issues.length === 0 ? (
          <div className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950">
            <h2 id="analysis-heading" className="flex items-center gap-2 text-xl font-bold">
              <CheckCircle2 aria-hidden="true" className="h-6 w-6" /> Configuration Analysis
            </h2>
            <p className="mt-2 font-semibold">All Stripe keys are properly configured!</p>
          </div>
        ) : (
          <div className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-950">
            <h2 id="analysis-heading" className="flex items-center gap-2 text-xl font-bold">
              <AlertTriangle aria-hidden="true" className="h-6 w-6" /> Configuration Analysis
            </h2>
            <h3 className="mt-2 font-bold">Critical Issues Found</h3>
            <ul className="mt-1 list-disc pl-5">
              {analysis.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <KeyCard title="STRIPE_SECRET_KEY" description="Secret key environment variable" keyInfo={environment.secret} id="env-secret-heading" />
        <KeyCard title="STRIPE_PUBLISHABLE_KEY" description="Publishable key environment variable" keyInfo={environment.publishable} id="env-publishable-heading" />
      </div>

      <Panel title="Key Mode Compatibility" id="compatibility-heading">
        <ul className="space-y-1">
          <li>Both are test keys: <strong>{analysis.bothAreTest ? "YES" : "NO"}</strong></li>
          <li>Both are live keys: <strong>{analysis.bothAreLive ? "YES" : "NO"}</strong></li>
          <li>
            Mode mismatch:{" "}
            <strong className={analysis.keyMismatch ? "text-red-700" : ""}>{analysis.keyMismatch ? "YES - THIS BREAKS PAYMENTS" : "NO"}</strong>
          </li>
        </ul>
      </Panel>

      <Panel title="KV Storage (keys stored in the database)" id="kv-heading">
        {kv.foundKeys.length === 0 ? (
          <p>No keys found in KV storage (clean)</p>
        ) : (
          <>
            <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
              Warning: these stored keys may conflict with the environment variables. Environment variables win; use Emergency
              Clean to remove the stored keys.
            </p>
            <ul className="list-disc pl-5 font-mono text-sm">
              {kv.foundKeys.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        )}
      </Panel>

      {answer.recommendations.length > 0 && (
        <Panel title="Recommendations" id="recommendations-heading">
          <ul className="list-disc space-y-1 pl-5">
            {answer.recommendations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Panel>
      )}

      {answer.urgentFix && answer.urgentFix.length > 0 && (
        <section aria-labelledby="urgent-heading" className="rounded-2xl border-2 border-red-600 bg-white p-5">
          <h2 id="urgent-heading" className="text-xl font-bold text-red-800">
            Urgent fix
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {answer.urgentFix.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

function KeyCard(props: { title: string; description: string; keyInfo: KeyDescription | undefined; id: string }) {
  return (
    <section aria-labelledby={props.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={props.id} className="break-all font-mono text-lg font-bold">
        {props.title}
      </h2>
      <p className="text-sm text-slate-600">{props.description}</p>
      <div className="mt-3">
        {props.keyInfo ? (
          <Facts
            rows={[
              ["Value", <span className="font-mono">{props.keyInfo.value}</span>],
              ["Prefix", <span className="font-mono">{props.keyInfo.prefix}</span>],
              ["Mode", keyModeLabel(props.keyInfo)],
              ["Length", `${props.keyInfo.length} characters`],
            ]}
          />
        ) : (
          <p className="font-bold text-red-700">NOT SET</p>
        )}
      </div>
    </section>
  );
}
