/** The recent operator actions: when, what, and which session (the audit log the server keeps). */
import type { AuditEntry } from "@shared/contracts/operator";

export function AuditLogList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>No operator actions recorded yet.</p>;
  return (
    <ol className="divide-y divide-slate-200 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
          <time dateTime={entry.at} className="shrink-0 text-slate-600">
            {new Date(entry.at).toLocaleString()}
          </time>
          <span className="break-all font-mono">{entry.action}</span>
          {entry.detail && <span className="break-all text-slate-700">{entry.detail}</span>}
          {entry.sessionId && <span className="text-slate-600">session {entry.sessionId.slice(0, 8)}</span>}
        </li>
      ))}
    </ol>
  );
}
