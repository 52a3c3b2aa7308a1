/** A figure with its source and as-of date, as every figure on the site must carry. */
export type FactView = { value: string; source: { name: string; url: string; asOf: string } };

export function SourcedFact({ fact }: { fact: FactView }) {
  return (
    <span>
      {fact.value}{" "}
      <a
        href={fact.source.url}
        target="_blank"
        rel="noreferrer noopener"
        className="break-words text-xs text-brand-700 underline"
        title={fact.source.name}
      >
        source: {fact.source.name.length > 40 ? `${fact.source.name.slice(0, 40)}...` : fact.source.name}, {fact.source.asOf}
      </a>
    </span>
  );
}
