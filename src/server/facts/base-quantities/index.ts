/** The base quantities, validated when first read; a route threshold derived from an unknown id stops start-up. */
import { baseQuantitySchema, editionOn, type BaseQuantity } from "./base-quantity";
import { BASE_QUANTITIES } from "./quantities";
import { WAGE_RULE_QUANTITIES } from "./wage-rule-quantities";
import { INDEXED_FLOOR_QUANTITIES } from "./indexed-floors";
import { INDEXED_FEE_QUANTITIES } from "./indexed-fees";

function validated(quantities: BaseQuantity[]): Map<string, BaseQuantity> {
  const byId = new Map<string, BaseQuantity>();
  for (const quantity of quantities) {
    const parsed = baseQuantitySchema.safeParse(quantity);
    if (!parsed.success) throw new Error(`Base quantity ${quantity.id}: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
    if (byId.has(quantity.id)) throw new Error(`Base quantity ${quantity.id} is defined twice`);
    byId.set(quantity.id, quantity);
  }
  return byId;
}

const byId = validated([...BASE_QUANTITIES, ...WAGE_RULE_QUANTITIES, ...INDEXED_FLOOR_QUANTITIES, ...INDEXED_FEE_QUANTITIES]);

export const quantityNamed = (id: string): BaseQuantity | undefined => byId.get(id);
export const allBaseQuantities = (): BaseQuantity[] => [...byId.values()];

/**
 * Which edition of every base quantity applies on a day, as one key ("portugal.minimum-wage@2026-01-01,..."):
 * two days with the same key show the same figures, so what is derived from the editions is built once per key.
 */
export const editionsInForce = (on: Date): string =>
  allBaseQuantities()
    .map((quantity) => `${quantity.id}@${editionOn(quantity, on)?.appliesFrom ?? "none"}`)
    .join(",");
