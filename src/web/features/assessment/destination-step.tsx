import { CLIMATE_PREFERENCES, LOCATION_PREFERENCES, type ClimatePreference, type LocationPreference } from "@shared/constants";
import type { DestinationsResponse } from "@shared/contracts/destinations";
import type { ApiData } from "@web/lib/use-api-data";
import type { WizardForm } from "./wizard-rules";

type Props = { form: WizardForm; update: (change: Partial<WizardForm>) => void; destinations: ApiData<DestinationsResponse> };

const selectClass = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function DestinationStep({ form, update, destinations }: Props) {
  const countries = destinations.status === "ready" ? destinations.data.countries : [];
  const cities = countries.find((country) => country.name === form.country)?.cities ?? [];
  return (
    <fieldset className="space-y-5">
      <legend className="text-xl font-semibold">Destination Preferences</legend>
      {(destinations.status === "error" || destinations.status === "not_found") && (
        <p role="alert" className="text-red-700">The list of countries could not be loaded. Please refresh the page.</p>
      )}
      <div>
        <label htmlFor="country" className="font-medium">Preferred Country</label>
        <select
          id="country"
          className={selectClass}
          value={form.country}
          disabled={destinations.status !== "ready"}
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
          id="climate"
          className={selectClass}
          value={form.climate}
          onChange={(event) => update({ climate: event.target.value as ClimatePreference | "" })}
        >
          <option value="">Select a climate</option>
          {CLIMATE_PREFERENCES.map((climate) => (
            <option key={climate} value={climate}>{capitalise(climate)}</option>
          ))}
        </select>
      </div>
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
