import type { Methodology } from "@shared/contracts/destinations";
import { PageLoading } from "@web/app/page-loading";
import { useApiData } from "@web/lib/use-api-data";
import { useDocumentTitle } from "@web/app/use-document-title";

export default function MethodologyPage() {
  const state = useApiData<Methodology>("/api/methodology");
  useDocumentTitle("How we score destinations");
  if (state.status === "loading") return <PageLoading label="Loading the methodology..." />;
  if (state.status !== "ready") {
    return <p role="alert" className="mx-auto max-w-3xl px-4 py-16">The methodology could not be loaded. Please refresh the page.</p>;
  }
  const methodology = state.data;
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">How we score destinations</h1>
        <p className="mt-2 text-sm text-slate-500">Method version {methodology.version}: {methodology.method}.</p>
      </header>
      <section className="space-y-3">
        {methodology.summary.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="factors-heading">
        <h2 id="factors-heading" className="text-2xl font-bold">The seven factors and their sources</h2>
        <div className="mt-4 space-y-5">
          {methodology.factors.map((factor) => (
            <div key={factor.key} className="rounded-xl bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold">{factor.label}</h3>
              <p className="mt-1 text-slate-700">{factor.measures}</p>
              <p className="mt-2 text-sm"><span className="font-semibold">Formula:</span> {factor.formula}</p>
              <ul className="mt-2 space-y-1 text-sm">
                {factor.sources.map((source) => (
                  <li key={source.name + source.url}>
                    <a href={source.url} className="text-brand-700 underline" rel="noreferrer noopener" target="_blank">{source.name}</a>{" "}
                    <span className="text-slate-500">(as of {source.asOf})</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="climate-heading" className="space-y-2">
        <h2 id="climate-heading" className="text-2xl font-bold">Climate, location and budget</h2>
        <p>{methodology.climate.rule}</p>
        <ul className="list-disc space-y-1 pl-5">
          {Object.entries(methodology.climate.adjacency).map(([climate, neighbours]) => (
            <li key={climate}>
              <span className="capitalize">{climate}</span>:{" "}
              {neighbours.length === 0 ? `only a ${climate} zone fits; no other climate is close to it.` : `close to ${neighbours.join(" and ")}.`}
            </li>
          ))}
        </ul>
        <p>{methodology.climate.fit}</p>
        <p>{methodology.climate.importance}</p>
        {[...methodology.location, ...methodology.budget].map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <section aria-labelledby="estimates-heading" className="space-y-2">
        <h2 id="estimates-heading" className="text-2xl font-bold">Estimated living costs</h2>
        <p>{methodology.costEstimates.method}</p>
        <ul className="space-y-1 text-sm">
          {methodology.costEstimates.sources.map((source) => (
            <li key={source.name + source.url}>
              <a href={source.url} className="text-brand-700 underline" rel="noreferrer noopener" target="_blank">{source.name}</a>{" "}
              <span className="text-slate-500">(as of {source.asOf})</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="missing-heading">
        <h2 id="missing-heading" className="text-2xl font-bold">When a figure is missing</h2>
        <p className="mt-2">{methodology.missingData}</p>
      </section>
      <section aria-labelledby="levels-heading">
        <h2 id="levels-heading" className="text-2xl font-bold">Match levels</h2>
        <ul className="mt-2 space-y-1">
          {methodology.matchLevels.map((level) => (
            <li key={level.level}><span className="capitalize">{level.level.replace("_", " ")}</span>: {level.range}</li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-slate-600">
        NewShores gives general guidance only. Check official government sources and consult immigration professionals
        before making decisions.
      </p>
    </article>
  );
}
