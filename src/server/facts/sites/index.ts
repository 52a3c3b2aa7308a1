/** Every registered site, merged from one file per data area (so people editing different areas never collide). */
import { citiesSites } from "./cities";
import { indicatorsSites } from "./indicators";
import { routesSites } from "./routes";
import { taxSites } from "./tax";
import { healthcareSites } from "./healthcare";
import { housingSites } from "./housing";
import { cultureSites } from "./culture";
import { emergencySites } from "./emergency";
import { emergencyEuropeAfricaSites } from "./emergency-europe-africa";
import { directorySites } from "./directory";
import { contentSites } from "./content";
import { baseQuantitiesSites } from "./base-quantities";
import { recognitionSites } from "./recognition";
import { retireeTaxSites } from "./retiree-tax";
import { schoolsSites } from "./schools";
import type { Site, SiteRegistry } from "./site";

const AREAS: SiteRegistry[] = [citiesSites, indicatorsSites, routesSites, taxSites, healthcareSites, housingSites, cultureSites, emergencySites, emergencyEuropeAfricaSites, directorySites, contentSites, baseQuantitiesSites, recognitionSites, retireeTaxSites,
  schoolsSites];

function merge(areas: SiteRegistry[]): SiteRegistry {
  const merged: SiteRegistry = {};
  for (const area of areas) {
    for (const [name, site] of Object.entries(area)) {
      const known = merged[name];
      if (known && known.kind !== site.kind) throw new Error(`Site "${name}" is registered as both ${known.kind} and ${site.kind}`);
      merged[name] = { kind: site.kind, hosts: [...new Set([...(known?.hosts ?? []), ...site.hosts])] };
    }
  }
  return merged;
}

export const SITES: SiteRegistry = merge(AREAS);

const bareHost = (url: string) => new URL(url).host.replace(/^www\./, "").toLowerCase();

/** True when `url` is on one of the site's hosts (a host covers its subdomains). */
export function siteServes(site: Site, url: string): boolean {
  const host = bareHost(url);
  return site.hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** The registered site named `name`, if any. */
export const siteNamed = (name: string): Site | undefined => SITES[name];
