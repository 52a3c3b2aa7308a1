import { Link } from "react-router";
import type { BestCountriesResponse, BestCountry, SourcedRating } from "@shared/contracts/destinations";
import { PageLoading } from "@web/app/page-loading";
import { CountryFlag } from "@web/components/country-flag";
import { assessDestinationPath } from "@web/features/assessment/assessment-links";
import { useApiData } from "@web/lib/use-api-data";
import { costClasses, scoreClasses } from "./score-colours";
import { useDocumentTitle } from "@web/app/use-document-title";

function Rating({ label, rating }: { label: string; rating: SourcedRating }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium">
        {rating.score === null ? "No sourced figure" : `${Math.round(rating.score)}/100`}{" "}
        {rating.source && (
          <a href={rating.source.url} target="_blank" rel="noreferrer noopener" className="text-xs text-brand-700 underline">
            {rating.value === null ? rating.indicator : `${rating.indicator}: ${rating.value}`} ({rating.source.asOf})
          </a>
        )}
      </dd>
    </div>
  );
}

/** Chips link only the cities that have a guide; the other popular cities are named without a link. */
function PopularCities({ country }: { country: BestCountry }) {
  const unguided = country.popularCities.filter((city) => !country.cityGuides.includes(city));
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">Popular cities</h3>
      {country.cityGuides.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`City guides for ${country.name}`}>
          {country.cityGuides.map((city) => (
            <li key={city}>
              <Link
                to={`/city/${encodeURIComponent(country.name)}/${encodeURIComponent(city)}`}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {city}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {unguided.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {country.cityGuides.length > 0 ? "Also popular, without a city guide yet" : "No city guide yet"}: {unguided.join(", ")}.
        </p>
      )}
    </div>
  );
}

function CountryCard({ country }: { country: BestCountry }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <img src={country.image.src} alt={country.image.alt} width="640" height="200" loading="lazy" className="mb-4 h-28 w-full rounded-xl object-cover" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-slate-500">#{country.rank}</p>
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <CountryFlag flag={country.flag} /> {country.name}
          </h2>
        </div>
        <span className={`rounded-full px-4 py-2 text-lg font-bold ${scoreClasses(country.overallScore)}`} aria-label={`Reference profile score ${country.overallScore} out of 100`}>
          {country.overallScore}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-500">
        Score for the reference profile with a <span className="capitalize">{country.referenceClimate}</span> climate preference.
      </p>
      <p className="mt-3 text-slate-700">{country.description}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Cost of living</dt>
          <dd>
            <span className={`rounded-full px-2 py-0.5 font-semibold ${costClasses(country.costOfLiving)}`}>{country.costOfLiving}</span>
            <span className="ml-2 text-slate-600">{country.costOfLivingBasis}</span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Language</dt>
          <dd className="font-medium">{country.language}</dd>
        </div>
        <Rating label="Healthcare coverage" rating={country.healthcareRating} />
        <Rating label="Safety" rating={country.safetyRating} />
        <div>
          <dt className="text-slate-500">Climate</dt>
          <dd className="font-medium capitalize">{country.climate.join(", ")}</dd>
        </div>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <h3 className="font-semibold">Highlights</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">{country.highlights.map((item) => <li key={item}>{item}</li>)}</ul>
        </div>
        <div>
          <h3 className="font-semibold">Immigration paths</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">{country.immigrationPaths.map((item) => <li key={item}>{item}</li>)}</ul>
        </div>
        <div>
          <h3 className="font-semibold">Key benefits</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">{country.keyBenefits.map((item) => <li key={item}>{item}</li>)}</ul>
        </div>
      </div>
      <PopularCities country={country} />
      <Link to={assessDestinationPath(country.name)} className="mt-5 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Get Assessment
      </Link>
    </li>
  );
}

export default function BestCountriesPage() {
  const state = useApiData<BestCountriesResponse>("/api/best-countries");
  useDocumentTitle("Best countries for Americans moving abroad");
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Best countries for Americans moving abroad</h1>
      <p className="mt-2 text-slate-600">
        Six popular destinations, scored by the same method as your assessment and ranked by that score. The
        descriptions are NewShores' editorial notes; healthcare and safety come from the public indices named beside them.
      </p>
      {state.status === "loading" && <PageLoading label="Loading the ranking..." />}
      {(state.status === "error" || state.status === "not_found") && (
        <p role="alert" className="mt-6 text-red-700">The ranking could not be loaded. Please refresh the page.</p>
      )}
      {state.status === "ready" && (
        <>
          <p className="mt-4 rounded-xl bg-slate-100 p-4 text-sm text-slate-700">{state.data.referenceProfile.summary}</p>
          <ol className="mt-8 space-y-6" aria-label="Ranked destinations">
            {state.data.countries.map((country) => <CountryCard key={country.name} country={country} />)}
          </ol>
        </>
      )}
      <div className="mt-10 rounded-2xl bg-brand-800 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">Which one fits you?</h2>
        <p className="mt-2 text-brand-100">Your priorities change the answer. Get your own explained score in about 5 minutes.</p>
        <Link to="/assessment" className="mt-4 inline-block rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          Start Your Assessment
        </Link>
      </div>
    </section>
  );
}
