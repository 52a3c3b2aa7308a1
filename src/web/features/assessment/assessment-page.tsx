import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { FactorField } from "@shared/constants";
import { CLIMATE_CONFLICT_ID, DestinationStep } from "./destination-step";
import { PersonalStep } from "./personal-step";
import { PrioritiesStep } from "./priorities-step";
import { submitAssessment } from "./submit-assessment";
import type { Assessment } from "@shared/contracts/assessments";
import type { DestinationsResponse, DestinationSummary } from "@shared/contracts/destinations";
import { useApiData } from "@web/lib/use-api-data";
import {
  formFromAssessment,
  initialForm,
  NAVIGATION_DELAY_MS,
  navigationFailedMessage,
  progressLabel,
  STEP_COUNT,
  stepTwoConflict,
  validateStep,
  WIZARD_ERROR_ID,
  type WizardForm,
} from "./wizard-rules";
import { useDocumentTitle } from "@web/app/use-document-title";

export default function AssessmentPage() {
  const destinations = useApiData<DestinationsResponse>("/api/destinations");
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<WizardForm>(initialForm);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const countries = destinations.status === "ready" ? destinations.data.countries : null;
  const prefill = usePrefill(setForm, countries);
  useDocumentTitle(`Your emigration assessment, step ${step} of ${STEP_COUNT}`);

  const update = (change: Partial<WizardForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setError(null);
  };
  const setRating = (field: FactorField, value: number) =>
    update({ ratings: { ...form.ratings, [field]: value } });

  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const next = () => {
    const problem = validateStep(step, form);
    if (problem) return setError(problem);
    if (step === 2 && stepTwoConflict(form, countries ?? [])) {
      document.getElementById(CLIMATE_CONFLICT_ID)?.focus();
      return;
    }
    goTo(step + 1);
  };

  const submit = async () => {
    const problem = validateStep(3, form);
    if (problem) return setError(problem);
    setSubmitting(true);
    const outcome = await submitAssessment(form);
    if (outcome.kind === "created") {
      setTimeout(() => {
        Promise.resolve(navigate(`/results/${outcome.id}`)).catch(() => {
          setSubmitting(false);
          setError(navigationFailedMessage(outcome.id));
        });
      }, NAVIGATION_DELAY_MS);
      return;
    }
    setSubmitting(false);
    setError(outcome.message);
    if (outcome.kind === "climate_conflict") goTo(2);
  };

  const progress = progressLabel(step);
  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
      </Link>
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold">Your Emigration Assessment</h1>
      {prefill && (
        <p role="status" className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-700">
          {prefill.kind === "earlier"
            ? `Your answers from your earlier assessment are filled in, with ${prefill.country} as the country. Check them and continue.`
            : `${prefill.place} is chosen as your destination on step 2. You can change it there.`}
        </p>
      )}
      <div className="mt-4">
        <div className="flex justify-between text-sm text-slate-600">
          <span>{progress.text}</span>
          <span>{progress.percent}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="mt-2 h-2 rounded-full bg-slate-200"
        >
          <div className="h-2 rounded-full bg-brand-600 transition-all" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>

      <form
        className="mt-8 space-y-6 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step < STEP_COUNT) next();
          else void submit();
        }}
      >
        {step === 1 && <PersonalStep form={form} update={update} error={error} showError={setError} />}
        {step === 2 && <DestinationStep form={form} update={update} destinations={destinations} />}
        {step === 3 && <PrioritiesStep form={form} setRating={setRating} />}

        {error && (
          <p id={WIZARD_ERROR_ID} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">{error}</p>
        )}

        <div className="flex justify-between gap-3">
          {step > 1 ? (
            <button type="button" onClick={() => goTo(step - 1)} className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold hover:bg-slate-100">
              Previous
            </button>
          ) : (
            <span />
          )}
          {step < STEP_COUNT ? (
            <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              Next Step
            </button>
          ) : (
            <button type="submit" disabled={submitting} className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              {submitting ? "Analyzing..." : "Get My Results"}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

type Prefill = { kind: "earlier"; country: string } | { kind: "destination"; place: string };

/**
 * Links that name a destination open the wizard with it chosen:
 * - `/assessment?from=<id>&country=<name>` (the results page's "Assess ..." link for a top alternative) fills
 *   the wizard with that assessment's answers and the other country;
 * - `/assessment?country=<name>[&city=<name>]` (landing page, best countries, city guides) chooses the
 *   country, and the city when it is one of the country's, matched without regard to case.
 * Answers what was filled in, once.
 */
function usePrefill(setForm: (change: (form: WizardForm) => WizardForm) => void, countries: readonly DestinationSummary[] | null): Prefill | null {
  const [params] = useSearchParams();
  const from = params.get("from");
  const country = params.get("country");
  const city = params.get("city");
  const earlier = useApiData<Assessment>(from && country && /^\d{1,20}$/.test(from) ? `/api/assessments/${from}` : null);
  const [filled, setFilled] = useState<Prefill | null>(null);
  useEffect(() => {
    if (filled !== null || !country) return;
    if (from) {
      if (earlier.status === "ready") {
        setForm(() => formFromAssessment(earlier.data, country));
        setFilled({ kind: "earlier", country });
      }
      return;
    }
    const known = countries?.find((candidate) => candidate.name.toLowerCase() === country.toLowerCase());
    if (!known) return;
    const knownCity = city ? known.cities.find((candidate) => candidate.toLowerCase() === city.toLowerCase()) : undefined;
    setForm((form) => ({ ...form, country: known.name, city: knownCity ?? "" }));
    setFilled({ kind: "destination", place: knownCity ? `${knownCity}, ${known.name}` : known.name });
  }, [earlier, from, country, city, countries, filled, setForm]);
  return filled;
}
