/**
 * The official bodies a buyer deals with in their destination, from the fact catalogue (never searches): the
 * immigration authority and the official page of the route their plan follows, the tax authority, the US embassy
 * (with its phone) and, for a regulated occupation, the body that recognises their qualification.
 */
import type { Assessment } from "@shared/contracts/assessments";
import type { OfficialLink } from "@shared/contracts/hub";
import { factsInForce, type InForce } from "@server/in-force";
import { isResearched } from "@server/knowledge/index";
import { readTopic } from "@server/facts/catalogue/read-facts";
import { matchOccupation } from "@server/knowledge/occupations/match-occupation";
import { routeToPlan } from "@server/reports/relocation-timeline";
import { eligibilityFor } from "@server/eligibility/eligibility";

export type OfficialOffices = { links: OfficialLink[]; gaps: string[] };

/** The roles every destination should have an office for; a role without one is a gap, said plainly. */
const EXPECTED_ROLES = ["Immigration authority", "Tax authority", "US embassy"] as const;

export function officialLinks(assessment: Assessment, inForce: InForce): OfficialOffices {
  const { catalog, data } = inForce;
  const facts = factsInForce(inForce);
  const destination = catalog.findByName(assessment.preferred_country);
  if (!destination) return { links: [], gaps: [] };
  const slug = destination.slug;
  const links: OfficialLink[] = [];
  const directory = readTopic(facts, "directory", slug).record;
  const entries = isResearched(directory) ? directory.entries : [];
  for (const entry of entries.filter((candidate) => candidate.category === "immigration-authority")) {
    links.push({ role: "Immigration authority", name: entry.name, url: entry.url, phone: null });
  }
  const routes = readTopic(facts, "residenceRoutes", slug).record;
  if (isResearched(routes)) {
    const planned = routeToPlan(routes, eligibilityFor(assessment, destination, facts, data.exchangeRates).verdicts, assessment.user_job);
    if (planned) links.push({ role: "Your route's official page", name: planned.route.name, url: planned.route.officialPage, phone: null });
  }
  for (const entry of entries.filter((candidate) => candidate.category === "tax-authority")) {
    links.push({ role: "Tax authority", name: entry.name, url: entry.url, phone: null });
  }
  const emergency = readTopic(facts, "emergency", slug).record;
  const embassy = isResearched(emergency) ? emergency.usPosts.find((post) => post.kind === "embassy") : undefined;
  if (embassy) links.push({ role: "US embassy", name: `US Embassy ${embassy.city}`, url: embassy.url, phone: embassy.phone });
  const recognition = readTopic(facts, "recognition", slug).record;
  if (isResearched(recognition)) {
    const match = matchOccupation(assessment.user_job);
    const body = match.kind === "regulated" ? recognition.professions.find((entry) => entry.group === match.group) : undefined;
    if (body) links.push({ role: "Recognition of your qualification", name: body.body, url: body.url, phone: null });
    else links.push({ role: "Recognition of foreign qualifications", name: recognition.contactPoint.body, url: recognition.contactPoint.url, phone: null });
  }
  const gaps = EXPECTED_ROLES.filter((role) => !links.some((link) => link.role === role)).map(
    (role) => `${role}: we have no official page for ${destination.name} yet; your report's chapters name the sources they used.`,
  );
  return { links, gaps };
}
