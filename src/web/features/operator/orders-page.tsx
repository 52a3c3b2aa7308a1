/**
 * /admin/orders (beyond the spec): orders and their report jobs, newest first, a page at a time, with a
 * retry for a failed job and a re-send of the report e-mail; and the recent operator audit log.
 */
import { useCallback, useEffect, useState } from "react";
import type { AuditEntry, OrdersResponse } from "@shared/contracts/operator";
import { AuditLogList } from "./audit-log-list";
import { OperatorPage } from "./operator-page";
import { ErrorBox, Panel, secondaryButton } from "./operator-ui";
import { fetchAuditLog, fetchOrders, resendOrderEmail, retryOrderJob } from "./orders-calls";
import { pageCount } from "./orders-rules";
import { OrdersTable } from "./orders-table";

export default function OrdersPage() {
  return (
    <OperatorPage title="Orders">
      <Orders />
    </OperatorPage>
  );
}

function Orders() {
  const [page, setPage] = useState(1);
  const [orders, setOrders] = useState<OrdersResponse | null>(null);
  const [audit, setAudit] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [auditError, setAuditError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async (wanted: number) => {
    const [ordersOutcome, auditOutcome] = await Promise.all([fetchOrders(wanted), fetchAuditLog()]);
    if (ordersOutcome.kind === "ok") {
      setOrders(ordersOutcome.data);
      setError(null);
    } else setError(ordersOutcome.message);
    if (auditOutcome.kind === "ok") {
      setAudit(auditOutcome.data.entries);
      setAuditError(null);
    } else setAuditError(auditOutcome.message);
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  async function act(kind: "retry" | "resend", orderId: string) {
    setBusy(`${kind}:${orderId}`);
    setNotice(null);
    setError(null);
    const outcome = kind === "retry" ? await retryOrderJob(orderId) : await resendOrderEmail(orderId);
    setBusy(null);
    if (outcome.kind === "ok") setNotice(outcome.data.message);
    else setError(outcome.message);
    await load(page);
  }

  const pages = orders ? pageCount(orders.total, orders.pageSize) : 1;
  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Orders</h1>
        <p className="mt-2 text-slate-700">
          Every paid report and operator test report, newest first, with its report job. A second payment for an assessment
          already bought is refunded automatically and listed as a refunded duplicate, with its refund.
        </p>
      </div>

      <Panel title="Orders and report jobs" id="orders-heading">
        <ErrorBox message={error} />
        <p role="status" className={notice ? "rounded-xl bg-emerald-50 p-3 text-emerald-950" : ""}>
          {notice}
        </p>
        {!orders && !error && <p className="text-slate-600">Loading orders...</p>}
        {orders && orders.orders.length === 0 && <p>No orders yet.</p>}
        {orders && orders.orders.length > 0 && <OrdersTable orders={orders.orders} busy={busy} onAction={(kind, id) => void act(kind, id)} />}
        {orders && (
          <nav aria-label="Orders pages" className="flex flex-wrap items-center gap-3">
            <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>
              Newer orders
            </button>
            <span>
              Page {orders.page} of {pages} ({orders.total} orders)
            </span>
            <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage((value) => value + 1)}>
              Older orders
            </button>
          </nav>
        )}
      </Panel>

      <Panel title="Recent operator actions" id="audit-heading">
        <ErrorBox message={auditError} />
        {audit && <AuditLogList entries={audit} />}
      </Panel>
    </>
  );
}
