/**
 * /my-hub: the buyer's hub (issue 20.4, 20.5), behind the buyer cookie set at purchase or by an e-mailed sign-in
 * link. Signed out, it offers the sign-in link; signed in, each report with its download, plan and official
 * offices, and the buyer's data to download or delete.
 */
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { BuyerHub, HubReport } from "@shared/contracts/hub";
import { HUB_MESSAGES } from "@shared/contracts/hub";
import { PageLoading } from "@web/app/page-loading";
import { useDocumentTitle } from "@web/app/use-document-title";
import { apiGet, apiPost } from "@web/lib/api-client";
import { EraseData } from "./erase-data";
import { ReportCard } from "./report-card";
import { SignInForm } from "./sign-in-form";

type State = { kind: "loading" } | { kind: "signed-out" } | { kind: "error" } | { kind: "ready"; hub: BuyerHub } | { kind: "erased"; message: string };

export default function BuyerHubPage() {
  useDocumentTitle("Your buyer's hub");
  const [state, setState] = useState<State>({ kind: "loading" });

  const load = useCallback(() => {
    apiGet<BuyerHub>("/api/hub")
      .then((answer) => {
        if (answer.ok && answer.body) setState(answer.body.signedIn ? { kind: "ready", hub: answer.body } : { kind: "signed-out" });
        else setState({ kind: "error" });
      })
      .catch(() => setState({ kind: "error" }));
  }, []);
  useEffect(load, [load]);

  const replaceReport = (report: HubReport) =>
    setState((current) => (current.kind === "ready" ? { kind: "ready", hub: { ...current.hub, reports: current.hub.reports.map((r) => (r.orderId === report.orderId ? report : r)) } } : current));

  const signOut = async () => {
    await apiPost("/api/hub/sign-out").catch(() => undefined);
    setState({ kind: "signed-out" });
  };

  if (state.kind === "loading") return <PageLoading label="Loading your hub..." />;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Buyer's hub</p>
        <h1 className="text-3xl font-bold">Your reports and relocation plan</h1>
      </header>
      {state.kind === "signed-out" && (
        <section aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading" className="text-xl font-bold">Sign in</h2>
          <p className="mt-1 text-slate-700">
            {HUB_MESSAGES.signedOut} No account or password: the link opens your hub on this device. The free hub for any
            assessment stays at its own link.
          </p>
          <SignInForm />
        </section>
      )}
      {state.kind === "error" && <p role="alert" className="text-red-700">Your hub could not be loaded. Please refresh the page.</p>}
      {state.kind === "erased" && (
        <section role="status" className="rounded-2xl bg-green-50 p-6 ring-1 ring-green-300">
          <h2 className="text-xl font-bold text-green-950">Your data is deleted</h2>
          <p className="mt-1 text-green-950">{state.message}</p>
          <Link to="/" className="mt-3 inline-block font-semibold text-brand-800 hover:underline">Return to Home</Link>
        </section>
      )}
      {state.kind === "ready" && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
            <p>{state.hub.email ? `Signed in for the reports bought with ${state.hub.email}.` : "Signed in on this device."}</p>
            <button type="button" onClick={() => void signOut()} className="font-semibold text-brand-800 hover:underline">
              Sign out
            </button>
          </div>
          {state.hub.reports.length === 0 && <p>No report with an open hub was found for this sign-in.</p>}
          {state.hub.reports.map((report) => (
            <ReportCard key={report.orderId} report={report} onChange={replaceReport} />
          ))}
          <section aria-labelledby="data-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="data-heading" className="text-xl font-bold">Your data</h2>
            <p className="mt-1 text-slate-700">
              Download everything we hold about you as a JSON file, or delete it. See the{" "}
              <Link to="/privacy" className="font-semibold text-brand-800 hover:underline">privacy policy</Link> for how long we keep what.
            </p>
            <a href="/api/hub/export" download className="mt-3 inline-block rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
              Download my data (JSON)
            </a>
            <EraseData onErased={(message) => setState({ kind: "erased", message })} />
          </section>
        </>
      )}
    </div>
  );
}
