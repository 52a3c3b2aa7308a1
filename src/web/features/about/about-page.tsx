import { Link } from "react-router";
import { BRAND_NAME } from "@shared/constants";
import { useDocumentTitle } from "@web/app/use-document-title";

export default function AboutPage() {
  useDocumentTitle("About us");
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold">About {BRAND_NAME}</h1>
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Our story</h2>
        <p>
          {BRAND_NAME} started from a simple frustration: every year many Americans think seriously about living abroad,
          and most of what they find is either a sales pitch for one country or a forum thread with conflicting advice.
          We wanted one place that compares destinations honestly, against what matters to each person.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">The challenges we help with</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>Knowing which residence routes are actually open to a US citizen, and what income they require.</li>
          <li>Understanding what a move does to US taxes, Social Security and healthcare.</li>
          <li>Comparing real costs, not averages that hide the city you would live in.</li>
          <li>Weighing safety, internet, healthcare and local acceptance against each other.</li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2 className="text-2xl font-bold">Our mission</h2>
        <p>
          To give people planning a move abroad explained, sourced answers. Every figure behind your score names its
          source and date, and our scoring method is published. Where we have no reliable figure, we say so instead of
          guessing.
        </p>
        <p>
          We give general guidance only. Immigration rules change often: always confirm with official government sources
          and qualified immigration professionals before you decide.
        </p>
      </section>
      <div className="rounded-2xl bg-brand-800 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">See how a country fits you</h2>
        <Link to="/assessment" className="mt-4 inline-block rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          Start Free Assessment
        </Link>
      </div>
    </article>
  );
}
