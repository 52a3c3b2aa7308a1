import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { assessDestinationPath } from "@web/features/assessment/assessment-links";
import type { CityGuide } from "@shared/contracts/content";
import { PageLoading } from "@web/app/page-loading";
import { SourcedFact, type FactView } from "@web/components/sourced-fact";
import { useApiData } from "@web/lib/use-api-data";
import { useDocumentTitle } from "@web/app/use-document-title";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold">{title}</h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

function EditorialRating({ label, rating }: { label: string; rating: { rating: number; basis: string } }) {
  return (
    <div>
      <p className="font-medium">
        {label}:{" "}
        <span role="img" aria-label={`${rating.rating} out of 5`} className="inline-flex align-middle">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} aria-hidden="true" className={`h-4 w-4 ${n <= rating.rating ? "fill-amber-400 text-amber-500" : "text-slate-300"}`} />
          ))}
        </span>
      </p>
      <p className="text-sm text-slate-500">NewShores editorial rating: {rating.basis}</p>
    </div>
  );
}

function FactRow({ label, fact }: { label: string; fact: FactView | null }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-100 py-2 sm:flex-row sm:justify-between">
      <dt className="text-slate-500">{label}</dt>
      <dd className="sm:max-w-[65%] sm:text-right">{fact ? <SourcedFact fact={fact} /> : "No sourced figure"}</dd>
    </div>
  );
}

const List = ({ items }: { items: string[] }) => (
  <ul className="list-disc space-y-1 pl-5">{items.map((item) => <li key={item}>{item}</li>)}</ul>
);

function Guide({ guide }: { guide: CityGuide }) {
  const { costOfLiving: cost } = guide;
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-8 text-white">
        {guide.image && <img src={guide.image.src} alt={guide.image.alt} className="mb-4 w-full rounded-xl" />}
        <p className="text-sm uppercase tracking-wide text-brand-100">{guide.country}</p>
        <h1 className="text-4xl font-extrabold">{guide.name}</h1>
        <p className="mt-3 max-w-2xl text-brand-50">{guide.description}</p>
      </header>

      <Section title="At a glance">
        <dl>
          <FactRow label="Population" fact={guide.population} />
          <div className="flex justify-between border-b border-slate-100 py-2"><dt className="text-slate-500">Time zone</dt><dd>{guide.timeZone}</dd></div>
          <div className="flex justify-between border-b border-slate-100 py-2"><dt className="text-slate-500">Currency</dt><dd>{guide.currency}</dd></div>
          <div className="flex justify-between border-b border-slate-100 py-2"><dt className="text-slate-500">Languages</dt><dd>{guide.language.join(", ")}</dd></div>
        </dl>
      </Section>

      <Section title="Climate">
        <p>{guide.climate.type}</p>
        <dl>
          <FactRow label="Average temperatures" fact={guide.climate.avgTemp} />
        </dl>
        <p><span className="font-medium">Rainiest months:</span> {guide.climate.rainyMonths.join(", ") || "none in particular"}</p>
        <p><span className="font-medium">Best time to visit:</span> {guide.climate.bestTime}</p>
      </Section>

      <Section title="Cost of living">
        <dl>
          <FactRow label="1-bedroom rent, city centre" fact={cost.rent1Bed} />
          <FactRow label="1-bedroom rent, outside the centre" fact={cost.rent1BedOutside} />
          <FactRow label="3-bedroom rent" fact={cost.rent3Bed} />
          <FactRow label="Utilities" fact={cost.utilities} />
          <FactRow label="Groceries" fact={cost.groceries} />
          <FactRow label="Dining out" fact={cost.dining} />
          <FactRow label="Public transport pass" fact={cost.transport} />
          {cost.singleFare && <FactRow label="Single public transport fare" fact={cost.singleFare} />}
        </dl>
        <p>{cost.comparison}</p>
      </Section>

      <Section title="Housing">
        <ul className="space-y-3">
          {guide.housing.neighborhoods.map((area) => (
            <li key={area.name} className="rounded-lg bg-slate-50 p-4">
              <p className="font-semibold">{area.name} <span className="text-sm font-normal text-slate-500">({area.type})</span></p>
              <p className="text-sm">{area.description}</p>
              {area.priceRange && <p className="mt-1 text-sm"><SourcedFact fact={area.priceRange} /></p>}
            </li>
          ))}
        </ul>
        <h3 className="font-semibold">Renting tips</h3>
        <List items={guide.housing.rentingTips} />
      </Section>

      <Section title="Getting around">
        <List items={guide.transportation.public} />
        <EditorialRating label="Walkability" rating={guide.transportation.walkability} />
        <p><span className="font-medium">Biking:</span> {guide.transportation.biking}</p>
        <p><span className="font-medium">Driving:</span> {guide.transportation.driving}</p>
        <p><span className="font-medium">Airport:</span> {guide.transportation.airport}</p>
      </Section>

      <Section title="Lifestyle">
        <p><span className="font-medium">Expat community:</span> {guide.lifestyle.expatCommunity}</p>
        <EditorialRating label="English-friendliness" rating={guide.lifestyle.englishFriendly} />
        <p><span className="font-medium">Nightlife:</span> {guide.lifestyle.nightlife}</p>
        <h3 className="font-semibold">Culture</h3>
        <List items={guide.lifestyle.culture} />
        <h3 className="font-semibold">Outdoors</h3>
        <List items={guide.lifestyle.outdoorActivities} />
      </Section>

      <Section title="Work">
        <h3 className="font-semibold">Main industries</h3>
        <List items={guide.workOpportunities.industries} />
        <dl><FactRow label="Average salary" fact={guide.workOpportunities.averageSalary} /></dl>
        <p><span className="font-medium">Work culture:</span> {guide.workOpportunities.workCulture}</p>
        <p><span className="font-medium">Networking:</span> {guide.workOpportunities.networking}</p>
      </Section>

      <Section title="Education">
        <h3 className="font-semibold">International schools</h3>
        <List items={guide.education.internationalSchools} />
        <h3 className="font-semibold">Universities</h3>
        <List items={guide.education.universities} />
        <EditorialRating label="Education quality" rating={guide.education.qualityRating} />
      </Section>

      <Section title="Safety tips"><List items={guide.safetyTips} /></Section>
      <Section title="Practical tips"><List items={guide.practicalTips} /></Section>

      <div className="rounded-2xl bg-brand-800 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">Is {guide.name} right for you?</h2>
        <Link to={assessDestinationPath(guide.country, guide.name)} className="mt-4 inline-block rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          Assess {guide.name}, {guide.country}
        </Link>
      </div>
    </article>
  );
}

export default function CityGuidePage() {
  const { country = "", city = "" } = useParams();
  const state = useApiData<CityGuide>(`/api/city-guides/${encodeURIComponent(country)}/${encodeURIComponent(city)}`);
  useDocumentTitle(
    state.status === "ready"
      ? `${state.data.name}, ${state.data.country}: city guide`
      : state.status === "loading"
        ? "City guide"
        : "City information not available",
  );
  if (state.status === "loading") return <PageLoading label="Loading the city guide..." />;
  if (state.status !== "ready") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">City Information Not Available</h1>
        <p className="mt-3 text-slate-600">We do not have a guide for {city || "this city"} yet.</p>
        <Link to="/best-countries" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Back to Best Countries
        </Link>
      </section>
    );
  }
  return <Guide guide={state.data} />;
}
