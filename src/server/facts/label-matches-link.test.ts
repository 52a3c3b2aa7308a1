/**
 * A citation's label says what its link opens: the name that runs the page (`via`, or the publisher when the link
 * is the publisher's own page) is a registered site serving the link's host. One test per data area, so a
 * failure names the area to fix.
 */
import { describe, expect, it } from "vitest";
import { allCitations, CITATION_AREAS } from "./all-citations";
import { RESEARCH_WORDS, citationLabel } from "./citation";
import { SITES, siteServes } from "./sites/index";
import { rawDestinationData } from "@server/destinations/data/index";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";

const citations = allCitations();

describe("every citation's label says what its link opens", () => {
  for (const area of CITATION_AREAS) {
    it(`${area}: the page's owner is named and registered for the link's host`, () => {
      const wrong = citations
        .filter((placed) => placed.area === area)
        .flatMap(({ path, citation }) => {
          const owner = citation.via ?? citation.publisher;
          const site = SITES[owner];
          if (!site) return [`${path}: "${owner}" is not a registered site (${citation.url})`];
          if (!siteServes(site, citation.url)) return [`${path}: "${owner}" does not serve ${new URL(citation.url).host}`];
          return [];
        });
      expect(wrong).toEqual([]);
    });
  }

  it("a link whose address names another destination country is labelled with that country, so the label says which country's page opens", () => {
    const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    const names = (sequence: string[], name: string[]) => sequence.some((_, at) => name.every((word, offset) => sequence[at + offset] === word));
    const destinations = COUNTRY_SLUGS.map((slug) => ({ slug, name: words(rawDestinationData.places[slug].name) }));
    const wrong = citations.flatMap(({ path, country, citation }) => {
      // The World Factbook files its countries under regions ("australia-oceania/nz.json"): a region, not a country.
      const address = words(decodeURIComponent(new URL(citation.url).pathname).replace(/australia-oceania/gi, ""));
      const label = words(citationLabel(citation).replace(/Australian/g, "Australia"));
      return destinations
        .filter(({ slug, name }) => slug !== country && names(address, name) && !names(label, name))
        .map(({ slug }) => `${path}: the link names ${slug}, the label does not (${citationLabel(citation)}: ${citation.url})`);
    });
    expect(wrong).toEqual([]);
  });

  it("no label describes how a figure was found", () => {
    const labels = citations.map(({ path, citation }) => [path, citationLabel(citation)] as const);
    expect(labels.filter(([, label]) => RESEARCH_WORDS.test(label)).map(([path, label]) => `${path}: ${label}`)).toEqual([]);
  });
});

describe("a label says whether its page copies the publisher or reports on it", () => {
  it("'as republished by' for a faithful copy, 'reported by' for an article", () => {
    const base = { publisher: "Australian Department of Foreign Affairs and Trade", title: "Panama travel advice (Smartraveller): Local contacts" };
    expect(citationLabel({ ...base, via: "GitHub (marcolussetti/travel-advisories repository)" })).toBe(
      "Australian Department of Foreign Affairs and Trade, Panama travel advice (Smartraveller): Local contacts, as republished by GitHub (marcolussetti/travel-advisories repository)",
    );
    expect(citationLabel({ ...base, via: "Mothership" })).toMatch(/, reported by Mothership$/);
    expect(citationLabel(base)).toBe("Australian Department of Foreign Affairs and Trade, Panama travel advice (Smartraveller): Local contacts");
  });
});
