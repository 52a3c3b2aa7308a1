/**
 * The chapters of the paid report, in order: the report builder titles its sections with these and the site
 * lists them, so the site never promises a chapter the PDF does not have.
 */
export const REPORT_CHAPTERS = {
  summary: "Executive summary",
  profile: "Your profile and priorities",
  score: "Your score, explained",
  evidence: "The evidence behind each factor",
  immigration: "Immigration requirements",
  routes: "Residence routes and US ties at a glance",
  budget: "Cost of living and your budget",
  healthcare: "Healthcare and insurance",
  tax: "Tax and finance",
  housing: "Housing",
  schools: "Schools for your children",
  culture: "Cultural integration and language",
  climate: "Climate and location fit",
  timeline: "Your relocation timeline",
  emergency: "Emergency contacts and support",
  directory: "Professional services directory",
  alternatives: "Your top alternatives",
  method: "How this report was made",
  hub: "Your relocation hub",
} as const;

export type ReportChapter = keyof typeof REPORT_CHAPTERS;

/** Chapters a report has only for some households, and when: the site says so beside the chapter's name. */
export const CHAPTER_ONLY_WHEN: Partial<Record<ReportChapter, string>> = { schools: "when children move with you" };

/** The chapters a report for this household has, in order. */
export function reportChaptersFor(household: { children: number }): string[] {
  return (Object.keys(REPORT_CHAPTERS) as ReportChapter[]).filter((chapter) => chapter !== "schools" || household.children > 0).map((chapter) => REPORT_CHAPTERS[chapter]);
}

/** Every chapter as the site lists it, a conditional one with when it is included. */
export function chapterListing(): string[] {
  return (Object.keys(REPORT_CHAPTERS) as ReportChapter[]).map((chapter) => {
    const when = CHAPTER_ONLY_WHEN[chapter];
    return when ? `${REPORT_CHAPTERS[chapter]} (${when})` : REPORT_CHAPTERS[chapter];
  });
}

/** The spec's report length ("40+ pages"): the site says it, and the every-country report test holds each report to it. */
export const REPORT_MIN_PAGES = 40;
