/**
 * The system login gate (operator spec sections 2, 4, 5): one password field and "Access System Status",
 * disabled while the field is empty or a check runs. The password goes to the server, which decides; the
 * standalone page and every gated page use this same component.
 */
import { LockKeyhole } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { OPERATOR_MESSAGES } from "@shared/contracts/operator";
import { signIn } from "./access-calls";
import { ErrorBox, inputClass, primaryButton } from "./operator-ui";

export function SystemLoginGate(props: { heading: string; intro: string; onSignedIn: () => void; configured?: boolean }) {
  const [password, setPassword] = useState("");
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [configured, setConfigured] = useState(props.configured ?? true);
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === "" || checking) return;
    setChecking(true);
    setError(null);
    const outcome = await signIn(password);
    setChecking(false);
    if (outcome.kind === "signed_in") props.onSignedIn();
    else if (outcome.kind === "not_configured") setConfigured(false);
    else setError(outcome.message);
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12" aria-labelledby={`${fieldId}-heading`}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <LockKeyhole aria-hidden="true" className="h-7 w-7 text-brand-700" />
          <h1 id={`${fieldId}-heading`} className="text-2xl font-bold">
            {props.heading}
          </h1>
        </div>
        {configured ? (
          <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)}>
            <p className="text-slate-700">{props.intro}</p>
            <div>
              <label htmlFor={fieldId} className="mb-1 block font-medium">
                System password
              </label>
              <input
                id={fieldId}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={inputClass}
              />
            </div>
            <ErrorBox message={error} />
            <button type="submit" className={`${primaryButton} w-full`} disabled={password === "" || checking}>
              Access System Status
            </button>
            <p role="status" className="text-sm text-slate-600">
              {checking ? "Checking the password..." : ""}
            </p>
          </form>
        ) : (
          <p role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {OPERATOR_MESSAGES.notConfigured}
          </p>
        )}
      </div>
    </section>
  );
}
