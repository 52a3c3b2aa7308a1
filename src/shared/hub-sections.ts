/**
 * The parts of the relocation hub that the site and the report promise a buyer, in the hub's order: the hub
 * page titles its sections with these, and the results page's bonus box and the report's hub chapter list
 * their `offer`, so no page promises something the hub does not show (no ratings, verified partners,
 * community support or cost updates: the hub has none).
 */
export const HUB_SECTIONS = {
  help: {
    title: "Finding professional help",
    offer: "Where to find a lawyer, a U.S. tax preparer, an international mover or an international school, and official guidance on banking and health insurance abroad",
  },
  videos: {
    title: "Video insights from people who moved",
    offer: "Video searches for Americans' own accounts of the move: living there, costs, the visa process, healthcare and culture",
  },
  networks: {
    title: "Online networks",
    offer: "Links to online communities of people abroad: Facebook groups, Reddit and Discord",
  },
  tips: {
    title: "Quick-start tips",
    offer: "Quick-start tips for before and after the move",
  },
} as const;
