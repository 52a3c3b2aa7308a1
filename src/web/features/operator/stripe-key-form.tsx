/**
 * The key entry of /admin/config (operator spec sections 2, 4, 5, 8): a masked secret key with a
 * show/hide toggle, an optional publishable key (beyond the spec: Stripe.js needs one of the same mode),
 * the key test and the update. A saved key shows the server's message, then the page goes home after 3 s.
 */
import { Eye, EyeOff } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { KEY_UPDATE_REDIRECT_MS, type StripeKeyTestResponse } from "@shared/contracts/operator";
import { keyTestProblem, keyUpdateProblem } from "./key-rules";
import { KeyTestResult } from "./key-test-result";
import { ErrorBox, inputClass, primaryButton, secondaryButton } from "./operator-ui";
import { testStripeKey, updateStripeKey } from "./payment-key-calls";

export function StripeKeyForm({ onSaved }: { onSaved: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [secretKey, setSecretKey] = useState("");
  const [publishableKey, setPublishableKey] = useState("");
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState<"testing" | "saving" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<StripeKeyTestResponse | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate("/"), KEY_UPDATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  async function runTest() {
    setError(null);
    setTestResult(null);
    const problem = keyTestProblem(secretKey);
    if (problem) return setError(problem);
    setBusy("testing");
    const outcome = await testStripeKey();
    setBusy(null);
    if (outcome.kind === "ok") setTestResult(outcome.data);
    else setError(outcome.message);
  }

  async function update(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setTestResult(null);
    const problem = keyUpdateProblem(secretKey, publishableKey);
    if (problem) return setError(problem);
    setBusy("saving");
    const outcome = await updateStripeKey(secretKey, publishableKey);
    setBusy(null);
    if (outcome.kind === "saved") {
      setSaved(outcome.message);
      setSecretKey("");
      setPublishableKey("");
      onSaved();
    } else setError(outcome.message);
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void update(event)} noValidate>
      <div>
        <label htmlFor={`${id}-secret`} className="mb-1 block font-medium">
          Stripe secret key
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-secret`}
            type={visible ? "text" : "password"}
            autoComplete="off"
            spellCheck={false}
            placeholder="sk_test_... or sk_live_..."
            aria-describedby={`${id}-secret-hint`}
            value={secretKey}
            onChange={(event) => setSecretKey(event.target.value)}
            className={`${inputClass} font-mono`}
          />
          <button
            type="button"
            className={`${secondaryButton} shrink-0 px-3`}
            aria-pressed={visible}
            aria-label="Show key"
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
        <p id={`${id}-secret-hint`} className="mt-1 text-sm text-slate-600">
          A secret key starts with sk_test_ or sk_live_. It is stored encrypted and never shown again in full.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-publishable`} className="mb-1 block font-medium">
          Stripe publishable key (optional)
        </label>
        <input
          id={`${id}-publishable`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="pk_test_... or pk_live_..."
          aria-describedby={`${id}-publishable-hint`}
          value={publishableKey}
          onChange={(event) => setPublishableKey(event.target.value)}
          className={`${inputClass} font-mono`}
        />
        <p id={`${id}-publishable-hint`} className="mt-1 text-sm text-slate-600">
          The card form in the browser needs the publishable key of the same mode as the secret key.
        </p>
      </div>
      <ErrorBox message={error} />
      <div role="status">
        {saved && (
          <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
            {saved} Returning to the home page in {KEY_UPDATE_REDIRECT_MS / 1000} seconds...
          </p>
        )}
        {busy === "testing" && <p className="text-slate-700">Testing the key in force...</p>}
        {testResult && <KeyTestResult result={testResult} />}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void runTest()}>
          {busy === "testing" ? "Testing..." : "Test Key"}
        </button>
        <button type="submit" className={primaryButton} disabled={busy !== null || saved !== null}>
          {busy === "saving" ? "Updating..." : "Update Secret Key"}
        </button>
      </div>
      <p className="text-sm text-slate-600">
        The key test checks the key the product uses now (the one in force), not the key typed above: save a key
        first to test it.
      </p>
    </form>
  );
}
