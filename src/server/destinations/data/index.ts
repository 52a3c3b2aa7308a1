/**
 * Every destination data file, validated against dataset.schema.ts. `loadDestinationData()` runs at
 * start-up (through the catalog) and throws a message naming the file and field on the first problem.
 */
import { z } from "zod";
import { places as argentina } from "./cities/argentina";
import { places as australia } from "./cities/australia";
import { places as austria } from "./cities/austria";
import { places as belgium } from "./cities/belgium";
import { places as brazil } from "./cities/brazil";
import { places as canada } from "./cities/canada";
import { places as chile } from "./cities/chile";
import { places as colombia } from "./cities/colombia";
import { places as costaRica } from "./cities/costa-rica";
import { places as denmark } from "./cities/denmark";
import { places as ecuador } from "./cities/ecuador";
import { places as finland } from "./cities/finland";
import { places as france } from "./cities/france";
import { places as germany } from "./cities/germany";
import { places as ghana } from "./cities/ghana";
import { places as ireland } from "./cities/ireland";
import { places as italy } from "./cities/italy";
import { places as japan } from "./cities/japan";
import { places as liberia } from "./cities/liberia";
import { places as malaysia } from "./cities/malaysia";
import { places as mexico } from "./cities/mexico";
import { places as morocco } from "./cities/morocco";
import { places as netherlands } from "./cities/netherlands";
import { places as newZealand } from "./cities/new-zealand";
import { places as nigeria } from "./cities/nigeria";
import { places as norway } from "./cities/norway";
import { places as panama } from "./cities/panama";
import { places as philippines } from "./cities/philippines";
import { places as portugal } from "./cities/portugal";
import { places as singapore } from "./cities/singapore";
import { places as southKorea } from "./cities/south-korea";
import { places as spain } from "./cities/spain";
import { places as sweden } from "./cities/sweden";
import { places as switzerland } from "./cities/switzerland";
import { places as thailand } from "./cities/thailand";
import { places as unitedKingdom } from "./cities/united-kingdom";
import { places as uruguay } from "./cities/uruguay";
import { places as vietnam } from "./cities/vietnam";
import {
  COUNTRY_SLUGS,
  countryPlacesSchema,
  exchangeRatesSchema,
  indicatorDatasetSchema,
  type CountryPlaces,
  type CountrySlug,
  type ExchangeRates,
  type IndicatorDataset,
} from "./dataset.schema";
import { exchangeRates } from "./indicators/exchange-rates";
import { withRouteFacts } from "./route-indicators";
import { fixedBroadband } from "./indicators/fixed-broadband";
import { globalPeaceIndex } from "./indicators/global-peace-index";
import { investmentRoute } from "./indicators/investment-route";
import { migrantAcceptance } from "./indicators/migrant-acceptance";
import { migrantAcceptance2016 } from "./indicators/migrant-acceptance-2016";
import { mipex } from "./indicators/mipex";
import { remoteWorkRoute } from "./indicators/remote-work-route";
import { retirementRoute } from "./indicators/retirement-route";
import { skilledWorkRoute } from "./indicators/skilled-work-route";
import { uhcServiceCoverage } from "./indicators/uhc-service-coverage";
import { usTaxTreaties } from "./indicators/us-tax-treaties";
import { usTotalizationAgreements } from "./indicators/us-totalization-agreements";
import { usVisaFreeDays } from "./indicators/us-visa-free-days";

export type DestinationData = {
  places: Record<CountrySlug, CountryPlaces>;
  indicators: {
    mipex: IndicatorDataset<number>;
    uhcServiceCoverage: IndicatorDataset<number>;
    globalPeaceIndex: IndicatorDataset<number>;
    fixedBroadband: IndicatorDataset<number>;
    migrantAcceptance: IndicatorDataset<number>;
    /** Named fallback for local acceptance where the 2019 edition has no value: Gallup's 2016-17 edition. */
    migrantAcceptance2016: IndicatorDataset<number>;
    usVisaFreeDays: IndicatorDataset<number>;
    usTaxTreaties: IndicatorDataset<boolean>;
    usTotalizationAgreements: IndicatorDataset<boolean>;
    retirementRoute: IndicatorDataset<boolean>;
    remoteWorkRoute: IndicatorDataset<boolean>;
    investmentRoute: IndicatorDataset<boolean>;
    skilledWorkRoute: IndicatorDataset<boolean>;
    /** Derived from the residence routes (route-indicators.ts), never typed. */
    passiveIncomeThreshold: IndicatorDataset<number>;
  };
  exchangeRates: ExchangeRates;
};

