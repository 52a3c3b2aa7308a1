/** The orders table: one row per order with its job's status, stage, attempts, age and last error. */
import type { OperatorOrder } from "@shared/contracts/operator";
import { canResend, canRetry, countryLabel, formatAge, orderState, purposeLabel } from "./orders-rules";

const cell = "border-b border-slate-200 px-2 py-2 align-top";

export function OrdersTable(props: { orders: OperatorOrder[]; busy: string | null; onAction: (kind: "retry" | "resend", orderId: string) => void }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Orders table, scrolls sideways on small screens">
      <table className="min-w-[56rem] text-left text-sm">
        <thead className="bg-slate-100">
          <tr>
            {["Order", "Age", "Country", "Kind", "Amount", "Status", "Stage", "Attempts", "Report", "Last error", "Actions"].map((name) => (
              <th key={name} scope="col" className={`${cell} font-semibold`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className={`${cell} font-mono text-xs font-normal`}>
                {order.id}
                {order.erasedAt ? (
                  <span className="block text-slate-600">
                    data deleted <time dateTime={order.erasedAt}>{new Date(order.erasedAt).toLocaleString()}</time>
                  </span>
                ) : (
                  <span className="block text-slate-600">assessment {order.assessmentId}</span>
                )}
                {order.refund && (
                  <span className="block text-slate-600">
                    refund {order.refund.id},{" "}
                    <time dateTime={order.refund.refundedAt}>{new Date(order.refund.refundedAt).toLocaleString()}</time>
                  </span>
                )}
              </th>
              <td className={cell}>
                <time dateTime={order.paidAt} title={new Date(order.paidAt).toLocaleString()}>
                  {formatAge(order.ageSeconds)}
                </time>
              </td>
              <td className={cell}>{countryLabel(order)}</td>
              <td className={cell}>{purposeLabel(order.purpose)}</td>
              <td className={cell}>
                ${(order.amountCents / 100).toFixed(2)} ({order.provider})
              </td>
              <td className={cell}>{orderState(order)}</td>
              <td className={cell}>{order.job?.stage ?? "-"}</td>
              <td className={cell}>{order.job ? `${order.job.attempts} of ${order.job.maxAttempts}` : "-"}</td>
              <td className={cell}>{order.report ? `${order.report.pages} pages, ${Math.round(order.report.bytes / 1024)} KB${order.report.editions > 1 ? `, ${order.report.editions} editions` : ""}` : "None"}</td>
              <td className={`${cell} max-w-[16rem] break-words`}>{order.job?.lastError ?? "-"}</td>
              <td className={cell}>
                <div className="flex flex-col gap-1">
                  {canRetry(order) && (
                    <ActionButton label="Retry job" target={order.id} busy={props.busy === `retry:${order.id}`} onClick={() => props.onAction("retry", order.id)} />
                  )}
                  {canResend(order) && (
                    <ActionButton label="Re-send e-mail" target={order.id} busy={props.busy === `resend:${order.id}`} onClick={() => props.onAction("resend", order.id)} />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ActionButton(props: { label: string; target: string; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`${props.label} for ${props.target}`}
      disabled={props.busy}
      onClick={props.onClick}
      className="whitespace-nowrap rounded-md border border-brand-700 px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 disabled:text-slate-500"
    >
      {props.busy ? "Working..." : props.label}
    </button>
  );
}
