/**
 * "Your occupation: recognition of your qualification" (issue 19.3), in the immigration chapter: the answer's
 * ISCO-08 group, and for a regulated one the body that recognises a US qualification in the country, its page,
 * steps and language level (or the country's contact point when no body is listed for the group). An unregulated
 * occupation says so; an answer the synonym table does not know says it was not matched.
 */
import type { Block } from "@server/report-pdf/report-document";
import type { CountryRecognition } from "@server/knowledge/recognition/recognition.schema";
import { matchOccupation } from "@server/knowledge/occupations/match-occupation";
import { REGULATED_GROUP_ISCO } from "@server/knowledge/occupations/occupation-groups";

export const LICENSING_HEADING = "Your occupation: recognition of your qualification";

export function licensingBlocks(occupation: string, country: string, recognition: CountryRecognition): Block[] {
  const match = matchOccupation(occupation);
  const heading: Block = { kind: "subheading", text: LICENSING_HEADING };
  if (match.kind === "unmatched") {
    return [
      heading,
      {
        kind: "paragraph",
        text: `Your occupation ("${occupation}") was not matched to an occupation group, so this report cannot say whether ${country} regulates it. If your work needs a licence in the US, ask ${recognition.contactPoint.body} before you plan to work.`,
      },
      { kind: "link", label: recognition.contactPoint.body, url: recognition.contactPoint.url },
    ];
  }
  const isco = `ISCO-08 ${match.isco.code}, ${match.isco.name}`;
  if (match.kind === "unregulated") {
    return [
      heading,
      {
        kind: "paragraph",
        text: `Your occupation is in the group ${isco}, which countries do not commonly regulate: employers judge your degree and experience, and no recognition is needed to work in it. If your own role needs a licence (some engineering or finance titles do), ask ${recognition.contactPoint.body}.`,
      },
    ];
  }
  const body = recognition.professions.find((entry) => entry.group === match.group);
  const label = REGULATED_GROUP_ISCO[match.group].name.toLowerCase();
  if (!body) {
    return [
      heading,
      {
        kind: "paragraph",
        text: `Your occupation is in the group ${isco}, which most countries regulate: a US qualification must be recognised before you work in it in ${country}. This report names no specific body for ${label} there; start with the country's contact point for foreign qualifications.`,
      },
      {
        kind: "keyValues",
        rows: [
          { label: "Contact point", value: `${recognition.contactPoint.body}: ${recognition.contactPoint.what}`, source: recognition.contactPoint.source },
        ],
      },
      { kind: "link", label: recognition.contactPoint.body, url: recognition.contactPoint.url },
    ];
  }
  return [
    heading,
    {
      kind: "paragraph",
      text: `Your occupation is in the group ${isco}, a regulated profession in ${country}: your US qualification must be recognised before you work in it.`,
    },
    {
      kind: "keyValues",
      rows: [
        { label: "Who recognises it", value: body.body, source: body.source },
        { label: "Steps", value: body.steps, source: body.source },
        { label: "Language", value: body.language ?? "No language level is stated by the source; ask the body." },
      ],
    },
    { kind: "link", label: body.body, url: body.url },
  ];
}
