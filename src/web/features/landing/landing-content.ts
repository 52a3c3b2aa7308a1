/** Landing page copy. The testimonials are illustrative personas, labelled as such on the page. */
import { COUNTRY_FLAGS } from "@shared/flags";

export const POPULAR_DESTINATIONS = [
  { name: "Portugal", flag: COUNTRY_FLAGS.Portugal, summary: "Mild climate, a long coastline and visas for remote workers and retirees." },
  { name: "Spain", flag: COUNTRY_FLAGS.Spain, summary: "Big cities and small towns, fast internet and a non-lucrative residence visa." },
  { name: "Mexico", flag: COUNTRY_FLAGS.Mexico, summary: "Close to home, with temporary residency for people with savings or income." },
  { name: "Costa Rica", flag: COUNTRY_FLAGS["Costa Rica"], summary: "Tropical and highland climates, with pensionado and rentista residency." },
] as const;

export const STEPS = [
  {
    title: "Tell us about you",
    text: "Your age, occupation, housing budget, where you want to go and what matters most: about 5 minutes.",
  },
  {
    title: "See your explained score",
    text: "A 0-100 compatibility score with the points each factor earned or lost, and the sources behind them.",
  },
  {
    title: "Get your full report",
    text: "Optionally, a personalised PDF covering visas, costs, healthcare, taxes, housing and a relocation timeline.",
  },
] as const;

export const TESTIMONIALS = [
  {
    persona: "A remote software engineer in her 30s",
    text: "Comparing Lisbon and Valencia side by side showed me that internet speed and visa income rules mattered more than rent.",
  },
  {
    persona: "A retired couple from Ohio",
    text: "We cared most about healthcare and safety; seeing which factors pulled each country down made the shortlist easy.",
  },
  {
    persona: "A nurse considering Canada",
    text: "The breakdown explained why my budget was tight in Vancouver and what a realistic rent would be.",
  },
] as const;
