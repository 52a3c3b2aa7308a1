/** /relocation-hub/{id} (spec section 2, "Relocation hub"): peer insights and starting points for a move. */
import { AlertTriangle, Banknote, Briefcase, ExternalLink, GraduationCap, HeartPulse, Landmark, PlayCircle, Scale, Truck, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { Assessment } from "@shared/contracts/assessments";
import { HUB_SECTIONS } from "@shared/hub-sections";
import type { ReportStatus } from "@shared/contracts/reports";
import { formatLongDate as longDate } from "@shared/format";
import { PageLoading } from "@web/app/page-loading";
import { PriceBlock } from "@web/features/payment/price-block";
import { PaymentModal } from "@web/features/payment/payment-modal";
import { RESULTS_MESSAGES } from "@web/features/payment/payment-messages";
import { fetchReportStatus } from "@web/features/payment/report-calls";
import { useApiData } from "@web/lib/use-api-data";
import { buildVideoGuides } from "./build-video-guides";
import { HUB_CATEGORIES, HUB_LIMITS, LIMITATIONS, onlineNetworks, PARTNER_DISCLOSURE, QUICK_START_TIPS, REPORT_ADVANTAGES } from "./hub-content";
import { useDocumentTitle } from "@web/app/use-document-title";

const CATEGORY_ICONS = { legal: Scale, banking: Banknote, "health-insurance": HeartPulse, moving: Truck, tax: Landmark, schools: GraduationCap } as const;

export default function RelocationHubPage() {
  const { id } = useParams();
  const validId = id && /^\d+$/.test(id) ? id : null;
  const state = useApiData<Assessment>(validId ? `/api/assessments/${validId}` : null);
  useDocumentTitle(
    state.status === "ready"
      ? `Relocation hub: ${state.data.preferred_city ? `${state.data.preferred_city}, ` : ""}${state.data.preferred_country}`
      : state.status === "loading"
        ? "Relocation hub"
        : "Assessment not found",
  );
  if (state.status === "loading") return <PageLoading label="Loading your relocation hub..." />;
  if (state.status !== "ready") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">Assessment Not Found</h1>
        <p className="mt-3 text-slate-600">We could not find a relocation hub for this link.</p>
        <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Return to Home
        </Link>
      </section>
    );
  }
  return <Hub assessment={state.data} />;
}

