import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BRAND_NAME } from "@shared/constants";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/assessment", label: "Assessment" },
  { to: "/best-countries", label: "Best Countries" },
  { to: "/sample-report", label: "Sample Report" },
  { to: "/about", label: "About Us" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

function NavLinks({ listClassName }: { listClassName: string }) {
  return (
    <ul className={listClassName}>
      {NAV.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  // Escape closes the open phone menu and puts focus back on its button, wherever focus was.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {BRAND_NAME}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks listClassName="flex gap-1" />
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Main" className="border-t border-slate-200 md:hidden">
          <NavLinks listClassName="flex flex-col p-2" />
        </nav>
      )}
    </header>
  );
}
