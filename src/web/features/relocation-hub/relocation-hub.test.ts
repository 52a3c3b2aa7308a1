import { describe, expect, it } from "vitest";
import { buildVideoGuides } from "./build-video-guides";
import { HUB_CATEGORIES, LIMITATIONS, onlineNetworks } from "./hub-content";

describe("the relocation hub's content", () => {
  it("builds six video searches with a city, five without, each an encoded YouTube search", () => {
    const withCity = buildVideoGuides("Costa Rica", "San José");
    expect(withCity.map((guide) => guide.id)).toEqual(["experience", "cost-of-living", "immigration", "healthcare", "culture", "neighbourhoods"]);
    expect(buildVideoGuides("Costa Rica", null)).toHaveLength(5);
    for (const guide of withCity) {
      expect(guide.url.startsWith("https://www.youtube.com/results?search_query=")).toBe(true);
      expect(guide.url).not.toContain(" ");
      expect(guide.channel).toBe("YouTube search");
    }
    expect(decodeURIComponent(withCity[5]?.url ?? "")).toContain("San José Costa Rica");
  });

  it("has the six help categories, each naming real directories over https, with no ratings, reviews or phone numbers", () => {
    expect(HUB_CATEGORIES.map((category) => category.id)).toEqual(["legal", "banking", "health-insurance", "moving", "tax", "schools"]);
    for (const category of HUB_CATEGORIES) {
      expect(category.directories.length).toBeGreaterThan(0);
      for (const directory of category.directories) {
        expect(directory.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov|org|com)\//);
        expect(Object.keys(directory).sort()).toEqual(["name", "url", "what"]);
        expect(directory.what).not.toMatch(/\+?\d[\d\s-]{7,}\d/);
      }
    }
  });

  it("quotes the spec's example prices as examples, and links networks for the destination", () => {
    expect(LIMITATIONS.join(" ")).toMatch(/\$100\/month.*\$5,000-\$15,000.*\$390\/year.*0\.5-2%/);
    expect(onlineNetworks("Portugal")[0]?.url).toBe("https://www.facebook.com/search/groups/?q=Americans%20in%20Portugal");
  });
});
