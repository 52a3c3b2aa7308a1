/** "Your relocation timeline": the month-by-month plan, around the route that fits the buyer best. */
import { factIdsOf, readShared } from "@server/facts/catalogue/read-facts";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import { textRow } from "./fact-rows";
import { usFeeText } from "./first-year-costs";
import { planTimeline, timelineInputFor } from "./relocation-timeline";
import type { ReportFacts } from "./report-facts";

/** The US-side papers that take weeks: started in the first months, whatever the route. */
function usPaperworkBlocks(facts: ReportFacts): Block[] {
  const { criminalRecord, apostille, pets } = readShared(facts.catalogue, "usPreparations").record;
  return [
    { kind: "subheading", text: "Paperwork to start in the United States" },
    {
      kind: "paragraph",
      text: `These take weeks and are done on the US side, so start them in the first two months. ${facts.destination.name}'s authority for your route says which documents it wants, and whether they need an apostille and a certified translation.`,
    },
    {
      kind: "keyValues",
      rows: [
        {
          ...textRow(criminalRecord.topic, criminalRecord.rule, facts.catalogue),
          value: `${criminalRecord.rule.text} Fee: ${usFeeText(criminalRecord.fee)}.`,
          facts: factIdsOf(facts.catalogue, criminalRecord.rule, criminalRecord.fee),
        },
        ...[apostille, pets].map((fact) => textRow(fact.topic, fact.rule, facts.catalogue)),
      ],
    },
  ];
}

export function timelineSection(facts: ReportFacts): ReportSection {
  const { destination, assessment, eligibility } = facts;
  const input = timelineInputFor(assessment, destination, facts.catalogue, eligibility.verdicts);
  const { planned } = input;
  const months = planTimeline(input);
  const intro = planned
    ? `A plan from decision to arrival, built around the ${planned.route.name}. The months are the usual order of steps; the route's processing time decides how long the wait lasts, so move later steps if it runs long.`
    : `A plan from decision to arrival. This report does not yet cover the detailed routes for ${destination.name}, so the plan names the steps every route shares; the official page of your route sets the documents and the processing time.`;
  return {
    id: "timeline",
    title: REPORT_CHAPTERS.timeline,
    blocks: [
      { kind: "paragraph", text: intro },
      ...months.flatMap((month): Block[] => [
        { kind: "subheading", text: `${month.when}: ${month.title}` },
        { kind: "list", items: month.steps, ordered: true },
      ]),
      ...usPaperworkBlocks(facts),
    ],
  };
}
