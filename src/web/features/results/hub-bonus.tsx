import { HUB_SECTIONS } from "@shared/hub-sections";

/** The results page's bonus box: the hub's two years, described by the sections the hub really has. */
export function HubBonus() {
  return (
    <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5" aria-labelledby="bonus-heading">
      <h2 id="bonus-heading" className="font-bold">Bonus: two years of your relocation hub</h2>
      <p className="mt-1 text-sm text-slate-700">The report includes two years of access to your relocation hub:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {Object.values(HUB_SECTIONS).map((section) => (
          <li key={section.title}>{section.offer}</li>
        ))}
      </ul>
    </section>
  );
}
