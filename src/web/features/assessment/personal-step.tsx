import { INCOME_BASES, INCOME_BASIS_LABELS, INCOME_KIND_LABELS, INCOME_KINDS } from "@shared/constants";
import { AGE_MAX_DIGITS, INCOME_MAX_DIGITS, limitDigits, MONEY_MAX_DIGITS, PEOPLE_MAX_DIGITS, SAVINGS_MAX_DIGITS } from "./typed-answers";
import { fieldMessage, MESSAGES, moneyOnBlur, sharesIncome, WIZARD_ERROR_ID, type TypedField, type WizardForm } from "./wizard-rules";

type Props = {
  form: WizardForm;
  update: (change: Partial<WizardForm>) => void;
  /** The wizard's one message line: shown when a field is left holding an answer that cannot be sent. */
  error: string | null;
  showError: (message: string) => void;
};

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 aria-[invalid=true]:border-red-600";

/** An optional answer chosen from a list: "Not answered" first, its hint (and the wizard's message when invalid) described. */
function OptionalChoice<T extends string>(props: {
  id: string;
  value: T | "";
  choices: readonly T[];
  labels: Record<T, string>;
  invalid: boolean;
  onChange: (value: T | "") => void;
}) {
  const { id, value, choices, labels, invalid, onChange } = props;
  return (
    <select
      id={id}
      className={inputClass}
      value={value}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-hint ${WIZARD_ERROR_ID}` : `${id}-hint`}
      onChange={(event) => onChange(event.target.value as T | "")}
    >
      <option value="">Not answered</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </select>
  );
}

/** Step 1. Number answers are kept exactly as typed (decision 0010); a wrong one shows its message and blocks Next. */
export function PersonalStep({ form, update, error, showError }: Props) {
  const leave = (field: TypedField, next: WizardForm) => {
    const message = fieldMessage(field, next);
    if (message) showError(message);
  };
  const ageInvalid = error === MESSAGES.age;
  const budgetInvalid = error === MESSAGES.budget;
  /** A typed optional field: kept as typed, money formatted once it is left, its message when it cannot be sent. */
  const optionalField = (field: "income" | "savings" | "adults" | "children", digits: number, money: boolean) => {
    const invalid = error === MESSAGES[field];
    return {
      id: field,
      inputMode: money ? ("decimal" as const) : ("numeric" as const),
      autoComplete: "off",
      className: inputClass,
      value: form[field],
      "aria-invalid": invalid,
      "aria-describedby": invalid ? `${field}-hint ${WIZARD_ERROR_ID}` : `${field}-hint`,
      onChange: (event: { target: { value: string } }) => update({ [field]: limitDigits(form[field], event.target.value, digits) }),
      onBlur: () => {
        const shown = money ? moneyOnBlur(form[field]) : form[field];
        if (shown !== form[field]) update({ [field]: shown });
        leave(field, { ...form, [field]: shown });
      },
    };
  };
  const kindInvalid = error === MESSAGES.incomeKind || error === MESSAGES.incomeWithoutAmount;
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
            const shown = moneyOnBlur(form.budget);
            if (shown !== form.budget) update({ budget: shown });
            leave("budget", { ...form, budget: shown });
          }}
        />
        <p id="budget-hint" className="mt-1 text-sm text-slate-500">What you can spend on rent each month, between $100 and $50,000 (for example 2,000).</p>
      </div>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Income and household (optional)</legend>
        <p className="text-sm text-slate-600">
          Visas ask for a pension, passive income, a salary, remote income or savings, not a housing budget. Tell us these to have each route checked against
          the right figure; leave them empty to skip.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="income" className="font-medium">Monthly income before tax (USD)</label>
            <input {...optionalField("income", INCOME_MAX_DIGITS, true)} />
            <p id="income-hint" className="mt-1 text-sm text-slate-500">For example 4,000. Up to $1,000,000.</p>
          </div>
          <div>
            <label htmlFor="income-kind" className="font-medium">Kind of income</label>
            <OptionalChoice
              id="income-kind"
              value={form.incomeKind}
              choices={INCOME_KINDS}
              labels={INCOME_KIND_LABELS}
              invalid={kindInvalid}
              onChange={(incomeKind) => update({ incomeKind })}
            />
            <p id="income-kind-hint" className="mt-1 text-sm text-slate-500">The income most of it comes from.</p>
          </div>
          <div>
            <label htmlFor="savings" className="font-medium">Savings you could show or invest (USD)</label>
            <input {...optionalField("savings", SAVINGS_MAX_DIGITS, true)} />
            <p id="savings-hint" className="mt-1 text-sm text-slate-500">Some visas ask for savings or an investment.</p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="adults" className="font-medium">Adults</label>
              <input {...optionalField("adults", PEOPLE_MAX_DIGITS, false)} />
              <p id="adults-hint" className="mt-1 text-sm text-slate-500">Moving, you included: 1 to 10.</p>
            </div>
            <div>
              <label htmlFor="children" className="font-medium">Children</label>
              <input {...optionalField("children", PEOPLE_MAX_DIGITS, false)} />
              <p id="children-hint" className="mt-1 text-sm text-slate-500">Moving with you: 0 to 15.</p>
            </div>
          </div>
          {sharesIncome(form) && (
            <div className="sm:col-span-2">
              <label htmlFor="income-basis" className="font-medium">Whose income is it?</label>
              <OptionalChoice
                id="income-basis"
                value={form.incomeBasis}
                choices={INCOME_BASES}
                labels={INCOME_BASIS_LABELS}
                invalid={error === MESSAGES.incomeBasis}
                onChange={(incomeBasis) => update({ incomeBasis })}
              />
              <p id="income-basis-hint" className="mt-1 text-sm text-slate-500">
                Some visas add a partner&apos;s income to yours; most count only the main applicant&apos;s own.
              </p>
            </div>
          )}
        </div>
      </fieldset>
    </fieldset>
  );
}
