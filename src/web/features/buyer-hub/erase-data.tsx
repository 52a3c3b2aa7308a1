/** Deleting the buyer's data: one action, confirmed by typing DELETE; the server keeps only the order's accounting. */
import { useId, useState, type FormEvent } from "react";
import { apiPost } from "@web/lib/api-client";

export function EraseData({ onErased }: { onErased: (message: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await apiPost<{ message?: string; error?: string }>("/api/hub/erase", { confirm });
      if (answer.ok) onErased(answer.body?.message ?? "Your data has been deleted.");
      else setError(answer.body?.error ?? "Your data could not be deleted. Please try again.");
    } catch {
      setError("We could not reach the server. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="ml-0 mt-3 block font-semibold text-red-700 hover:underline sm:ml-4 sm:inline">
        Delete my data...
      </button>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-3 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
      <p className="text-red-950">
        This deletes your assessment answers, your report (the PDF), your e-mail address, your plan and your sign-ins, for
        every report in this hub. It cannot be undone. Download your report and your data first if you want to keep them.
        We keep only the order's amount, date and payment reference, for our accounts.
      </p>
      <label htmlFor={`${id}-confirm`} className="block font-semibold text-red-950">
        Type DELETE to confirm
      </label>
      <input id={`${id}-confirm`} value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="off" className="w-48 rounded-lg border border-red-300 px-3 py-2" />
      <div className="flex gap-3">
        <button type="submit" disabled={busy || confirm !== "DELETE"} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {busy ? "Deleting..." : "Delete everything"}
        </button>
        <button type="button" onClick={() => setOpen(false)} className="px-2 font-semibold text-slate-700 hover:underline">
          Cancel
        </button>
      </div>
      {error && <p role="alert" className="text-red-700">{error}</p>}
    </form>
  );
}
