/** Tax per country, and the US rules every US citizen keeps abroad. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryTax, UsTaxRule } from "./tax.schema";
import { newZealandTax } from "./new-zealand";
import { canadaTax } from "./canada";
import { unitedKingdomTax } from "./united-kingdom";
import { irelandTax } from "./ireland";
import { germanyTax } from "./germany";
import { franceTax } from "./france";
import { italyTax } from "./italy";
import { netherlandsTax } from "./netherlands";
import { denmarkTax } from "./denmark";
import { swedenTax } from "./sweden";
import { norwayTax } from "./norway";
import { finlandTax } from "./finland";
import { switzerlandTax } from "./switzerland";
import { austriaTax } from "./austria";
import { belgiumTax } from "./belgium";
import { ghanaTax } from "./ghana";
import { liberiaTax } from "./liberia";
import { nigeriaTax } from "./nigeria";
import { moroccoTax } from "./morocco";
import { usTaxRules as rules } from "./us-rules";

export const taxByCountry: Record<CountrySlug, CountryTax | Unknown> = researchedOr(
  "This country's tax rules (residence test, bands, newcomer regimes, social security) are not in the NewShores knowledge base yet.",
  {
    "new-zealand": newZealandTax,
    canada: canadaTax,
    "united-kingdom": unitedKingdomTax,
    ireland: irelandTax,
    germany: germanyTax,
    france: franceTax,
    italy: italyTax,
    netherlands: netherlandsTax,
    denmark: denmarkTax,
    sweden: swedenTax,
    norway: norwayTax,
    finland: finlandTax,
    switzerland: switzerlandTax,
    austria: austriaTax,
    belgium: belgiumTax,
    ghana: ghanaTax,
    liberia: liberiaTax,
    nigeria: nigeriaTax,
    morocco: moroccoTax,
  },
);

export const usTaxRules: UsTaxRule[] = rules;
