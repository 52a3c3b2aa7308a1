/**
 * /my-hub/sign-in#token=...: spends the e-mailed sign-in link (the token stays in the fragment, never in a request
 * line or a log) and opens the buyer's hub; a used, expired or wrong link gets a clear page and a way to a new one.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { HUB_MESSAGES } from "@shared/contracts/hub";
import { PageLoading } from "@web/app/page-loading";
import { useDocumentTitle } from "@web/app/use-document-title";
import { apiPost } from "@web/lib/api-client";
import { SignInForm } from "./sign-in-form";

export default function HubSignInPage() {
  useDocumentTitle("Sign in to your hub");
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
    if (!token) {
      setProblem(HUB_MESSAGES.linkUnknown);
      return;
    }
    apiPost<{ error?: string }>("/api/hub/sessions", { token })
      .then((answer) => {
        if (answer.ok) void navigate("/my-hub", { replace: true });
        else setProblem(answer.body?.error ?? HUB_MESSAGES.linkUnknown);
      })
      .catch(() => setProblem("We could not reach the server. Check your connection and open the link again."));
  }, [navigate]);

  if (!problem) return <PageLoading label="Signing you in..." />;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">This sign-in link cannot be used</h1>
      <p role="alert" className="mt-3 text-slate-700">{problem}</p>
      <SignInForm />
    </section>
  );
}
