import { FACTORS, type FactorField } from "@shared/constants";
import { FACTOR_DESCRIPTIONS } from "@shared/factor-descriptions";
import { StarRating } from "./star-rating";
import type { WizardForm } from "./wizard-rules";

type Props = { form: WizardForm; setRating: (field: FactorField, value: number) => void };

export function PrioritiesStep({ form, setRating }: Props) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-xl font-semibold">Priority Factors</legend>
      <p className="text-sm text-slate-600">Rate how much each factor matters to you, from 1 star (a little) to 5 stars (a lot).</p>
      {FACTORS.map((factor) => (
        <StarRating
          key={factor.field}
          name={factor.field}
          label={factor.label}
          description={FACTOR_DESCRIPTIONS[factor.key]}
          value={form.ratings[factor.field]}
          onChange={(value) => setRating(factor.field, value)}
        />
      ))}
    </fieldset>
  );
}
