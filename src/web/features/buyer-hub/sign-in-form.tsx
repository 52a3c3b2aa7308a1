/** Asks for a sign-in link to the purchase address; the answer never says whether the address bought anything. */
import { useId, useState, type FormEvent } from "react";
import { apiPost, NetworkError } from "@web/lib/api-client";

type Answer = { message?: string; error?: string };

export function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await apiPost<Answer>("/api/hub/sign-in-link", { email });
      // A refusal is shown in the server's words: a 429 says when another link can be asked for.
      const text = (answer.ok ? answer.body?.message : answer.body?.error) ?? "The link could not be sent. Please try again.";
      setResult({ ok: answer.ok, text });
    } catch (error) {
      setResult({ ok: false, text: error instanceof NetworkError ? "We could not reach the server. Check your connection and try again." : "The link could not be sent." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" noValidate>
      <label htmlFor={`${id}-email`} className="block font-semibold">
        E-mail address you bought your report with
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <button type="submit" disabled={busy} className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {busy ? "Sending..." : "E-mail me a sign-in link"}
      </button>
      {result && (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-green-800" : "text-red-700"}>
          {result.text}
        </p>
      )}
    </form>
  );
}

