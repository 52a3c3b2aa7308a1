/**
 * The relocation hub's fixed content. The spec's partner cards carry fixed ratings, review counts,
 * "verified partner" badges and phone numbers; those would be invented, so each card instead names real
 * public bodies and official directories (with their real addresses) a person uses to find that kind
 * of help. None of them is a NewShores partner, and the cards say so.
 */
import type { ReportChapter } from "@shared/report-chapters";

export type HubDirectory = { name: string; url: string; what: string };
export type HubCategory = { id: string; title: string; summary: string; directories: HubDirectory[] };

export const PARTNER_DISCLOSURE = "Official and industry directories, not NewShores partners: we receive nothing for these links.";

export const HUB_CATEGORIES: HubCategory[] = [
  {
    id: "legal",
    title: "Immigration & legal",
    summary: "A licensed local lawyer for visas, residence permits, contracts and property.",
    directories: [
      {
        name: "U.S. Department of State: Retaining a Foreign Attorney",
        url: "https://travel.state.gov/content/travel/en/legal/travel-legal-considerations/internl-judicial-asst/Retaining-Foreign-Attorney.html",
        what: "How to choose a foreign lawyer; each U.S. embassy publishes a list of local attorneys who serve U.S. citizens.",
      },
    ],
  },
  {
    id: "banking",
    title: "Banking & money",
    summary: "Opening a local account as an American, and the U.S. reporting that comes with it.",
    directories: [
      {
        name: "FinCEN: Report of Foreign Bank and Financial Accounts (FBAR)",
        url: "https://www.fincen.gov/report-foreign-bank-and-financial-accounts",
        what: "Americans whose foreign accounts together pass the FBAR threshold at any time in a year report them to the U.S. Treasury every year; FinCEN's page gives the threshold and how to file (your report's tax chapter states it with its source).",
      },
    ],
  },
  {
    id: "health-insurance",
    title: "Health insurance",
    summary: "Cover for the months before you can join a public system, and for evacuation.",
    directories: [
      {
        name: "U.S. Department of State: Insurance Coverage Overseas",
        url: "https://travel.state.gov/content/travel/en/international-travel/before-you-go/your-health-abroad/Insurance_Coverage_Overseas.html",
        what: "What Medicare and U.S. plans do not cover abroad, and what to look for in travel health and evacuation insurance.",
      },
      {
        name: "U.S. Department of State: Your Health Abroad",
        url: "https://travel.state.gov/content/travel/en/international-travel/before-you-go/your-health-abroad.html",
        what: "Lists of local doctors and hospitals are on each U.S. embassy's website.",
      },
    ],
  },
  {
    id: "moving",
    title: "International moving",
    summary: "Movers that belong to the international trade bodies, which set standards and audit members.",
    directories: [
      { name: "FIDI Global Alliance", url: "https://www.fidi.org/", what: "The alliance of quality-certified international movers (FAIM accreditation), with a directory of affiliates." },
      { name: "International Association of Movers (IAM)", url: "https://www.iamovers.org/", what: "The moving and forwarding industry's global trade association, with a member directory." },
    ],
  },
  {
    id: "tax",
    title: "Expat tax",
    summary: "U.S. citizens file U.S. returns wherever they live; a preparer who knows both countries helps.",
    directories: [
      {
        name: "IRS: U.S. citizens and resident aliens abroad",
        url: "https://www.irs.gov/individuals/international-taxpayers/us-citizens-and-resident-aliens-abroad",
        what: "Filing rules, the foreign earned income exclusion and the foreign tax credit (Publication 54).",
      },
      {
        name: "IRS Directory of Federal Tax Return Preparers",
        url: "https://irs.treasury.gov/rpo/rpo.jsf",
        what: "Search for credentialed preparers (CPAs, enrolled agents, attorneys), including those based abroad.",
      },
    ],
  },
  {
    id: "schools",
    title: "International schools",
    summary: "Accredited schools teaching in English or with international curricula.",
    directories: [
      { name: "Council of International Schools (CIS)", url: "https://www.cois.org/", what: "The membership and accreditation body of international schools, with a school directory." },
      { name: "International Baccalaureate: find an IB school", url: "https://www.ibo.org/programmes/find-an-ib-school/", what: "Every school authorised to teach IB programmes, searchable by country." },
    ],
  },
];

/** The spec's example prices, quoted as examples, not quotes from any provider. */
export const LIMITATIONS = [
  "Health insurance for expats often starts from about $100/month",
  "An international household move typically costs $5,000-$15,000",
  "U.S. expat tax preparation starts from about $390/year",
  "Currency transfer fees run about 0.5-2% of the amount",
];

export function onlineNetworks(country: string): { name: string; url: string; what: string }[] {
  const query = encodeURIComponent(`Americans in ${country}`);
  return [
    { name: "Facebook groups", url: `https://www.facebook.com/search/groups/?q=${query}`, what: `A search for groups of Americans living in ${country} (you need a Facebook account).` },
    { name: "Reddit r/expats", url: "https://www.reddit.com/r/expats/", what: "A large public forum of people living abroad; search it for your destination." },
    { name: "Discord servers", url: "https://discord.com/servers", what: `Discord's public server directory: search it for ${country} expat or language-exchange communities.` },
  ];
}

export const QUICK_START_TIPS = [
  "Check your passport is valid for at least six months beyond your planned move date.",
  "Read the destination's official immigration page before paying any agent or lawyer.",
  "Enrol in the State Department's Smart Traveler Enrollment Program (STEP) once you arrive.",
  "Keep filing U.S. tax returns: citizenship-based taxation applies wherever you live.",
  "Visit for a few weeks before signing a long lease, ideally in the season you find hardest.",
];

export const HUB_LIMITS = [
  "Peer insights and general starting points, not advice for your situation",
  "Directories to search yourself",
  "No costs or thresholds checked against your budget",
];

/** What the report adds to this hub, each line tied to the report chapter that delivers it. */
export const REPORT_ADVANTAGES: { chapter: ReportChapter; text: string }[] = [
  { chapter: "score", text: "Your score explained factor by factor, with every figure's source and date" },
  { chapter: "budget", text: "Your housing budget against the sourced rents of your destination's cities" },
  { chapter: "routes", text: "The residence routes and U.S. ties that apply to your destination" },
  { chapter: "hub", text: "A PDF to download and keep (by e-mail too, if you give an address), with two years of access to this hub" },
];
