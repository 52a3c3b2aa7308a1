import { useRef, type RefObject } from "react";
import { CLIMATE_PREFERENCES, LOCATION_PREFERENCES, type ClimatePreference, type LocationPreference } from "@shared/constants";
import type { DestinationsResponse } from "@shared/contracts/destinations";
import type { ApiData } from "@web/lib/use-api-data";
import { stepTwoCityClimate, stepTwoConflict, type WizardForm } from "./wizard-rules";

type Props = { form: WizardForm; update: (change: Partial<WizardForm>) => void; destinations: ApiData<DestinationsResponse> };

const selectClass = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const choiceClass = "rounded-full border border-amber-400 bg-white px-3 py-1 text-sm font-medium hover:bg-amber-100";
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The id of the climate-conflict notice, which Next moves focus to while the conflict stands. */
export const CLIMATE_CONFLICT_ID = "climate-conflict";

export function DestinationStep({ form, update, destinations }: Props) {
  const countries = destinations.status === "ready" ? destinations.data.countries : [];
  const cities = countries.find((country) => country.name === form.country)?.cities ?? [];
  const conflict = stepTwoConflict(form, countries);
  const cityClimate = conflict ? null : stepTwoCityClimate(form, countries);
  const citySelect = useRef<HTMLSelectElement>(null);
  const countrySelect = useRef<HTMLSelectElement>(null);
  const climateSelect = useRef<HTMLSelectElement>(null);
  return (
    <fieldset className="space-y-5">
      <legend className="text-xl font-semibold">Destination Preferences</legend>
      {(destinations.status === "error" || destinations.status === "not_found") && (
        <p role="alert" className="text-red-700">The list of countries could not be loaded. Please refresh the page.</p>
      )}
      <div>
        <label htmlFor="country" className="font-medium">Preferred Country</label>
        <select
          ref={countrySelect}
          id="country"
          className={selectClass}
          value={form.country}
          disabled={destinations.status !== "ready"}
          aria-describedby={conflict ? CLIMATE_CONFLICT_ID : undefined}
          onChange={(event) => update({ country: event.target.value, city: "" })}
        >
          <option value="">{destinations.status === "loading" ? "Loading countries..." : "Select a country"}</option>
          {countries.map((country) => (
            <option key={country.slug} value={country.name}>{country.name}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="city" className="font-medium">Preferred City (optional)</label>
        <select
          key={form.country}
          ref={citySelect}
          id="city"
          className={selectClass}
          value={form.city}
          disabled={form.country === ""}
          onChange={(event) => update({ city: event.target.value })}
        >
          <option value="">{form.country ? `Any city in ${form.country}` : "Select a country first"}</option>
          {cities.map((city) => (
            <option key={city} value={city}>{city}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="climate" className="font-medium">Climate Preference</label>
        <select
          ref={climateSelect}
          id="climate"
          className={selectClass}
          value={form.climate}
          aria-describedby={conflict ? CLIMATE_CONFLICT_ID : undefined}
          onChange={(event) => update({ climate: event.target.value as ClimatePreference | "" })}
        >
          <option value="">Select a climate</option>
          {CLIMATE_PREFERENCES.map((climate) => (
            <option key={climate} value={climate}>{capitalise(climate)}</option>
          ))}
        </select>
      </div>
      {conflict && (
        <div id={CLIMATE_CONFLICT_ID} role="alert" tabIndex={-1} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800">
          <p>{conflict.message}</p>
          <ChoiceList
            title={`Climates ${form.country} offers:`}
            choices={conflict.climatesThatFit.map((climate) => ({ label: `Choose ${climate}`, change: { climate }, focus: climateSelect }))}
            update={update}
          />
          <ChoiceList
            title={`Countries with a ${form.climate} climate:`}
            choices={conflict.countriesThatFit.map((country) => ({ label: country, change: { country, city: "" }, focus: countrySelect }))}
            update={update}
          />
        </div>
      )}
      {cityClimate && (
        <div role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-4 text-slate-800">
          <p>{cityClimate.message}</p>
          <ChoiceList
            title={`Cities of ${form.country} with a ${form.climate} climate:`}
            choices={[
              ...cityClimate.citiesThatFit.map((city) => ({ label: city, change: { city }, focus: citySelect })),
              { label: `Any city in ${form.country}`, change: { city: "" }, focus: citySelect },
            ]}
            update={update}
          />
        </div>
      )}
      <div>
        <label htmlFor="location" className="font-medium">Location Preference</label>
        <select
          id="location"
          className={selectClass}
          value={form.location}
          onChange={(event) => update({ location: event.target.value as LocationPreference })}
        >
          {LOCATION_PREFERENCES.map((location) => (
            <option key={location} value={location}>{capitalise(location)}</option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

type Choice = { label: string; change: Partial<WizardForm>; focus: RefObject<HTMLSelectElement | null> };

/** One way out of a climate conflict: buttons that change the answer and return focus to its field. */
function ChoiceList({ title, choices, update }: { title: string; choices: Choice[]; update: Props["update"] }) {
  if (choices.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold">{title}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.label}>
            <button
              type="button"
              className={choiceClass}
              onClick={() => {
                update(choice.change);
                choice.focus.current?.focus();
              }}
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
