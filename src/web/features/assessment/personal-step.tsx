import { digitsOnly, clampAge, clampBudget, type WizardForm } from "./wizard-rules";

type Props = { form: WizardForm; update: (change: Partial<WizardForm>) => void };

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600";

export function PersonalStep({ form, update }: Props) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-xl font-semibold">Personal Information</legend>
      <div>
        <label htmlFor="age" className="font-medium">Age</label>
        <input
          id="age"
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          value={form.age}
          maxLength={3}
          onChange={(event) => update({ age: digitsOnly(event.target.value, 3) })}
          onBlur={() => update({ age: clampAge(form.age) })}
        />
      </div>
      <div>
        <label htmlFor="occupation" className="font-medium">Occupation</label>
        <input
          id="occupation"
          className={inputClass}
          value={form.occupation}
          maxLength={100}
          autoComplete="organization-title"
          placeholder="e.g. Software engineer, retired teacher"
          onChange={(event) => update({ occupation: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor="budget" className="font-medium">Monthly Housing Budget (USD)</label>
        <input
          id="budget"
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          value={form.budget}
          maxLength={5}
          aria-describedby="budget-hint"
          onChange={(event) => update({ budget: digitsOnly(event.target.value, 5) })}
          onBlur={() => update({ budget: clampBudget(form.budget) })}
        />
        <p id="budget-hint" className="mt-1 text-sm text-slate-500">Between $100 and $50,000 a month.</p>
      </div>
    </fieldset>
  );
}
