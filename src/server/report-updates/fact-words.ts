/**
 * A fact's id in the buyer's words (issue 31): "residence-routes/portugal/d8/threshold" is "D8 visa for remote work
 * (digital nomad), residence track: the money it asks for". Route names are today's; other facts are named by
 * where they sit.
 */
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import type { ResidenceRoute } from "@server/knowledge/knowledge.schema";

const ROUTE_FIELDS: Record<string, string> = {
  threshold: "the money it asks for",
  "savings-instead": "the savings it accepts instead",
  "threshold-for-age": "the money it asks for at some ages",
  fee: "its fee",
  "adult-fee": "the fee each adult pays",
  "processing-time": "how long a decision takes",
  "duration-and-renewal": "how long it lasts and how it is renewed",
  "permanent-residence": "years to permanent residence",
  citizenship: "years to citizenship",
  "minimum-age": "its minimum age",
  conditions: "what it asks of you",
};

const AREAS: Record<string, string> = {
  emergency: "Emergency contacts",
  tax: "Tax",
  healthcare: "Healthcare",
  housing: "Housing",
  culture: "Culture and language",
  recognition: "Recognition of qualifications",
  "retiree-tax": "Tax on US retirement income",
  schools: "Schools",
  directory: "Directory of professional help",
  places: "Cities and living costs",
  indicators: "Figures behind your score",
  "exchange-rates": "Exchange rate",
  "us-tax-rules": "US tax rules",
  "us-preparations": "Before you leave the US",
};

const words = (segment: string) => segment.replace(/-/g, " ");
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function factInWords(factId: string, catalogue: FactCatalogue): string {
  const [area = "", country = "", ...rest] = factId.split("/");
  if (area === "residence-routes") {
    const [routeId = "", field = "", ...more] = rest;
    // A route the data no longer holds is named from its id.
    const route = catalogue.records.get(`${area}/${country}/${routeId}`) as ResidenceRoute | undefined;
    const name = route?.name ?? sentence(words(routeId));
    const what = ROUTE_FIELDS[field] ?? words([field, ...more].join(" "));
    return `${name}: ${what}`;
  }
  if (area === "emergency" && rest[0] === "numbers") return "Emergency numbers";
  if (area === "emergency" && rest[0] === "us-posts") return `US embassy or consulate in ${sentence(words(rest[1] ?? ""))}`;
  if (area === "emergency" && rest[0] === "advisory") return "US travel advisory";
  if (area === "exchange-rates") return `Exchange rate of the ${country === "shared" ? (rest[0] ?? "").toUpperCase() : country.toUpperCase()} to the US dollar`;
  const where = AREAS[area] ?? sentence(words(area));
  return rest.length > 0 ? `${where}: ${rest.map(words).join(", ")}` : where;
}
