import { AGE_MAX_DIGITS, limitDigits, MONEY_MAX_DIGITS } from "./typed-answers";
import { budgetOnBlur, fieldMessage, MESSAGES, WIZARD_ERROR_ID, type WizardForm } from "./wizard-rules";

type Props = {
  form: WizardForm;
  update: (change: Partial<WizardForm>) => void;
  /** The wizard's one message line: shown when a field is left holding an answer that cannot be sent. */
  error: string | null;
  showError: (message: string) => void;
};

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 aria-[invalid=true]:border-red-600";

/** Step 1. Number answers are kept exactly as typed (decision 0010); a wrong one shows its message and blocks Next. */
export function PersonalStep({ form, update, error, showError }: Props) {
  const leave = (field: "age" | "budget", next: WizardForm) => {
    const message = fieldMessage(field, next);
    if (message) showError(message);
  };
  const ageInvalid = error === MESSAGES.age;
  const budgetInvalid = error === MESSAGES.budget;
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
          aria-invalid={ageInvalid}
          aria-describedby={ageInvalid ? `age-hint ${WIZARD_ERROR_ID}` : "age-hint"}
          onChange={(event) => update({ age: limitDigits(form.age, event.target.value, AGE_MAX_DIGITS) })}
          onBlur={() => leave("age", form)}
        />
        <p id="age-hint" className="mt-1 text-sm text-slate-500">In years, 18 to 100. NewShores is for adults.</p>
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
          inputMode="decimal"
          autoComplete="off"
          className={inputClass}
          value={form.budget}
          aria-invalid={budgetInvalid}
          aria-describedby={budgetInvalid ? `budget-hint ${WIZARD_ERROR_ID}` : "budget-hint"}
          onChange={(event) => update({ budget: limitDigits(form.budget, event.target.value, MONEY_MAX_DIGITS) })}
          onBlur={() => {
            const shown = budgetOnBlur(form.budget);
            if (shown !== form.budget) update({ budget: shown });
            leave("budget", { ...form, budget: shown });
          }}
        />
        <p id="budget-hint" className="mt-1 text-sm text-slate-500">What you can spend on rent each month, between $100 and $50,000 (for example 2,000).</p>
      </div>
    </fieldset>
  );
}
