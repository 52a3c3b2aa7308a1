/**
 * The best-countries list (/best-countries): what is written here is editorial (descriptions, highlights,
 * cost of living, language, benefits), NewShores' own words. The score and the rank are not written here:
 * each country is scored by the assessment's own scoring for one reference profile (reference-profile.ts)
 * and ranked by that score (best-countries.routes.ts, decision 0012). Healthcare and safety ratings,
 * climate, cities and residence routes come from the sourced destination data, and which cities have a
 * guide from the city guides.
 */
import type { BestCountry } from "@shared/contracts/destinations";
import { COUNTRY_FLAGS } from "@shared/flags";

/** What is written here; the score, the rank and the rest of a BestCountry are computed from the sourced data. */
export type BestCountryEditorial = Omit<
  BestCountry,
  | "rank"
  | "overallScore"
  | "referenceClimate"
  | "immigrationPaths"
  | "healthcareRating"
  | "safetyRating"
  | "climate"
  | "popularCities"
  | "cityGuides"
>;

export const BEST_COUNTRIES: BestCountryEditorial[] = [
  {
    name: "Portugal",
    image: { src: "/images/countries/portugal.svg", alt: "Illustration: atlantic coast and tiled rooftops" },
    flag: COUNTRY_FLAGS.Portugal,
    description: "A mild Atlantic climate, safe cities and residence visas designed for remote workers and people living on passive income.",
    highlights: ["Remote-work (D8) and passive-income (D7) visas", "US tax treaty and totalization agreement in force", "Among the most peaceful countries in Europe"],
    costOfLiving: "Moderate",
    costOfLivingBasis: "Rents in Lisbon and Porto have risen fast; smaller cities remain cheaper than most of Western Europe.",
    language: "Portuguese",
    keyBenefits: ["Path to permanent residency after five years of legal residence", "Large English-speaking expat communities", "Direct flights to the US East Coast"],
  },
  {
    name: "Spain",
    image: { src: "/images/countries/spain.svg", alt: "Illustration: sunny mediterranean hills" },
    flag: COUNTRY_FLAGS.Spain,
    description: "Big cities and small coastal towns, fast home internet, a strong public health system and a non-lucrative visa for people with savings.",
    highlights: ["Non-lucrative and digital nomad visas", "US tax treaty and totalization agreement in force", "Fast fixed broadband"],
    costOfLiving: "Moderate",
    costOfLivingBasis: "Madrid and Barcelona rents are high for Spain; Valencia, Alicante and inland cities cost less.",
    language: "Spanish (and co-official languages such as Catalan)",
    keyBenefits: ["Wide choice of climates from Mediterranean to Atlantic", "Good rail links between cities", "Well-established retiree communities"],
  },
  {
    name: "Mexico",
    image: { src: "/images/countries/mexico.svg", alt: "Illustration: highland plateau under a warm sky" },
    flag: COUNTRY_FLAGS.Mexico,
    description: "Close to family in the US, a long visa-free stay for visitors and temporary residency for people with proven income or savings.",
    highlights: ["Temporary residency by economic solvency", "Up to 180 days visa-free for US visitors", "US income tax treaty in force"],
    costOfLiving: "Low",
    costOfLivingBasis: "Everyday costs are lower than in the US in most cities, though popular expat areas cost noticeably more.",
    language: "Spanish",
    keyBenefits: ["Short flights to most US cities", "Varied climates from beaches to temperate highlands", "Large American communities"],
  },
  {
    name: "Costa Rica",
    image: { src: "/images/countries/costa-rica.svg", alt: "Illustration: green tropical forest and volcano" },
    flag: COUNTRY_FLAGS["Costa Rica"],
    description: "Tropical coasts and cooler highlands, with long-standing residency routes for pensioners and people with steady income.",
    highlights: ["Pensionado and rentista residency", "Digital nomad visa", "Up to 180 days visa-free for US visitors"],
    costOfLiving: "Moderate",
    costOfLivingBasis: "Imported goods and beach towns are expensive; the Central Valley is more affordable.",
    language: "Spanish",
    keyBenefits: ["Stable democracy without an army", "Public healthcare open to legal residents", "Outdoor life and national parks"],
  },
  {
    name: "Germany",
    image: { src: "/images/countries/germany.svg", alt: "Illustration: rolling hills and a river valley" },
    flag: COUNTRY_FLAGS.Germany,
    description: "A large job market with the EU Blue Card for skilled workers, excellent healthcare coverage and efficient public transport.",
    highlights: ["EU Blue Card and skilled-worker routes", "US tax treaty and totalization agreement in force", "Affordable nationwide public transport ticket"],
    costOfLiving: "Moderate",
    costOfLivingBasis: "Munich and Frankfurt are expensive; many other cities have moderate rents for Western Europe.",
    language: "German",
    keyBenefits: ["Strong worker protections", "Central location in Europe", "High-quality public services"],
  },
  {
    name: "Canada",
    image: { src: "/images/countries/canada.svg", alt: "Illustration: mountains and lakes under a cool sky" },
    flag: COUNTRY_FLAGS.Canada,
    description: "The closest culture to the US, very welcoming to migrants, with points-based skilled immigration and universal public healthcare.",
    highlights: ["Skilled-worker immigration routes", "Top of Gallup's Migrant Acceptance Index", "US tax treaty and totalization agreement in force"],
    costOfLiving: "High",
    costOfLivingBasis: "Rents in Toronto and Vancouver are among the highest in North America.",
    language: "English and French",
    keyBenefits: ["Same time zones as the US", "Public healthcare for permanent residents", "English-speaking except in Quebec"],
  },
];
