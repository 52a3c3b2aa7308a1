/**
 * The hub's six curated video searches (spec section 2): experience, cost of living, immigration process,
 * healthcare, cultural differences, and a neighbourhood guide only when the assessment names a city.
 * Each is a search on the video site, not a particular video: we do not vouch for any one channel.
 */
export type VideoGuide = { id: string; title: string; channel: string; thumbnail: string; description: string; url: string };

const search = (terms: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(terms)}`;

export function buildVideoGuides(country: string, city: string | null): VideoGuide[] {
  const guides: Omit<VideoGuide, "channel">[] = [
    { id: "experience", title: `Americans living in ${country}`, thumbnail: "experience", description: `First-hand accounts from Americans who moved to ${country}: what surprised them, what they miss.`, url: search(`Americans living in ${country} experience`) },
    { id: "cost-of-living", title: `Cost of living in ${city ?? country}`, thumbnail: "cost", description: "Monthly budgets as people actually spend them: rent, groceries, transport.", url: search(`cost of living in ${city ?? country}`) },
    { id: "immigration", title: `Moving to ${country}: the visa process`, thumbnail: "immigration", description: "Walk-throughs of residence applications, appointments and paperwork.", url: search(`${country} visa residence permit process for Americans`) },
    { id: "healthcare", title: `Healthcare in ${country} for expats`, thumbnail: "healthcare", description: "How foreigners use the public system and private insurance.", url: search(`healthcare in ${country} for expats`) },
    { id: "culture", title: `Cultural differences: ${country} and the US`, thumbnail: "culture", description: "Everyday customs, etiquette and the adjustments people describe.", url: search(`cultural differences ${country} vs USA`) },
  ];
  if (city) {
    guides.push({ id: "neighbourhoods", title: `${city} neighbourhood guide`, thumbnail: "neighbourhoods", description: `Where to live in ${city}: areas, atmosphere and prices.`, url: search(`${city} ${country} neighborhood guide where to live`) });
  }
  return guides.map((guide) => ({ ...guide, channel: "YouTube search" }));
}
