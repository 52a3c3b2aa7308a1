/** The signed-in operator area's frame: a small nav to every operator page and Sign out. */
import { LogOut } from "lucide-react";
import { useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { signOut } from "./access-calls";
import { secondaryButton } from "./operator-ui";

export const OPERATOR_PAGES = [
  { to: "/admin/config", label: "Configuration" },
  { to: "/test-reports", label: "Test reports" },
  { to: "/email-test", label: "Email test" },
  { to: "/payment-debug", label: "Payment debug" },
  { to: "/stripe-diagnostic", label: "Stripe diagnostic" },
  { to: "/worker-diagnostics", label: "Worker diagnostics" },
  { to: "/job-processor", label: "Job processor" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/data-freshness", label: "Data freshness" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2.5 py-1.5 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-200"}`;

export function OperatorLayout({ children }: { children: ReactNode }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-col gap-3 rounded-xl bg-slate-100 p-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Operator">
          <ul className="flex flex-wrap gap-1">
            {OPERATOR_PAGES.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className={`${secondaryButton} shrink-0 py-1.5 text-sm`}
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut().finally(() => setSigningOut(false));
          }}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign out
        </button>
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}
