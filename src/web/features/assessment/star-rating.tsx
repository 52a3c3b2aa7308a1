/**
 * A 1-5 star rating as a native radio group: named by the factor's label, radios named "1 star" ...
 * "5 stars". Native radios give keyboard support for free: Tab into the group, arrow keys to choose.
 */
import { Star } from "lucide-react";

export function StarRating({
  name,
  label,
  description,
  value,
  onChange,
}: {
  name: string;
  label: string;
  /** One plain sentence on what the factor measures, read out with the group's name. */
  description?: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const labelId = `${name}-label`;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <span id={labelId} className="font-medium">{label}</span>
        {description && <p id={`${name}-description`} className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <div role="radiogroup" aria-labelledby={labelId} aria-describedby={description ? `${name}-description` : undefined} className="flex">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer p-1">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={stars === 1 ? "1 star" : `${stars} stars`}
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                className={`h-7 w-7 rounded peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-amber-500 ${stars <= value ? "fill-amber-400 text-amber-500" : "text-slate-300"}`}
              />
            </label>
          ))}
        </div>
        <span className="w-20 text-sm text-slate-600" aria-live="polite">
          {value === 0 ? "Not rated" : `${value}/5`}
        </span>
      </div>
    </div>
  );
}
