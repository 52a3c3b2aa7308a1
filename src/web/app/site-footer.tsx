import { AtSign, Briefcase, Camera, MessageCircle, Users } from "lucide-react";
import { Link } from "react-router";
import { BRAND_NAME, CONTACT_EMAIL } from "@shared/constants";

const SOCIAL = [
  { label: "Professional network", Icon: Briefcase },
  { label: "Short-post network", Icon: MessageCircle },
  { label: "Photo network", Icon: Camera },
  { label: "Social network", Icon: Users },
  { label: "Decentralised network", Icon: AtSign },
] as const;

/** A footer link reads as one: underlined, brighter than the text around it. */
const columnLink = "text-slate-100 underline decoration-slate-500 underline-offset-4 hover:text-white hover:decoration-white";
/** Offerings without a page of their own (decision 0011): muted plain text, never styled as links. */
const plainItems = "mt-2 text-sm text-slate-400";

export function SiteFooter({ showOperatorLinks }: { showOperatorLinks: boolean }) {
  const host = typeof window === "undefined" ? "" : window.location.hostname;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BRAND_NAME}</p>
          <p className="mt-2 text-sm">
            General guidance only. Always check official government sources and consult qualified immigration
            professionals before you decide.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Services</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/assessment" className={columnLink}>
                Country Assessment
              </Link>
            </li>
          </ul>
          <p className={plainItems}>Emigration Consultation · Relocation Planning</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/best-countries" className={columnLink}>
                Country Guides
              </Link>
            </li>
          </ul>
          <p className={plainItems}>Emigration News · Cost Calculators</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <a href={`mailto:${CONTACT_EMAIL}`} className={`mt-3 inline-block break-all text-sm ${columnLink}`}>
            {CONTACT_EMAIL}
          </a>
          <ul className="mt-4 flex gap-3" aria-label="Social networks">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label}>
                <Link
                  to="/social-login"
                  aria-label={`Connect with ${BRAND_NAME} on a ${label.toLowerCase()}`}
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 hover:bg-brand-700"
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm">
          <p>Copyright {host}</p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/assessment" className="hover:text-white hover:underline">Assessment</Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-white hover:underline">Terms</Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-white hover:underline">Privacy</Link>
            </li>
            {showOperatorLinks && (
              <>
                <li>
                  <Link to="/system-login" className="text-xs text-slate-400 hover:text-white hover:underline">System Status</Link>
                </li>
                <li>
                  <Link to="/admin/config" className="text-xs text-slate-400 hover:text-white hover:underline">Run Time</Link>
                </li>
              </>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
