/**
 * A country's routes as shown on a given day: each threshold defined from a base quantity ("four times the minimum
 * wage") gets the amount of the quantity's edition in force that day, the basis names that edition and the day it
 * applies from, and the edition's citation travels with it. Fixed thresholds pass through unchanged.
 */
import { describeEdition, editionOn, type BaseQuantity } from "@server/facts/base-quantities/base-quantity";
import { isResearched, type CountryRoutes, type CountryRoutesData, type DerivedThreshold, type ResidenceRouteData, type Threshold, type Unknown } from "../knowledge.schema";

export type QuantityLookup = (id: string) => BaseQuantity | undefined;

const isDerived = (threshold: ResidenceRouteData["threshold"]): threshold is DerivedThreshold => "basedOn" in threshold;

/** Amounts computed from an edition keep at most two decimals, as a reader takes them in. */
const money = (value: number) => Math.round(value * 100) / 100;

export function thresholdOn(threshold: ResidenceRouteData["threshold"], on: Date, quantityNamed: QuantityLookup): Threshold | Unknown {
  if (!isDerived(threshold)) return threshold;
  const quantity = quantityNamed(threshold.basedOn.quantity);
  if (!quantity) throw new Error(`Threshold based on an unknown quantity: ${threshold.basedOn.quantity}`);
  const edition = editionOn(quantity, on);
  if (!edition) return { value: null, note: `No value of ${quantity.what} applies yet on this date.` };
  const { basedOn, basis, ...rest } = threshold;
  return {
    ...rest,
    amount: money(basedOn.times * edition.value),
    currency: quantity.currency,
    basis: basis.replace("{base}", describeEdition(quantity, edition)),
    edition: { appliesFrom: edition.appliesFrom, citation: edition.citation, ...(edition.crossCheck ? { crossCheck: edition.crossCheck } : {}) },
  };
}

export function routesOn(entry: CountryRoutesData, on: Date, quantityNamed: QuantityLookup): CountryRoutes {
  return {
    ...entry,
    routes: entry.routes.map(({ savingsInstead, thresholdForAge, ...route }) => {
      // A savings alternative or an age band with no edition in force that day is left out rather than shown without an amount.
      const alternative = savingsInstead ? thresholdOn(savingsInstead, on, quantityNamed) : undefined;
      const bands = (thresholdForAge ?? []).flatMap(({ threshold, ...ages }) => {
        const resolved = thresholdOn(threshold, on, quantityNamed);
        return isResearched(resolved) ? [{ ...ages, threshold: resolved }] : [];
      });
      return {
        ...route,
        threshold: thresholdOn(route.threshold, on, quantityNamed),
        ...(alternative && isResearched(alternative) ? { savingsInstead: alternative } : {}),
        ...(bands.length > 0 ? { thresholdForAge: bands } : {}),
      };
    }),
  };
}
