import { ArrowRight, ClipboardList, FileText, Gauge } from "lucide-react";
import { Link } from "react-router";
import { assessDestinationPath } from "@web/features/assessment/assessment-links";
import { BRAND_NAME } from "@shared/constants";
import { CountryFlag } from "@web/components/country-flag";
import { POPULAR_DESTINATIONS, STEPS, TESTIMONIALS } from "./landing-content";
import { useDocumentTitle } from "@web/app/use-document-title";

export default function LandingPage() {
  useDocumentTitle("Find the country that fits your next chapter");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">
            Find the country that fits your next chapter
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            {BRAND_NAME} scores how well a destination matches what matters to you, and shows exactly why: every
            factor comes from a named public source. Free, about 5 minutes, no credit card.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/assessment" className="inline-flex items-center gap-2 rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300">
              Start Free Assessment <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link to="/sample-report" className="rounded-lg border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">
              View Sample Report
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="popular-heading">
        <h2 id="popular-heading" className="text-2xl font-bold">Popular destinations</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR_DESTINATIONS.map((destination) => (
            <li key={destination.name} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <CountryFlag flag={destination.flag} height={32} />
              <h3 className="mt-2 text-lg font-semibold">{destination.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{destination.summary}</p>
              <Link to={assessDestinationPath(destination.name)} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Assess {destination.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white" aria-labelledby="how-heading">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how-heading" className="text-2xl font-bold">How it works</h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => {
              const Icon = [ClipboardList, Gauge, FileText][index] ?? ClipboardList;
              return (
                <li key={step.title} className="rounded-xl bg-slate-50 p-6">
                  <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                  <h3 className="mt-3 font-semibold">
                    {index + 1}. {step.title}
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">{step.text}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="stories-heading">
        <h2 id="stories-heading" className="text-2xl font-bold">What people plan with it</h2>
        <p className="mt-2 text-sm text-slate-600">
          Illustrative examples written by our team to show typical uses; they are not quotes from real customers.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.persona} className="rounded-xl border border-slate-200 bg-white p-5">
              <p className="text-slate-800">{item.text}</p>
              <p className="mt-3 text-sm font-semibold text-slate-600">{item.persona} (illustrative)</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