/** The files as written. */
const destinationFiles = {
  places: {
    portugal, spain, mexico, "costa-rica": costaRica, panama, ecuador, colombia, brazil, argentina, chile,
    uruguay, thailand, malaysia, philippines, vietnam, japan, "south-korea": southKorea, singapore, australia,
    "new-zealand": newZealand, canada, "united-kingdom": unitedKingdom, ireland, germany, france, italy,
    netherlands, denmark, sweden, norway, finland, switzerland, austria, belgium, ghana, liberia, nigeria,
    morocco,
  },
  indicators: {
    mipex, uhcServiceCoverage, globalPeaceIndex, fixedBroadband, migrantAcceptance, migrantAcceptance2016, usVisaFreeDays,
    usTaxTreaties, usTotalizationAgreements, retirementRoute, remoteWorkRoute, investmentRoute,
    skilledWorkRoute,
  },
  exchangeRates,
};

/** The files with the route figures read from the residence routes as shown on `on`, before validation. */
export const destinationDataOn = (on: Date): DestinationData => withRouteFacts(destinationFiles, on);

/** The data as shown today, before validation: what the data tools (audit, citations) walk. */
export const rawDestinationData: DestinationData = destinationDataOn(new Date());

const PORTUGAL_CITIES = ["Lisbon", "Porto", "Faro", "Braga", "Coimbra"];

function formatIssue(file: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? issue.path.join(".") : "(root)";
  return `Destination data ${file}: ${where}: ${issue?.message ?? "invalid"}`;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Destination data ${message}`);
}

/** Validates every file and the rules that span files; returns the data or throws. */
export function validateDestinationData(data: DestinationData): DestinationData {
  for (const [name, dataset] of Object.entries(data.indicators)) {
    const valueSchema = typeof Object.values(dataset.values)[0]?.value === "boolean" ? z.boolean() : z.number();
    const parsed = indicatorDatasetSchema(valueSchema).safeParse(dataset);
    if (!parsed.success) throw new Error(formatIssue(`indicators/${name}`, parsed.error));
    for (const slug of COUNTRY_SLUGS) check(slug in dataset.values, `indicators/${name}: no entry for ${slug}`);
  }

  const rates = exchangeRatesSchema.safeParse(data.exchangeRates);
  if (!rates.success) throw new Error(formatIssue("indicators/exchange-rates", rates.error));

  for (const slug of COUNTRY_SLUGS) {
    const places = data.places[slug];
    const parsed = countryPlacesSchema.safeParse(places);
    if (!parsed.success) throw new Error(formatIssue(`cities/${slug}`, parsed.error));
    check(places.country === slug, `cities/${slug}: country is "${places.country}"`);
    const names = places.cities.map((city) => city.name);
    check(new Set(names.map((n) => n.toLowerCase())).size === names.length, `cities/${slug}: duplicate city`);
    if (slug === "singapore") check(names.length === 1, "cities/singapore: exactly one city (Singapore)");
    else check(names.length >= 4 && names.length <= 5, `cities/${slug}: 4 or 5 cities, found ${names.length}`);
    if (slug === "portugal") {
      check(names.join() === PORTUGAL_CITIES.join(), `cities/portugal: must be ${PORTUGAL_CITIES.join(", ")}`);
    }
  }
  return data;
}

/** The validated data as shown on `on` (today by default); the services build it once per set of editions in force. */
export function loadDestinationData(on: Date = new Date()): DestinationData {
  return validateDestinationData(destinationDataOn(on));
}