function Hub({ assessment }: { assessment: Assessment }) {
  const navigate = useNavigate();
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [status, setStatus] = useState<ReportStatus | null>(null);
  useEffect(() => {
    let live = true;
    void fetchReportStatus(assessment.id).then((value) => live && setStatus(value));
    return () => {
      live = false;
    };
  }, [assessment.id]);

  const country = assessment.preferred_country;
  const place = assessment.preferred_city ? `${assessment.preferred_city}, ${country}` : country;
  const videos = buildVideoGuides(country, assessment.preferred_city);
  const purchase = status?.isPaid ? (
    <PaidAccess assessmentId={assessment.id} until={status.hubAccessUntil} />
  ) : (
    <PurchaseBox onBuy={() => setPaymentOpen(true)} />
  );

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Relocation hub</p>
        <h1 className="text-3xl font-bold">Your move to {place}</h1>
        <p className="mt-2 rounded-lg bg-slate-100 px-4 py-3 text-slate-700">
          This hub offers peer insights and starting points only: videos and communities of people who made the move, and
          the official directories for finding professional help. It is not professional advice.
        </p>
      </header>

      {purchase}

      <section aria-labelledby="help-heading">
        <h2 id="help-heading" className="text-2xl font-bold">{HUB_SECTIONS.help.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{PARTNER_DISCLOSURE}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HUB_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category.id as keyof typeof CATEGORY_ICONS] ?? Briefcase;
            return (
              <article key={category.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="flex items-center gap-2 text-lg font-bold">
                  <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
                  {category.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{category.summary}</p>
                <ul className="mt-3 flex-1 space-y-3">
                  {category.directories.map((directory) => (
                    <li key={directory.url} className="text-sm">
                      <p className="font-semibold">{directory.name}</p>
                      <p className="text-slate-600">{directory.what}</p>
                      <a
                        href={directory.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                      >
                        Visit official directory
                        <span className="sr-only"> (opens in a new tab): {directory.name}</span>
                        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                      </a>
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="videos-heading">
        <h2 id="videos-heading" className="text-2xl font-bold">{HUB_SECTIONS.videos.title}</h2>
        <p className="mt-1 text-sm text-slate-600">Each link opens a search on YouTube; we do not vouch for any one video.</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div aria-hidden="true" className="flex h-24 items-center justify-center rounded-lg bg-brand-50">
                <PlayCircle className="h-10 w-10 text-brand-700" />
              </div>
              <h3 className="mt-3 font-bold">{video.title}</h3>
              <p className="text-xs text-slate-500">{video.channel}</p>
              <p className="mt-1 flex-1 text-sm text-slate-700">{video.description}</p>
              <a href={video.url} target="_blank" rel="noopener noreferrer" className="mt-2 font-semibold text-brand-700 hover:underline">
                Watch videos<span className="sr-only">: {video.title} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="limits-heading" className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-300">
        <h2 id="limits-heading" className="flex items-center gap-2 text-xl font-bold text-amber-950">
          <AlertTriangle aria-hidden="true" className="h-5 w-5" />
          What this hub cannot do for you
        </h2>
        <p className="mt-2 text-amber-950">Budget for professional help. Typical examples (not quotes, and they vary by country):</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-amber-950">
          {LIMITATIONS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="networks-heading">
        <h2 id="networks-heading" className="flex items-center gap-2 text-2xl font-bold">
          <Users aria-hidden="true" className="h-6 w-6 text-brand-700" />
          {HUB_SECTIONS.networks.title}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-3">
          {onlineNetworks(country).map((network) => (
            <li key={network.name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <a href={network.url} target="_blank" rel="noopener noreferrer" className="font-bold text-brand-700 hover:underline">
                {network.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <p className="mt-1 text-sm text-slate-700">{network.what}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tips-heading">
        <h2 id="tips-heading" className="text-2xl font-bold">{HUB_SECTIONS.tips.title}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
          {QUICK_START_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="compare-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="compare-heading" className="text-2xl font-bold">This hub and your full report</h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-bold">The free hub</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {HUB_LIMITS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-bold">Your personalised report</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {REPORT_ADVANTAGES.map((advantage) => (
                <li key={advantage.text}>{advantage.text}</li>
              ))}
            </ul>
          </div>
        </div>
        {!status?.isPaid && (
          <button type="button" onClick={() => setPaymentOpen(true)} className="mt-6 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Get Your Full Report
          </button>
        )}
      </section>

      <PaymentModal
        assessmentId={assessment.id}
        open={paymentOpen}
        onClose={() => setPaymentOpen(false)}
        onSuccess={(result) => {
          setPaymentOpen(false);
          navigate(`/results/${assessment.id}`, { state: "jobId" in result ? { jobId: result.jobId } : null });
        }}
        onError={(message) => {
          setPaymentOpen(false);
          window.alert(RESULTS_MESSAGES.paymentFailed(message));
        }}
      />
    </div>
  );
}

function PurchaseBox({ onBuy }: { onBuy: () => void }) {
  return (
    <section aria-labelledby="hub-report-heading" className="rounded-2xl bg-brand-800 p-6 text-white">
      <h2 id="hub-report-heading" className="text-xl font-bold">Your personalised report, with two years of this hub</h2>
      <PriceBlock onDark />
      <button type="button" onClick={onBuy} className="mt-4 block rounded-lg bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
        Buy Your Report
      </button>
    </section>
  );
}

function PaidAccess({ assessmentId, until }: { assessmentId: number; until: string | null }) {
  return (
    <section aria-labelledby="hub-paid-heading" className="rounded-2xl bg-green-50 p-6 ring-1 ring-green-300">
      <h2 id="hub-paid-heading" className="text-xl font-bold text-green-950">Your report is paid</h2>
      {until && <p className="mt-1 text-green-950">Your hub access lasts until {longDate(until)}.</p>}
      <p className="mt-2 text-green-950">
        The buyer's hub holds your report to download again, your relocation plan as a checklist with a calendar, and the
        official offices of your destination. It opens on the device you bought on, or with a sign-in link sent to your
        purchase e-mail.
      </p>
      <div className="mt-3 flex flex-wrap gap-4">
        <Link to="/my-hub" className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Open your buyer's hub
        </Link>
        <Link to={`/results/${assessmentId}`} className="inline-block py-2 font-semibold text-brand-800 hover:underline">
          Go to your results and report
        </Link>
      </div>
    </section>
  );
}
