/**
 * Health cover by age band (issue 19.5): what a person under 40, 40 to 59, and 60 or over pays, from a country's
 * quoted premiums and how its cover is priced with age.
 *
 * - Community-rated or income-based cover: one quoted premium (or contribution) stands for every band, and the
 *   row says so, with the source of the rule.
 * - Age-rated cover: a quote whose ages centre in the band is the band's figure; a band with none is estimated
 *   from the nearest quote, scaled by the US federal default age curve (age-curve.ts), and labelled an estimate.
 * - Otherwise the band has no figure, and says why.
 */
import type { Citation } from "@server/facts/citation";
import { isResearched, type Unknown } from "../knowledge.schema";
import { AGE_CURVE, ageFactor } from "./age-curve";
import type { AgedPremium, CountryHealthcare, InsuranceCost } from "./healthcare.schema";

const isUnknown = <T extends object>(fact: T | Unknown): fact is Unknown => !isResearched(fact);

export const AGE_BANDS = [
  { id: "under-40", label: "Under 40", from: 18, to: 39, typicalAge: 30 },
  { id: "40-59", label: "40 to 59", from: 40, to: 59, typicalAge: 50 },
  { id: "60-plus", label: "60 and over", from: 60, to: 120, typicalAge: 64 },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export type BandPremium = {
  band: AgeBand;
  /**
   * quoted: a premium quoted for ages in the band; same-at-every-age: one premium for all adults (by law, or a
   * figure quoted for all ages); estimate: scaled from a quote at another age; income-based: a public scheme whose
   * contribution follows income, not age (the rule, no figure); none: no figure, and why.
   */
  kind: "quoted" | "same-at-every-age" | "estimate" | "income-based" | "none";
  /** The premium for the band, in the currency and period its source states (an estimate keeps its quote's). */
  cost: InsuranceCost | null;
  /** One sentence: whose premium it is, or how it was estimated, or why there is none. */
  basis: string;
  sources: Citation[];
};

/** A quote spanning this many years or more is for adults of every age, not for one band. */
const EVERY_AGE_SPAN = 40;

const centre = (premium: AgedPremium) => (premium.forAges.from + premium.forAges.to) / 2;
const agesText = ({ from, to }: { from: number; to: number }) => (from === to ? `age ${from}` : to >= 99 ? `ages ${from} and over` : `ages ${from} to ${to}`);
const isEveryAge = (premium: AgedPremium) => premium.forAges.to - premium.forAges.from >= EVERY_AGE_SPAN;

/** Every quote with stated ages: the dedicated list, and the headline premium when it states ages. */
export function agedQuotes(entry: CountryHealthcare): AgedPremium[] {
  const headline = entry.privateInsuranceCost;
  const quotes = [...entry.premiumsByAge];
  if (!isUnknown(headline) && headline.forAges) quotes.push({ ...headline, forAges: headline.forAges });
  return quotes;
}

const nearest = (quotes: AgedPremium[], age: number) => [...quotes].sort((a, b) => Math.abs(centre(a) - age) - Math.abs(centre(b) - age))[0];

function estimateFrom(band: AgeBand, from: AgedPremium, ratingSource: Citation): BandPremium {
  const quotedAge = Math.round(centre(from));
  const ratio = ageFactor(band.typicalAge) / ageFactor(quotedAge);
  const amount = Math.round(from.amount * ratio * 100) / 100;
  return {
    band,
    kind: "estimate",
    cost: { ...from, amount, forAges: { from: band.typicalAge, to: band.typicalAge } },
    basis:
      `Estimate for age ${band.typicalAge}: the premium quoted for ${agesText(from.forAges)} (${from.currency} ${from.amount} a ${from.period}; ${from.basis}) scaled by the US federal default age curve ` +
      `(${ratio.toFixed(2)} times). Insurers here price by age; private plans abroad often rise faster after 60, and some refuse new customers at older ages.`,
    sources: [from.source, AGE_CURVE.source, ratingSource],
  };
}

/** The three bands for one country, each a figure or the reason there is none. */
export function premiumBands(entry: CountryHealthcare): BandPremium[] {
  const rating = entry.premiumRating;
  const quotes = agedQuotes(entry);
  const banded = quotes.filter((quote) => !isEveryAge(quote));
  const everyAge = quotes.find(isEveryAge);
  return AGE_BANDS.map((band): BandPremium => {
    const inBand = nearest(banded.filter((quote) => centre(quote) >= band.from && centre(quote) <= band.to), band.typicalAge);
    if (inBand) return { band, kind: "quoted", cost: inBand, basis: `Quoted for ${agesText(inBand.forAges)}: ${inBand.basis}`, sources: [inBand.source] };
    if (everyAge) {
      const rule = isUnknown(rating) ? "" : ` ${rating.text}`;
      return { band, kind: "same-at-every-age", cost: everyAge, basis: `The same at every adult age (${agesText(everyAge.forAges)}): ${everyAge.basis}.${rule}`, sources: isUnknown(rating) ? [everyAge.source] : [everyAge.source, rating.source] };
    }
    if (isUnknown(rating)) return { band, kind: "none", cost: null, basis: `No premium quoted for this age band. ${rating.note}`, sources: [] };
    if (rating.kind === "income-based") return { band, kind: "income-based", cost: null, basis: `Set by income, not age: ${rating.text}`, sources: [rating.source] };
    const from = nearest(banded, band.typicalAge);
    if (rating.kind === "age-rated" && from) return estimateFrom(band, from, rating.source);
    return { band, kind: "none", cost: null, basis: `${rating.text} No premium quoted for a stated age was found.`, sources: [rating.source] };
  });
}
