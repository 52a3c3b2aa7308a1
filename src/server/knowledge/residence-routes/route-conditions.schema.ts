/**
 * What a residence route asks of the person beyond its money threshold, as its rules say (issue 28.1), so
 * eligibility can read every condition and say which one decides:
 * - `incomeKinds`: the kinds of income its money test counts (many count a salary, remote income and a pension
 *   alike: Mexico's temporary residence by economic solvency);
 * - `savingsInstead`: savings it accepts in place of that income (Mexico: an average balance over 12 months);
 * - `skill`: the skill the work must need: none, an ISCO-08 skill level at least (matched from the occupation), or
 *   the country's own occupation list (the matcher can only tell whether the occupation's skill level can be on it);
 * - `maximumAge`: an upper age limit at application (Australia's employer-nominated permanent route: under 45);
 * - `points`: a points test, with the table's link and pass mark (an estimate only where the table's points can
 *   be read from our answers, which today is age alone);
 * - `applies`: who lodges the application and where (the person online, the person at a consulate, the person in
 *   the country, or the employer), so the plan says the right step;
 * - `dependants`: who may join the main applicant (the income the law adds per member is the threshold's
 *   `household`).
 * Each carries the citation that states it.
 */
import { z } from "zod";
import { INCOME_KINDS } from "@shared/constants";
import { citationSchema } from "@server/facts/citation";

/** ISCO-08's four skill levels (1: simple routine tasks ... 4: complex problem-solving, usually a degree). */
export const SKILL_LEVELS = [1, 2, 3, 4] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

const skillLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * ISCO-08 codes (unit groups, or shorter codes for whole groups) whose occupations the route's own list or
 * classification puts on one side of its line where ISCO's skill level alone would not: e.g. Canada counts a food
 * counter attendant (a barista, ISCO 5131's skill level 2) as TEER 5, outside Express Entry's TEER 0 to 3.
 */
const iscoCodesSchema = z.array(z.string().regex(/^\d{1,4}$/)).min(1);

export const routeSkillSchema = z.discriminatedUnion("rule", [
  /** Any work, or none (retirement, remote work for a foreign employer, savings routes). */
  z.object({ rule: z.literal("any") }),
  /** Work at an ISCO-08 skill level or above (e.g. a skilled-worker route: level 3, "tertiary or equivalent"). */
  z.object({
    rule: z.literal("skill-level"),
    minimum: skillLevelSchema,
    note: z.string().min(10),
    source: citationSchema,
    /** Occupations at or above `minimum` that the route's rules still leave out. */
    excludes: iscoCodesSchema.optional(),
  }),
  /**
   * An occupation on the country's list: `lowest` is the lowest ISCO-08 skill level the list holds, so an occupation
   * below it is never on it; at or above it, the list itself decides ("check the list" with its link).
   */
  z.object({
    rule: z.literal("occupation-list"),
    list: z.string().min(3),
    url: z.url({ protocol: /^https$/ }),
    lowest: skillLevelSchema,
    note: z.string().min(10),
    source: citationSchema,
    /** Occupations the list is known to hold: met without "check the list". */
    onList: iscoCodesSchema.optional(),
    /** Occupations at or above `lowest` the list is known to leave out. */
    offList: iscoCodesSchema.optional(),
  }),
]);
export type RouteSkill = z.infer<typeof routeSkillSchema>;

/**
 * online: the person applies online; consulate: at a consulate or embassy; direct: the person sends the application
 * from abroad straight to the authority (by post or its own form, no consulate); in-country: after arriving, at the
 * immigration office; employer: the employer or sponsor files it.
 */
export const APPLICATION_CHANNELS = ["online", "consulate", "direct", "in-country", "employer"] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

/**
 * spouse-or-partner: a spouse, or an unmarried partner (registered, de facto, cohabiting); spouse: a married spouse
 * only; none: no partner may join on the route; unstated: the sources used do not say.
 */
export const PARTNER_RULES = ["spouse-or-partner", "spouse", "none", "unstated"] as const;
export type PartnerRule = (typeof PARTNER_RULES)[number];
/** dependent: children who depend on the applicant, no age stated; none: children may not join; unstated: not said. */
export const CHILDREN_RULES = ["dependent", "none", "unstated"] as const;

export const routeConditionsSchema = z.object({
  incomeKinds: z.array(z.enum(INCOME_KINDS)).min(1),
  skill: routeSkillSchema,
  /** Applicants must be under `underYears` on the day they apply. */
  maximumAge: z.union([z.object({ underYears: z.number().int().min(19).max(100), source: citationSchema }), z.null()]),
  points: z.union([
    z.object({
      passMark: z.number().int().positive(),
      /** The published points table. */
      table: z.url({ protocol: /^https$/ }),
      /** Points for age, by the age bands the table sets (from, inclusive; to, exclusive): the one part our answers show. */
      ageBands: z.array(z.object({ from: z.number().int(), to: z.number().int(), points: z.number().int().nonnegative() })).optional(),
      source: citationSchema,
    }),
    z.null(),
  ]),
  applies: z.object({
    via: z.enum(APPLICATION_CHANNELS),
    /** The step in the person's words, e.g. "Your employer files the application with the IND; you then collect the permit." */
    how: z.string().min(10),
    source: citationSchema,
  }),
  dependants: z.object({
    /** Who may join, e.g. "a spouse or registered partner and children under 18". */
    who: z.string().min(5),
    source: citationSchema,
    /** Who may come as the main applicant's partner (issue 29.3); `who` says it in words. */
    partner: z.enum(PARTNER_RULES),
    /** Which children may come: under an age, any child who depends on the applicant, none, or the sources do not say. */
    children: z.union([z.object({ underYears: z.number().int().min(1).max(30) }), z.enum(CHILDREN_RULES)]),
    /** Where a child's permit differs from the main applicant's (another permit, its own fee, a step at 18), in words. */
    childPermit: z.string().min(10).optional(),
    /**
     * Whether the money test counts a joining partner's income (issue 29.6): `counts` true when the law adds the two
     * incomes together, false when only the main applicant's own income counts. Absent: the sources do not say.
     */
    partnerIncome: z.object({ counts: z.boolean(), note: z.string().min(10), source: citationSchema }).optional(),
    /**
     * Where the family cannot come with the main applicant but only after the permit has been held this many months
     * (family reunification after a waiting period): the verdict, the route card and the timeline say the family waits.
     * Absent: the family may come from the start (or at once after the main permit is granted).
     */
    joinsAfterMonths: z.number().int().min(1).max(60).optional(),
  }),
});
export type RouteConditions = z.infer<typeof routeConditionsSchema>;
