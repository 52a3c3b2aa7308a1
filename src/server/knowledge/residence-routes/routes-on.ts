/**
 * A country's routes as shown on a given day: each threshold defined from a base quantity ("four times the minimum
 * wage") gets the amount of the quantity's edition in force that day, the basis names that edition and the day it
 * applies from, and the edition's citation travels with it. A fee a rule re-sets on a date (Canada's permanent
 * residence fee) is resolved the same way. Fixed thresholds and fees pass through unchanged.
 */
import { describeEdition, editionOn, type BaseQuantity } from "@server/facts/base-quantities/base-quantity";
import {
  isResearched,
  type CountryRoutes,
  type CountryRoutesData,
  type DerivedFee,
  type DerivedThreshold,
  type Fee,
  type ResidenceRouteData,
  type Threshold,
  type Unknown,
} from "../knowledge.schema";

export type QuantityLookup = (id: string) => BaseQuantity | undefined;

const isDerived = (threshold: ResidenceRouteData["threshold"]): threshold is DerivedThreshold => "basedOn" in threshold;

/** Amounts computed from an edition keep at most two decimals, as a reader takes them in. */
const money = (value: number) => Math.round(value * 100) / 100;

/** The quantity a derived amount names and its edition in force on `on` (null before its first edition). */
function inForce(basedOn: DerivedThreshold["basedOn"], on: Date, quantityNamed: QuantityLookup) {
  const quantity = quantityNamed(basedOn.quantity);
  if (!quantity) throw new Error(`An amount based on an unknown quantity: ${basedOn.quantity}`);
  const edition = editionOn(quantity, on);
  if (!edition) return { quantity, edition: null, amount: null };
  return {
    quantity,
    edition: { appliesFrom: edition.appliesFrom, citation: edition.citation, ...(edition.crossCheck ? { crossCheck: edition.crossCheck } : {}) },
    described: describeEdition(quantity, edition),
    amount: money(basedOn.times * edition.value),
  };
}

export function thresholdOn(threshold: ResidenceRouteData["threshold"], on: Date, quantityNamed: QuantityLookup): Threshold | Unknown {
  if (!isDerived(threshold)) return threshold;
  const found = inForce(threshold.basedOn, on, quantityNamed);
  if (found.edition === null) return { value: null, note: `No value of ${found.quantity.what} applies yet on this date.` };
  const { basedOn: _rule, basis, ...rest } = threshold;
  return { ...rest, amount: found.amount, currency: found.quantity.currency, basis: basis.replace("{base}", found.described), edition: found.edition };
}

const isDerivedFee = (fee: ResidenceRouteData["fee"]): fee is DerivedFee => "basedOn" in fee;

/** A route's fee on `on`: a fee a rule re-sets takes its quantity's edition in force that day. */
export function feeOn(fee: ResidenceRouteData["fee"], on: Date, quantityNamed: QuantityLookup): Fee | Unknown {
  if (!isDerivedFee(fee)) return fee;
  const found = inForce(fee.basedOn, on, quantityNamed);
  if (found.edition === null) return { value: null, note: `No value of ${found.quantity.what} applies yet on this date.` };
  const { basedOn: _rule, ...rest } = fee;
  return { ...rest, amount: found.amount, currency: found.quantity.currency, edition: found.edition };
}

export function routesOn(entry: CountryRoutesData, on: Date, quantityNamed: QuantityLookup): CountryRoutes {
  return {
    ...entry,
    routes: entry.routes.map(({ savingsInstead, thresholdForAge, adultFee, ...route }) => {
      // A savings alternative, an age band or an adult's fee with no edition in force that day is left out rather than shown without an amount.
      const alternative = savingsInstead ? thresholdOn(savingsInstead, on, quantityNamed) : undefined;
      const bands = (thresholdForAge ?? []).flatMap(({ threshold, ...ages }) => {
        const resolved = thresholdOn(threshold, on, quantityNamed);
        return isResearched(resolved) ? [{ ...ages, threshold: resolved }] : [];
      });
      const perAdult = adultFee ? feeOn(adultFee, on, quantityNamed) : undefined;
      return {
        ...route,
        threshold: thresholdOn(route.threshold, on, quantityNamed),
        fee: feeOn(route.fee, on, quantityNamed),
        ...(perAdult && isResearched(perAdult) ? { adultFee: perAdult } : {}),
        ...(alternative && isResearched(alternative) ? { savingsInstead: alternative } : {}),
        ...(bands.length > 0 ? { thresholdForAge: bands } : {}),
      };
    }),
  };
}
