/**
 * Everyone who moves (issue 29): the household the answers describe, the size of home it needs, and how much more
 * than one person it spends on what is shared and what is not (the modified OECD equivalence scale). Every room
 * that budgets for the person reads these rules from here, so a rule is stated and applied once.
 */
import type { Citation } from "@server/facts/citation";

export type Household = { adults: number; children: number };

/** One adult, no children: what the answers mean when they say nothing about the household. */
export const ONE_ADULT: Household = { adults: 1, children: 0 };

export function householdOf(answers: { household_adults?: number | null; household_children?: number | null }): Household {
  return { adults: answers.household_adults ?? 1, children: answers.household_children ?? 0 };
}

export const isOnePerson = (household: Household): boolean => household.adults === 1 && household.children === 0;

/** "2 adults and 2 children", "1 adult". */
export function householdInWords({ adults, children }: Household): string {
  const grown = `${adults} ${adults === 1 ? "adult" : "adults"}`;
  return children === 0 ? grown : `${grown} and ${children} ${children === 1 ? "child" : "children"}`;
}

export type Bedrooms = 1 | 2 | 3;

/** The size of home a household needs, as the product counts it; said once, shown wherever a rent is compared. */
export const HOME_SIZE_RULE = "one bedroom for one or two adults, two bedrooms with one child, three with two or more children";

export function bedroomsFor(household: Household): Bedrooms {
  return household.children === 0 ? 1 : household.children === 1 ? 2 : 3;
}

/**
 * The modified OECD equivalence scale, as Eurostat states it: 1.0 for the first adult, 0.5 for each further person
 * aged 14 or over, 0.3 for each child under 14. The assessment does not ask children's ages, so each child counts
 * 0.3 (a teenager would count 0.5): household costs for teenagers are understated, and the report says so.
 */
export const EQUIVALENCE_SCALE = {
  firstAdult: 1,
  furtherAdult: 0.5,
  child: 0.3,
  source: {
    publisher: "Eurostat",
    title: "Glossary: Equivalised disposable income",
    url: "https://ec.europa.eu/eurostat/statistics-explained/index.php/Glossary:Equivalised_disposable_income",
    asOf: "2021",
    research: "Stored copy of the Statistics Explained glossary page: 'the modified OECD scale ... 1.0 to the first adult; 0.5 to the second and each subsequent person aged 14 and over; 0.3 to each child aged under 14'. Statistics Finland's and Statistics Norway's definitions pages state the same weights.",
  } satisfies Citation,
} as const;

/** The household's size in "equivalent adults": what its shared living costs are, as a multiple of one adult's. */
export function equivalentAdults({ adults, children }: Household): number {
  return EQUIVALENCE_SCALE.firstAdult + EQUIVALENCE_SCALE.furtherAdult * (adults - 1) + EQUIVALENCE_SCALE.child * children;
}

/** How the scale is applied, in one sentence for the reader. */
export function scaleInWords(household: Household): string {
  const factor = equivalentAdults(household);
  return `Groceries, utilities and transport for ${householdInWords(household)} are counted at ${factor.toFixed(1)} times one adult's (the modified OECD equivalence scale: 1 for the first adult, 0.5 for each further adult, 0.3 for each child; children's ages are not asked, so each counts as under 14).`;
}
